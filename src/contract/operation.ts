import Type, { type Static, type TSchema } from 'typebox';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from './headers';
import { API_ERROR_CODES, type ApiErrorCode, apiSuccess, packSuccess } from './envelope';
import { file } from './schema';
import { APPROVAL_FIELDS, APPROVAL_FIELDS_WHEN, type ApprovalSpec, pendingChangeSchema } from './approval';
import type { PendingChange } from './approvalValues';

export { REQUEST_ID_HEADER, REQUEST_ID_PATTERN };

/** Who may call an endpoint: anyone, any signed-in person, or a person whose roles grant the endpoint. */
export type AuthLevel = 'public' | 'session' | 'grant';
export type EnvelopeKind = 'api' | 'onlinepack';

export interface MediaType {
  schema: TSchema;
}

export interface HeaderParameter {
  name: string;
  in: 'header' | 'query';
  required?: boolean;
  description?: string;
  schema: TSchema;
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
  /**
   * true: the call creates something (a record, a money or state movement) and carries a request id in the
   * X-Request-Id header, made once per opened dialog; the same id again answers the first answer and creates nothing
   * (docs/rules.md "Request ids and versions")
   */
  'x-request-id'?: boolean;
  /**
   * the versioned record this call reads or changes (docs/rules.md "Request ids and versions"): a read's rows carry
   * `recordVersion`, `savedBy`, `savedAt`; a save (x-versioned) carries `baseVersion`; any other change moves the
   * version
   */
  'x-record'?: string;
  /** true: an edit of an existing record: the body's `baseVersion` must be the record's latest version (else A0409) */
  'x-versioned'?: boolean;
  /** the read whose answer a stale save (A0409) carries as the latest record, where the record's own read (x-record-read) is not it */
  'x-read'?: string;
  /** true: the read that answers one `x-record` by its `{id}` (the record a stale save of that kind carries) */
  'x-record-read'?: boolean;
  /**
   * true: the call changes state without a log entry, a request id, a version or a signed form (a person's own views,
   * a page-view count, a development helper); with those, every call that changes anything says so
   */
  'x-writes'?: boolean;
  /**
   * true: a risky change (docs/rules.md "Change requests"): submitted, it is queued as a change request and saves
   * nothing until another person holding `/approvals:<x-approval-area>` approves it; the body carries `changeReason`
   * (and `emergency` for the emergency path); the answer is the applied one or the queued request
   */
  'x-approval'?: true;
  /** why the operation is risky, in one line */
  'x-approval-reason'?: string;
  /** the area whose approval grant decides it */
  'x-approval-area'?: string;
  /** where only some payloads are risky: which (the rule itself is `~approvalWhen`, not published) */
  'x-approval-when'?: string;
  /** the rule of `x-approval-when` (a pure function of the contract); a non-enumerable property, never published */
  readonly '~approvalWhen'?: ApprovalSpec['when'];
  /**
   * the refusal codes the call may answer (src/contract/envelope.ts): A0400 and B0001 always; A0230, A0402 and A0403
   * with a session; A0301 with a grant or a game; A0340–A0342 for a signed form; A0506 with a request id; A0409 for a
   * versioned edit; and the operation's own (`refusals`)
   */
  'x-refusals': ApiErrorCode[];
}

export interface PathItem {
  post?: ContractOperation;
  get?: ContractOperation;
}

/**
 * A path item that also carries the TypeScript types of its request body and of its answer's data, and whether the
 * call takes a request id (x-request-id), so the console cannot call it without one.
 */
export interface TypedPathItem<Req, Data, RequestId extends boolean = boolean, Handler = unknown> extends PathItem {
  readonly '~request'?: Req;
  readonly '~data'?: Data;
  readonly '~requestId'?: RequestId;
  /**
   * what the backend's handler (mock/core/defineApi.ts) takes and gives: the body without an edit's `baseVersion`
   * (the framework checks it), and the data before a read's rows are stamped with their version
   */
  readonly '~handler'?: Handler;
}

export type Paths = Record<string, PathItem>;

