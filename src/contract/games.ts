import Type from 'typebox';
import { gameSchema } from './entities';
import { GAME_HEADER, op, type Paths } from './operation';
import { id, int, str } from './schema';

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
    data: Type.Array(gameSchema),
  }),
  '/api/mng/childGame/dropDownList': op({
    summary: '当前父游戏的子游戏下拉（X-Game-Id；也接受请求体 gameId）',
    auth: 'session',
    module: 'childGame',
    action: 'dropDownList',
    headers: [{ ...GAME_HEADER, required: false }],
    request: Type.Object({ gameId: Type.Optional(id('父游戏 id（可选，缺省取 X-Game-Id）')) }),
    data: Type.Array(Type.Object({ id: int(), name: str(), platform: str() })),
  }),
} satisfies Paths;
