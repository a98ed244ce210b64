import { api } from '@/request';
import type { ChildGame, Game } from './types';

// POST /api/mng/game/myList
export const queryMyGames = () => api<Game[]>('/mng/game/myList', undefined, { headers: { Is_Need_Game_Id: '1' } });

// POST /api/mng/childGame/dropDownList (the game travels as X-Game-Id, spec §5)
export const childGameDropDown = (gameId: number | string) =>
  api<ChildGame[]>('/mng/childGame/dropDownList', { gameId });
