// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { SMS_PROVIDERS, SMS_SCENES } from './smsTemplate';
import { OPERATE_FIELDS as F } from './values';

/**
 * SMS scenes (/operate/messageConfig), per game (X-Game-Id): one configuration per scene code and game: provider,
 * signature, template (placeholders checked against the scene: ./smsTemplate.ts), daily caps per phone and per game
 * (integers > 0, per phone ≤ per game).
 */
const SCREEN = '/operate/messageConfig';

const write = Type.Object({
  scene: Type.Enum(SMS_SCENES, { description: '场景（每个游戏唯一）' }),
  provider: Type.Enum(SMS_PROVIDERS, { description: '短信服务商' }),
  signature: str('短信签名（2–12 个字符，不含【】）', F.smsSignature),
  template: str('模板：占位符 ${name} 或 {name}，须含 code，只能用场景允许的占位符', F.smsTemplate),
  dailyPerPhone: int('每个手机号每日上限（> 0，且不超过每游戏上限）', F.dailyPerPhone),
  dailyPerGame: int('每个游戏每日上限（> 0）', F.dailyPerGame),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
});

const row = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  scene: Type.Enum(SMS_SCENES, { description: '场景' }),
  provider: Type.Enum(SMS_PROVIDERS, { description: '短信服务商' }),
  signature: str('短信签名'),
  template: str('模板'),
  dailyPerPhone: int('每个手机号每日上限'),
  dailyPerGame: int('每个游戏每日上限'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const common = { auth: 'grant' as const, screen: SCREEN, module: 'messageConfig', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/messageConfig/page': op({
    record: 'messageConfig',
    ...common,
    summary: '短信场景配置分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      scene: Type.Optional(Type.Enum(SMS_SCENES, { description: '场景' })),
      provider: Type.Optional(Type.Enum(SMS_PROVIDERS, { description: '服务商' })),
      status: Type.Optional(Type.Enum([0, 1], { description: '1 启用，0 停用' })),
    }),
    data: pageOf(row),
  }),
  '/api/operate/messageConfig/get': op({
    record: 'messageConfig',
    ...common,
    summary: '一条短信场景配置',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: row,
  }),
  '/api/operate/messageConfig/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增短信场景配置（场景重复时 A0403；模板不合规时 A0400 并说明原因）',
    action: 'add',
    request: write,
    data: Type.Object({ id: int() }),
  }),
  '/api/operate/messageConfig/edit': op({
    versioned: true,
    logged: true,
    record: 'messageConfig',
    ...common,
    summary: '编辑短信场景配置（整条替换）',
    action: 'edit',
    request: Type.Object({ id: id(), ...write.properties }),
  }),
  '/api/operate/messageConfig/delete': op({
    logged: true,
    ...common,
    record: 'messageConfig',
    summary: '删除',
    action: 'delete',
    request: idBody(),
  }),
} satisfies Paths;
