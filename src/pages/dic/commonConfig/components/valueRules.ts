import { COMMON_CONFIG_FIELDS as F } from '@/contract/dicFields';

/**
 * Typed common-config values (src/pages/dic/README.md "Dic"): string, number, JSON, switch '1'/'0'
 * ("Switch values").
 */
export type ConfigType = 'string' | 'number' | 'json' | 'switch';

export const CONFIG_TYPES: ConfigType[] = ['string', 'number', 'json', 'switch'];

/** docs/rules.md "Switch values": a switch is checked when '1', unchecked when '0'. */
export const SWITCH_ON = '1';
export const SWITCH_OFF = '0';

/** The locale key of why `value` is not a `type` value, or null when it is (the backend checks the same). */
export function configValueProblem(type: ConfigType | undefined, value: unknown): string | null {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (text === '') return 'pages.dic.commonConfig.value.required';
  switch (type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text.trim()) && Number.isFinite(Number(text))
        ? null
        : 'pages.dic.commonConfig.value.number';
    case 'switch':
      return text === SWITCH_ON || text === SWITCH_OFF ? null : 'pages.dic.commonConfig.value.switch';
    case 'json':
      try {
        JSON.parse(text);
        return null;
      } catch {
        return 'pages.dic.commonConfig.value.json';
      }
    default:
      return text.length > F.value.maxLength ? 'pages.dic.commonConfig.value.tooLong' : null;
  }
}

/** Pretty-printed JSON, or null when `text` does not parse. */
export function formatJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/** A value that fits `type` when the operator switches type (a switch starts off; others keep the text). */
export function valueForType(type: ConfigType, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (type === 'switch') return text === SWITCH_ON ? SWITCH_ON : SWITCH_OFF;
  if (text === SWITCH_ON || text === SWITCH_OFF) return type === 'number' ? text : '';
  return text;
}
