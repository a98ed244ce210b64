import Type from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { REQUEST_ID_HEADER, op } from './operation';

/**
 * What an operation does is declared on it (`creates`, `versioned`, `logged`), never read from its action's name
 * (docs/rules.md "Request ids and versions"): renaming an action changes no behaviour, and a new action name needs no
 * list to be kept.
 */
const base = { summary: 's', auth: 'session' as const, module: 'm', request: Type.Object({ id: Type.Integer() }) };
const bodyProps = (o: ReturnType<typeof op>) =>
  Object.keys(
    (o.post?.requestBody?.content['application/json']?.schema as { properties?: object } | undefined)?.properties ?? {},
  );
const takesRequestId = (o: ReturnType<typeof op>) =>
  Boolean(o.post?.parameters?.some((p) => p.name === REQUEST_ID_HEADER && p.required));

describe('operation flags', () => {
  it('an action named edit, update, add or delete switches nothing on by itself', () => {
    for (const action of ['edit', 'update', 'add', 'delete', 'approve', 'import', 'upload', 'resetPassword']) {
      const o = op({ ...base, action, record: 'thing' });
      expect(o.post?.['x-versioned'], action).toBeUndefined();
      expect(o.post?.['x-request-id'], action).toBeUndefined();
      expect(o.post?.['x-log'], action).toBe(false);
      expect(bodyProps(o), action).not.toContain('baseVersion');
      expect(takesRequestId(o), action).toBe(false);
      expect(o.post?.['x-refusals'], action).not.toContain('A0409');
      expect(o.post?.['x-refusals'], action).not.toContain('A0506');
    }
  });

  it('versioned: true gives the version guard whatever the action is called', () => {
    const o = op({ ...base, action: 'replace', record: 'thing', versioned: true });
    expect(o.post?.['x-versioned']).toBe(true);
    expect(bodyProps(o)).toEqual(['id', 'baseVersion']);
    expect(o.post?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: expect.arrayContaining(['baseVersion']),
    });
    expect(o.post?.['x-refusals']).toContain('A0409');
    expect(() => op({ ...base, action: 'replace', versioned: true })).toThrow(/names no record/);
  });

  it('creates: true asks a request id whatever the action is called', () => {
    const o = op({ ...base, action: 'frobnicate', creates: true });
    expect(o.post?.['x-request-id']).toBe(true);
    expect(takesRequestId(o)).toBe(true);
    expect(o.post?.['x-refusals']).toContain('A0506');
  });

  it('the read of one record is declared (readsRecord), not found by the name get', () => {
    expect(op({ ...base, action: 'get', record: 'thing' }).post?.['x-record-read']).toBeUndefined();
    expect(op({ ...base, action: 'detail', record: 'thing', readsRecord: true }).post?.['x-record-read']).toBe(true);
    expect(() => op({ ...base, action: 'get', readsRecord: true })).toThrow(/names none/);
    expect(() => op({ ...base, action: 'get', record: 'thing', readsRecord: true, logged: true })).toThrow(
      /changes something/,
    );
  });

  it('a change with no log, request id, version or signature says so (writes), whatever it is called', () => {
    expect(op({ ...base, action: 'page', writes: true }).post?.['x-writes']).toBe(true);
    expect(op({ ...base, action: 'delete' }).post?.['x-writes']).toBeUndefined();
  });

  it('logged: true writes the operation log whatever the action is called', () => {
    expect(op({ ...base, action: 'frobnicate', logged: true }).post?.['x-log']).toBe(true);
  });

  it('a read of a versioned record stamps its rows; a declared change does not', () => {
    const data = Type.Object({ id: Type.Integer() });
    const answer = (o: ReturnType<typeof op>) =>
      JSON.stringify(o.post?.responses['200'].content?.['application/json']?.schema);
    expect(answer(op({ ...base, action: 'edit', record: 'thing', data }))).toContain('recordVersion');
    expect(answer(op({ ...base, action: 'read', record: 'thing', data, logged: true }))).not.toContain('recordVersion');
  });

  it('the types follow the flags, not the action', () => {
    const plain = op({ ...base, action: 'edit', record: 'thing' });
    const guarded = op({ ...base, action: 'replace', record: 'thing', versioned: true });
    const creating = op({ ...base, action: 'frobnicate', creates: true });
    expectTypeOf<NonNullable<(typeof plain)['~request']>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<NonNullable<(typeof guarded)['~request']>>().toEqualTypeOf<{ id: number } & { baseVersion: number }>();
    expectTypeOf<NonNullable<(typeof plain)['~requestId']>>().toEqualTypeOf<false>();
    expectTypeOf<NonNullable<(typeof creating)['~requestId']>>().toEqualTypeOf<true>();
  });
});
