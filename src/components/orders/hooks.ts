import type { ProFormInstance } from '@ant-design/pro-components';
import { useSelector } from '@umijs/max';
import { useEffect, useMemo, type MutableRefObject } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import { presetFromAddress } from './filters';

/** Presets a list's search form from the screen's address and searches (filters.ts), whenever the address changes. */
export function useAddressPreset(
  formRef: MutableRefObject<ProFormInstance | undefined>,
  opts: Parameters<typeof presetFromAddress>[1],
) {
  const { query, search } = usePaneLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: presets apply only when the address changes, not on every render
  useEffect(() => {
    const values = presetFromAddress(query, opts);
    if (!values) return;
    formRef.current?.setFieldsValue(values);
    formRef.current?.submit();
  }, [search]);
}

/** The current game's child games as select options (the header switcher's list). */
export function useChildGameOptions() {
  const list = useSelector((s: RootState) => s.games.childGameList);
  return useMemo(() => list.map((g) => ({ label: g.name, value: g.id })), [list]);
}
