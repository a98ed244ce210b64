import type { ContractOperation, EnvelopeKind } from '../../src/contract';
import type { MockRequest, MockResponse } from './http';
import type { Lang, MessageKey } from './i18n';
import type { Person, Session } from './types';

/** The types of an endpoint of the embedded backend: what defineApi (./defineApi.ts) hands its handlers. */
/**
 * Every endpoint is declared once: `defineApi(path, options, handler)` looks the path up in the contract
 * (src/contract) and takes from it the auth level (x-auth), the request schema, the operation-log flag,
 * x-signed and the envelope. It answers every failure as an envelope (HTTP 200) and never sends a stack.
 */
export interface AuditInfo {
  target?: string;
  before?: unknown;
  after?: unknown;
  /** for calls without a session (login): who acted */
  operatorId?: number;
  operatorName?: string;
  /** the change request the entry submits, decides or applies (docs/rules.md "Change requests") */
  changeRequestId?: number;
  /** a risky change applied at once on the emergency path */
  emergency?: boolean;
}

export interface ApiContext<B> {
  req: MockRequest;
  res: MockResponse;
  path: string;
  operation: ContractOperation;
  /** the validated (and coerced) body */
  body: B;
  lang: Lang;
  session: Session | null;
  person: Person | null;
  /** the signed-in person; throws A0230 on a public endpoint without a session */
  readonly me: Person;
  /** X-Game-Id, 0 when absent */
  gameId: number;
  /** X-Child-Game-Id, 0 when absent */
  childGameId: number;
  ip: string;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  /** what the operation-log entry says (target, before, after) */
  audit(info: AuditInfo): void;
  /** the handler answered on `res` itself (a file, a redirect): no envelope is sent */
  raw(): void;
  /**
   * the change request whose approval runs this call (docs/rules.md "Change requests"): set by its approval and
   * carried into the change's own handler, so the version that handler keeps names the request; absent otherwise
   */
  changeRequestId?: number;
}

export interface ApiOptions<B = unknown> {
  /** defaults to the contract's x-envelope */
  envelope?: EnvelopeKind;
  /**
   * the versioned record (x-record) a change of it saves: its id, when the body's numeric `id` is not it (docs/rules.md
   * "Request ids and versions")
   */
  recordId?: (ctx: ApiContext<B>) => number | undefined;
  /** a read of a versioned record: a row's record id, when its numeric `id` is not it */
  rowId?: (row: Record<string, unknown>, ctx: ApiContext<B>) => number | undefined;
  /**
   * a versioned edit: the record as its reads answer it, for a stale save's answer (default: the record's `get`
   * call of the contract, run with `{id}`)
   */
  latest?: (ctx: ApiContext<B>, id: number) => unknown;
  /**
   * a risky call (x-approval): the checks its handler makes before it changes anything, run again when it is
   * submitted, so a change its own rules refuse now is refused at once instead of queued (docs/rules.md "Change
   * requests"); the handler runs them itself when it applies
   */
  check?: (ctx: ApiContext<B>) => unknown;
  /**
   * a risky call whose rule (the contract's `x-approval-when`) reads more than the body and the record: what the
   * domain gives it (docs/rules.md "Change requests")
   */
  approvalFacts?: (ctx: ApiContext<B>) => unknown;
}

export type ApiHandler<B, D> = (ctx: ApiContext<B>) => D | Promise<D>;
