import { GAME_HEADER, op, type Paths } from '../operation';
import { arr, id, idBody, int, name, obj, pageOf, pageQuery, str, switchValue, time } from '../schema';

/**
 * Channel interworking (/special/channelIntercommu): per game (X-Game-Id), groups of SDK channels whose accounts are
 * shared (a player registered on one channel of a group signs in on the others). A channel belongs to one group of
 * the game at most: a save putting it in a second group is refused (A0403) naming the other group.
 */
const SCREEN = '/special/channelIntercommu';

const groupWrite = {
  name: name('分组名称', 32),
  channels: arr(
    str('渠道编码（SDK 渠道）', { minLength: 1, maxLength: 32 }),
    '组内渠道（至少 2 个不同的渠道，否则 A0400）',
  ),
  note: str('备注', { maxLength: 200 }),
  status: switchValue('状态：1 启用，0 停用'),
};
const REQUIRED = ['name', 'channels'] as const;

const groupRow = obj(
  {
    id: int(),
    gameId: int('所属游戏'),
    name: str('分组名称'),
    channels: arr(str('渠道编码')),
    channelNames: arr(str('渠道名称（与 channels 一一对应）')),
    note: str('备注'),
    status: int('1 启用，0 停用', { enum: [0, 1] }),
    created: time('创建时间'),
    updated: time('更新时间'),
    updatedBy: str('最后修改人'),
  },
  ['id', 'gameId', 'name', 'channels', 'channelNames', 'note', 'status', 'created', 'updated', 'updatedBy'],
);

const common = { auth: 'grant' as const, screen: SCREEN, module: 'channelGroup', headers: [GAME_HEADER] };

export const paths = {
  '/api/special/channelGroup/page': op({
    record: 'channelGroup',
    ...common,
    summary: '渠道互通分组分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      name: str('分组名称（包含）'),
      channel: str('包含该渠道的分组'),
      status: int('1 启用，0 停用', { enum: [0, 1] }),
    }),
    data: pageOf(groupRow),
  }),
  '/api/special/channelGroup/options': op({
    ...common,
    summary: '表单选项：可选的渠道',
    action: 'options',
    data: obj({ channels: arr(obj({ code: str(), name: str() }, ['code', 'name'])) }, ['channels']),
  }),
  '/api/special/channelGroup/add': op({
    ...common,
    summary: '新增分组（某渠道已在本游戏另一分组时 A0403，并指明该分组）',
    action: 'add',
    request: obj(groupWrite, REQUIRED),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/special/channelGroup/edit': op({
    record: 'channelGroup',
    ...common,
    summary: '编辑分组（整条替换；某渠道已在另一分组时 A0403）',
    action: 'edit',
    request: obj({ id: id(), ...groupWrite }, ['id', ...REQUIRED]),
  }),
  '/api/special/channelGroup/delete': op({
    ...common,
    record: 'channelGroup',
    summary: '删除分组',
    action: 'delete',
    request: idBody(),
  }),
} satisfies Paths;
