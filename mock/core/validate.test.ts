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
  tags: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
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
    expect(run({ name: 'ab', pageNum: 1, tags: [] })).toMatchObject({
      error: { field: 'tags', reason: 'minItems', param: 1 },
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

describe('validate: form text (docs/rules.md "API contract")', () => {
  const form = Type.Object({
    status: Type.Optional(Type.Unsafe<0 | 1 | '0' | '1'>(Type.Enum([0, 1]))),
    flag: Type.Boolean(),
    amount: Type.Integer(),
    kind: Type.Optional(Type.Enum(['a', 'b'])),
    names: Type.Optional(Type.Array(Type.String())),
    prices: Type.Optional(Type.Record(Type.String(), Type.Integer())),
    rows: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), note: Type.String() }))),
  });

  it('reads a switch, a flag and numbers sent as text, inside lists and maps too', () => {
    expect(validate(form, { status: '1', flag: '0', amount: ' 120 ', prices: { CNY: '600' } })).toEqual({
      ok: true,
      value: { status: 1, flag: false, amount: 120, prices: { CNY: 600 } },
    });
    expect(validate(form, { flag: 'true', amount: 1, rows: [{ id: '7', note: 'x' }] })).toMatchObject({
      value: { flag: true, rows: [{ id: 7, note: 'x' }] },
    });
  });

  it('refuses what it cannot read instead of altering it', () => {
    // an amount of 1.5 is not rounded, a number is not text, a single value is not a list, null is not 0
    expect(validate(form, { flag: true, amount: 1.5 })).toMatchObject({ error: { field: 'amount', reason: 'type' } });
    expect(validate(form, { flag: true, amount: '1.5' })).toMatchObject({ error: { field: 'amount', reason: 'type' } });
    expect(validate(form, { flag: true, amount: 1, names: 'x' })).toMatchObject({
      error: { field: 'names', reason: 'type', param: 'array' },
    });
    expect(validate(form, { flag: true, amount: 1, names: [5] })).toMatchObject({
      error: { field: 'names.0', reason: 'type', param: 'string' },
    });
    expect(validate(form, { flag: true, amount: null })).toMatchObject({
      error: { field: 'amount', reason: 'required' },
    });
    expect(validate(form, { flag: 'yes', amount: 1 })).toMatchObject({
      error: { field: 'flag', reason: 'type', param: 'boolean' },
    });
    expect(validate(form, { flag: true, amount: 1, status: 2 })).toMatchObject({
      error: { field: 'status', reason: 'enum', param: '0, 1' },
    });
  });

  it('names a missing field of a list row, and counts blank text as missing', () => {
    expect(validate(form, { flag: true, amount: 1, rows: [{ id: 1, note: '  ' }] })).toMatchObject({
      error: { field: 'rows.0.note', reason: 'required' },
    });
  });

  it("keeps '' for an optional choice of text, and drops '' for an optional switch", () => {
    expect(validate(form, { flag: true, amount: 1, kind: '', status: '' })).toEqual({
      ok: true,
      value: { flag: true, amount: 1, kind: '' },
    });
  });

  it('leaves the request as it came (the coerced body is a copy)', () => {
    const body = { flag: '1', amount: '3', rows: [{ id: '1', note: 'n' }] };
    validate(form, body);
    expect(body).toEqual({ flag: '1', amount: '3', rows: [{ id: '1', note: 'n' }] });
  });
});
