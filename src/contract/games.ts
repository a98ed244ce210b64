import { gameSchema } from './entities';
import { GAME_HEADER, op, type Paths } from './operation';
import { arr, id, int, obj, str } from './schema';

/**
 * The header's game lists (docs/rules.md "Current game and child game"): the parent games the person may use and the
 * child games of the current one.
 */
export const paths = {
  '/api/mng/game/myList': op({
    summary: '本人可用的父游戏（含子游戏数）',
    auth: 'session',
    module: 'game',
    action: 'myList',
    data: arr(gameSchema),
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
} satisfies Paths;
