import Type, { type TSchema } from 'typebox';
import {
  API_ERRORS,
  API_REFUSAL,
  type ApiErrorCode,
  PACK_CODE_OF,
  PACK_QUIET,
  PACK_REFUSAL,
  staleRefusal,
} from './envelope';
import { refusalBody, refusalExamples, sampleOf } from './examples';
import { contract, operations } from './index';
import type { ContractOperation } from './operation';
import { AREA_TAGS, areaOf } from './tags';

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
 * The licence line: the contract belongs to the publisher (package.json is private) and is not offered to anyone
 * else. An SPDX reference of its own (`LicenseRef-`), as OpenAPI 3.1's `identifier` takes an SPDX expression.
 */
const LICENSE = {
  name: 'Proprietary: internal use by the publisher and its contracted teams only, not for redistribution',
  identifier: 'LicenseRef-Proprietary',
};

/**
 * The record a versioned edit saves, as its reads answer it: its read of one record (x-record-read), else a row of its list; the reads of the
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
  const get = reads.find(([p, o]) => p === named || o['x-record-read']);
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

/**
 * An operation's id, from its path (stable while the path is): the segments after /api or /onlinepack in camel case,
 * e.g. /api/order/refund/apply → orderRefundApply, /api/mng/sso_login → mngSsoLogin, /api/__mock/reset → mockReset.
 */
export function operationIdOf(path: string): string {
  return path
    .replace(/^\/(api|onlinepack)\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part, i) => (i ? part[0].toUpperCase() + part.slice(1) : part))
    .join('');
}

/** The meaning of each code a call may answer, for its refusal's `code`. */
const codeTable = (codes: readonly ApiErrorCode[]) => codes.map((c) => `${c} ${API_ERRORS[c]}`).join('；');

/** The /onlinepack codes of a call's refusals: each /api code's pack code, and the quiet 20001 beside a rule's. */
function packCodesOf(codes: readonly ApiErrorCode[]): Array<number | string> {
  const out = new Set<number | string>(codes.map((c) => PACK_CODE_OF[c]));
  if (codes.includes('A0403')) out.add(PACK_QUIET);
  return [...out];
}

/**
 * A call's refusal (other than a stale save): the shared envelope, its code narrowed to those the call may answer
 * (x-refusals), so that a generated client knows them.
 */
function refusalOf(o: ContractOperation): Json {
  const pack = o['x-envelope'] === 'onlinepack';
  const codes = o['x-refusals'].filter((c) => c !== 'A0409');
  const code = pack
    ? { enum: packCodesOf(codes), description: `本接口可能的失败码（对应 /api 的 ${codeTable(codes)}）` }
    : { enum: codes, description: `本接口可能的拒绝：${codeTable(codes)}` };
  return {
    allOf: [
      { $ref: `#/components/schemas/${pack ? 'PackRefusal' : 'ApiRefusal'}` },
      { type: 'object', required: ['code'], properties: { code } },
    ],
  };
}

type Example = { summary: string; value: unknown };

/** One example per refusal the call may answer (a stale save's with the latest record, as its reads answer it). */
function refusalExamplesOf(path: string, o: ContractOperation, stale: TSchema | undefined): Record<string, Example> {
  const pack = o['x-envelope'] === 'onlinepack';
  const body = o.requestBody?.content;
  const form = body?.['multipart/form-data']?.schema as Json | undefined;
  const fileField = Object.entries((form?.properties as Record<string, Json> | undefined) ?? {}).find(
    ([, s]) => s.format === 'binary',
  )?.[0];
  const examples: Record<string, Example> = {};
  refusalExamples({
    path,
    codes: o['x-refusals'],
    jsonBody: Boolean(body?.['application/json']),
    fileField,
    grant: o['x-auth'] === 'grant',
  }).forEach((r) => {
    const value = refusalBody(r, pack ? 'onlinepack' : 'api');
    if (r.code === 'A0409' && stale) {
      const { data } = sampleOf(stale) as { data: Json };
      value.data = { ...data, baseVersion: 4, recordVersion: 5, savedBy: '张伟' };
    }
    // /onlinepack: its own code first, the /api one beside it
    const summary =
      pack && value.code !== r.code ? `${value.code}（/api ${r.code}）${r.summary}` : `${r.code} ${r.summary}`;
    examples[r.key] = { summary, value };
    if (pack && r.code === 'A0403') {
      examples[`${r.key}-quiet`] = {
        summary: `${PACK_QUIET} 失败，客户端不提示`,
        value: refusalBody(r, 'onlinepack', true),
      };
    }
  });
  return examples;
}

