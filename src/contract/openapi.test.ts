// @vitest-environment node
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { type ApiErrorCode, PACK_CODE_OF } from './envelope';
import { openApiDocument, operationIdOf } from './openapi';

type Json = Record<string, unknown>;

const doc = openApiDocument();
/** The published operation of a path. */
const operationAt = (path: string): Json => {
  const found = operations.find((o) => o.path === path);
  if (!found) throw new Error(`no operation at ${path}`);
  return found.operation;
};

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
      // the shared refusal envelope, its code narrowed to the codes the call may answer (a stale save's apart)
      const codes = refusals.filter((c) => c !== 'A0409') as ApiErrorCode[];
      const packCodes = [
        ...new Set([...codes.map((c) => PACK_CODE_OF[c]), ...(codes.includes('A0403') ? [20001] : [])]),
      ];
      const refusal = (branch: Json | undefined) => {
        const [shared, own] = (branch?.allOf as Json[] | undefined) ?? [];
        const code = ((own?.properties as Json | undefined)?.code as Json | undefined)?.enum;
        return (
          shared?.$ref === `#/components/schemas/${pack ? 'PackRefusal' : 'ApiRefusal'}` &&
          JSON.stringify(code) === JSON.stringify(pack ? packCodes : codes)
        );
      };
      const wrong: string[] = [];
      if (!refusals.includes('A0400') || !refusals.includes('B0001')) wrong.push('x-refusals');
      if (operation['x-auth'] !== 'public' && !refusals.includes('A0230')) wrong.push('A0230');
      if (method === 'get' && !schema.oneOf) {
        if (!refusal(schema)) wrong.push('download refusal');
        return wrong.map((w) => `${path}: ${w}`);
      }
      const [success, ...others] = (schema.oneOf as Json[]) ?? [];
      const envelope = Object.keys((success?.properties as Json) ?? {}).sort();
      const keys = pack ? ['code', 'data', 'msg'] : ['code', 'data', 'description', 'msg', 'tips'];
      if (JSON.stringify(envelope) !== JSON.stringify(keys)) wrong.push(`envelope ${envelope}`);
      if (!refusal(others[0])) wrong.push('refusal');
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
      // a change request's payload and difference hold whatever the record it changes holds
      ...['page.list[]', 'get', 'approve', 'reject', 'withdraw', 'resubmit', 'acknowledge'].flatMap((at) =>
        ['payload', 'diff[].before', 'diff[].after', 'rebased[].before', 'rebased[].after'].map(
          (v) => `/api/mng/changeRequest/${at}.${v}`,
        ),
      ),
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

  it('names every operation: a unique operationId made from its path, and one area tag with its description', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const byPath = Object.fromEntries(operations.map(({ path, operation }) => [path, operation.operationId]));
    expect(operations.filter(({ path, operation }) => operation.operationId !== operationIdOf(path))).toEqual([]);
    expect(byPath['/api/order/refund/apply']).toBe('orderRefundApply');
    expect(byPath['/api/sys/role/list']).toBe('sysRoleList');
    expect(byPath['/api/mng/sso_login']).toBe('mngSsoLogin');
    expect(byPath['/onlinepack/basePackage/delete']).toBe('basePackageDelete');
    expect(byPath['/api/__mock/reset']).toBe('mockReset');
    const tags = doc.tags as Array<{ name: string; description?: string }>;
    const declared = new Map(tags.map((t) => [t.name, t.description ?? '']));
    const untagged = operations.filter(
      ({ operation }) => (operation.tags as string[]).length !== 1 || !declared.has((operation.tags as string[])[0]),
    );
    expect(untagged.map(({ path, operation }) => `${path} ${operation.tags}`)).toEqual([]);
    expect([...declared].filter(([, d]) => !d.trim() || d.includes('\n')).map(([name]) => name)).toEqual([]);
    const used = new Set(operations.flatMap(({ operation }) => operation.tags as string[]));
    expect(tags.map((t) => t.name).filter((name) => !used.has(name))).toEqual([]);
    const tagOf = (path: string) => (operationAt(path).tags as string[])[0];
    expect(tagOf('/api/order/refund/apply')).toBe('order');
    expect(tagOf('/onlinepack/task/page')).toBe('package');
    expect(tagOf('/api/mng/login')).toBe('auth');
    expect(tagOf('/api/__mock/reset')).toBe('dev');
  });

  it("derives each call's refusal codes from its flags, and gives each code an example", () => {
    const wrong = operations.flatMap(({ path, operation: o }) => {
      const codes = o['x-refusals'] as string[];
      const game = ((o.parameters as Json[] | undefined) ?? []).some((p) => p.name === 'X-Game-Id' && p.required);
      const expected: Array<[string, boolean]> = [
        ['A0230', o['x-auth'] !== 'public'],
        ['A0340', o['x-signed'] === true],
        ['A0506', o['x-request-id'] === true],
        ['A0400', true],
        ['B0001', true],
      ];
      const flags = expected.filter(([code, has]) => codes.includes(code) !== has).map(([code]) => `${path} ${code}`);
      // a versioned edit answers a stale save; so may a call that says so itself (a rollback's base, a draft's line)
      if (o['x-versioned'] && !codes.includes('A0409')) flags.push(`${path} A0409`);
      // a grant or a game answers A0301; so may a call whose handler checks another call's grant (the history's)
      if ((o['x-auth'] === 'grant' || game) && !codes.includes('A0301')) flags.push(`${path} A0301`);
      const ok = (o.responses as Json)['200'] as Json;
      const media = (ok.content as Json)['application/json'] as Json;
      const examples = Object.values(media.examples as Record<string, { value: Json }>).map((e) => e.value.code);
      const pack = o['x-envelope'] === 'onlinepack';
      const missing = codes
        .map((c) => (pack ? PACK_CODE_OF[c as ApiErrorCode] : c))
        .filter((c) => !examples.includes(c))
        .map((c) => `${path} example ${c}`);
      return [...flags, ...missing];
    });
    expect(wrong).toEqual([]);
    // the request failures the backend answers as A0400 (HTTP 200), where they can happen
    const examplesOf = (path: string) => {
      const ok = (operationAt(path).responses as Json)['200'] as Json;
      return Object.keys(((ok.content as Json)['application/json'] as Json).examples as Json);
    };
    expect(examplesOf('/api/sys/role/add')).toEqual(
      expect.arrayContaining([
        'ok',
        'A0230',
        'A0301',
        'A0400',
        'A0400-json',
        'A0400-large',
        'A0400-requestId',
        'A0506',
      ]),
    );
    expect(examplesOf('/api/sys/role/update')).toEqual(expect.arrayContaining(['A0409']));
    expect(examplesOf('/api/operate/events/image/upload')).toEqual(expect.arrayContaining(['A0400-file', 'A0340']));
    expect(examplesOf('/onlinepack/basePackage/delete')).toEqual(expect.arrayContaining(['A0403-quiet']));
  });

  it('puts each limit on the type it limits: minItems on a list, minLength on text', () => {
    const KEYWORDS: Record<string, string[]> = {
      string: ['minLength', 'maxLength', 'pattern'],
      array: ['minItems', 'maxItems', 'uniqueItems', 'items', 'contains'],
      object: ['properties', 'required', 'minProperties', 'maxProperties', 'patternProperties'],
      number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
    };
    const misplaced = [...nodes(doc.paths, '#/paths')].flatMap(([at, n]) => {
      if (typeof n.type !== 'string' && !Array.isArray(n.type)) return [];
      const types = ([] as string[]).concat(n.type as string).map((t) => (t === 'integer' ? 'number' : t));
      return Object.entries(KEYWORDS)
        .filter(([type]) => !types.includes(type))
        .flatMap(([, keys]) => keys.filter((k) => k in n).map((k) => `${at} ${types} ${k}`));
    });
    expect(misplaced).toEqual([]);
    const bill = (doc.paths as Json)['/api/ogorder/bill/add'] as Json;
    const schema = ((((bill.post as Json).requestBody as Json).content as Json)['application/json'] as Json)
      .schema as Json;
    expect((schema.properties as Json).orderNos).toMatchObject({ type: 'array', minItems: 1 });
  });

  it('says whose it is: a licence line for a private contract', () => {
    expect((doc.info as Json).license).toEqual({
      name: expect.stringMatching(/^Proprietary/),
      identifier: 'LicenseRef-Proprietary',
    });
  });
});
