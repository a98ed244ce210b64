import Type from 'typebox';
import { gameSchema } from '../entities';
import { op, type Paths } from '../operation';
import { bool, id, idBody, int, pageOf, pageQuery, status, str } from '../schema';
import { UNITY_GAME_FIELDS as F } from './fields';

/** Parent games (/unity/listGame, /unity/gameConfig) and which games each person may use (/unity/people). */
const LIST_GAME = '/unity/listGame';
const NEW_GAME = '/unity/gameConfig';
const PEOPLE_GAMES = '/unity/people';

const gameWrite = Type.Object({
  name: str('父游戏名称', F.name),
  alias: str('别名代码：小写字母开头，2–32 位字母数字下划线', F.alias),
  icon: Type.Optional(str('图标 data URI 或 /public 下的路径；不传则按首字生成', { maxLength: 20000 })),
  region: Type.Enum(F.region.enum, { description: 'domestic / overseas' }),
  entity: str('运营主体', F.entity),
  project: str('所属项目', F.project),
  status: Type.Optional(status()),
});

const accessRow = Type.Object({
  personId: int(),
  account: str(),
  name: str(),
  departmentName: str(),
  status: status('人员状态：1 启用，0 停用（停用的人员无法登录）'),
  allGames: bool('超级管理员：始终可用全部游戏'),
  gameIds: Type.Array(int()),
  games: Type.Array(Type.Object({ id: int(), name: str() })),
});

export const paths = {
  '/api/mng/game/page': op({
    record: 'game',
    summary: '父游戏分页',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('名称或别名包含')),
      region: Type.Optional(gameWrite.properties.region),
      status: Type.Optional(status()),
    }),
    data: pageOf(gameSchema),
  }),
  '/api/mng/game/add': op({
    creates: true,
    logged: true,
    summary: '新建父游戏',
    auth: 'grant',
    screen: NEW_GAME,
    module: 'game',
    action: 'add',
    request: gameWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/game/edit': op({
    versioned: true,
    logged: true,
    record: 'game',
    summary: '编辑父游戏',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(gameWrite).properties }),
  }),
  '/api/mng/game/delete': op({
    logged: true,
    record: 'game',
    summary: '删除父游戏（仍有子游戏时拒绝 A0403）',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/game/access/list': op({
    record: 'person',
    summary: '人员可用游戏（/unity/people）',
    auth: 'grant',
    screen: PEOPLE_GAMES,
    module: 'gameAccess',
    action: 'list',
    request: pageQuery({
      name: Type.Optional(str('姓名或账号包含')),
      filterGameId: Type.Optional(id('可用该游戏的人员（请求体里不放 gameId）')),
      status: Type.Optional(status('人员状态')),
    }),
    data: pageOf(accessRow),
  }),
  '/api/mng/game/access/set': op({
    logged: true,
    record: 'person',
    versioned: true,
    summary: '设置人员可用游戏',
    auth: 'grant',
    screen: PEOPLE_GAMES,
    module: 'gameAccess',
    action: 'set',
    request: Type.Object({ personId: id('人员 id'), gameIds: Type.Array(id('父游戏 id')) }),
  }),
} satisfies Paths;
