// @vitest-environment node
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

type Json = Record<string, unknown>;

const doc = openApiDocument();
const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** Every [JSON path, node] of a value. */
function* nodes(value: unknown, at = '#'): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* nodes(value[i], `${at}/${i}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  yield [at, value as Json];
  for (const [key, v] of Object.entries(value))
    yield* nodes(v, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

const SHAPE_KEYS = ['type', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', '$ref'];

/** The schemas below `schema` (properties, items, record values, branches) that say nothing of their shape. */
function untyped(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Json;
  const out = SHAPE_KEYS.some((k) => k in s) ? [] : [at];
  const children: Array<[string, unknown]> = [
    ...Object.entries((s.properties as Json) ?? {}).map(([k, v]) => [`${at}.${k}`, v] as [string, unknown]),
    ...Object.entries((s.patternProperties as Json) ?? {}).map(([, v]) => [`${at}{}`, v] as [string, unknown]),
    ...(s.items ? [[`${at}[]`, s.items] as [string, unknown]] : []),
    ...(typeof s.additionalProperties === 'object' ? [[`${at}{+}`, s.additionalProperties] as [string, unknown]] : []),
    ...((s.anyOf as unknown[]) ?? []).map((v, i) => [`${at}|${i}`, v] as [string, unknown]),
    ...((s.oneOf as unknown[]) ?? []).map((v, i) => [`${at}|${i}`, v] as [string, unknown]),
  ];
  return [...out, ...children.flatMap(([p, v]) => untyped(v, p))];
}

describe('GET /openapi.json (src/contract/openapi.ts)', () => {
  // the validator reads every schema of the document: given time on a busy machine
  it('is a valid OpenAPI 3.1 document', { timeout: 120_000 }, async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(operations.length).toBeGreaterThan(300);
  });

  it('is checked for real: the same schemas under OpenAPI 3.0 (no type lists there) are refused', {
    timeout: 60_000,
  }, async () => {
    // one path is enough (the validator resolves $refs in place: each run gets its own copy)
    const login = { ...doc, paths: { '/api/mng/login': (doc.paths as Json)['/api/mng/login'] } };
    expect((await validate(structuredClone({ ...login, openapi: '3.0.3' }) as never)).valid).toBe(false);
    expect((await validate(structuredClone(login) as never)).valid).toBe(true);
  });

  it('writes JSON Schema 2020-12: no nullable, no empty required list', () => {
    const found = [...nodes(doc)].filter(
      ([, n]) => 'nullable' in n || (Array.isArray(n.required) && n.required.length === 0),
    );
    expect(found.map(([at]) => at)).toEqual([]);
  });

  it('answers every call with its success envelope or a refusal, and names the refusals', () => {
    const problems = operations.flatMap(({ path, method, operation }) => {
      const refusals = operation['x-refusals'] as string[];
      const ok = (operation.responses as Json)['200'] as Json;
      const schema = ((ok.content as Json)['application/json'] as Json).schema as Json;
      const pack = operation['x-envelope'] === 'onlinepack';
      const refusal = { $ref: `#/components/schemas/${pack ? 'PackRefusal' : 'ApiRefusal'}` };
      const wrong: string[] = [];
      if (!refusals.includes('A0400') || !refusals.includes('B0001')) wrong.push('x-refusals');
      if (operation['x-auth'] !== 'public' && !refusals.includes('A0230')) wrong.push('A0230');
      if (method === 'get' && !schema.oneOf) {
        if (JSON.stringify(schema) !== JSON.stringify(refusal)) wrong.push('download refusal');
        return wrong.map((w) => `${path}: ${w}`);
      }
      const [success, ...others] = (schema.oneOf as Json[]) ?? [];
      const envelope = Object.keys((success?.properties as Json) ?? {}).sort();
      const keys = pack ? ['code', 'data', 'msg'] : ['code', 'data', 'description', 'msg', 'tips'];
      if (JSON.stringify(envelope) !== JSON.stringify(keys)) wrong.push(`envelope ${envelope}`);
      if (JSON.stringify(others[0]) !== JSON.stringify(refusal)) wrong.push('refusal');
      if (refusals.includes('A0409') !== (others.length === 2)) wrong.push('A0409');
      return wrong.map((w) => `${path}: ${w}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives every answer its shape: data is typed down to each field, and a page carries its paging', () => {
    const open = operations.flatMap(({ path, operation }) => {
      const ok = (operation.responses as Json)['200'] as Json;
      const schema = ((ok.content as Json)['application/json'] as Json).schema as Json;
      const success = (schema.oneOf as Json[] | undefined)?.[0];
      if (!success) return [];
      return untyped((success.properties as Json).data, path);
    });
    // only the insides of the values whose shape their record decides (src/contract/schema.ts jsonValue: a list's
    // items, an object's values): a log entry's and a diff's before and after, a saved view's filters
    const jsonValues = [
      '/api/mng/oplog/page.list[].before',
      '/api/mng/oplog/page.list[].after',
      '/api/mng/welcome/summary.recent[].before',
      '/api/mng/welcome/summary.recent[].after',
      '/api/mng/view/list[].filters{}',
      '/api/mng/history/diff.changes[].before',
      '/api/mng/history/diff.changes[].after',
      '/onlinepack/checkTask/get.params{+}',
    ];
    expect(open).toEqual(expect.arrayContaining(jsonValues.flatMap((v) => [`${v}|4[]`, `${v}|5{}`])));
    expect(open.filter((at) => !jsonValues.some((v) => at === `${v}|4[]` || at === `${v}|5{}`))).toEqual([]);
    const pages = operations.filter(({ path }) => /\/page$/.test(path));
    const paging = pages.filter(({ operation }) => {
      const ok = (operation.responses as Json)['200'] as Json;
      const success = ((((ok.content as Json)['application/json'] as Json).schema as Json).oneOf as Json[])[0];
      const data = (success.properties as Json).data as Json;
      const required = (data.required as string[]) ?? [];
      return ['list', 'total', 'pageNum', 'pageSize'].every((k) => required.includes(k));
    });
    expect(pages.length).toBeGreaterThan(40);
    expect(paging.map(({ path }) => path)).toEqual(pages.map(({ path }) => path));
  });

  it('documents the refusals: the spec codes with their meaning, and the stale save with the latest record', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const codes = ((schemas.ApiRefusal.properties as Json).code as Json).enum as string[];
    expect(codes).toEqual(expect.arrayContaining(['A0230', 'A0301', 'A0400', 'A0402', 'A0403', 'A0506', 'B0001']));
    const edit = operations.find(({ path }) => path === '/api/sys/role/update')?.operation as Json;
    const content = (((edit.responses as Json)['200'] as Json).content as Json)['application/json'] as Json;
    const stale = ((content.schema as Json).oneOf as Json[])[2];
    const record = ((stale.properties as Json).data as Json).properties as Json;
    expect(Object.keys(record)).toEqual(['baseVersion', 'recordVersion', 'savedBy', 'savedAt', 'record']);
    // the latest role as /api/sys/role/get answers it (nullable: a record gone since answers null)
    const role = record.record as Json;
    expect(role.type).toEqual(['object', 'null']);
    expect(role.required).toEqual(expect.arrayContaining(['id', 'name', 'code', 'recordVersion']));
  });
});
