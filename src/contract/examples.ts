import { type ApiErrorCode, PACK_CODE_OF, PACK_QUIET } from './envelope';

/**
 * Example values for the published document (src/contract/openapi.ts): a request body and a success answer made from
 * their schemas, and one refusal per code a call may answer. Made, not written, so that 358 operations each carry
 * examples that cannot drift from their schemas; scripts/contract/examples.test.ts checks every one against its
 * schema (Ajv, and the backend's own validation for request bodies).
 */
type Json = Record<string, unknown>;

/** 2026-11-28 10:00 in the business time zone (UTC+08:00), as epoch milliseconds. */
const SAMPLE_TIME = Date.UTC(2026, 10, 28, 2, 0, 0);

/**
 * Sample text for a patterned field: the first that matches its pattern (and length) wins. A pattern none matches
 * stops the document from being made (the test says which), so a new pattern gets its sample here.
 */
const PATTERNED = [
  'sample_code',
  'req_20261128_0001',
  'ops@example.com',
  '13800138000',
  'Passw0rd1',
  'SAMPLE_CODE',
  'com.example.game',
  '1.0.0',
  'https://cdn.example.com/pic/banner.png',
  '2026-11-28',
  'A1B2C3D4E5F6G7H8J9',
  'sample-01',
  '10:30',
  '/welcome',
  'Sample',
  '#1677FF',
  'api.example.com:8443',
  'com.example.Sample_1',
  '',
];

/** Text by field name where the name says what it holds (else a neutral sample). */
function textFor(name: string): string {
  if (/password/i.test(name)) return 'Passw0rd1';
  if (/account$/i.test(name)) return 'zhangwei';
  if (/(remark|reason|comment|note|content|message|description)$/i.test(name)) return '示例说明';
  if (/name$/i.test(name)) return '示例名称';
  if (/(url|link|icon|image|pic)$/i.test(name)) return 'https://cdn.example.com/pic/banner.png';
  if (/(no|sn)$/i.test(name)) return 'NO202611280001';
  return '示例';
}

function fitLength(text: string, s: Json): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Number.POSITIVE_INFINITY;
  const chars = [...text];
  const long = chars.length < min ? [...chars, ...'x'.repeat(min - chars.length)] : chars;
  return long.slice(0, max).join('');
}

function sampleText(s: Json, name: string, at: string): string {
  if (s.format === 'binary') return 'file.bin';
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern, 'u');
    const found = PATTERNED.map((t) => fitLength(t, s)).find((t) => re.test(t));
    if (found === undefined) throw new Error(`examples: no sample text matches ${s.pattern} (${at})`);
    return found;
  }
  return fitLength(textFor(name), s);
}

function sampleNumber(s: Json, name: string, integer: boolean): number {
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  let n: number;
  if (s.format === 'epoch-ms') n = SAMPLE_TIME;
  else if (name === 'pageSize') n = 10;
  else if (/(amount|price|money)$/i.test(name)) n = integer ? 600 : 6;
  else n = 1;
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) n = s.exclusiveMinimum + 1;
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) n = s.exclusiveMaximum - 1;
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  if (typeof s.multipleOf === 'number') n = Math.ceil(n / s.multipleOf) * s.multipleOf;
  return integer ? Math.round(n) : n;
}

const isNullOnly = (s: unknown) => typeof s === 'object' && s !== null && (s as Json).type === 'null';

/**
 * A value `schema` accepts: every property (optional ones too, so a reader sees them), one item per list (or its
 * minimum), the first of an enum or of alternatives that is not null, a field's own `examples` first.
 * `resolve` gives the schema a `$ref` names.
 */
export function sampleOf(
  schema: unknown,
  resolve: (ref: string) => unknown = () => undefined,
  name = '',
  at = '#',
): unknown {
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Json;
  if (typeof s.$ref === 'string') return sampleOf(resolve(s.$ref), resolve, name, at);
  if ('const' in s) return s.const;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const [first] = branches.filter((b) => !isNullOnly(b));
    return first === undefined ? null : sampleOf(first, resolve, name, at);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((b, i) => sampleOf(b, resolve, name, `${at}/allOf/${i}`) ?? {}));
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const out: Json = {};
      const properties = (s.properties ?? {}) as Json;
      for (const [key, value] of Object.entries(properties)) out[key] = sampleOf(value, resolve, key, `${at}/${key}`);
      return out;
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      const count = Math.min(Math.max(min, 1), typeof s.maxItems === 'number' ? s.maxItems : 1 + min);
      const item = sampleOf(s.items, resolve, name, `${at}/items`);
      return Array.from({ length: count }, (_, i) => (typeof item === 'number' && s.uniqueItems ? item + i : item));
    }
    case 'string':
      return sampleText(s, name, at);
    case 'integer':
      return sampleNumber(s, name, true);
    case 'number':
      return sampleNumber(s, name, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // a value of any shape (jsonValue's insides, Type.Unknown)
      return null;
  }
}

