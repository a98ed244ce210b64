import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { validate } from './validate';

const schema = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 4 }),
  code: Type.Optional(Type.String({ pattern: '^[a-z]+$' })),
  pageNum: Type.Integer({ minimum: 1, maximum: 100 }),
  status: Type.Optional(Type.Enum([0, 1])),
  ratio: Type.Optional(Type.Number()),
  flag: Type.Optional(Type.Boolean()),
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
  leaderId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  nested: Type.Optional(Type.Object({ k: Type.String() })),
});

const run = (body: unknown) => validate(schema, body);

describe('validate', () => {
  it('accepts a valid body and coerces numeric and boolean text', () => {
    const r = run({ name: 'abc', pageNum: '2', status: '1', ratio: '0.5', flag: 'true', ids: ['3', 4], extra: 'kept' });
    expect(r).toEqual({
      ok: true,
      value: { name: 'abc', pageNum: 2, status: 1, ratio: 0.5, flag: true, ids: [3, 4], extra: 'kept' },
    });
  });

  it('reports a missing or empty required field', () => {
    expect(run({ pageNum: 1 })).toEqual({ ok: false, error: { field: 'name', reason: 'required' } });
    expect(run({ name: '  ', pageNum: 1 })).toMatchObject({ ok: false, error: { field: 'name', reason: 'required' } });
    expect(run({ name: 'ab', pageNum: null })).toMatchObject({ error: { field: 'pageNum', reason: 'required' } });
  });

  it('checks type, enum, lengths, pattern and range', () => {
    expect(run({ name: 5, pageNum: 1 })).toMatchObject({ error: { field: 'name', reason: 'type', param: 'string' } });
    expect(run({ name: 'ab', pageNum: 1.5 })).toMatchObject({ error: { field: 'pageNum', reason: 'type' } });
    expect(run({ name: 'ab', pageNum: 'x' })).toMatchObject({ error: { field: 'pageNum', reason: 'type' } });
    expect(run({ name: 'ab', pageNum: 1, status: 2 })).toMatchObject({
      error: { field: 'status', reason: 'enum', param: '0, 1' },
    });
    expect(run({ name: 'a', pageNum: 1 })).toMatchObject({ error: { field: 'name', reason: 'minLength', param: 2 } });
    expect(run({ name: '星海传说x', pageNum: 1 })).toMatchObject({ error: { reason: 'maxLength', param: 4 } });
    expect(run({ name: '星海传说', pageNum: 1 }).ok).toBe(true); // characters, not bytes
    expect(run({ name: 'ab', pageNum: 1, code: 'A1' })).toMatchObject({ error: { field: 'code', reason: 'pattern' } });
    expect(run({ name: 'ab', pageNum: 0 })).toMatchObject({ error: { field: 'pageNum', reason: 'minimum', param: 1 } });
    expect(run({ name: 'ab', pageNum: 101 })).toMatchObject({
      error: { field: 'pageNum', reason: 'maximum', param: 100 },
    });
  });

  it('names the element of an array and the key of a nested object', () => {
    expect(run({ name: 'ab', pageNum: 1, ids: [1, 0] })).toMatchObject({
      error: { field: 'ids.1', reason: 'minimum' },
    });
    expect(run({ name: 'ab', pageNum: 1, ids: 'x' })).toMatchObject({
      error: { field: 'ids', reason: 'type', param: 'array' },
    });
    expect(run({ name: 'ab', pageNum: 1, nested: {} })).toMatchObject({
      error: { field: 'nested.k', reason: 'required' },
    });
  });

  it('handles nullable, and empty optional values as absent', () => {
    expect(run({ name: 'ab', pageNum: 1, leaderId: null })).toEqual({
      ok: true,
      value: { name: 'ab', pageNum: 1, leaderId: null },
    });
    expect(run({ name: 'ab', pageNum: 1, status: '' })).toEqual({ ok: true, value: { name: 'ab', pageNum: 1 } });
    expect(run({ name: 'ab', pageNum: 1, ratio: null })).toEqual({ ok: true, value: { name: 'ab', pageNum: 1 } });
    // '' clears an optional string even when a pattern would refuse it
    expect(run({ name: 'ab', pageNum: 1, code: '' })).toEqual({
      ok: true,
      value: { name: 'ab', pageNum: 1, code: '' },
    });
  });

  it('refuses a body that is not an object', () => {
    expect(run([1])).toMatchObject({ ok: false, error: { field: '', reason: 'type', param: 'object' } });
  });
});
