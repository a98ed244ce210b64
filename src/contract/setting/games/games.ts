import Type from 'typebox';
import { gameSchema } from '../../entities';
import { op, type Paths } from '../../operation';
import { id, idBody, int, pageOf, pageQuery, status, str, time } from '../../schema';
import { GAME_FIELDS as G, LINE_FIELDS as L } from './fields';

/**
 * Parent games and their server lines (/setting/gamesConfig, /config, /line; src/pages/setting/README.md
 * "Games, lines, projects, interface info"). A game created or edited here is the same record the header's switcher and
 * /gameSelect list, so the console refreshes its game list after a save. The request layer never sends `gameId` in a
 * body (docs/rules.md "Body filter"): a line's game travels as `parentGameId`. A game's project is set on
 * /setting/project.
 */
export const SETTING_GAMES = '/setting/gamesConfig';
export const SETTING_GAME_CONFIG = '/setting/gamesConfig/config';
export const SETTING_LINES = '/setting/gamesConfig/line';

const gameWrite = Type.Object({
  name: str('父游戏名称（唯一）', G.name),
  alias: str('别名代码（唯一）：小写字母开头，2–32 位小写字母、数字、下划线', G.alias),
  icon: Type.Optional(str('图标：图片 data URI 或 https 地址；不传则按首字生成', G.icon)),
  region: Type.Enum(G.region.enum, { description: '类型：domestic 国内 / overseas 海外' }),
  entity: Type.Optional(str('运营主体', G.entity)),
  status: Type.Optional(status()),
});

const lineRegion = Type.Enum(L.region.enum, { description: '地区' });

export const lineSchema = Type.Object({
  id: int(),
  gameId: int('父游戏'),
  name: str('线路名称（同一游戏内唯一）'),
  region: lineRegion,
  gateway: str('网关地址：host:port 或 http(s) URL'),
  status: status(),
  sort: int('排序：小的在前'),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const lineWrite = Type.Object({
  name: str('线路名称（同一游戏内唯一）', L.name),
  region: lineRegion,
  gateway: str('网关地址：host:port（端口 1–65535）或 http(s) URL', L.gateway),
  status: Type.Optional(status()),
  sort: Type.Optional(int('排序：0–9999，小的在前', L.sort)),
});

export const paths = {
  '/api/setting/game/page': op({
    record: 'game',
    summary: '父游戏分页（含子游戏数）',
    auth: 'grant',
    screen: SETTING_GAMES,
    module: 'game',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('名称或别名包含')),
      region: Type.Optional(gameWrite.properties.region),
      status: Type.Optional(status()),
    }),
    data: pageOf(gameSchema),
  }),
  '/api/setting/game/get': op({
    record: 'game',
    summary: '一个父游戏',
    auth: 'grant',
    screen: SETTING_GAME_CONFIG,
    module: 'game',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: gameSchema,
  }),
  '/api/setting/game/add': op({
    creates: true,
    logged: true,
    summary: '新建父游戏（名称、别名唯一；创建人与管理员立即可用）',
    auth: 'grant',
    screen: SETTING_GAME_CONFIG,
    module: 'game',
    action: 'add',
    request: gameWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/setting/game/edit': op({
    versioned: true,
    logged: true,
    record: 'game',
    summary: '编辑父游戏（名称、别名唯一）',
    auth: 'grant',
    screen: SETTING_GAME_CONFIG,
    module: 'game',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(gameWrite).properties }),
  }),
  '/api/setting/game/enable': op({
    logged: true,
    record: 'game',
    summary: '启用父游戏',
    auth: 'grant',
    screen: SETTING_GAMES,
    module: 'game',
    action: 'enable',
    request: idBody(),
  }),
  '/api/setting/game/disable': op({
    logged: true,
    record: 'game',
    summary: '停用父游戏',
    auth: 'grant',
    screen: SETTING_GAMES,
    module: 'game',
    action: 'disable',
    request: idBody(),
  }),

  '/api/setting/line/page': op({
    record: 'line',
    summary: '一个父游戏的线路分页（按排序）',
    auth: 'grant',
    screen: SETTING_LINES,
    module: 'line',
    action: 'page',
    request: pageQuery({
      parentGameId: id('父游戏'),
      name: Type.Optional(str('名称或网关包含')),
      region: Type.Optional(lineWrite.properties.region),
      status: Type.Optional(status()),
    }),
    data: pageOf(lineSchema),
  }),
  '/api/setting/line/add': op({
    creates: true,
    logged: true,
    summary: '新增线路（名称在游戏内唯一；不给排序则排在最后）',
    auth: 'grant',
    screen: SETTING_LINES,
    module: 'line',
    action: 'add',
    request: Type.Object({ parentGameId: id('父游戏'), ...lineWrite.properties }),
    data: Type.Object({ id: int() }),
  }),
  '/api/setting/line/edit': op({
    versioned: true,
    logged: true,
    record: 'line',
    summary: '编辑线路',
    auth: 'grant',
    screen: SETTING_LINES,
    module: 'line',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(lineWrite).properties }),
  }),
  '/api/setting/line/delete': op({
    logged: true,
    record: 'line',
    summary: '删除线路',
    auth: 'grant',
    screen: SETTING_LINES,
    module: 'line',
    action: 'delete',
    request: idBody(),
  }),
  '/api/setting/line/sort': op({
    summary: '线路重新排序：给出该游戏全部线路 id 的新顺序（排序值按 10、20、30… 重写）',
    auth: 'grant',
    screen: SETTING_LINES,
    module: 'line',
    action: 'sort',
    logged: true,
    request: Type.Object({ parentGameId: id('父游戏'), ids: Type.Array(id('线路 id'), { description: '新顺序' }) }),
  }),
} satisfies Paths;
