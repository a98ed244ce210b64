import type { AppRoute } from '../../../config/routeDefine';
import { allRoutePaths, routeInfo } from '@/utils/routeTable';
import PINYIN_INITIALS from './pinyinInitials';
import type { Candidate } from './match';

/**
 * The screens the palette offers (docs/rules.md "Command palette"): every screen of the main layout that the side
 * menu would list, plus the hidden screens that stand alone, marked `palette: true` in config/routes.ts (the personal
 * page; a game's lines, child games and interface info, which work on the current game; every vendor's SDK
 * versions). Hidden pages that need a record (details, create/edit pages) are not offered: they are reached from
 * their list, and come back as recent records. Only screens the person may open: the route and every group above it
 * must be granted (`canRoute`, as the menu and the workspace's 403 check).
 */
const MAIN_LAYOUT = '@/layouts/BasicLayout';

type Title = (id: string) => string;

export function offeredScreens(): Array<{ path: string; chain: AppRoute[] }> {
  return allRoutePaths()
    .map((path) => ({ path, info: routeInfo(path) }))
    .filter(({ info }) => {
      if (!info?.route.component || info.route.routes || !info.route.name) return false;
      if (!info.chain.some((r) => r.component === MAIN_LAYOUT)) return false;
      return !info.route.hideInMenu || info.route.palette === true;
    })
    .map(({ path, info }) => ({ path, chain: (info as NonNullable<typeof info>).chain }));
}

/** The offered screens the person may open, as palette candidates titled in the current language. */
export function screenCandidates(canRoute: (chain: AppRoute[]) => boolean, title: Title): Candidate[] {
  return offeredScreens()
    .filter((s) => canRoute(s.chain))
    .map(({ path, chain }) => {
      const route = chain[chain.length - 1];
      const group = chain.length > 1 ? chain[chain.length - 2] : undefined;
      const key = `menu.${route.name}`;
      const groupKey = group?.name && group.routes && group.path !== '/' ? `menu.${group.name}` : undefined;
      return {
        id: `screen:${path}`,
        kind: 'screen' as const,
        title: title(key),
        subtitle: groupKey ? title(groupKey) : undefined,
        path,
        initials: PINYIN_INITIALS[key],
        keywords: groupKey && PINYIN_INITIALS[groupKey] ? [PINYIN_INITIALS[groupKey]] : undefined,
      };
    });
}
