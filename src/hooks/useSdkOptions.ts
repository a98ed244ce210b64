import { useRequest } from 'ahooks';
import { pageAppMarkets, pageChannels } from '@/pages/sdk/service';
import { fetchAllPages } from '@/components/CrudTable/csv';

/** Select options of major channels and channel vendors, read once per screen (every page of the list). */
export type Option = { value: number; label: string };

const NONE: Option[] = [];

/** Loaded once per mount; empty while loading or when the read failed (the request layer showed the error). */
function useOptions(load: () => Promise<Option[]>): Option[] {
  const { data = NONE } = useRequest(load);
  return data;
}

export const useAppMarketOptions = () =>
  useOptions(async () =>
    (await fetchAllPages(pageAppMarkets, {})).map((m) => ({ value: m.id, label: `${m.name} (${m.code})` })),
  );

export const useChannelOptions = () =>
  useOptions(async () =>
    (await fetchAllPages(pageChannels, {})).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })),
  );
