import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { queryDictData } from '@/services/dict';

/**
 * Options read from the dictionaries (edited on /unity/dicConfig; screens take their enums from there rather than
 * writing them out): a ProTable valueEnum per code (label and colour), falling back to `fallback` while loading, when
 * the read fails or when a dictionary is empty.
 */
export type ValueEnum = Record<string, { text: string; color?: string }>;

export function useDictEnums(codes: string[], fallback: Record<string, ValueEnum>): Record<string, ValueEnum> {
  const key = codes.join(',');
  // read again when the codes change; a failed read keeps what was there (the request layer showed the error)
  const { data } = useRequest(async () => (await queryDictData(key.split(','))).data || {}, { refreshDeps: [key] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers rebuild `fallback` on every render; a language change re-renders them anyway
  return useMemo(() => {
    const out: Record<string, ValueEnum> = {};
    key.split(',').forEach((code) => {
      const items = data?.[code] || [];
      out[code] = items.length
        ? Object.fromEntries(items.map((i) => [i.value, { text: i.label, color: i.color || undefined }]))
        : fallback[code] || {};
    });
    return out;
  }, [data, key]);
}
