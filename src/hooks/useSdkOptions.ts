import { useRequest } from 'ahooks';
import { pageAppMarkets, pageChannels } from '@/services/sdk';
import { fetchAllPages } from '@/utils/csvExport';
import { mergeOptions, type Option as PlainOption, type OptionGroup } from '@/utils/options';

/**
 * Select options of major channels and channel vendors, read once per screen (every page of the list, one page after
 * another: a record that moves between two reads comes twice). Merged by id and grouped by category
 * (docs/rules.md "Option lists"): major channels by system, channel vendors by their major channel.
 */
export type Option = PlainOption<number> | OptionGroup<number>;

const NONE: Option[] = [];

/** Loaded once per mount; empty while loading or when the read failed (the request layer showed the error). */
function useOptions(load: () => Promise<Option[]>): Option[] {
  const { data = NONE } = useRequest(load);
  return data;
}

export const useAppMarketOptions = () =>
  useOptions(async () =>
    mergeOptions(
      (await fetchAllPages(pageAppMarkets, {})).map((m) => ({
        value: m.id,
        label: `${m.name} (${m.code})`,
        category: m.os,
      })),
    ),
  );

export const useChannelOptions = () =>
  useOptions(async () =>
    mergeOptions(
      (await fetchAllPages(pageChannels, {})).map((c) => ({
        value: c.id,
        label: `${c.name} (${c.code})`,
        category: c.appMarketName,
      })),
    ),
  );
