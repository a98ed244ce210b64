import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from './clock';
import type { MockRequest } from './http';
import { claimRequestId, fingerprintOf, KEEP_MAX, KEEP_MS } from './replay';
import { startOnce } from './setup';
import { reset } from './store';

// the framework alone (no domain set up): the request-id store needs nothing of a domain
startOnce([]);

/** The kept answers of request ids (docs/rules.md "Request ids and versions"): what is kept, for how long, how many. */
beforeEach(() => reset());
afterEach(() => vi.useRealTimers());

const answer = (n: number) => ({ status: 200, body: { code: '00000', data: { id: n } } });

describe('claimRequestId', () => {
  it('keeps the first answer per person, path and id; a refused first try is forgotten', async () => {
    const first = await claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    if (first.kind !== 'first') throw new Error(first.kind);
    first.keep(answer(1));
    expect(await claimRequestId(1, '/api/x/add', 'dialog-1', 'F')).toEqual({ kind: 'replay', answer: answer(1) });
    expect((await claimRequestId(1, '/api/x/add', 'dialog-1', 'G')).kind).toBe('mismatch');
    // another person, another path: their own
    expect((await claimRequestId(2, '/api/x/add', 'dialog-1', 'F')).kind).toBe('first');
    expect((await claimRequestId(1, '/api/y/add', 'dialog-1', 'F')).kind).toBe('first');
    const refused = await claimRequestId(1, '/api/x/add', 'dialog-2', 'F');
    if (refused.kind !== 'first') throw new Error(refused.kind);
    refused.release();
    expect((await claimRequestId(1, '/api/x/add', 'dialog-2', 'G')).kind).toBe('first');
  });

  it('never answers one path’s id with another path’s answer, however path and id split', async () => {
    const first = await claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    if (first.kind !== 'first') throw new Error(first.kind);
    first.keep(answer(1));
    expect((await claimRequestId(1, '/api/x/ad', 'ddialog-1', 'F')).kind).toBe('first');
    expect((await claimRequestId(1, '/api/x/add', 'dialog-1', 'F')).kind).toBe('replay');
  });

  it('a second request waiting for a first that is refused then runs itself', async () => {
    const first = await claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    if (first.kind !== 'first') throw new Error(first.kind);
    const second = claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    first.release();
    expect((await second).kind).toBe('first');
  });

  it('a request still running is never forgotten, however long it runs: the same id waits for it', async () => {
    const first = await claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    if (first.kind !== 'first') throw new Error(first.kind);
    advanceClock(KEEP_MS + 1000);
    const second = claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    first.keep(answer(3));
    expect(await second).toEqual({ kind: 'replay', answer: answer(3) });
  });

  it('a second request while the first runs waits for its answer', async () => {
    const first = await claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    if (first.kind !== 'first') throw new Error(first.kind);
    const second = claimRequestId(1, '/api/x/add', 'dialog-1', 'F');
    first.keep(answer(7));
    expect(await second).toEqual({ kind: 'replay', answer: answer(7) });
  });

  it('forgets an answer after KEEP_MS, and the oldest beyond KEEP_MAX', async () => {
    // the wall clock held still: the ages below are exact (a busy machine let a millisecond pass between the keep and
    // the claim at "exactly KEEP_MS", which then read as older)
    vi.useFakeTimers({ toFake: ['Date'] });
    const keep = async (id: string) => {
      const c = await claimRequestId(1, '/api/x/add', id, 'F');
      if (c.kind !== 'first') throw new Error(`${id}: ${c.kind}`);
      c.keep(answer(1));
    };
    await keep('old-dialog');
    advanceClock(KEEP_MS - 1000);
    expect((await claimRequestId(1, '/api/x/add', 'old-dialog', 'F')).kind).toBe('replay');
    // kept for KEEP_MS: still answered at exactly that age, forgotten after
    advanceClock(1000);
    expect((await claimRequestId(1, '/api/x/add', 'old-dialog', 'F')).kind).toBe('replay');
    advanceClock(1000);
    expect((await claimRequestId(1, '/api/x/add', 'old-dialog', 'F')).kind).toBe('first');
    for (let i = 0; i < KEEP_MAX + 1; i += 1) await keep(`dialog-${i}`);
    // KEEP_MAX ids are kept, the old-dialog claim above still running among them (never dropped): the two oldest
    // answers went, the next one is kept
    expect((await claimRequestId(1, '/api/x/add', 'dialog-1', 'F')).kind).toBe('first');
    expect((await claimRequestId(1, '/api/x/add', 'dialog-3', 'F')).kind).toBe('replay');
    expect((await claimRequestId(1, '/api/x/add', 'dialog-0', 'F')).kind).toBe('first');
    expect((await claimRequestId(1, '/api/x/add', `dialog-${KEEP_MAX}`, 'F')).kind).toBe('replay');
  });
});

describe('fingerprintOf', () => {
  const req = (body: unknown, files: MockRequest['files'] = []): MockRequest => ({ headers: {}, body, files });
  it('is the payload, the game and the child game; a signed form without its signing fields', () => {
    const a = fingerprintOf(req({ b: 1, a: 'x' }), 1, 0, false);
    expect(fingerprintOf(req({ a: 'x', b: 1 }), 1, 0, false)).toBe(a);
    expect(fingerprintOf(req({ a: 'x', b: 2 }), 1, 0, false)).not.toBe(a);
    expect(fingerprintOf(req({ a: 'x', b: 1 }), 2, 0, false)).not.toBe(a);
    expect(fingerprintOf(req({ a: 'x', b: 1 }), 1, 3, false)).not.toBe(a);
    const signed = (timestamp: string, sign: string) => req({ version: '1.0', timestamp, token: 't', sign });
    expect(fingerprintOf(signed('1', 'AAA'), 1, 0, true)).toBe(fingerprintOf(signed('2', 'BBB'), 1, 0, true));
    // …but every other field of it counts
    const version = (v: string) => req({ version: v, timestamp: '1', token: 't', sign: 'AAA' });
    expect(fingerprintOf(version('1.0'), 1, 0, true)).not.toBe(fingerprintOf(version('2.0'), 1, 0, true));
    // a request without uploads is one with none
    expect(fingerprintOf({ headers: {}, body: { a: 'x', b: 1 } }, 1, 0, false)).toBe(a);
    const file = (text: string) => [
      { fieldname: 'file', originalname: 'a.zip', size: text.length, buffer: Buffer.from(text), mimetype: '' },
    ];
    expect(fingerprintOf(req({}, file('one')), 1, 0, true)).not.toBe(fingerprintOf(req({}, file('two')), 1, 0, true));
  });
});
