import Type from 'typebox';
import { CHANGE_REASON } from '../history';
import { op, type Paths } from '../operation';
import { bool, id, idBody, int, nullable, pageOf, pageQuery, status, str, time } from '../schema';
import { SMS_PROVIDERS, SMS_PURPOSES, SMS_STATUSES } from './operationRules';
import { PROTOCOL_KINDS, PROTOCOL_LANGS, PROTOCOL_TEMPLATES } from './protocolTemplates';
import type { TextField } from '../field';
import { ENTITY_FIELDS as E, PROTOCOL_FIELDS as P, SIGNATURE_FIELDS as S } from './operationFields';

/**
 * Operating entities (/setting/operation) with their protocols (…/protocol, …/protocol/create, …/createOverseas) and
 * SMS signatures (…/smsList): platform-wide records (no X-Game-Id), admin's only. Protocol content is stored sanitized
 * (src/utils/sanitizeHtml.ts); each save is a new version; one published version per entity, kind and language
 * (publishing archives the previous one). Rules: src/pages/setting/README.md
 * "Operating entities, protocols and SMS signatures".
 */
const OPERATION = '/setting/operation';
const PROTOCOL = '/setting/operation/protocol';
const SMS = '/setting/operation/smsList';

export const PROTOCOL_STATUSES = ['draft', 'published', 'archived'] as const;
export const PROTOCOL_FORMATS = ['markdown', 'html'] as const;
export { SMS_PROVIDERS, SMS_PURPOSES, SMS_STATUSES };

const region = Type.Enum(E.region.enum, { description: '地区：domestic 中国大陆，hkmt 港澳台，overseas 海外' });
/** A field's length only: its pattern is checked by the handler on the trimmed text, with a message of its own. */
const lengthOf = ({ minLength, maxLength }: TextField) => ({ minLength, maxLength });
/** An operating entity as its form sends it (a new one; an edit sends any of these with its id). */
const entityWrite = Type.Object({
  company: str('公司全称', E.company),
  shortName: str('简称（唯一，不分大小写）：2–16 个汉字、字母、数字或连字符', lengthOf(E.shortName)),
  region,
  licenceNo: str('营业执照号：大陆为 18 位统一社会信用代码，其他地区 5–30 位登记号', E.licenceNo),
  contactName: str('联系人', E.contactName),
  contactPhone: str('联系电话（大陆手机号或 +国家码；回传脱敏值表示不改）', E.contactPhone),
  contactEmail: str('联系邮箱', lengthOf(E.contactEmail)),
  status: Type.Optional(status()),
});

