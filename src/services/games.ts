import { apiCall } from '@/request/endpoint';

/** The games the person may use (the header's switcher, /gameSelect). */
export const queryMyGames = apiCall('/api/mng/game/myList', { headers: { Is_Need_Game_Id: '1' } });

/** The child games of a game: the game travels as X-Game-Id (docs/rules.md "Body filter"). */
const dropDown = apiCall('/api/mng/childGame/dropDownList');
export const childGameDropDown = (gameId: number | string) => dropDown({ gameId: Number(gameId) });
