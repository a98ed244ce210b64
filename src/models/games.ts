import { childGameDropDown, queryMyGames } from '@/services/games';
import type { ChildGame, Game } from '@/services/types';
import { abortAll } from '@/request/abort';
import type { Envelope } from '@/request/errors';
import { PRELOAD_KEYS, takeOr } from '@/utils/preload';
import { getChildGameId, getGameId, session, STORAGE_KEYS } from '@/utils/storage';
import type { Action, EffectsCommands } from './dva';

/**
 * The games this person may use, the child games of the current one (childGameList, docs/rules.md "Client state")
 * and the choice, kept in session storage (GAME_ID, CHILD_GAME_ID) so it survives reloads. `generation` changes on
 * every switch: the workspace rebuilds its open screens so each reloads its data for the new game.
 */
export interface GamesModelState {
  gameList: Game[];
  gamesLoaded: boolean;
  childGameList: ChildGame[];
  currentGameId: string | null;
  currentChildGameId: string | null;
  generation: number;
}

export const initialGamesState = (): GamesModelState => ({
  gameList: [],
  gamesLoaded: false,
  childGameList: [],
  currentGameId: getGameId(),
  currentChildGameId: getChildGameId(),
  generation: 0,
});

const GamesModel = {
  namespace: 'games' as const,
  state: initialGamesState(),
  effects: {
    *fetchGames(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(takeOr, PRELOAD_KEYS.games, queryMyGames)) as Envelope<Game[]>;
        yield put({ type: 'saveGames', payload: res.data });
        return res.data;
      } catch {
        yield put({ type: 'saveGames', payload: [] });
        return [];
      }
    },
    *fetchChildGames({ payload }: Action<string | number>, { call, put }: EffectsCommands) {
      if (payload === undefined || payload === null || payload === '') return;
      try {
        const res = (yield call(takeOr, PRELOAD_KEYS.childGames(payload), () =>
          childGameDropDown(payload),
        )) as Envelope<ChildGame[]>;
        yield put({ type: 'saveChildGames', payload: res.data });
      } catch {
        yield put({ type: 'saveChildGames', payload: [] });
      }
    },
    *selectGame({ payload }: Action<string | number>, { put }: EffectsCommands) {
      const id = String(payload);
      abortAll();
      session.set(STORAGE_KEYS.gameId, id);
      session.remove(STORAGE_KEYS.childGameId);
      yield put({ type: 'setGame', payload: id });
      yield put({ type: 'fetchChildGames', payload: id });
    },
    *selectChildGame({ payload }: Action<string | number | null>, { put }: EffectsCommands) {
      abortAll();
      if (payload === null || payload === undefined || payload === '') session.remove(STORAGE_KEYS.childGameId);
      else session.set(STORAGE_KEYS.childGameId, String(payload));
      yield put({ type: 'setChildGame', payload: payload === null || payload === undefined ? null : String(payload) });
    },
  },
  reducers: {
    saveGames(state: GamesModelState, { payload }: Action<Game[]>): GamesModelState {
      return { ...state, gameList: payload || [], gamesLoaded: true };
    },
    saveChildGames(state: GamesModelState, { payload }: Action<ChildGame[]>): GamesModelState {
      return { ...state, childGameList: payload || [] };
    },
    setGame(state: GamesModelState, { payload }: Action<string>): GamesModelState {
      return {
        ...state,
        currentGameId: payload ?? null,
        currentChildGameId: null,
        childGameList: [],
        generation: state.generation + 1,
      };
    },
    setChildGame(state: GamesModelState, { payload }: Action<string | null>): GamesModelState {
      return { ...state, currentChildGameId: payload ?? null, generation: state.generation + 1 };
    },
  },
};

export default GamesModel;
