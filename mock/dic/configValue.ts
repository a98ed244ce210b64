import type { PlatformMessageKey, ConfigType } from '../platform';

/** Why `value` is not a valid value of `type` (the message key and its placeholders), or null when it is. */
export function configValueError(
  type: ConfigType,
  value: string,
): { key: PlatformMessageKey; vars?: Record<string, string> } | null {
  switch (type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value.trim()) && Number.isFinite(Number(value)) ? null : { key: 'configNotNumber' };
    case 'switch':
      return value === '1' || value === '0' ? null : { key: 'configNotSwitch' };
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch (e) {
        return {
          key: 'configNotJson',
          vars: { reason: e instanceof Error ? e.message : String(e) },
        };
      }
    default:
      return null;
  }
}
