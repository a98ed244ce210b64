import { useEffect, useMemo, useState } from 'react';
import { queryDictData, type DictData } from '@/services/dict';

/**
 * Options read from the dictionaries (/unity/dicConfig, domain.md: "pages read their enums from it"): a ProTable
 * valueEnum per code (label and colour), falling back to `fallback` while loading or when a dictionary is empty.
 */
export type ValueEnum = Record<string, { text: string; color?: string }>;

export function useDictEnums(codes: string[], fallback: Record<string, ValueEnum>): Record<string, ValueEnum> {
  const key = codes.join(',');
  const [data, setData] = useState<DictData>({});
  useEffect(() => {
    let alive = true;
    queryDictData(key.split(','))
      .then((res) => alive && setData(res.data || {}))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [key]);
  return useMemo(() => {
    const out: Record<string, ValueEnum> = {};
    key.split(',').forEach((code) => {
      const items = data[code] || [];
      out[code] = items.length
        ? Object.fromEntries(items.map((i) => [i.value, { text: i.label, color: i.color || undefined }]))
        : fallback[code] || {};
    });
    return out;
    // fallback is rebuilt by callers on every render; the language change re-renders them anyway
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, key]);
}
