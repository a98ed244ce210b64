import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { ALL_CHANNELS, PLATFORMS } from '@/contract/operate/platforms';
import { useText } from '@/hooks';
import { updateConfigOptions } from '../updateConfig/service';

/** The words the game-operations configuration screens share: platforms and channels as select options. */
export type Option = { value: string; label: string };

/** The enable and disable texts of the operate lists (forced updates, pop-ups). */
export const STATUS_TEXTS = {
  enable: 'pages.operate.enable',
  disable: 'pages.operate.disable',
  disableConfirm: 'pages.operate.disable.confirm',
  enabled: 'pages.operate.enabled',
  disabled: 'pages.operate.disabled',
};

export function usePlatformEnum(): Record<string, { text: string }> {
  const t = useText();
  return useMemo(() => Object.fromEntries(PLATFORMS.map((p) => [p, { text: t(`pages.operate.platform.${p}`) }])), [t]);
}

export function usePlatformOptions(): Option[] {
  const platforms = usePlatformEnum();
  return useMemo(() => PLATFORMS.map((p) => ({ value: p, label: platforms[p].text })), [platforms]);
}

const NONE: Option[] = [];

/**
 * The SDK channels a rule may name, read once per screen (empty while loading); with `withAll`, "all channels"
 * first.
 */
export function useChannelOptions(withAll = false): Option[] {
  const t = useText();
  const { data = NONE } = useRequest(async () =>
    (await updateConfigOptions()).data.channels.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
  );
  return useMemo(
    () => (withAll ? [{ value: ALL_CHANNELS, label: t('pages.operate.channel.all') }, ...data] : data),
    [data, withAll, t],
  );
}
