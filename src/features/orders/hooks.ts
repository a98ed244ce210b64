import { useSelector } from '@umijs/max';
import { useMemo } from 'react';
import type { RootState } from '@/models/types';

/** Presets a list's search form from the screen's address and searches, whenever the address changes. */
export { useAddressPreset } from '@/components/CrudTable/address';

/** The current game's child games as select options (the header switcher's list). */
export function useChildGameOptions() {
  const list = useSelector((s: RootState) => s.games.childGameList);
  return useMemo(() => list.map((g) => ({ label: g.name, value: g.id })), [list]);
}
