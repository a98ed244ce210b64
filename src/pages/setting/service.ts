import type { CreateOptions } from '@/request';
import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** Game settings: child games of the current parent game (/setting/gamesConfig/child). */

/** A child game as the list shows it. */
export type ChildRow = DataOf<'/api/mng/childGame/page'>['list'][number];
export type ChildGamePayload = Partial<RequestOf<'/api/mng/childGame/edit'>>;

export const pageChildGames = apiCall('/api/mng/childGame/page');

const add = fromForm(apiCall('/api/mng/childGame/add', { headers: { Is_Need_Child_Game_Id: '1' } }));
/**
 * Adds a child game (header Is_Need_Child_Game_Id = 1): the child game the screen names (the one chosen in the
 * header) goes in the body as bodyChildGameId; none is sent when the screen names none (docs/rules.md "Request
 * headers").
 */
export const addChildGame = (
  payload: ChildGamePayload,
  childGameId: string | number | null | undefined,
  options: CreateOptions,
) => add({ ...payload, childGameId } as ChildGamePayload, options);

export const editChildGame = fromForm(apiCall('/api/mng/childGame/edit'));
export const deleteChildGame = apiCall('/api/mng/childGame/delete');
