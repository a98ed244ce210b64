import { defineApi, found, type ApiContext } from '../core/defineApi';
import { getStore, nextId } from '../core/store';
import { applyPatch } from '../access/index';
import type { MenuEntry } from '../core/types';
import { PLATFORM_MESSAGES } from '../platform';
import { fail } from '../core/messageBook';

/**
 * Menu entries (docs/rules.md "Menu entries", /unity/menu): a tree under the root id 0 per game (gameId 0 general).
 * The list the side menu reads is POST /api/mng/menu/list (mock/auth.ts); it carries the `hidden` flag these
 * handlers set.
 */
export type PlatformMenuEntry = MenuEntry & { hidden?: boolean };

const MENU_FIELDS: Array<keyof PlatformMenuEntry> = [
  'parentId',
  'name',
  'type',
  'uri',
  'gameId',
  'sortNumber',
  'icon',
  'hidden',
];

const entries = () => getStore().menus as PlatformMenuEntry[];

const snapshot = (e: PlatformMenuEntry): PlatformMenuEntry & { hidden: boolean } => ({
  ...e,
  hidden: Boolean(e.hidden),
});

/** The entry and every entry below it. */
export function subtreeIds(id: number, list: MenuEntry[]): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i += 1) {
    list.filter((e) => e.parentId === out[i] && e.id !== out[i]).forEach((e) => out.push(e.id));
  }
  return out;
}

function checkParent(ctx: ApiContext<unknown>, parentId: number) {
  if (parentId !== 0 && !entries().some((e) => e.id === parentId))
    fail(ctx.lang, 'A0402', PLATFORM_MESSAGES.menuParentMissing, { id: parentId });
}

function checkGame(ctx: ApiContext<unknown>, gameId: number) {
  if (gameId !== 0 && !getStore().games.some((g) => g.id === gameId))
    fail(ctx.lang, 'A0400', PLATFORM_MESSAGES.gameMissing, { id: gameId });
}

/** A menu uri may appear once per game scope: two entries clash when one is general or both are for the same game. */
function checkUriFree(ctx: ApiContext<unknown>, entry: Pick<MenuEntry, 'type' | 'uri' | 'gameId'>, self = -1) {
  if (entry.type !== 1 || !entry.uri) return;
  const clash = entries().find(
    (e) =>
      e.id !== self &&
      e.type === 1 &&
      e.uri === entry.uri &&
      (e.gameId === 0 || entry.gameId === 0 || e.gameId === entry.gameId),
  );
  if (clash)
    fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.menuUriTaken, {
      uri: entry.uri,
      name: clash.name,
    });
}

const nextSort = (parentId: number) =>
  entries()
    .filter((e) => e.parentId === parentId)
    .reduce((m, e) => Math.max(m, e.sortNumber), 0) + 10;

export const menuApi = {
  'POST /api/mng/menu/add': defineApi('/api/mng/menu/add', {}, (ctx) => {
    const b = ctx.body;
    ctx.audit({ target: `菜单 ${b.name}` });
    checkParent(ctx, b.parentId);
    checkGame(ctx, b.scopeGameId);
    const entry: PlatformMenuEntry = {
      id: nextId('menu'),
      parentId: b.parentId,
      name: b.name,
      type: b.type,
      uri: b.uri || '',
      gameId: b.scopeGameId,
      sortNumber: b.sortNumber ?? nextSort(b.parentId),
      icon: b.icon || '',
      hidden: Boolean(b.hidden),
    };
    checkUriFree(ctx, entry);
    entries().push(entry);
    ctx.audit({ after: snapshot(entry) });
    return { id: entry.id };
  }),

  'POST /api/mng/menu/edit': defineApi(
    '/api/mng/menu/edit',
    {
      latest: (ctx, id) =>
        snapshot(
          found(
            ctx,
            entries().find((e) => e.id === id),
            '菜单',
            id,
          ),
        ),
    },
    (ctx) => {
      const b = ctx.body;
      const entry = found(
        ctx,
        entries().find((e) => e.id === b.id),
        '菜单',
        b.id,
      );
      const before = snapshot(entry);
      ctx.audit({ target: `菜单 ${entry.name}`, before });
      if (b.parentId !== undefined && b.parentId !== entry.parentId) {
        checkParent(ctx, b.parentId);
        if (subtreeIds(entry.id, entries()).includes(b.parentId)) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.menuCycle);
      }
      if (b.scopeGameId !== undefined) checkGame(ctx, b.scopeGameId);
      const next: PlatformMenuEntry = { ...entry };
      applyPatch(next, { ...b, gameId: b.scopeGameId }, MENU_FIELDS);
      checkUriFree(ctx, next, entry.id);
      Object.assign(entry, next, { hidden: Boolean(next.hidden) });
      ctx.audit({ after: snapshot(entry) });
      return snapshot(entry);
    },
  ),

  'POST /api/mng/menu/delete': defineApi('/api/mng/menu/delete', {}, (ctx) => {
    const list = entries();
    const entry = found(
      ctx,
      list.find((e) => e.id === ctx.body.id),
      '菜单',
      ctx.body.id,
    );
    ctx.audit({ target: `菜单 ${entry.name}`, before: snapshot(entry) });
    const kids = list.filter((e) => e.parentId === entry.id).length;
    if (kids) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.menuHasChildren, { n: kids });
    list.splice(list.indexOf(entry), 1);
    return null;
  }),

  'POST /api/mng/menu/sort': defineApi('/api/mng/menu/sort', {}, (ctx) => {
    const { parentId, ids } = ctx.body;
    const list = entries();
    const parentName = parentId === 0 ? '根菜单' : list.find((e) => e.id === parentId)?.name;
    ctx.audit({ target: `菜单 ${parentName ?? `#${parentId}`} 的下级排序` });
    checkParent(ctx, parentId);
    const kids = list.filter((e) => e.parentId === parentId && e.id !== parentId);
    const same =
      ids.length === kids.length && new Set(ids).size === ids.length && kids.every((k) => ids.includes(k.id));
    if (!same) fail(ctx.lang, 'A0400', PLATFORM_MESSAGES.menuSortMismatch);
    const order = (rows: PlatformMenuEntry[]) =>
      Object.fromEntries(
        [...rows].sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id).map((e) => [e.name, e.sortNumber]),
      );
    const before = order(kids);
    ids.forEach((id, i) => {
      const e = kids.find((k) => k.id === id);
      if (e) e.sortNumber = (i + 1) * 10;
    });
    ctx.audit({ before, after: order(kids) });
    return null;
  }),
};
