import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { bool, id, idBody, int, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { VERSION } from '../special/values';
import { LINK } from './platforms';
import { FREQUENCIES, KIND_REQUIRES, OPERATE_FIELDS as F, POPUP_KINDS, POPUP_STATES, type PopupKind } from './values';

/**
 * In-game pop-ups of three kinds, one shape configured per kind: poster pop-ups (/operate/posterPop), ads
 * (/operate/adConfiguration) and tips (/operate/tipManagement), per game (X-Game-Id). Content (image URL, text, button
 * and link), targeting (channels, empty for all; an inclusive version range, either end open), frequency, a
 * [start, end) window, priority (higher shows first) and status. A record is live when enabled and the backend's
 * clock is inside its window.
 */
export { POPUP_KINDS, FREQUENCIES, POPUP_STATES, KIND_REQUIRES };
export type { PopupKind } from './values';

const url = (d: string) => str(d, { ...LINK, pattern: `(${LINK.pattern})|^$` });
const version = (d: string) => str(d, { ...VERSION, pattern: `(${VERSION.pattern})|^$` });

const write = Type.Object({
  title: str('名称（后台识别用）', F.popupTitle),
  imageUrl: Type.Optional(url('图片地址（http/https），空为无图')),
  text: Type.Optional(str('文字', F.popupText)),
  buttonText: Type.Optional(str('按钮文字', F.popupButton)),
  linkUrl: Type.Optional(url('按钮或图片的跳转地址（http/https），空为无跳转')),
  channels: Type.Optional(Type.Array(str('渠道编码'), { description: '投放渠道，空为全部渠道' })),
  minVersion: Type.Optional(version('最低客户端版本（含），空为不限')),
  maxVersion: Type.Optional(version('最高客户端版本（含），空为不限')),
  frequency: Type.Enum(FREQUENCIES, { description: '频率：once 仅一次，daily 每日一次，launch 每次启动' }),
  startAt: time('开始（含）'),
  endAt: time('结束（不含），须晚于开始'),
  priority: Type.Optional(int('优先级（0–999，大者先展示）', F.priority)),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
});

const row = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  kind: Type.Enum(POPUP_KINDS, { description: '种类' }),
  title: str('名称'),
  imageUrl: str('图片地址'),
  text: str('文字'),
  buttonText: str('按钮文字'),
  linkUrl: str('跳转地址'),
  channels: Type.Array(str(), { description: '投放渠道，空为全部' }),
  minVersion: str('最低版本，空为不限'),
  maxVersion: str('最高版本，空为不限'),
  frequency: Type.Enum(FREQUENCIES, { description: '频率' }),
  startAt: time('开始'),
  endAt: time('结束'),
  priority: int('优先级'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  state: Type.Enum(POPUP_STATES, {
    description: '按后台时钟：live 投放中，scheduled 未开始，ended 已结束，disabled 已停用',
  }),
  live: bool('此刻是否投放中'),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

/** The seven calls of one kind: its list (with the live-now state), get, add, edit, enable, disable, delete. */
function kindOps(kind: PopupKind) {
  const common = { auth: 'grant' as const, screen: `/operate/${kind}`, module: kind, headers: [GAME_HEADER] };
  return {
    page: op({
      ...common,
      record: kind,
      summary: `${kind}：分页（当前游戏；state 按后台时钟）`,
      action: 'page',
      request: pageQuery({
        title: Type.Optional(str('名称包含')),
        state: Type.Optional(Type.Enum(POPUP_STATES, { description: '状态' })),
        channel: Type.Optional(str('投放到该渠道（含投放全部渠道的）')),
      }),
      data: pageOf(row),
    }),
    get: op({
      ...common,
      record: kind,
      summary: `${kind}：一条`,
      action: 'get',
      readsRecord: true,
      request: idBody(),
      data: row,
    }),
    add: op({
      creates: true,
      logged: true,
      ...common,
      summary: `${kind}：新增（按种类检查必填内容）`,
      action: 'add',
      request: write,
      data: Type.Object({ id: int() }),
    }),
    edit: op({
      versioned: true,
      logged: true,
      ...common,
      record: kind,
      summary: `${kind}：编辑（整条替换）`,
      action: 'edit',
      request: Type.Object({ id: id(), ...write.properties }),
    }),
    enable: op({
      ...common,
      record: kind,
      summary: `${kind}：启用`,
      action: 'enable',
      logged: true,
      request: idBody(),
    }),
    disable: op({
      ...common,
      record: kind,
      summary: `${kind}：停用`,
      action: 'disable',
      logged: true,
      request: idBody(),
    }),
    delete: op({
      ...common,
      record: kind,
      summary: `${kind}：删除`,
      action: 'delete',
      logged: true,
      request: idBody(),
    }),
  };
}

const poster = kindOps('posterPop');
const ad = kindOps('adConfiguration');
const tip = kindOps('tipManagement');

export const paths = {
  '/api/operate/posterPop/page': poster.page,
  '/api/operate/posterPop/get': poster.get,
  '/api/operate/posterPop/add': poster.add,
  '/api/operate/posterPop/edit': poster.edit,
  '/api/operate/posterPop/enable': poster.enable,
  '/api/operate/posterPop/disable': poster.disable,
  '/api/operate/posterPop/delete': poster.delete,
  '/api/operate/adConfiguration/page': ad.page,
  '/api/operate/adConfiguration/get': ad.get,
  '/api/operate/adConfiguration/add': ad.add,
  '/api/operate/adConfiguration/edit': ad.edit,
  '/api/operate/adConfiguration/enable': ad.enable,
  '/api/operate/adConfiguration/disable': ad.disable,
  '/api/operate/adConfiguration/delete': ad.delete,
  '/api/operate/tipManagement/page': tip.page,
  '/api/operate/tipManagement/get': tip.get,
  '/api/operate/tipManagement/add': tip.add,
  '/api/operate/tipManagement/edit': tip.edit,
  '/api/operate/tipManagement/enable': tip.enable,
  '/api/operate/tipManagement/disable': tip.disable,
  '/api/operate/tipManagement/delete': tip.delete,
} satisfies Paths;
