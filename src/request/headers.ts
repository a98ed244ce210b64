import type { Plain } from './bodyFilter';

/**
 * The headers of docs/rules.md "Request headers". `satoken` from the stored session token; X-Game-Id from session
 * storage GAME_ID, unless the call says Is_Need_Game_Id: 1 (a `gameId` in the call's data does not change it: a call
 * for another game sets the header itself, and explicit headers win); X-Child-Game-Id from the call's own
 * child game (the filtered childGameId, docs/rules.md "Body filter"), else the header's child-game choice
 * (CHILD_GAME_ID), unless Is_Need_Child_Game_Id: 1, in which case that child game goes in the body as
 * bodyChildGameId. Accept-Language from the interface language (the browser's own header would follow the browser,
 * not the language picked in the console). Headers the caller sets explicitly always win.
 */
export const HEADER = {
  token: 'satoken',
  gameId: 'X-Game-Id',
  childGameId: 'X-Child-Game-Id',
  needGameId: 'Is_Need_Game_Id',
  needChildGameId: 'Is_Need_Child_Game_Id',
  language: 'Accept-Language',
} as const;

export interface HeaderContext {
  token: string | null;
  gameId: string | null;
  /** the header's child-game choice (CHILD_GAME_ID): used when the call names no child game of its own */
  childGameId?: string | null;
  /** the interface language (zh-CN|en-US|pt-BR|zh-TW): the backend answers tips/msg in it */
  locale?: string | null;
}

const isOne = (v: unknown) => v === 1 || v === '1';

/** undefined, null and '' carry no value (the same rule as the body filter). */
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The call's own value when it has one, else the stored one. */
const pick = (own: unknown, stored: string | number | null): unknown => (present(own) ? own : stored);

function hasHeader(headers: Record<string, string>, name: string) {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((k) => k.toLowerCase() === lower);
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(headers).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : headers[key];
}

export function buildHeaders(
  explicit: Record<string, string> | undefined,
  filtered: Plain,
  ctx: HeaderContext,
): { headers: Record<string, string>; bodyExtra: Plain } {
  const given = { ...(explicit || {}) };
  const headers: Record<string, string> = {};
  const bodyExtra: Plain = {};

  if (ctx.token) headers[HEADER.token] = ctx.token;
  if (ctx.locale) headers[HEADER.language] = ctx.locale;

  // the session's game, never the call's data: a call for another game names it in its own X-Game-Id header
  const gameId = ctx.gameId;
  if (!isOne(headerValue(given, HEADER.needGameId)) && present(gameId)) {
    headers[HEADER.gameId] = String(gameId);
  }

  // the stored choice is text; an id travels in a body as the number it is
  const stored = ctx.childGameId ?? null;
  const childGameId = pick(filtered.childGameId, stored !== null && /^\d+$/.test(stored) ? Number(stored) : stored);
  const hasChild = present(childGameId);
  if (isOne(headerValue(given, HEADER.needChildGameId))) {
    if (hasChild) bodyExtra.bodyChildGameId = childGameId;
  } else if (hasChild) {
    headers[HEADER.childGameId] = String(childGameId);
  }

  // explicit headers win, whatever their case
  Object.keys(given).forEach((k) => {
    Object.keys(headers).forEach((h) => {
      if (h.toLowerCase() === k.toLowerCase()) delete headers[h];
    });
    headers[k] = given[k];
  });
  return { headers, bodyExtra };
}

export { hasHeader };
