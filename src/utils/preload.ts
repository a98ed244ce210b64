import { loadViews } from '@/services/views';
import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import { childGameDropDown, queryMyGames } from '@/services/games';
import { PUBLIC_PATHS } from './bootstrap';
import { getGameId, local, STORAGE_KEYS } from './storage';

/**
 * Render-as-you-fetch for the console's start. The security wrapper asks for the person, their menu entries, their
 * games and the current game's child games only once its code and the layouts' have arrived and run (about 1.3 s
 * after the first script on a cold load at 4× CPU, `npm run bench`); started from src/app.tsx before the first
 * render, the answers are there by then. Each early answer is taken once, by the model effect that would have made
 * the call (`takeOr`); a model that finds none calls as usual, so later loads (a game switch) are unchanged. The same
 * mechanism starts a list's first page while the table first renders (src/components/CrudTable/adapter.ts).
 */
/** An early call: its answer, when it was started, and its value once it has arrived. */
interface EarlyCall {
  answer: Promise<unknown>;
  at: number;
  arrived?: { value: unknown };
  /** when a render first took the arrived answer */
  takenAt?: number;
}

const early = new Map<string, EarlyCall>();

/**
 * How long an untaken early call made while a screen renders may be handed to a render React redoes (older ones are
 * not reused: data moves on).
 */
export const EARLY_REUSE_MS = 1500;

/**
 * Starts `load` now and keeps its answer for the first take of `key`. A second preload of the key while the answer is
 * untaken (and, with `reuseMs`, younger than that) gets the call already made, not a second one.
 */
export function preload<T>(
  key: string,
  load: () => Promise<T>,
  reuseMs = Number.POSITIVE_INFINITY,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<T> {
  const prior = early.get(key);
  if (prior && Date.now() - prior.at < reuseMs) return prior.answer as Promise<T>;
  const answer = load();
  const entry: EarlyCall = { answer, at: Date.now() };
  answer.then(
    (value) => {
      entry.arrived = { value };
    },
    () => {
      // a failure is reported by the request layer, and whoever takes the answer sees it rejected; a quiet call's
      // failure (a call made before the screen is known to be allowed) is forgotten: the screen calls afresh
      if (quiet && early.get(key) === entry) early.delete(key);
    },
  );
  early.set(key, entry);
  return answer;
}

/**
 * The early answer for `key` if it has already arrived, else undefined and the call stays for `take`. A screen that
 * finds it renders with it in its first render, instead of rendering again, whole, when it arrives. It is handed over
 * for EARLY_REUSE_MS after the first take, so a first render React retries (it suspended and threw its state away)
 * or a remount right after gets the same answer instead of a second call; after that it is gone (another visit asks
 * afresh).
 */
export function takeArrived<T>(key: string): { value: T } | undefined {
  const entry = early.get(key);
  if (!entry?.arrived) return undefined;
  const now = Date.now();
  entry.takenAt ??= now;
  if (now - entry.takenAt >= EARLY_REUSE_MS) {
    early.delete(key);
    return undefined;
  }
  return entry.arrived as { value: T };
}

/** The early answer for `key`, once (later takes get undefined). */
export function take<T>(key: string): Promise<T> | undefined {
  const entry = early.get(key);
  early.delete(key);
  return entry?.answer as Promise<T> | undefined;
}

/** The early answer for `key` (once), else a fresh call of `load`. */
export function takeOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  return take<T>(key) ?? load();
}

export const PRELOAD_KEYS = {
  currentUser: 'currentUser',
  menu: 'menu',
  games: 'games',
  childGames: (gameId: string | number) => `childGames:${gameId}`,
};

/**
 * The console's start-up calls, when there is a session and the page is one of the console's. The person's saved
 * table views are read with them (their own once-per-session cache): a list that finds them read opens under its
 * default view in its first render, instead of rendering again, whole, when they arrive after it.
 */
export function preloadConsole(pathname: string = window.location.pathname): boolean {
  if (!local.get(STORAGE_KEYS.sToken)) return false;
  if (PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  preload(PRELOAD_KEYS.currentUser, queryCurrentUser);
  preload(PRELOAD_KEYS.menu, queryMenuEntries);
  preload(PRELOAD_KEYS.games, queryMyGames);
  const gameId = getGameId();
  if (gameId) preload(PRELOAD_KEYS.childGames(gameId), () => childGameDropDown(gameId));
  loadViews().catch(() => undefined);
  return true;
}
