import Type, { type TSchema } from 'typebox';
import { API_REFUSAL, PACK_REFUSAL, staleRefusal } from './envelope';
import { contract, operations } from './index';
import type { ContractOperation } from './operation';

/**
 * The published API contract (GET /openapi.json): OpenAPI 3.1, whose schemas are JSON Schema 2020-12 (docs/rules.md
 * "API contract"). It is the contract's operations with what a client needs beyond the success shape: every answer's
 * 200 is one of the success envelope or a refusal (components ApiRefusal / PackRefusal, or a stale save's A0409 with
 * the latest record as its reads answer it), the session header as a security scheme, and a nullable value written
 * as a type list (`type: ['integer', 'null']`) where it is one plain type.
 */
export const OPENAPI_VERSION = '3.1.0';

const REFS = new Map<TSchema, string>([
  [API_REFUSAL, '#/components/schemas/ApiRefusal'],
  [PACK_REFUSAL, '#/components/schemas/PackRefusal'],
]);

type Json = Record<string, unknown>;

/**
 * The record a versioned edit saves, as its reads answer it: its `get`, else a row of its list; the reads of the
 * edit's own module first (one record, e.g. a person, is read as a profile, a staff row or a game-access row), or
 * the read the edit names (x-read).
 */
function readShapeOf(kind: string | undefined, module: string, named?: string): TSchema {
  const all = operations().filter(([, o]) => o['x-record'] === kind && !o['x-versioned'] && !o['x-log']);
  const own = all.filter(([p, o]) => (named ? p === named : o['x-module'] === module));
  const reads = own.length ? own : all;
  const dataOf = (o: ContractOperation) =>
    (o.responses['200'].content?.['application/json']?.schema as Json | undefined)?.properties as
      | Record<string, TSchema>
      | undefined;
  const get = reads.find(([p, o]) => p === named || o['x-action'] === 'get');
  if (get) return dataOf(get[1])?.data ?? Type.Object({});
  for (const [, o] of reads) {
    const data = dataOf(o)?.data as Json | undefined;
    const list = (data?.properties as Json | undefined)?.list as Json | undefined;
    const items = (list?.items ?? data?.items) as TSchema | undefined;
    if (items) return items;
  }
  return Type.Object({}, { description: '记录（形状同其读取接口）' });
}

/**
 * The record a stale save (A0409) answers with: the call's own (x-record), else its module's (a protocol draft is
 * stale against its line, read by the protocol calls).
 */
function staleKindOf(o: ContractOperation): string | undefined {
  return (
    o['x-record'] ?? operations().find(([, r]) => r['x-module'] === o['x-module'] && r['x-record'])?.[1]['x-record']
  );
}

/** One operation as published: its answers with their refusals. */
function published(o: ContractOperation): Json {
  const pack = o['x-envelope'] === 'onlinepack';
  const refusal = pack ? PACK_REFUSAL : API_REFUSAL;
  const stale = o['x-refusals'].includes('A0409')
    ? [staleRefusal(staleKindOf(o) ? readShapeOf(staleKindOf(o), o['x-module'], o['x-read']) : undefined)]
    : [];
  const ok = o.responses['200'];
  const json = ok.content?.['application/json'];
  const answer = json
    ? { 'application/json': { schema: { oneOf: [json.schema, refusal, ...stale] } } }
    : { ...ok.content, 'application/json': { schema: refusal } };
  const responses: Json = {
    '200': {
      description: `成功的信封，或业务拒绝（同为 HTTP 200）；可能的拒绝：${o['x-refusals'].join('、')}`,
      content: answer,
    },
  };
  if (o['x-dev']) {
    responses['404'] = {
      description: '未启用开发接口（MOCK_DEV_ENDPOINTS）',
      content: { 'application/json': { schema: refusal } },
    };
    responses['415'] = { description: '只接受 application/json', content: { 'application/json': { schema: refusal } } };
  }
  return {
    ...o,
    security: o['x-auth'] === 'public' ? [] : [{ satoken: [] }],
    responses,
  };
}

/**
 * A copy of `value` as plain JSON: a shared refusal below the top as a $ref, a null branch beside one plain type as a
 * type list.
 */
function plain(value: unknown, top = false): unknown {
  if (Array.isArray(value)) return value.map((v) => plain(v));
  if (typeof value !== 'object' || value === null) return value;
  const ref = top ? undefined : REFS.get(value as TSchema);
  if (ref) return { $ref: ref };
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = plain(v);
  const anyOf = out.anyOf as Json[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((b) => isNull(b))) {
    const [own = {}] = anyOf.filter((b) => !isNull(b));
    if (typeof own.type === 'string' && !own.anyOf && !own.oneOf && !own.const) {
      const { anyOf: _, ...rest } = out;
      return { ...own, ...rest, type: [own.type, 'null'] };
    }
    if (Array.isArray(own.enum) && !own.type) {
      const { anyOf: _, ...rest } = out;
      return { ...own, ...rest, enum: [...own.enum, null] };
    }
  }
  return out;
}

const isNull = (b: Json) => b.type === 'null' && Object.keys(b).length === 1;

/** The OpenAPI 3.1 document of the whole contract. */
export function openApiDocument(): Json {
  const paths: Json = {};
  Object.entries(contract.paths).forEach(([path, item]) => {
    paths[path] = item.post ? { post: published(item.post) } : item.get ? { get: published(item.get) } : {};
  });
  return {
    openapi: OPENAPI_VERSION,
    info: contract.info,
    servers: contract.servers,
    paths: plain(paths),
    components: {
      schemas: { ApiRefusal: plain(API_REFUSAL, true), PackRefusal: plain(PACK_REFUSAL, true) },
      securitySchemes: {
        satoken: { type: 'apiKey', in: 'header', name: 'satoken', description: '会话令牌（登录应答的 sToken）' },
      },
    },
  };
}
