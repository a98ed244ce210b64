import { api } from '@/request';
import type { MenuEntry, Page, PageQuery } from '@/services/types';

/**
 * Platform configuration and everyday pages (mock/_contract/platform.ts). The request layer never sends `gameId` in a
 * body (spec §5), so a record's game goes as `scopeGameId` (0 general, 通用[0]) or `parentGameId`. Row shapes are
 * type aliases (not interfaces) so they fit CrudTable's Record<string, unknown> rows.
 */

// ---- menu entries (spec §3) ----
export type MenuEntryPayload = {
  id?: number;
  parentId?: number;
  name?: string;
  type?: number;
  uri?: string;
  scopeGameId?: number;
  sortNumber?: number;
  icon?: string;
  hidden?: boolean;
};

// POST /api/mng/menu/add
export const addMenuEntry = (payload: MenuEntryPayload) => api<{ id: number }>('/mng/menu/add', payload);
// POST /api/mng/menu/edit
export const editMenuEntry = (payload: MenuEntryPayload & { id: number }) => api<MenuEntry>('/mng/menu/edit', payload);
// POST /api/mng/menu/delete
export const deleteMenuEntry = (payload: { id: number }) => api<null>('/mng/menu/delete', payload);
// POST /api/mng/menu/sort
export const sortMenuEntries = (payload: { parentId: number; ids: number[] }) => api<null>('/mng/menu/sort', payload);

// ---- dictionaries ----
export type DictType = {
  id: number;
  code: string;
  name: string;
  description?: string;
  status: number;
  builtIn: boolean;
  itemCount: number;
  created?: number;
  updated?: number;
};

export type DictItem = {
  id: number;
  typeId: number;
  label: string;
  value: string;
  sort: number;
  color: string;
  status: number;
  created?: number;
  updated?: number;
};

// POST /api/mng/dict/type/page
export const pageDictTypes = (query: PageQuery) => api<Page<DictType>>('/mng/dict/type/page', query);
// POST /api/mng/dict/type/add
export const addDictType = (payload: Partial<DictType>) => api<{ id: number }>('/mng/dict/type/add', payload);
// POST /api/mng/dict/type/edit
export const editDictType = (payload: Partial<DictType> & { id: number }) => api<null>('/mng/dict/type/edit', payload);
// POST /api/mng/dict/type/delete
export const deleteDictType = (payload: { id: number }) => api<null>('/mng/dict/type/delete', payload);
// POST /api/mng/dict/item/page
export const pageDictItems = (query: PageQuery) => api<Page<DictItem>>('/mng/dict/item/page', query);
// POST /api/mng/dict/item/add
export const addDictItem = (payload: Partial<DictItem>) => api<{ id: number }>('/mng/dict/item/add', payload);
// POST /api/mng/dict/item/edit
export const editDictItem = (payload: Partial<DictItem> & { id: number }) => api<null>('/mng/dict/item/edit', payload);
// POST /api/mng/dict/item/delete
export const deleteDictItem = (payload: { id: number }) => api<null>('/mng/dict/item/delete', payload);

// ---- app keys ----
export type SecretField = 'appSecret' | 'payKey';

export type AppKey = {
  id: number;
  gameId: number;
  gameName: string;
  appKey: string;
  appSecret: string;
  payKey: string;
  rsaPublicKey: string;
  rsaFingerprint?: string;
  remark?: string;
  updated: number;
  updatedBy?: string;
  secretRotated?: number;
  payKeyRotated?: number;
};

// POST /api/mng/key/page
export const pageAppKeys = (query: PageQuery) => api<Page<AppKey>>('/mng/key/page', query);
// POST /api/mng/key/add
export const addAppKey = (payload: { parentGameId: number; rsaPublicKey?: string; remark?: string }) =>
  api<{ id: number }>('/mng/key/add', payload);
// POST /api/mng/key/edit
export const editAppKey = (payload: { id: number; rsaPublicKey?: string; remark?: string }) =>
  api<null>('/mng/key/edit', payload);
// POST /api/mng/key/delete
export const deleteAppKey = (payload: { id: number }) => api<null>('/mng/key/delete', payload);
// POST /api/mng/key/reveal
export const revealAppKey = (payload: { id: number; field: SecretField; reason: string }) =>
  api<{ field: SecretField; value: string }>('/mng/key/reveal', payload);
// POST /api/mng/key/rotate
export const rotateAppKey = (payload: { id: number; field: SecretField }) =>
  api<{ field: SecretField; masked: string }>('/mng/key/rotate', payload);

// ---- parent games (the /mng/game/* endpoints of mock/games.ts) ----
export type ParentGame = {
  id: number;
  name: string;
  alias: string;
  icon: string;
  region: 'domestic' | 'overseas';
  entity: string;
  project: string;
  status: number;
  created?: number;
  childGameCount: number;
};

export type ParentGamePayload = Partial<Omit<ParentGame, 'childGameCount' | 'created'>>;

// POST /api/mng/game/page
export const pageGames = (query: PageQuery) => api<Page<ParentGame>>('/mng/game/page', query);
// POST /api/mng/game/add
export const addGame = (payload: ParentGamePayload) => api<{ id: number }>('/mng/game/add', payload);
// POST /api/mng/game/edit
export const editGame = (payload: ParentGamePayload & { id: number }) => api<null>('/mng/game/edit', payload);
// POST /api/mng/game/delete
export const deleteGame = (payload: { id: number }) => api<null>('/mng/game/delete', payload);

// ---- which games each person may use (/unity/people) ----
export type GameAccessRow = {
  personId: number;
  account: string;
  name: string;
  departmentName?: string;
  allGames?: boolean;
  gameIds: number[];
  games: Array<{ id: number; name: string }>;
};

// POST /api/mng/game/access/list
export const pageGameAccess = (query: PageQuery) => api<Page<GameAccessRow>>('/mng/game/access/list', query);
// POST /api/mng/game/access/set
export const setGameAccess = (payload: { personId: number; gameIds: number[] }) =>
  api<null>('/mng/game/access/set', payload);