/** One refusal of a call, as the backend words it (zh-CN, mock/core/i18n.ts): what the example's summary says. */
interface RefusalExample {
  /** the example's key: the code, or the code and what refused it (`A0400-json`) */
  key: string;
  code: ApiErrorCode;
  summary: string;
  tips: string;
}

/** Where a call's refusal comes from: its path, and what it is (a request id, a JSON body, a signed form…). */
interface RefusalContext {
  path: string;
  codes: readonly ApiErrorCode[];
  jsonBody: boolean;
  fileField?: string;
  grant: boolean;
}

/** The refusals of a call, one per code it may answer, plus the request failures that come as A0400. */
export function refusalExamples(c: RefusalContext): RefusalExample[] {
  const out: RefusalExample[] = [];
  const add = (code: ApiErrorCode, summary: string, tips: string, key: string = code) =>
    out.push({ key, code, summary, tips });
  for (const code of c.codes) {
    switch (code) {
      case 'A0202':
        add(code, '账号已停用', '账号已停用，请联系管理员');
        break;
      case 'A0210':
        add(code, '账号或密码错误', '账号或密码错误');
        break;
      case 'A0230':
        add(code, '没有会话，或会话已过期', '登录已过期，请重新登录');
        break;
      case 'A0231':
        add(code, '单点登录票据无效', '单点登录票据无效或已过期，请重新登录');
        break;
      case 'A0301':
        if (c.grant) add(code, '未被授予该接口', `没有该操作的权限（${c.path}）`);
        else add(code, '不能使用 X-Game-Id 指定的游戏', '你没有该游戏的使用权限');
        break;
      case 'A0340':
        add(code, '表单签名错误', '表单签名错误，请刷新页面后重试');
        break;
      case 'A0341':
        add(code, '表单时间戳超出 ±300 秒', '请求时间与服务器相差超过 300 秒，请校准本机时间');
        break;
      case 'A0342':
        add(code, '同一签名的表单再次提交', '该表单已提交过，不能重复提交；请重新操作后再提交');
        break;
      case 'A0400':
        add(code, '参数错误（tips 指明字段与原因）', '参数错误：name 不能为空');
        if (c.jsonBody) {
          add(code, '请求体不是合法的 JSON', '参数错误：请求体不是合法的 JSON', 'A0400-json');
          add(code, '请求体过大（超过 5 MB）', '参数错误：请求体过大', 'A0400-large');
        }
        if (c.fileField) {
          add(code, '文件超过 800 MB 上限', `文件 ${c.fileField} 超过 800 MB 上限`, 'A0400-file');
        }
        if (c.codes.includes('A0506')) {
          add(
            code,
            '缺少或不合格的请求 id（X-Request-Id）',
            '缺少请求编号 X-Request-Id（8–64 位字母、数字、_ 或 -），没有执行',
            'A0400-requestId',
          );
        }
        break;
      case 'A0402':
        add(code, '记录不存在', '记录不存在（#12）');
        break;
      case 'A0403':
        add(code, '业务规则拒绝', '该记录仍被使用，不能删除');
        break;
      case 'A0404':
        add(code, '没有这个接口', `接口不存在：POST ${c.path}`);
        break;
      case 'A0405':
        add(code, '该接口不接受此方法', `接口 ${c.path} 不支持 GET 请求，请用 POST`);
        break;
      case 'A0409':
        add(
          code,
          '保存过期：读取之后已有人保存过这条记录',
          '张伟 已于 2026-11-28 10:00:00 UTC+08:00 保存了这条记录（第 5 版），你打开的是第 4 版，本次没有保存。' +
            '你填写的内容已保留：请对照最新版本，重新应用你的修改后再保存',
        );
        break;
      case 'A0506':
        add(
          code,
          '请求 id 已用于另一份请求内容',
          '这个请求编号已用于一次内容不同的提交，本次没有执行。请关闭对话框，重新打开后再提交',
        );
        break;
      case 'B0001':
        add(code, '服务端意外错误', '系统繁忙，请稍后再试');
        break;
    }
  }
  return out;
}

/** The answer of a refusal in a call's envelope (/api, or /onlinepack with its code beside the /api one). */
export function refusalBody(r: RefusalExample, envelope: 'api' | 'onlinepack', quiet = false): Json {
  if (envelope === 'onlinepack') return { code: quiet ? PACK_QUIET : PACK_CODE_OF[r.code], msg: r.tips, data: null };
  return { code: r.code, data: null, tips: r.tips, description: '', msg: r.tips };
}