const entityRow = Type.Object({
  id: int(),
  ...entityWrite.properties,
  contactPhone: str('联系电话（脱敏：前 3 后 4）'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  protocolCount: int('协议版本数'),
  publishedCount: int('已发布的协议数'),
  signatureCount: int('短信签名数'),
  created: time('创建时间'),
  createdBy: str('创建人'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const template = Type.Enum(PROTOCOL_TEMPLATES, { description: '模板：domestic 国内，overseas 海外' });
const kind = Type.Enum(PROTOCOL_KINDS, { description: '协议类型' });
const lang = Type.Enum(PROTOCOL_LANGS, { description: '语言' });
const protocolStatus = Type.Enum(PROTOCOL_STATUSES, {
  description: '状态：draft 草稿，published 已发布，archived 已归档',
});
const format = Type.Enum(PROTOCOL_FORMATS, { description: '正文格式' });

const protocolBase = {
  id: int(),
  entityId: int('运营主体'),
  template,
  kind,
  lang,
  version: int('版本号（同一主体、类型、语言内递增）'),
  title: str('标题'),
  format,
  status: protocolStatus,
  note: str('本次保存说明'),
  basedOn: nullable(int('基于哪个版本编辑（id）')),
  created: time('保存时间'),
  createdBy: str('保存人'),
  publishedAt: nullable(time('发布时间')),
  publishedBy: str('发布人'),
  archivedAt: nullable(time('归档时间')),
};
const protocolRow = Type.Object({
  ...protocolBase,
  lineId: int('版本线：同一主体、类型、语言的第一个版本的 id（配置历史以它为记录）'),
});
const protocolFull = Type.Object({
  ...protocolBase,
  content: str('正文源文本（已净化：Markdown 或 HTML）'),
  html: str('渲染后的 HTML（已净化，客户端与游戏直接展示）'),
});

const signatureRow = Type.Object({
  id: int(),
  entityId: int('运营主体'),
  text: str('签名'),
  purpose: Type.Enum(SMS_PURPOSES, { description: '用途' }),
  provider: Type.Enum(SMS_PROVIDERS, { description: '服务商' }),
  status: Type.Enum(SMS_STATUSES, { description: '审核状态（按后端时钟）' }),
  rejectReason: str('驳回原因（按 Accept-Language）'),
  submittedAt: time('提交时间'),
  submittedBy: str('提交人'),
  decidedAt: nullable(time('审核结果时间')),
  submissions: int('提交次数'),
});
const signatureWrite = {
  text: str('签名：2–12 个汉字、字母或数字，不含【】', S.text),
  purpose: Type.Enum(S.purpose.enum, { description: '用途' }),
  provider: Type.Enum(S.provider.enum, { description: '服务商' }),
};

const entity = { auth: 'grant' as const, screen: OPERATION, module: 'operationEntity' };
const protocol = { auth: 'grant' as const, screen: PROTOCOL, module: 'protocol' };
const sms = { auth: 'grant' as const, screen: SMS, module: 'smsSignature' };

export const paths = {
  '/api/setting/operation/page': op({
    record: 'operationEntity',
    ...entity,
    summary: '运营主体分页',
    action: 'page',
    request: pageQuery({
      keyword: Type.Optional(str('公司全称或简称包含', { maxLength: 64 })),
      region: Type.Optional(region),
      status: Type.Optional(Type.Enum([0, 1], { description: '状态' })),
    }),
    data: pageOf(entityRow),
  }),
  '/api/setting/operation/get': op({
    record: 'operationEntity',
    ...entity,
    summary: '一个运营主体',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: entityRow,
  }),
  '/api/setting/operation/add': op({
    creates: true,
    logged: true,
    ...entity,
    summary: '新增运营主体（简称唯一；执照号格式按地区）',
    action: 'add',
    request: entityWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/setting/operation/edit': op({
    versioned: true,
    logged: true,
    record: 'operationEntity',
    ...entity,
    summary: '编辑运营主体',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(entityWrite).properties }),
  }),
  '/api/setting/operation/delete': op({
    logged: true,
    record: 'operationEntity',
    ...entity,
    summary: '删除运营主体（已有协议或短信签名的不能删除，请停用）',
    action: 'delete',
    request: idBody(),
  }),

  '/api/setting/protocol/page': op({
    ...protocol,
    record: 'protocol',
    summary: '一个运营主体的协议版本分页（新版本在前）',
    action: 'page',
    request: pageQuery({
      entityId: id('运营主体'),
      kind: Type.Optional(kind),
      lang: Type.Optional(lang),
      status: Type.Optional(protocolStatus),
      template: Type.Optional(template),
    }),
    data: pageOf(protocolRow),
  }),
  '/api/setting/protocol/get': op({
    ...protocol,
    record: 'protocol',
    summary: '一个协议版本（含净化后的正文）',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: protocolFull,
  }),
  '/api/setting/protocol/add': op({
    creates: true,
    logged: true,
    ...protocol,
    summary: '保存协议：总是新建一个草稿版本（正文净化后存储；缺少模板要求的章节 A0400）',
    action: 'add',
    // a draft based on a version of a line someone saved since (baseVersion) is stale
    refusals: ['A0409'],
    request: Type.Object({
      entityId: id('运营主体'),
      template,
      kind,
      lang,
      title: str('标题', P.title),
      format,
      content: str('正文', P.content),
      note: Type.Optional(str('本次保存说明', P.note)),
      basedOn: Type.Optional(id('基于哪个版本编辑')),
      baseVersion: Type.Optional(
        int(
          '有 basedOn 时必填：打开编辑器时这条协议线（主体、类型、语言）的最新版本号（读取应答里的 recordVersion）；' +
            '其间有人保存过这条线时拒绝 A0409，不保存',
          { minimum: 1 },
        ),
      ),
      ...CHANGE_REASON,
    }),
    data: Type.Object({ id: int(), version: int(), sanitized: bool('净化时改动或去掉了标记（false 为原样保存）') }),
  }),
  '/api/setting/protocol/publish': op({
    ...protocol,
    summary: '发布一个草稿版本：同一主体、类型、语言之前已发布的版本归档（写日志）',
    action: 'publish',
    logged: true,
    request: idBody(),
    data: Type.Object({ archivedId: nullable(int('被归档的版本 id')) }),
  }),

  '/api/setting/smsSignature/page': op({
    ...sms,
    summary: '一个运营主体的短信签名分页（审核结果按后端时钟到达）',
    action: 'page',
    request: pageQuery({
      entityId: id('运营主体'),
      text: Type.Optional(str('签名包含', { maxLength: 24 })),
      status: Type.Optional(Type.Enum(SMS_STATUSES, { description: '审核状态' })),
      provider: Type.Optional(signatureWrite.provider),
    }),
    data: pageOf(signatureRow),
  }),
  '/api/setting/smsSignature/add': op({
    creates: true,
    logged: true,
    ...sms,
    summary: '提交短信签名（待审核；同一服务商下未驳回的同名签名不能重复）',
    action: 'add',
    request: Type.Object({ entityId: id('运营主体'), ...signatureWrite }),
    data: Type.Object({ id: int() }),
  }),
  '/api/setting/smsSignature/resubmit': op({
    creates: true,
    ...sms,
    summary: '重新提交被驳回的签名（可修改签名与用途），回到待审核',
    action: 'resubmit',
    logged: true,
    request: Type.Object({
      id: id(),
      text: Type.Optional(signatureWrite.text),
      purpose: Type.Optional(signatureWrite.purpose),
    }),
  }),
} satisfies Paths;
