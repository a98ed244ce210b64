import { BAN_SCOPES, BAN_STATUSES, BAN_TARGET_TYPES } from '@/contract/operate/values';
import { useText } from '@/hooks';

/** The bans' words: target types, scopes and statuses as select options and value enums (with badge colours). */
export function useBanLabels() {
  const t = useText();
  const targetTypes = BAN_TARGET_TYPES.map((v) => ({ value: v, label: t(`pages.operate.stopConfig.targetType.${v}`) }));
  const scopes = BAN_SCOPES.map((v) => ({ value: v, label: t(`pages.operate.stopConfig.scope.${v}`) }));
  const STATUS_BADGE = { scheduled: 'Processing', active: 'Error', expired: 'Default', lifted: 'Success' } as const;
  const statusEnum = Object.fromEntries(
    BAN_STATUSES.map((s) => [s, { text: t(`pages.operate.stopConfig.status.${s}`), status: STATUS_BADGE[s] }]),
  );
  const targetTypeEnum = Object.fromEntries(targetTypes.map((o) => [o.value, { text: o.label }]));
  const scopeEnum = Object.fromEntries(scopes.map((o) => [o.value, { text: o.label }]));
  const scopeText = (list: readonly string[]) => list.map((s) => scopeEnum[s]?.text ?? s).join(' / ');
  return { targetTypes, scopes, statusEnum, targetTypeEnum, scopeEnum, scopeText };
}
