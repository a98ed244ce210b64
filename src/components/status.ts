/**
 * The console's one set of status badges (ProTable valueEnum: a coloured badge in the list, a select in the search
 * form and the details drawer). `t` is the screen's translate function (useText).
 */
type T = (id: string) => string;

/** Enabled (1) / disabled (0). */
export function statusEnum(t: T) {
  return {
    1: { text: t('common.status.enabled'), status: 'Success' },
    0: { text: t('common.status.disabled'), status: 'Default' },
  };
}

/** true / false as yes / no. */
export function yesNoEnum(t: T) {
  return {
    true: { text: t('common.yes'), status: 'Success' },
    false: { text: t('common.no'), status: 'Default' },
  };
}

/** A form switch's value (checked '1', unchecked '0'; see docs/rules.md "Switch values") as the backend's status. */
export const toStatus = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);
