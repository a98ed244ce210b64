import { api } from '@/request';
import type { ChildGame, Game, Page, PageQuery } from './types';

// POST /api/mng/game/myList
export const queryMyGames = () => api<Game[]>('/mng/game/myList', undefined, { headers: { Is_Need_Game_Id: '1' } });

// POST /api/mng/childGame/dropDownList (the game travels as X-Game-Id, spec §5)
export const childGameDropDown = (gameId: number | string) =>
  api<ChildGame[]>('/mng/childGame/dropDownList', { gameId });

export interface ChildGamePayload {
  id?: number;
  name?: string;
  platform?: string;
  packageName?: string;
  type?: number;
  status?: number;
}

// POST /api/mng/childGame/page
export const pageChildGames = (query: PageQuery) => api<Page<ChildGame>>('/mng/childGame/page', query);

// POST /api/mng/childGame/add (header Is_Need_Child_Game_Id = 1, spec §7): the child game the screen names (the one
// chosen in the header) goes in the body as bodyChildGameId; none is sent when the screen names none
export const addChildGame = (payload: ChildGamePayload, childGameId?: string | number | null) =>
  api<ChildGame>('/mng/childGame/add', { ...payload, childGameId }, { headers: { Is_Need_Child_Game_Id: '1' } });

// POST /api/mng/childGame/edit
export const editChildGame = (payload: ChildGamePayload) => api<ChildGame>('/mng/childGame/edit', payload);

// POST /api/mng/childGame/delete
export const deleteChildGame = (payload: { id: number; type?: number }) => api<null>('/mng/childGame/delete', payload);
