import Type, { type TSchema } from 'typebox';
import { int, nullable, str, time } from './schema';

/**
 * The answers' envelopes (docs/rules.md "Envelopes and success codes"): /api answers {code, data, tips, description,
 * msg} with code '00000' on success; /onlinepack answers {code, msg, data} with code 0. A refusal is an envelope too
 * (HTTP 200 for a business refusal) whose code is one of the spec's below and whose data is null, except a stale save
 * (A0409), whose data says what changed since the form was read.
 */
export const SUCCESS_CODE = '00000';

/** The /api refusal codes and what each means. */
export const API_ERRORS = {
  A0202: '账号已停用',
  A0210: '账号或密码错误',
  A0230: '会话无效或已过期（客户端转到门户登录页，带 targetUrl）',
  A0231: '单点登录票据无效、已用过或已过期',
  A0301: '此人未被授予该接口（x-auth grant），或不能使用 X-Game-Id 指定的游戏',
  A0340: '表单签名错误',
  A0341: '表单时间戳超出 ±300 秒',
  A0342: '表单已提交过：300 秒内同一签名已被接受',
  A0400:
    '参数错误：tips 指明字段与原因；也用于不是合法 JSON 的请求体、触及原型的字段名（__proto__、constructor、prototype）、' +
    '无效的 X-Game-Id、缺少请求 id',
  A0402: '记录不存在',
  A0403: '业务规则拒绝（如删除仍被持有的角色）',
  A0404: '没有这个接口（HTTP 404）',
  A0405: '该接口不接受此方法（HTTP 405，带 Allow 头）',
  A0409: '保存过期：读取之后已有人保存过这条记录；data 给出最新版本',
  A0506: '请求 id 已用于另一份请求内容',
  B0001: '服务端意外错误（从不返回堆栈）',
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** /onlinepack refusal codes: numbers, except the session expiry, which both services answer alike ('A0230'). */
export const PACK_ERRORS = {
  400: '请求参数或表单签名无效',
  401: '账号或密码错误，或账号已停用',
  403: '未授权',
  404: '记录或接口不存在',
  405: '该接口不接受此方法',
  409: '业务规则拒绝',
  500: '服务端意外错误',
  20001: '失败，客户端不提示',
} as const;
export type PackErrorCode = keyof typeof PACK_ERRORS | 'A0230';
const PACK_NUMBERS = Object.keys(PACK_ERRORS).map(Number) as Array<keyof typeof PACK_ERRORS>;

/**
 * The /onlinepack code of each failure (docs/rules.md "Error catalogue"): the backend answers it
 * (mock/core/errors.ts) and the document declares it per call (src/contract/openapi.ts).
 */
export const PACK_CODE_OF: Record<ApiErrorCode, PackErrorCode> = {
  A0202: 401,
  A0210: 401,
  A0230: 'A0230',
  A0231: 401,
  A0301: 403,
  A0340: 400,
  A0341: 400,
  A0342: 400,
  A0400: 400,
  A0402: 404,
  A0403: 409,
  A0404: 404,
  A0405: 405,
  A0409: 409,
  A0506: 409,
  B0001: 500,
};

/** The /onlinepack failure the client keeps quiet (a quiet refusal, A0403 on /api). */
export const PACK_QUIET = 20001;

const table = (entries: Record<string | number, string>) =>
  Object.entries(entries)
    .map(([code, meaning]) => `${code} ${meaning}`)
    .join('；');

const tips = str('给操作员看的提示（按 Accept-Language：zh-CN 默认，en-US、pt-BR、zh-TW）');
const description = str('补充说明');

/** A successful /api answer carrying `data`. */
export function apiSuccess(data: TSchema) {
  return Type.Object({
    code: Type.Literal(SUCCESS_CODE, { description: '成功' }),
    data,
    tips,
    description,
    msg: str("'success'"),
  });
}

/** A successful /onlinepack answer carrying `data`. */
export function packSuccess(data: TSchema) {
  return Type.Object({ code: Type.Literal(0, { description: '成功' }), msg: str("'success'"), data });
}

/** An /api refusal other than a stale save: its data is null. */
export const API_REFUSAL = Type.Object(
  {
    code: Type.Enum(
      API_ERROR_CODES.filter((c) => c !== 'A0409'),
      { description: table(API_ERRORS) },
    ),
    data: Type.Null(),
    tips,
    description,
    msg: str('同 tips'),
  },
  { description: '业务拒绝（HTTP 200；404、405、415 时状态码同时给出）' },
);

/**
 * The latest version of the record a stale save (A0409) was refused for: `record` as its reads answer it (null when
 * it is gone), or no record at all (a rollback's base names the history, not a record: `undefined`).
 */
export function staleSave(record: TSchema | undefined) {
  return Type.Object({
    baseVersion: nullable(int('表单读取时的版本（请求里的 baseVersion；缺少时为 null）')),
    recordVersion: int('记录的最新版本'),
    savedBy: str('其间保存的人（空：启动后从未保存过）'),
    savedAt: time('其间保存的时间'),
    record: record ? nullable(record) : Type.Null(),
  });
}

/** The stale-save refusal (A0409) of a versioned edit, with the latest record as its reads answer it. */
export function staleRefusal(record: TSchema | undefined) {
  return Type.Object({
    code: Type.Literal('A0409', { description: API_ERRORS.A0409 }),
    data: staleSave(record),
    tips,
    description,
    msg: str('同 tips'),
  });
}

/** An /onlinepack refusal. */
export const PACK_REFUSAL = Type.Object(
  {
    // one enum (not a union of the numbers and 'A0230'): a reader, and Redocly, sees at once that it never holds
    // the success code 0
    code: Type.Enum([...PACK_NUMBERS, 'A0230'], {
      description: `${table(PACK_ERRORS)}；'A0230' 会话无效或过期（与 /api 相同）`,
    }),
    msg: str('提示（按 Accept-Language）'),
    data: Type.Null(),
  },
  { description: '失败（HTTP 200；404、405 时状态码同时给出）' },
);
