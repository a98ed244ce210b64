import { ACCOUNT_CHANNELS, LOGIN_RESULTS } from '@/contract/operate/values';
import { PLAYER_STATUSES, REAL_NAME_STATUSES } from '@/contract/values';
import { useText } from '@/hooks';

/** The SDK accounts' words: statuses, real-name statuses, channels and sign-in results as value enums with badges. */
export function useAccountLabels() {
  const t = useText();
  const STATUS_BADGE = { normal: 'Success', locked: 'Error' } as const;
  const REAL_BADGE = { verified: 'Success', unverified: 'Default', minor: 'Warning' } as const;
  const RESULT_BADGE = { success: 'Success', wrongPassword: 'Warning', locked: 'Error' } as const;
  const statusEnum = Object.fromEntries(
    PLAYER_STATUSES.map((s) => [s, { text: t(`pages.operate.sdkAccounts.status.${s}`), status: STATUS_BADGE[s] }]),
  );
  const realNameEnum = Object.fromEntries(
    REAL_NAME_STATUSES.map((s) => [s, { text: t(`pages.operate.sdkAccounts.realName.${s}`), status: REAL_BADGE[s] }]),
  );
  const resultEnum = Object.fromEntries(
    LOGIN_RESULTS.map((s) => [s, { text: t(`pages.operate.sdkAccounts.result.${s}`), status: RESULT_BADGE[s] }]),
  );
  const channelEnum = Object.fromEntries(
    ACCOUNT_CHANNELS.map((c) => [c, { text: t(`pages.operate.sdkAccounts.channel.${c}`) }]),
  );
  return { statusEnum, realNameEnum, resultEnum, channelEnum };
}
