import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../service';
import { atBottom, mergeLines, nextCursor, sectionsByAttempt, tailDelay, TAIL_FAST_MS, TAIL_SLOW_MS } from './logTail';

const line = (seq: number, attempt = 1, level: LogLine['level'] = 'info'): LogLine => ({
  seq,
  attempt,
  level,
  time: 1000 + seq,
  step: null,
  text: `line ${seq}`,
});

describe('live log tail', () => {
  it('appends new lines after the shown ones', () => {
    const a = [line(1), line(2)];
    expect(mergeLines(a, [line(3), line(4)]).map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeLines(a, [])).toBe(a);
  });

  it('keeps each line once when reads overlap or arrive out of order', () => {
    const merged = mergeLines([line(1), line(2), line(3)], [line(2), line(3), line(5), line(4)]);
    expect(merged.map((l) => l.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves the cursor to the highest seq received and never back', () => {
    expect(nextCursor(0, [line(1), line(7), line(3)])).toBe(7);
    expect(nextCursor(9, [line(4)])).toBe(9);
    expect(nextCursor(9, [])).toBe(9);
  });

  it('groups by attempt: the old attempt stays with its error line, the new one is listed before its first line', () => {
    const sections = sectionsByAttempt([line(1, 1), line(2, 1, 'error'), line(3, 2, 'warn')], [1, 2, 3]);
    expect(sections.map((s) => [s.attempt, s.lines.length, s.errors, s.warnings])).toEqual([
      [1, 2, 1, 0],
      [2, 1, 0, 1],
      [3, 0, 0, 0],
    ]);
  });

  it('reads fast while the task runs, slowly after it ended, not at all when closed or hidden', () => {
    expect(tailDelay(true, true, 'running', false)).toBe(TAIL_FAST_MS);
    expect(tailDelay(true, true, 'queued', false)).toBe(TAIL_FAST_MS);
    expect(tailDelay(true, true, 'failed', true)).toBe(TAIL_SLOW_MS);
    expect(tailDelay(false, true, 'running', false)).toBeNull();
    expect(tailDelay(true, false, 'running', false)).toBeNull();
  });

  it('follows the bottom only when the reader is there', () => {
    expect(atBottom({ scrollTop: 580, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(atBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
});
