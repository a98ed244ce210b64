import { useEffect, useState } from 'react';
import { pageAppMarkets, pageChannels } from '@/pages/sdk/service';
import { fetchAllPages } from '@/components/CrudTable/csv';

/** Select options of major channels and channel vendors, read once per screen (every page of the list). */
export type Option = { value: number; label: string };

function useOptions(load: () => Promise<Option[]>): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    load()
      .then((o) => live && setOptions(o))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // loaded once per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return options;
}

export const useAppMarketOptions = () =>
  useOptions(async () =>
    (await fetchAllPages(pageAppMarkets, {})).map((m) => ({ value: m.id, label: `${m.name} (${m.code})` })),
  );

export const useChannelOptions = () =>
  useOptions(async () => (await fetchAllPages(pageChannels, {})).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })));