/** A success as the backend answers it: the data made from its schema, `msg` 'success', no tips. */
function successExample(schema: TSchema, pack: boolean): unknown {
  const value = sampleOf(schema) as Json;
  return pack ? { ...value, msg: 'success' } : { ...value, tips: '', description: '', msg: 'success' };
}

/** One operation as published: its id and area, its answers with their refusals, and examples of each. */
function published(path: string, o: ContractOperation): Json {
  const pack = o['x-envelope'] === 'onlinepack';
  const refusal = refusalOf(o);
  const staleSchema = o['x-refusals'].includes('A0409')
    ? staleRefusal(staleKindOf(o) ? readShapeOf(staleKindOf(o), o['x-module'], o['x-read']) : undefined)
    : undefined;
  const stale = staleSchema ? [staleSchema] : [];
  const refusals = refusalExamplesOf(path, o, staleSchema);
  const ok = o.responses['200'];
  const json = ok.content?.['application/json'];
  const answer = json
    ? {
        'application/json': {
          schema: { oneOf: [json.schema, refusal, ...stale] },
          examples: { ok: { summary: '成功', value: successExample(json.schema, pack) }, ...refusals },
        },
      }
    : { ...ok.content, 'application/json': { schema: refusal, examples: refusals } };
  const responses: Json = {
    '200': {
      description: `成功的信封，或业务拒绝（同为 HTTP 200）；可能的拒绝：${o['x-refusals'].join('、')}`,
      content: answer,
    },
  };
  if (o['x-dev']) {
    const envelope = pack ? 'onlinepack' : 'api';
    const bodyOf = (code: ApiErrorCode, tips: string) =>
      refusalBody({ key: code, code, summary: '', tips }, envelope) as unknown;
    const failure = { $ref: `#/components/schemas/${pack ? 'PackRefusal' : 'ApiRefusal'}` };
    responses['404'] = {
      description: '未启用开发接口（MOCK_DEV_ENDPOINTS）：同没有这个接口',
      content: {
        'application/json': {
          schema: failure,
          example: bodyOf('A0404', `接口不存在：POST ${path}`),
        },
      },
    };
    responses['415'] = {
      description: '只接受 application/json',
      content: {
        'application/json': { schema: failure, example: bodyOf('A0400', '该接口只接受 application/json 请求') },
      },
    };
  }
  const requestBody = o.requestBody && {
    ...o.requestBody,
    content: Object.fromEntries(
      Object.entries(o.requestBody.content).map(([type, media]) => [
        type,
        { ...media, example: sampleOf(media.schema) },
      ]),
    ),
  };
  return {
    operationId: operationIdOf(path),
    ...o,
    tags: [areaOf(o) ?? o['x-module']],
    ...(requestBody ? { requestBody } : {}),
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
    paths[path] = item.post ? { post: published(path, item.post) } : item.get ? { get: published(path, item.get) } : {};
  });
  return {
    openapi: OPENAPI_VERSION,
    info: { ...contract.info, license: LICENSE },
    servers: contract.servers,
    tags: AREA_TAGS.map((t) => ({ ...t })),
    paths: plain(paths),
    components: {
      schemas: { ApiRefusal: plain(API_REFUSAL, true), PackRefusal: plain(PACK_REFUSAL, true) },
      securitySchemes: {
        satoken: { type: 'apiKey', in: 'header', name: 'satoken', description: '会话令牌（登录应答的 sToken）' },
      },
    },
  };
}