const REQUEST_ID_PARAMETER: HeaderParameter = {
  name: REQUEST_ID_HEADER,
  in: 'header',
  required: true,
  description:
    '请求 id（8–64 位字母、数字、_ 或 -）：控制台每打开一次对话框生成一个，重试和重复点击沿用同一个。' +
    '同一人、同一接口、同一 id 再次提交时不再执行，原样返回第一次成功的应答（24 小时内）；' +
    '同一 id 配不同内容拒绝 A0506',
  schema: Type.String({ pattern: REQUEST_ID_PATTERN }),
};

/** Who saved a versioned record last and when: every row of an x-record read carries these. */
export type RecordStamp = {
  /** the record's latest version, from 1; an edit sends it back as `baseVersion` */
  recordVersion: number;
  /** who saved that version ('' for a seeded record never saved since) */
  savedBy: string;
  /** when (epoch ms) */
  savedAt: number;
};

const STAMP_PROPERTIES = {
  recordVersion: Type.Integer({ minimum: 1, description: '记录的最新版本号（从 1 起）；编辑时作为 baseVersion 发回' }),
  savedBy: Type.String({ description: '最后保存人（空：启动后从未保存过的种子记录）' }),
  savedAt: Type.Integer({ format: 'epoch-ms', description: '最后保存时间' }),
};

const BASE_VERSION = Type.Integer({
  minimum: 1,
  description: '打开表单时记录的版本（读取应答里的 recordVersion）；已不是最新版本时拒绝 A0409，不保存',
});

/** The answer's rows with the version stamp (a page's `list`, a list, or one record). */
type WithStamp<D> = D extends { list: Array<infer R> }
  ? Omit<D, 'list'> & { list: Array<R & RecordStamp> }
  : D extends Array<infer R>
    ? Array<R & RecordStamp>
    : D extends object
      ? D & RecordStamp
      : D;

/** The stamp added to a read's data schema: a page's list items, a list's items, or the record itself. */
function stampSchema(data: TSchema): TSchema {
  const add = (row: TSchema): TSchema =>
    Type.IsObject(row) ? Type.Object({ ...row.properties, ...STAMP_PROPERTIES }) : row;
  if (Type.IsObject(data) && Type.IsArray(data.properties.list)) {
    return Type.Object({ ...data.properties, list: Type.Array(add(data.properties.list.items)) });
  }
  if (Type.IsArray(data)) return Type.Array(add(data.items));
  return add(data);
}

/**
 * One operation as a contract file declares it. What the call does is declared by flags, never read from its action's
 * name (docs/rules.md "Request ids and versions"): an absent flag is false.
 */
export interface OpSpec<
  Req extends TSchema | undefined = TSchema | undefined,
  Data extends TSchema | undefined = TSchema | undefined,
  A extends string = string,
  C extends boolean | undefined = boolean | undefined,
  V extends boolean | undefined = boolean | undefined,
  K extends string | undefined = string | undefined,
  L extends boolean | undefined = boolean | undefined,
  P extends ApprovalSpec | undefined = ApprovalSpec | undefined,
> {
  summary: string;
  description?: string;
  auth: AuthLevel;
  module: string;
  /** the operation-log action code (x-action): a name only, it switches nothing on */
  action: A;
  /**
   * true: the call creates something (a record, a money or state movement): it carries a request id (x-request-id,
   * the X-Request-Id header) and may answer A0506
   */
  creates?: C;
  /** the versioned record the call reads or changes (x-record) */
  record?: K;
  /**
   * true: an edit of an existing version of `record` (x-versioned): the body carries `baseVersion`, and a stale one is
   * refused with A0409
   */
  versioned?: V;
  /**
   * true: the call answers one `record` by its `{id}` (x-record-read): the record a stale save of that kind carries,
   * unless the save names another read (`read`)
   */
  readsRecord?: boolean;
  /** the read whose answer a stale save carries (x-read), where the record's own read (`readsRecord`) is not it */
  read?: string;
  screen?: string;
  request?: Req;
  data?: Data;
  /** true: a call writes an operation-log entry (x-log) */
  logged?: L;
  /**
   * true: the call changes state though it is neither logged, creating, versioned nor signed (x-writes): a call that
   * is none of these and not this only reads (scripts/contract/bodies.ts makes it against a real backend)
   */
  writes?: boolean;
  signed?: boolean;
  envelope?: EnvelopeKind;
  headers?: HeaderParameter[];
  tags?: string[];
  /** a development helper (x-dev) */
  dev?: boolean;
  /** refusals of its own beyond those its kind gives (x-refusals), e.g. a sign-in's A0210 */
  refusals?: ApiErrorCode[];
  /**
   * a risky change (x-approval): queued as a change request until a second person of `area` approves it
   * (docs/rules.md "Change requests"); declared, never inferred from the action's name
   */
  approval?: P;
}

