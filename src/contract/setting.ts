import Type from 'typebox';
import { childGameSchema } from './entities';
import { GAME_HEADER, op, type HeaderParameter, type Paths } from './operation';
import { id, int, pageOf, pageQuery, status, str } from './schema';
import { CHILD_GAME_FIELDS as F } from './setting/games/fields';

/** The setting area: the child games of the current parent game (/setting/gamesConfig). */
const GAMES_CONFIG = '/setting/gamesConfig';

const childWrite = Type.Object({
  name: str('子游戏名称', F.name),
  platform: Type.Enum(F.platform.enum, { description: '平台' }),
  packageName: str('包名或 bundle id（小程序为 appid）', F.packageName),
  type: Type.Enum(F.type.enum, { description: '1 官方包，2 渠道包，3 测试包' }),
  status: Type.Optional(status()),
});

const NEED_CHILD_HEADER: HeaderParameter = {
  name: 'Is_Need_Child_Game_Id',
  in: 'header',
  description: '客户端固定发 1：子游戏 id 放在请求体 bodyChildGameId，而不是 X-Child-Game-Id',
  schema: Type.Literal(1),
};

export const paths = {
  '/api/mng/childGame/page': op({
    record: 'childGame',
    summary: '当前父游戏（X-Game-Id）的子游戏分页',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'page',
    headers: [GAME_HEADER],
    request: pageQuery({
      name: Type.Optional(str('名称或包名包含')),
      platform: Type.Optional(childWrite.properties.platform),
      status: Type.Optional(status()),
    }),
    data: pageOf(childGameSchema),
  }),
  '/api/mng/childGame/add': op({
    creates: true,
    logged: true,
    summary: '新增子游戏（父游戏取自 X-Game-Id）',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'add',
    headers: [GAME_HEADER, NEED_CHILD_HEADER],
    request: Type.Object({
      ...childWrite.properties,
      bodyChildGameId: Type.Optional(int('客户端附带的当前子游戏（忽略）')),
    }),
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/childGame/edit': op({
    versioned: true,
    logged: true,
    record: 'childGame',
    summary: '编辑子游戏',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'edit',
    headers: [GAME_HEADER],
    request: Type.Object({ id: id(), ...Type.Partial(childWrite).properties }),
  }),
  '/api/mng/childGame/delete': op({
    logged: true,
    record: 'childGame',
    summary: '删除子游戏（type 须与记录一致，防止删错）',
    auth: 'grant',
    screen: GAMES_CONFIG,
    module: 'childGame',
    action: 'delete',
    headers: [GAME_HEADER],
    request: Type.Object({ id: id(), type: childWrite.properties.type }),
  }),
} satisfies Paths;
