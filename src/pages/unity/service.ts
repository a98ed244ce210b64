import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/**
 * Platform configuration (/unity/*): menu entries, dictionaries, app keys, parent games and who may use which game.
 * Shapes come from the API contract. The request layer never sends `gameId` in a body (docs/rules.md "Body filter"),
 * so a record's game goes as `scopeGameId` (0 general, 通用[0]) or `parentGameId`.
 */

// ---- menu entries ----
export type MenuEntryPayload = Partial<RequestOf<'/api/mng/menu/add'>> & { id?: number };
export const addMenuEntry = fromForm(apiCall('/api/mng/menu/add'));
export const editMenuEntry = fromForm(apiCall('/api/mng/menu/edit'));
export const deleteMenuEntry = apiCall('/api/mng/menu/delete');
export const sortMenuEntries = apiCall('/api/mng/menu/sort');

// ---- dictionaries ----
export type DictType = DataOf<'/api/mng/dict/type/page'>['list'][number];
export type DictItem = DataOf<'/api/mng/dict/item/page'>['list'][number];
export const pageDictTypes = apiCall('/api/mng/dict/type/page');
export const addDictType = fromForm(apiCall('/api/mng/dict/type/add'));
export const editDictType = fromForm(apiCall('/api/mng/dict/type/edit'));
export const deleteDictType = apiCall('/api/mng/dict/type/delete');
export const pageDictItems = apiCall('/api/mng/dict/item/page');
export const addDictItem = fromForm(apiCall('/api/mng/dict/item/add'));
export const editDictItem = fromForm(apiCall('/api/mng/dict/item/edit'));
export const deleteDictItem = apiCall('/api/mng/dict/item/delete');

// ---- app keys (secrets masked; revealing one asks a reason and is logged) ----
export type AppKey = DataOf<'/api/mng/key/page'>['list'][number];
export type SecretField = RequestOf<'/api/mng/key/reveal'>['field'];
export const pageAppKeys = apiCall('/api/mng/key/page');
export const addAppKey = apiCall('/api/mng/key/add');
export const editAppKey = apiCall('/api/mng/key/edit');
export const deleteAppKey = apiCall('/api/mng/key/delete');
export const revealAppKey = apiCall('/api/mng/key/reveal');
export const rotateAppKey = apiCall('/api/mng/key/rotate');

// ---- parent games ----
export type ParentGame = DataOf<'/api/mng/game/page'>['list'][number];
export type ParentGamePayload = Partial<RequestOf<'/api/mng/game/add'>>;
export const pageGames = apiCall('/api/mng/game/page');
export const addGame = fromForm(apiCall('/api/mng/game/add'));
export const editGame = fromForm(apiCall('/api/mng/game/edit'));
export const deleteGame = apiCall('/api/mng/game/delete');

// ---- which games each person may use (/unity/people) ----
export type GameAccessRow = DataOf<'/api/mng/game/access/list'>['list'][number];
export const pageGameAccess = apiCall('/api/mng/game/access/list');
export const setGameAccess = apiCall('/api/mng/game/access/set');

// ---- anti-addiction, the platform's rules (screens: src/features/antiAddiction) ----
export const platformAntiAddiction = {
  get: apiCall('/api/unity/antiAddiction/get'),
  edit: apiCall('/api/unity/antiAddiction/edit'),
  reveal: apiCall('/api/unity/antiAddiction/reveal'),
  check: apiCall('/api/unity/antiAddiction/check'),
};
