import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { bool, id, idBody, int, nullable, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { VERSION } from '../special/values';
import { LINK, PLATFORMS } from './platforms';
import { CHANGE_REASON } from '../history';
import { OPERATE_FIELDS as F } from './values';
import { updateEnableNeedsApproval, updateSaveNeedsApproval } from './updateRules';

/** docs/rules.md "Change requests": a rule that forces every player to update needs a second person. */
const FORCE_ALL = {
  area: 'operate' as const,
  reason: '强制全部玩家更新：版本或下载地址有误时所有玩家都无法进入游戏',
  whenText: '保存后为强制更新、全部渠道、不限最低版本、灰度 100% 且启用时',
};

/**
 * Forced-update rules (/operate/updateConfig), per game (X-Game-Id). A rule covers the client versions v of its
 * platform and channel (or every channel) with minVersion ≤ v < latestVersion (an empty minVersion: every version below
 * latest); such a client is offered latestVersion, forced when the rule's force flag is on. With a rollout under 100 only
 * the devices whose bucket (FNV-1a 32-bit of `<ruleId>:<deviceId>`, mod 100) is below the rollout are offered it. Two
 * enabled rules of a game whose platform matches, whose channels intersect and whose coverages intersect are refused.
 */
const SCREEN = '/operate/updateConfig';

const version = (d: string, extra: { minLength?: number } = {}) => str(d, { ...VERSION, ...extra });

const ruleWrite = Type.Object({
  platform: Type.Enum(PLATFORMS, { description: '平台' }),
  channel: str('渠道编码（SDK 渠道），all 为全部渠道', { minLength: 1, maxLength: 32 }),
  minVersion: Type.Optional(version('覆盖的最低客户端版本（含），空为不限')),
  latestVersion: version('最新版本：低于它的客户端（且不低于 minVersion）被提示更新到它', { minLength: 1 }),
  force: Type.Optional(switchValue('1 强制更新，0 提示更新')),
  downloadUrl: str('下载地址（http/https）', { pattern: LINK.pattern, minLength: 1, maxLength: LINK.maxLength }),
  notes: Type.Optional(str('更新说明', F.updateNotes)),
  rollout: Type.Optional(int('灰度比例（0–100）', F.rollout)),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
});

const ruleRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  platform: Type.Enum(PLATFORMS, { description: '平台' }),
  channel: str('渠道编码，all 为全部渠道'),
  channelName: str('渠道名称'),
  minVersion: str('最低版本（含），空为不限'),
  latestVersion: str('最新版本'),
  force: Type.Enum([0, 1], { description: '1 强制，0 提示' }),
  downloadUrl: str('下载地址'),
  notes: str('更新说明'),
  rollout: int('灰度比例'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const common = { auth: 'grant' as const, screen: SCREEN, module: 'updateConfig', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/updateConfig/page': op({
    record: 'updateConfig',
    ...common,
    summary: '强更规则分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      platform: Type.Optional(Type.Enum(PLATFORMS, { description: '平台' })),
      channel: Type.Optional(str('渠道编码')),
      status: Type.Optional(Type.Enum([0, 1], { description: '1 启用，0 停用' })),
    }),
    data: pageOf(ruleRow),
  }),
  '/api/operate/updateConfig/get': op({
    record: 'updateConfig',
    ...common,
    summary: '一条强更规则',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: ruleRow,
  }),
  '/api/operate/updateConfig/options': op({
    ...common,
    summary: '表单选项：可选的渠道',
    action: 'options',
    data: Type.Object({ channels: Type.Array(Type.Object({ code: str(), name: str() })) }),
  }),
  '/api/operate/updateConfig/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增强更规则（与已启用规则覆盖重叠时 A0403，并指明对方规则）',
    action: 'add',
    approval: { ...FORCE_ALL, when: updateSaveNeedsApproval },
    request: ruleWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/operate/updateConfig/edit': op({
    versioned: true,
    logged: true,
    record: 'updateConfig',
    ...common,
    summary: '编辑强更规则（整条替换；不与自身比较重叠）',
    action: 'edit',
    approval: { ...FORCE_ALL, when: updateSaveNeedsApproval },
    request: Type.Object({ id: id(), ...ruleWrite.properties, ...CHANGE_REASON }),
  }),
  '/api/operate/updateConfig/enable': op({
    logged: true,
    record: 'updateConfig',
    ...common,
    summary: '启用（与已启用规则重叠时 A0403）',
    action: 'enable',
    approval: { ...FORCE_ALL, when: updateEnableNeedsApproval, whenText: '启用后为强制全部玩家更新时' },
    request: idBody(),
  }),
  '/api/operate/updateConfig/disable': op({
    logged: true,
    ...common,
    record: 'updateConfig',
    summary: '停用',
    action: 'disable',
    request: idBody(),
  }),
  '/api/operate/updateConfig/delete': op({
    logged: true,
    ...common,
    record: 'updateConfig',
    summary: '删除',
    action: 'delete',
    request: idBody(),
  }),
  '/api/operate/updateConfig/check': op({
    ...common,
    summary: '某平台、渠道、客户端版本（与设备）适用哪条强更规则，是否强制，设备是否在灰度内',
    action: 'check',
    request: Type.Object({
      platform: Type.Enum(PLATFORMS, { description: '平台' }),
      channel: str('渠道编码', { minLength: 1, maxLength: 32 }),
      version: version('客户端版本', { minLength: 1 }),
      deviceId: Type.Optional(str('设备 id（灰度判断用），可空', F.deviceId)),
    }),
    data: Type.Object({
      ruleId: nullable(int('适用的规则，null 为无')),
      rule: str('适用规则的简述，无规则时为空'),
      latestVersion: str('应更新到的版本，无规则时为空'),
      downloadUrl: str('下载地址，无规则时为空'),
      forced: bool('是否强制更新'),
      rollout: int('规则的灰度比例，无规则时 0'),
      bucket: nullable(int('设备的灰度桶（0–99），未给设备 id 时 null')),
      inRollout: nullable(bool('设备是否在灰度内；比例 100 时 true，未给设备 id 且比例 < 100 时 null')),
      update: Type.Enum(['none', 'optional', 'forced', 'unknown'], {
        description: '结论：none 不更新，optional 提示更新，forced 强制更新，unknown 需设备 id 才能判断',
      }),
    }),
  }),
} satisfies Paths;
