import { useMemo } from 'react';
import { GAME_REGIONS } from '@/contract/setting/games/values';
import { useText } from '@/hooks';

/** The game types (domestic / overseas) as a ProTable valueEnum. */
export function useGameRegionEnum() {
  const t = useText();
  return useMemo(
    () =>
      Object.fromEntries(
        GAME_REGIONS.map((r) => [
          r,
          { text: t(`pages.setting.games.region.${r}`), color: r === 'overseas' ? 'purple' : 'blue' },
        ]),
      ),
    [t],
  );
}
