/** Every browser-storage key the console uses (docs/rules.md "Storage keys"). */
export const STORAGE_KEYS = {
  /** local: the single-sign-on ticket from the portal, as received. */
  saToken: 'saToken',
  /** local: the session token sent as header `satoken` and used in form signatures. */
  sToken: 'sToken',
  /** session: the current game, sent as X-Game-Id. */
  gameId: 'GAME_ID',
  /** session: the current child game, sent as X-Child-Game-Id when a call names none. */
  childGameId: 'CHILD_GAME_ID',
  /** local: the interface language (umi's locale plugin reads it too). */
  locale: 'umi_locale',
  /** session: the signed-in person's authority (granted resource paths, docs/rules.md "Routes and authority"). */
  authority: 'packing-tools-authority',
  /** local: the operator's layout settings (settings drawer). */
  layoutSettings: 'layout-settings',
  /** local: the command palette's recently opened records, of the signed-in person. */
  paletteRecent: 'palette-recent',
  /** local, a prefix: `draft:<person>:<form>:<record>`, an editor's unsaved input (docs/rules.md "Drafts"). */
  draftPrefix: 'draft:',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (k: string): string | null => safe(() => window.localStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.localStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.localStorage.removeItem(k), undefined),
  clear: () => safe(() => window.localStorage.clear(), undefined),
  /** every key held (none when the storage refuses) */
  keys: (): string[] =>
    safe(() => Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? ''), []),
};

export const session = {
  get: (k: string): string | null => safe(() => window.sessionStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => window.sessionStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => window.sessionStorage.removeItem(k), undefined),
  clear: () => safe(() => window.sessionStorage.clear(), undefined),
};

export const getToken = () => local.get(STORAGE_KEYS.sToken);
export const getGameId = () => session.get(STORAGE_KEYS.gameId);
export const getChildGameId = () => session.get(STORAGE_KEYS.childGameId);
