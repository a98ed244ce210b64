import { t } from './i18n';

/**
 * Validation helpers (docs/rules.md "Validation messages", "File size limit") and the switch mapping ("Switch values").
 */

export const DIGIT_LIMIT = 10;
export const FILE_LIMIT_MB = 800;
export const MB = 1024 * 1024;
export const NUMERIC_PATTERN = /^\d+$/;

export function isNumeric(v: unknown): boolean {
  return NUMERIC_PATTERN.test(String(v ?? ''));
}

export function digitsText(max = DIGIT_LIMIT) {
  return t('validate.digits', { max });
}

/** antd Form rule: only digits, at most `max` of them. */
export function digitRule(max = DIGIT_LIMIT) {
  return {
    validator: (_: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const text = String(value);
      if (!isNumeric(text)) return Promise.reject(new Error(t('validate.numeric')));
      if (text.length > max) return Promise.reject(new Error(digitsText(max)));
      return Promise.resolve();
    },
  };
}

export function fileTooLarge(file: { size: number }, maxMB = FILE_LIMIT_MB): boolean {
  return file.size > maxMB * MB;
}

export function fileTooLargeText(maxMB = FILE_LIMIT_MB) {
  return t('validate.fileSize', { max: maxMB });
}

// Extended pictographics plus the joiners, variation selectors, keycaps and flags that build emoji sequences.
const EMOJI = /(\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|[\u{1F3FB}-\u{1F3FF}])/gu;

export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}

/**
 * A form field's `normalize` for the console's own free text (names, descriptions, notes, reasons): emoji are taken
 * out as they are typed or pasted. Texts players read (pop-ups, update notes) keep theirs.
 */
export function withoutEmoji(value: unknown): unknown {
  return typeof value === 'string' ? stripEmoji(value) : value;
}

export const SWITCH_ON = '1';
export const SWITCH_OFF = '0';

/** Switch value mapping (docs/rules.md "Switch values"): checked ⇄ '1', unchecked ⇄ '0'. */
export const switchValue = {
  toValue: (checked: boolean) => (checked ? SWITCH_ON : SWITCH_OFF),
  toChecked: (value: unknown) => value === SWITCH_ON || value === 1 || value === true,
};