export const GAME_HEADER: HeaderParameter = {
  name: 'X-Game-Id',
  in: 'header',
  required: true,
  description: '当前父游戏 id（会话存储 GAME_ID）',
  schema: Type.Integer({ minimum: 1 }),
};

/** A declared flag as a type: true only when the operation says true. */
type Flag<F> = F extends true ? true : false;
/** The body type of an operation: a versioned edit adds `baseVersion`. */
type BodyOf<Req, Versioned> = Versioned extends true ? Req & { baseVersion: number } : Req;
/** A risky call's body adds the change's reason and the emergency flag. */
type ApprovalBody<Req, P> = P extends { when: unknown }
  ? Req & { changeReason?: string; emergency?: boolean }
  : P extends ApprovalSpec
    ? Req & { changeReason: string; emergency?: boolean }
    : Req;
/** A risky call answers the applied change's data, or the change request it queued. */
type ApprovalData<Data, P> = P extends ApprovalSpec ? Data | PendingChange : Data;
/** The answer's data type: a read of a versioned record (neither creating, versioned nor logged) stamps its rows. */
type DataOfOp<Data, K, Change extends boolean> = K extends string
  ? Change extends true
    ? Data
    : WithStamp<Data>
  : Data;

/**
 * Builds one POST path item; the response schema is the envelope around `data`. Without `request` the call takes no
 * body; without `data` it answers null.
 */
/** The type a request schema describes (undefined: the call takes no body). */
type RequestType<Req> = Req extends TSchema ? Static<Req> : undefined;
/** The type a data schema describes (null: the call answers no data). */
type DataType<Data> = Data extends TSchema ? Static<Data> : null;

export function op<
  Req extends TSchema | undefined = undefined,
  Data extends TSchema | undefined = undefined,
  const A extends string = string,
  const C extends boolean | undefined = undefined,
  const V extends boolean | undefined = undefined,
  const K extends string | undefined = undefined,
  const L extends boolean | undefined = undefined,
  const P extends ApprovalSpec | undefined = undefined,
>(
  spec: OpSpec<Req, Data, A, C, V, K, L, P>,
): TypedPathItem<
  ApprovalBody<BodyOf<RequestType<Req>, Flag<V>>, P>,
  ApprovalData<DataOfOp<DataType<Data>, K, Flag<C> | Flag<V> | Flag<L> extends false ? false : true>, P>,
  Flag<C>,
  { body: ApprovalBody<RequestType<Req>, P>; returns: DataType<Data> }
