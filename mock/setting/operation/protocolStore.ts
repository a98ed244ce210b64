import { operationArea, type Protocol } from './state';

/**
 * The ONE write path of protocol records: every new version and every status change (publish, the archive it causes)
 * goes through `commitProtocol`, so the configuration history (versions, diff, rollback) plugs in here with one line.
 * Published and archived versions are never changed in content: a change is a new version.
 */
export interface CommitMeta {
  operatorId: number;
  operatorName: string;
  /** why: the save's note, "publish", "archived by #id" */
  reason: string;
  at: number;
}

export type ProtocolCommitHook = (next: Protocol, previous: Protocol | null, meta: CommitMeta) => void;

const hooks: ProtocolCommitHook[] = [];

/** Called after every commit (the history mechanism registers itself here). */
export function onProtocolCommit(hook: ProtocolCommitHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export function commitProtocol(next: Protocol, meta: CommitMeta): Protocol {
  const list = operationArea().protocols;
  const at = list.findIndex((p) => p.id === next.id);
  const previous = at === -1 ? null : { ...list[at] };
  if (previous && previous.status !== 'draft' && previous.content !== next.content) {
    throw new Error(`protocol #${next.id} is ${previous.status}: its content cannot change`);
  }
  const stored = { ...next };
  if (at === -1) list.push(stored);
  else list[at] = stored;
  hooks.forEach((h) => h(stored, previous, meta));
  return stored;
}

/** The next version number of an entity's protocols of one kind and language. */
export function nextVersion(entityId: number, kind: Protocol['kind'], lang: Protocol['lang']): number {
  return (
    operationArea()
      .protocols.filter((p) => p.entityId === entityId && p.kind === kind && p.lang === lang)
      .reduce((max, p) => Math.max(max, p.version), 0) + 1
  );
}
