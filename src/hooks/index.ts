import { useIntl, useSelector } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import type { RootState } from '@/models/types';

/**
 * Bits the platform screens share: translated text, game options with 通用[0], status badges. The sign-in page takes
 * useText from here, so the heavier hooks are imported by their own path (`@/hooks/useDraft` …): re-exported here,
 * useDraft brought its antd parts and the business-time code to the sign-in page (docs/rules.md "First download").
 */

/** docs/rules.md "General game": the general game is 0, labelled 通用[0]. */
export const GENERAL_GAME = 0;

export function useText() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}

/** Games the operator may use, optionally led by 通用[0]. */
export function useGameOptions(withGeneral = true) {
  const t = useText();
  const games = useSelector((s: RootState) => s.games.gameList);
  return useMemo(
    () => [
      ...(withGeneral ? [{ label: t('common.general'), value: GENERAL_GAME }] : []),
      ...games.map((g) => ({ label: g.name, value: g.id })),
    ],
    [games, withGeneral, t],
  );
}

/** id → the game's name (0 → 通用[0], unknown → #id). */
export function useGameName() {
  const t = useText();
  const games = useSelector((s: RootState) => s.games.gameList);
  return useCallback(
    (id: number | null | undefined) => {
      if (id === GENERAL_GAME) return t('common.general');
      if (id === null || id === undefined) return '';
      return games.find((g) => g.id === id)?.name || `#${id}`;
    },
    [games, t],
  );
}
