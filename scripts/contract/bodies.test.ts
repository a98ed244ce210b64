import { describe, expect, it } from 'vitest';
import { callsOf, whyNotRead } from './bodies';
import { contractDocument } from './document';

/**
 * `npm run contract:verify` makes only the calls that read against a real backend unless told --write: which those
 * are is declared on each operation (x-log, x-request-id, x-versioned, x-signed, x-writes; x-dev), never read from its
 * action's name.
 */
describe('which calls only read', () => {
  const op = (extra: object) => ({ 'x-action': 'page', ...extra }) as never;

  it('goes by the declarations, whatever the action is called', () => {
    expect(whyNotRead(op({ 'x-action': 'delete' }))).toBeUndefined();
    expect(whyNotRead(op({ 'x-writes': true }))).toBe('changes data');
    expect(whyNotRead(op({ 'x-log': true }))).toBe('changes data');
    expect(whyNotRead(op({ 'x-request-id': true }))).toBe('changes data');
    expect(whyNotRead(op({ 'x-versioned': true }))).toBe('changes data');
    expect(whyNotRead(op({ 'x-signed': true }))).toBe('changes data');
    expect(whyNotRead(op({ 'x-dev': true }))).toMatch(/development helper/);
  });

  it('no call of the contract that sounds like a change is taken for a read (a forgotten declaration)', () => {
    const sounds =
      /^(add|edit|update|delete|remove|set|save|create|import|upload|approve|reject|reset|enable|disable)/i;
    // reads whose names only sound like changes: the list of deleted records, the check of a CSV before its import
    const reads = new Set(['/api/mng/history/deleted', '/api/mng/billingPoint/importPreview']);
    const taken = callsOf(contractDocument())
      .filter((c) => sounds.test(c.op['x-action'] ?? '') && !whyNotRead(c.op) && !reads.has(c.path))
      .map((c) => `${c.path} (${c.op['x-action']})`);
    expect(taken).toEqual([]);
  });
});
