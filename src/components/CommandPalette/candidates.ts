import type { AppRoute } from '../../../config/routeDefine';
import { routeInfo } from '@/utils/routeTable';
import type { Candidate } from './match';
import PINYIN_INITIALS from './pinyinInitials';
import type { RecentRecord } from './recent';

/** What Enter does with a candidate that is not a screen or record (docs/rules.md "Command palette"). */
export type PaletteAction = { type: 'game'; gameId: number } | { type: 'locale'; locale: string } | { type: 'logout' };

export interface PaletteCandidate extends Candidate {
  action?: PaletteAction;
}

type Text = (id: string, values?: Record<string, string | number>) => string;

/** The person's recent records they may still open, titled "<screen> #<id>" (or the query when there is no id). */
export function recordCandidates(
  recents: readonly RecentRecord[],
  canRoute: (chain: AppRoute[]) => boolean,
  t: Text,
): PaletteCandidate[] {
  return recents.flatMap((r) => {
    const [pathname, query = ''] = r.address.split('?');
    const info = routeInfo(pathname);
    if (!info?.route.name || !canRoute(info.chain)) return [];
    const params = new URLSearchParams(query);
    const id = params.get('id');
    const which = id ? `#${id}` : Array.from(params.values()).join(' · ');
    const key = `menu.${info.route.name}`;
    return [
      {
        id: `record:${r.address}`,
        kind: 'record' as const,
        title: `${t(key)} ${which}`.trim(),
        subtitle: t('palette.kind.record'),
        path: r.address,
        initials: PINYIN_INITIALS[key],
      },
    ];
  });
}

/** Switch game (each other game the person has), switch language (each other language), sign out. */
export function actionCandidates(o: {
  games: ReadonlyArray<{ id: number; name: string }>;
  currentGameId: string | null;
  locales: ReadonlyArray<{ key: string; label: string }>;
  currentLocale: string;
  t: Text;
}): PaletteCandidate[] {
  const { t } = o;
  const games = o.games
    .filter((g) => String(g.id) !== o.currentGameId)
    .map((g) => ({
      id: `game:${g.id}`,
      kind: 'action' as const,
      title: t('palette.action.game', { name: g.name }),
      subtitle: t('palette.kind.action'),
      keywords: ['game', t('palette.keyword.game')],
      action: { type: 'game' as const, gameId: g.id },
    }));
  const locales = o.locales
    .filter((l) => l.key !== o.currentLocale)
    .map((l) => ({
      id: `locale:${l.key}`,
      kind: 'action' as const,
      title: t('palette.action.locale', { name: l.label }),
      subtitle: t('palette.kind.action'),
      keywords: ['language', l.key, t('palette.keyword.locale')],
      action: { type: 'locale' as const, locale: l.key },
    }));
  const logout: PaletteCandidate = {
    id: 'logout',
    kind: 'action',
    title: t('palette.action.logout'),
    subtitle: t('palette.kind.action'),
    keywords: ['logout', 'sign out'],
    action: { type: 'logout' },
  };
  return [...locales, logout, ...games];
}
