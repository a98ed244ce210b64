import { api } from '@/request';
import type { ChildGame, Page, PageQuery } from '@/services/types';

/** Game settings: child games (/setting/gamesConfig/child). */
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

// POST /api/mng/childGame/add (header Is_Need_Child_Game_Id = 1, spec §7)
export const addChildGame = (payload: ChildGamePayload) =>
  api<ChildGame>('/mng/childGame/add', payload, { headers: { Is_Need_Child_Game_Id: '1' } });

// POST /api/mng/childGame/edit
export const editChildGame = (payload: ChildGamePayload) => api<ChildGame>('/mng/childGame/edit', payload);

// POST /api/mng/childGame/delete
export const deleteChildGame = (payload: { id: number; type?: number }) => api<null>('/mng/childGame/delete', payload);
