import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { CHANNEL_GROUP_FIELDS as F } from './values';

/**
 * Channel interworking (/special/channelIntercommu): per game (X-Game-Id), groups of SDK channels whose accounts are
 * shared (a player registered on one channel of a group signs in on the others). A channel belongs to one group of
 * the game at most: a save putting it in a second group is refused (A0403) naming the other group.
 */
const SCREEN = '/special/channelIntercommu';

const groupWrite = Type.Object({
  name: str('分组名称', F.name),
  channels: Type.Array(str('渠道编码（SDK 渠道）', F.channel), {
    description: '组内渠道（至少 2 个不同的渠道，否则 A0400）',
  }),
  note: Type.Optional(str('备注', F.note)),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
});

const groupRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  name: str('分组名称'),
  channels: Type.Array(str('渠道编码')),
  channelNames: Type.Array(str('渠道名称（与 channels 一一对应）')),
  note: str('备注'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const common = { auth: 'grant' as const, screen: SCREEN, module: 'channelGroup', headers: [GAME_HEADER] };

export const paths = {
  '/api/special/channelGroup/page': op({
    record: 'channelGroup',
    ...common,
    summary: '渠道互通分组分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('分组名称（包含）')),
      channel: Type.Optional(str('包含该渠道的分组')),
      status: Type.Optional(Type.Enum([0, 1], { description: '1 启用，0 停用' })),
    }),
    data: pageOf(groupRow),
  }),
  '/api/special/channelGroup/options': op({
    ...common,
    summary: '表单选项：可选的渠道',
    action: 'options',
    data: Type.Object({ channels: Type.Array(Type.Object({ code: str(), name: str() })) }),
  }),
  '/api/special/channelGroup/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增分组（某渠道已在本游戏另一分组时 A0403，并指明该分组）',
    action: 'add',
    request: groupWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/special/channelGroup/edit': op({
    versioned: true,
    logged: true,
    record: 'channelGroup',
    ...common,
    summary: '编辑分组（整条替换；某渠道已在另一分组时 A0403）',
    action: 'edit',
    request: Type.Object({ id: id(), ...groupWrite.properties }),
  }),
  '/api/special/channelGroup/delete': op({
    logged: true,
    ...common,
    record: 'channelGroup',
    summary: '删除分组',
    action: 'delete',
    request: idBody(),
  }),
} satisfies Paths;
