import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import { childGameDropDown, queryMyGames } from '@/services/games';
import { PUBLIC_PATHS } from './bootstrap';
import { getGameId, local, STORAGE_KEYS } from './storage';

/**
 * Render-as-you-fetch for the console's start. The security wrapper asks for the person, their menu entries, their
 * games and the current game's child games only once its code and the layouts' have arrived and run (about 1.3 s
 * after the first script on a cold load at 4× CPU, `npm run bench`); started from src/app.tsx before the first
 * render, the answers are there by then. Each early answer is taken once, by the model effect that would have made
 * the call (`takeOr`); a model that finds none calls as usual, so later loads (a game switch) are unchanged.
 */
const early = new Map<string, Promise<unknown>>();

/** Starts `load` now and keeps its answer for the first `takeOr(key, …)`. A second preload of the key is ignored. */
export function preload<T>(key: string, load: () => Promise<T>): void {
  if (early.has(key)) return;
  const answer = load();
  // a failure is reported by the request layer; the model that takes the answer sees it rejected
  answer.catch(() => undefined);
  early.set(key, answer);
}

/** The early answer for `key` (once), else a fresh call of `load`. */
export function takeOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  const answer = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return answer ?? load();
}

export const PRELOAD_KEYS = {
  currentUser: 'currentUser',
  menu: 'menu',
  games: 'games',
  childGames: (gameId: string | number) => `childGames:${gameId}`,
};

/** The console's start-up calls, when there is a session and the page is one of the console's. */
export function preloadConsole(pathname: string = window.location.pathname): boolean {
  if (!local.get(STORAGE_KEYS.sToken)) return false;
  if (PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  preload(PRELOAD_KEYS.currentUser, queryCurrentUser);
  preload(PRELOAD_KEYS.menu, queryMenuEntries);
  preload(PRELOAD_KEYS.games, queryMyGames);
  const gameId = getGameId();
  if (gameId) preload(PRELOAD_KEYS.childGames(gameId), () => childGameDropDown(gameId));
  return true;
}
