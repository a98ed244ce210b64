import { file, obj, str, type Infer, type Schema } from './schema';

/** Who may call an endpoint: anyone, any signed-in person, or a person whose roles grant the endpoint. */
export type AuthLevel = 'public' | 'session' | 'grant';
export type EnvelopeKind = 'api' | 'onlinepack';

export interface MediaType {
  schema: Schema;
}

export interface HeaderParameter {
  name: string;
  in: 'header' | 'query';
  required?: boolean;
  description?: string;
  schema: Schema;
}

export interface ContractOperation {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: HeaderParameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  /** public | session | grant (grant: the person's resources must include this path) */
  'x-auth': AuthLevel;
  /** operation-log module code, e.g. 'role' */
  'x-module': string;
  /** operation-log action code, e.g. 'add' */
  'x-action': string;
  /** the screen (route path) whose endpoint resource this is; required for x-auth grant */
  'x-screen'?: string;
  /** true: a call writes an operation-log entry */
  'x-log': boolean;
  /** true: a signed multipart form (see info.description) */
  'x-signed': boolean;
  'x-envelope': EnvelopeKind;
  /**
   * true: a development helper of the embedded backend (tests, demos): it exists only with MOCK_DEV_ENDPOINTS=1 and
   * answers only application/json requests
   */
  'x-dev'?: boolean;
}

export interface PathItem {
  post?: ContractOperation;
  get?: ContractOperation;
}

/** A path item that also carries the TypeScript types of its request body and of its answer's data. */
export interface TypedPathItem<Req, Data> extends PathItem {
  readonly '~request'?: Req;
  readonly '~data'?: Data;
}

export type Paths = Record<string, PathItem>;

/** Actions that change state and therefore write an operation-log entry. */
export const CHANGE_ACTIONS = new Set([
  'add',
  'edit',
  'update',
  'delete',
  'enable',
  'disable',
  'set',
  'resetPassword',
  'changePassword',
  'deleteRoleUser',
  'login',
  'logout',
  'approve',
  'reject',
  'cancel',
  'retry',
  'upload',
  'import',
  'reveal',
  'rotate',
]);

/** The /api envelope (docs/rules.md "Envelopes and success codes") with `data` described by `data`. */
export function apiEnvelope(data: Schema): Schema {
  return obj(
    {
      code: str("'00000' 成功；其他为错误码（见 info.description）", { example: '00000' }),
      data: { ...data, nullable: true },
      tips: str('给操作员看的提示（按 Accept-Language）'),
      description: str('补充说明'),
      msg: str('success 或错误摘要'),
    },
    ['code', 'data', 'tips', 'description', 'msg'],
  );
}

/** The /onlinepack envelope: {code: 0 | error, msg, data}. */
export function packEnvelope(data: Schema): Schema {
  return obj(
    {
      code: {
        oneOf: [{ type: 'integer' }, { type: 'string', enum: ['A0230'] }],
        description: "0 成功；20001 静默失败；'A0230' 会话无效或过期（与 /api 相同）；其他数字为错误码",
      },
      msg: str('success 或提示'),
      data: { ...data, nullable: true },
    },
    ['code', 'msg', 'data'],
  );
}

export interface OpSpec<Req extends Schema = Schema, Data extends Schema = Schema> {
  summary: string;
  description?: string;
  auth: AuthLevel;
  module: string;
  action: string;
  screen?: string;
  request?: Req;
  data?: Data;
  /** default: true for CHANGE_ACTIONS */
  log?: boolean;
  signed?: boolean;
  envelope?: EnvelopeKind;
  headers?: HeaderParameter[];
  tags?: string[];
  /** a development helper (x-dev) */
  dev?: boolean;
}

export const GAME_HEADER: HeaderParameter = {
  name: 'X-Game-Id',
  in: 'header',
  required: true,
  description: '当前父游戏 id（会话存储 GAME_ID）',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * Builds one POST path item; the response schema is the envelope around `data`. Without `request` the call takes no
 * body; without `data` it answers null.
 */
export function op<Req extends Schema = Schema<undefined>, Data extends Schema = Schema<null>>(
  spec: OpSpec<Req, Data>,
): TypedPathItem<Infer<Req>, Infer<Data>> {
  const envelope = spec.envelope || 'api';
  const wrap = envelope === 'onlinepack' ? packEnvelope : apiEnvelope;
  const operation: ContractOperation = {
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags || [spec.module],
    parameters: spec.headers,
    responses: {
      '200': {
        description: '信封；业务错误同样以 HTTP 200 返回',
        content: { 'application/json': { schema: wrap(spec.data || { type: 'object', nullable: true }) } },
      },
    },
    'x-auth': spec.auth,
    'x-module': spec.module,
    'x-action': spec.action,
    'x-screen': spec.screen,
    'x-log': spec.log ?? CHANGE_ACTIONS.has(spec.action),
    'x-signed': Boolean(spec.signed),
    'x-envelope': envelope,
  };
  if (spec.dev) operation['x-dev'] = true;
  if (spec.request) {
    const type = spec.signed ? 'multipart/form-data' : 'application/json';
    operation.requestBody = { required: true, content: { [type]: { schema: spec.request } } };
  }
  if (spec.auth === 'grant' && !spec.screen) {
    throw new Error(`contract: ${spec.summary} is x-auth grant but names no x-screen`);
  }
  return { post: operation };
}

const SATOKEN_QUERY: HeaderParameter = {
  name: 'satoken',
  in: 'query',
  description: '会话令牌（浏览器直接下载时用；也可放在请求头 satoken）',
  schema: { type: 'string' },
};
const ID_QUERY: HeaderParameter = { name: 'id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } };

/** A GET download (`?id=&satoken=`): the same operation shape, served under `get`. */
export function download(spec: Omit<OpSpec, 'headers'>) {
  const item = op({ ...spec, headers: [ID_QUERY, SATOKEN_QUERY] });
  const operation = item.post;
  if (!operation) throw new Error('contract: download without operation');
  operation.responses['200'] = {
    description: '文件（Content-Disposition 给出文件名）；失败时为 JSON 信封',
    content: { 'application/octet-stream': { schema: file('文件内容') } },
  };
  return { get: operation };
}
