import { childGameSchema, gameSchema, PLATFORMS } from './entities';
import { GAME_HEADER, op, type HeaderParameter, type Paths } from './operation';
import { arr, id, idBody, int, name, obj, pageOf, pageQuery, status, str, type Schema } from './schema';

const LIST_GAME = '/unity/listGame';
const NEW_GAME = '/unity/gameConfig';
const GAMES_CONFIG = '/setting/gamesConfig';
const PEOPLE_GAMES = '/unity/people';

const gameWrite = {
  name: name('父游戏名称'),
  alias: str('别名代码：小写字母开头，2–32 位字母数字下划线', { pattern: '^[a-z][a-z0-9_]{1,31}$' }),
  icon: str('图标 data URI 或 /public 下的路径；不传则按首字生成', { maxLength: 20000 }),
  region: str('domestic / overseas', { enum: ['domestic', 'overseas'] }),
  entity: name('运营主体', 64),
  project: name('所属项目', 64),
  status: status(),
};

const childWrite = {
  name: name('子游戏名称'),
  platform: str('平台', { enum: PLATFORMS }),
  packageName: str('包名或 bundle id（小程序为 appid）', {
    minLength: 3,
    maxLength: 128,
    pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$',
  }),
  type: int('1 官方包，2 渠道包，3 测试包', { enum: [1, 2, 3] }),
  status: status(),
};

const NEED_CHILD_HEADER: HeaderParameter = {
  name: 'Is_Need_Child_Game_Id',
  in: 'header',
  description: '客户端固定发 1：子游戏 id 放在请求体 bodyChildGameId，而不是 X-Child-Game-Id',
  schema: { type: 'integer', enum: [1] },
};

const accessRow = obj(
  {
    personId: int(),
    account: str(),
    name: str(),
    departmentName: str(),
    allGames: { type: 'boolean', description: '超级管理员：始终可用全部游戏' },
    gameIds: arr(int()),
    games: arr(obj({ id: int(), name: str() }, ['id', 'name'])),
  },
  ['personId', 'account', 'name', 'gameIds', 'games'],
);

export const paths = {
  '/api/mng/game/myList': op({
    summary: '本人可用的父游戏（含子游戏数）',
    auth: 'session',
    module: 'game',
    action: 'myList',
    data: arr(gameSchema),
  }),
  '/api/mng/game/page': op({
    summary: '父游戏分页',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'page',
    request: pageQuery({ name: str('名称或别名包含'), region: gameWrite.region, status: status() }),
    data: pageOf(gameSchema),
  }),
  '/api/mng/game/add': op({
    summary: '新建父游戏',
    auth: 'grant',
    screen: NEW_GAME,
    module: 'game',
    action: 'add',
    request: obj(gameWrite, ['name', 'alias', 'region', 'entity', 'project']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/game/edit': op({
    summary: '编辑父游戏',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'edit',
    request: obj({ id: id(), ...gameWrite }, ['id']),
  }),
  '/api/mng/game/delete': op({
    summary: '删除父游戏（仍有子游戏时拒绝 A0403）',
    auth: 'grant',
    screen: LIST_GAME,
    module: 'game',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/childGame/page': op({
    summary: '当前父游戏（X-Game-Id）的子游戏分页',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'page',
    headers: [GAME_HEADER],
    request: pageQuery({ name: str('名称或包名包含'), platform: childWrite.platform }),
    data: pageOf(childGameSchema),
  }),
  '/api/mng/childGame/add': op({
    summary: '新增子游戏（父游戏取自 X-Game-Id）',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'add',
    headers: [GAME_HEADER, NEED_CHILD_HEADER],
    request: obj({ ...childWrite, bodyChildGameId: int('客户端附带的当前子游戏（忽略）') }, [
      'name',
      'platform',
      'packageName',
      'type',
    ]),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/childGame/edit': op({
    summary: '编辑子游戏',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'edit',
    headers: [GAME_HEADER],
    request: obj({ id: id(), ...childWrite }, ['id']),
  }),
  '/api/mng/childGame/delete': op({
    summary: '删除子游戏（type 须与记录一致，防止删错）',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'delete',
    headers: [GAME_HEADER],
    request: obj({ id: id(), type: childWrite.type }, ['id', 'type']),
  }),
  '/api/mng/childGame/dropDownList': op({
    summary: '当前父游戏的子游戏下拉（X-Game-Id；也接受请求体 gameId）',
    auth: 'session',
    module: 'childGame',
    action: 'dropDownList',
    headers: [{ ...GAME_HEADER, required: false }],
    request: obj({ gameId: id('父游戏 id（可选，缺省取 X-Game-Id）') }),
    data: arr(obj({ id: int(), name: str(), platform: str() }, ['id', 'name', 'platform'])),
  }),
  '/api/mng/game/access/list': op({
    summary: '人员可用游戏（/unity/people）',
    auth: 'grant',
    screen: PEOPLE_GAMES,
    module: 'gameAccess',
    action: 'list',
    request: pageQuery({ name: str('姓名或账号包含'), filterGameId: id('可用该游戏的人员（请求体里不放 gameId）') }),
    data: pageOf(accessRow),
  }),
  '/api/mng/game/access/set': op({
    summary: '设置人员可用游戏',
    auth: 'grant',
    screen: PEOPLE_GAMES,
    module: 'gameAccess',
    action: 'set',
    request: obj({ personId: id('人员 id'), gameIds: arr(id('父游戏 id')) }, ['personId', 'gameIds']),
  }),
} satisfies Paths;
