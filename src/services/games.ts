import { apiCall } from '@/request/endpoint';
import { HEADER } from '@/request/headers';

/** The games the person may use (the header's switcher, /gameSelect). */
export const queryMyGames = apiCall('/api/mng/game/myList', { headers: { Is_Need_Game_Id: '1' } });

/**
 * The child games of a game: the call is for that game (it may not be the session's yet, during a switch), so it
 * names it in its own X-Game-Id header (docs/rules.md "Request headers"); gameId never goes in a body ("Body filter").
 */
const dropDown = apiCall('/api/mng/childGame/dropDownList');
export const childGameDropDown = (gameId: number | string) =>
  dropDown({}, { headers: { [HEADER.gameId]: String(Number(gameId)) } });
