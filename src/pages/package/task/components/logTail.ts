import type { LogLine, TaskStatus } from '../../service';

/**
 * Live tail of a build log. The log endpoint returns the lines after a cursor (`afterSeq`); seq grows over every
 * attempt of the task, so one cursor follows the whole log, a retry's lines included, and the old attempts' lines
 * stay. Reads may overlap (a slow answer after a faster one): merging keeps each seq once, in order.
 */

/** Lines of `existing` and `incoming`, each seq once, ascending. */
export function mergeLines(existing: readonly LogLine[], incoming: readonly LogLine[]): LogLine[] {
  if (incoming.length === 0) return existing as LogLine[];
  const last = existing.length ? existing[existing.length - 1].seq : -Infinity;
  // the usual case: everything new comes after what is shown
  if (incoming.every((l, i) => l.seq > last && (i === 0 || l.seq > incoming[i - 1].seq)))
    return [...existing, ...incoming];
  const bySeq = new Map<number, LogLine>();
  existing.forEach((l) => bySeq.set(l.seq, l));
  incoming.forEach((l) => bySeq.set(l.seq, l));
  return Array.from(bySeq.values()).sort((a, b) => a.seq - b.seq);
}

/** The cursor for the next read: the highest seq received (never goes back). */
export function nextCursor(cursor: number, incoming: readonly LogLine[]): number {
  return incoming.reduce((max, l) => Math.max(l.seq, max), cursor);
}

export interface LogSection {
  attempt: number;
  lines: LogLine[];
  errors: number;
  warnings: number;
}

/** One section per attempt (those the server lists, even before their first line), oldest first. */
export function sectionsByAttempt(lines: readonly LogLine[], attempts: readonly number[] = []): LogSection[] {
  const map = new Map<number, LogSection>();
  const section = (attempt: number) => {
    let s = map.get(attempt);
    if (!s) {
      s = { attempt, lines: [], errors: 0, warnings: 0 };
      map.set(attempt, s);
    }
    return s;
  };
  attempts.forEach(section);
  lines.forEach((l) => {
    const s = section(l.attempt);
    s.lines.push(l);
    if (l.level === 'error') s.errors += 1;
    if (l.level === 'warn') s.warnings += 1;
  });
  return Array.from(map.values()).sort((a, b) => a.attempt - b.attempt);
}

export const TAIL_FAST_MS = 1000;
/** After the attempt has ended the drawer still looks now and then: another operator may retry the task. */
export const TAIL_SLOW_MS = 4000;

/** Milliseconds until the next read, or null for none (drawer closed or tab hidden). */
export function tailDelay(
  open: boolean,
  visible: boolean,
  status: TaskStatus | undefined,
  done: boolean,
): number | null {
  if (!open || !visible) return null;
  if (status === undefined) return TAIL_FAST_MS;
  return done && status !== 'queued' && status !== 'running' ? TAIL_SLOW_MS : TAIL_FAST_MS;
}

/** Whether a scrolled box is at (or within `slack` px of) its bottom: then new lines keep it at the bottom. */
export function atBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }, slack = 24): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}