> {
  const envelope = spec.envelope || 'api';
  const wrap = envelope === 'onlinepack' ? packSuccess : apiSuccess;
  // declared, never inferred from the action's name (src/contract/operation.test.ts)
  const requestId = spec.creates === true;
  const versioned = spec.versioned === true;
  const logged = spec.logged === true;
  // a read of a versioned record stamps its rows; a change (logged, creating or versioned) moves the version
  const stamped = Boolean(spec.record) && !versioned && !logged && !requestId;
  const plainData = spec.data || Type.Null();
  const data = spec.approval ? Type.Union([plainData, pendingChangeSchema]) : plainData;
  const operation: ContractOperation = {
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags || [spec.module],
    parameters: requestId ? [...(spec.headers ?? []), REQUEST_ID_PARAMETER] : spec.headers,
    responses: {
      '200': {
        description: '成功的信封（业务拒绝同样以 HTTP 200 返回：见 x-refusals 与 /openapi.json）',
        content: { 'application/json': { schema: wrap(stamped ? stampSchema(data) : data) } },
      },
    },
    'x-auth': spec.auth,
    'x-module': spec.module,
    'x-action': spec.action,
    'x-screen': spec.screen,
    'x-log': logged,
    'x-signed': Boolean(spec.signed),
    'x-envelope': envelope,
    'x-refusals': refusalsOf(spec, requestId, versioned),
  };
  if (spec.dev) operation['x-dev'] = true;
  if (requestId) operation['x-request-id'] = true;
  if (spec.record) operation['x-record'] = spec.record;
  if (versioned) operation['x-versioned'] = true;
  if (spec.read) operation['x-read'] = spec.read;
  if (spec.readsRecord) operation['x-record-read'] = true;
  if (spec.writes) operation['x-writes'] = true;
  if (spec.approval) {
    operation['x-approval'] = true;
    operation['x-approval-reason'] = spec.approval.reason;
    operation['x-approval-area'] = spec.approval.area;
    const { when, whenText } = spec.approval;
    if (Boolean(when) !== Boolean(whenText)) throw new Error(`contract: ${spec.summary}: give when with whenText`);
    if (whenText) operation['x-approval-when'] = whenText;
    if (when) Object.defineProperty(operation, '~approvalWhen', { value: when, enumerable: false });
  }
  if (spec.readsRecord && (!spec.record || versioned || logged || requestId)) {
    throw new Error(`contract: ${spec.summary} reads a record but names none, or changes something`);
  }
  if (versioned && !spec.record) throw new Error(`contract: ${spec.summary} is versioned but names no record`);
  const own = versioned ? withBaseVersion(spec.request) : spec.request;
  const request = spec.approval ? withApprovalFields(own, Boolean(spec.approval.when)) : own;
  if (request) {
    const type = spec.signed ? 'multipart/form-data' : 'application/json';
    operation.requestBody = { required: true, content: { [type]: { schema: request } } };
  }
  if (spec.auth === 'grant' && !spec.screen) {
    throw new Error(`contract: ${spec.summary} is x-auth grant but names no x-screen`);
  }
  return { post: operation };
}

/** The refusal codes a call may answer (x-refusals), in the catalogue's order. */
function refusalsOf(spec: OpSpec, requestId: boolean, versioned: boolean): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(['A0400', 'B0001', ...(spec.refusals ?? [])]);
  const game = Boolean(spec.headers?.some((h) => h.name === GAME_HEADER.name && h.required));
  if (spec.auth !== 'public') ['A0230', 'A0402', 'A0403'].forEach((c) => codes.add(c as ApiErrorCode));
  if (spec.auth === 'grant' || game) codes.add('A0301');
  if (spec.signed) ['A0340', 'A0341', 'A0342'].forEach((c) => codes.add(c as ApiErrorCode));
  if (requestId) codes.add('A0506');
  if (versioned) codes.add('A0409');
  // the emergency path without its grant
  if (spec.approval) codes.add('A0301');
  return API_ERROR_CODES.filter((c) => codes.has(c));
}

/** A versioned edit's body: its own fields plus the required `baseVersion`. */
function withBaseVersion(request: TSchema | undefined): TSchema {
  const properties = request && Type.IsObject(request) ? request.properties : {};
  return Type.Object({ ...properties, baseVersion: BASE_VERSION });
}

/** A risky call's body: its own fields plus the required `changeReason` and the optional `emergency`. */
function withApprovalFields(request: TSchema | undefined, some: boolean): TSchema {
  const properties = request && Type.IsObject(request) ? request.properties : {};
  return Type.Object({ ...properties, ...(some ? APPROVAL_FIELDS_WHEN : APPROVAL_FIELDS) });
}

const SATOKEN_QUERY: HeaderParameter = {
  name: 'satoken',
  in: 'query',
  description: '会话令牌（浏览器直接下载时用；也可放在请求头 satoken）',
  schema: Type.String(),
};
const ID_QUERY: HeaderParameter = { name: 'id', in: 'query', required: true, schema: Type.Integer({ minimum: 1 }) };

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
