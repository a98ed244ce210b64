import type { FormRule } from 'antd';
import type { ChoiceField, ContractField, NumberField, TextField } from '@/contract/field';
import { t } from './i18n';

/**
 * The one way a form field takes its rules (docs/rules.md "Validation messages"): from the contract's declaration of
 * the field it is bound to (src/contract/field.ts), the same object the contract's schema — and so the backend's
 * validation and /openapi.json — is built from. No page types a length, pattern or range of its own
 * (src/utils/fieldRules.forms.test.ts walks the forms and fails on one).
 *
 * `fieldRules(MERCHANT_ID, { patternMessage })` gives the antd `rules` (required — blank text counts as empty —, length,
 * pattern, range, whole number) with the console's messages in the operator's language, and `input`, the props that
 * stop the input itself going past the limits (`maxLength`; `min`, `max`, `precision`).
 */
export interface FieldRuleOptions {
  /** required or not; default: a text field is when its `minLength` is 1 or more, other fields are not */
  required?: boolean;
  /** the required message (default 必填 / Required …) */
  requiredMessage?: string;
  /** what a text off the field's pattern is told (default: a generic "format" message) */
  patternMessage?: string;
  /** what a text shorter than the field's `minLength` is told (default: "at least {min} characters") */
  lengthMessage?: string;
  /** what a number off the field's range, or not whole, is told (default: "a number from {min} to {max}" …) */
  rangeMessage?: string;
}

export interface FieldRules {
  rules: FormRule[];
  required: boolean;
  /** for the input element (ProForm* `fieldProps`, or the antd input) */
  input: { maxLength?: number; precision?: number; min?: number; max?: number };
}

const isText = (f: ContractField): f is TextField => 'type' in f && f.type === 'string';
const isNumber = (f: ContractField): f is NumberField => 'type' in f && (f.type === 'integer' || f.type === 'number');

export function fieldRules(field: ContractField, o: FieldRuleOptions = {}): FieldRules {
  const rules: FormRule[] = [];
  const input: FieldRules['input'] = {};
  const required = o.required ?? (isText(field) && (field.minLength ?? 0) >= 1);
  if (required) rules.push(requiredRule(o.requiredMessage, isText(field)));
  if (isText(field)) {
    const min = field.minLength ?? 0;
    if (min > 1) rules.push({ min, message: o.lengthMessage ?? t('validate.minLength', { min }) });
    if (field.maxLength !== undefined) {
      rules.push({ max: field.maxLength, message: t('validate.maxLength', { max: field.maxLength }) });
      input.maxLength = field.maxLength;
    }
    if (field.pattern !== undefined) {
      rules.push({ pattern: new RegExp(field.pattern), message: o.patternMessage ?? t('validate.pattern') });
    }
  }
  if (isNumber(field)) {
    const { minimum: min, maximum: max } = field;
    if (field.type === 'integer') {
      rules.push({ type: 'integer', message: o.rangeMessage ?? t('validate.integer') });
      input.precision = 0;
    }
    if (min !== undefined || max !== undefined) {
      const message =
        min !== undefined && max !== undefined
          ? t('validate.range', { min, max })
          : min !== undefined
            ? t('validate.min', { min })
            : t('validate.max', { max: max ?? 0 });
      rules.push({ type: 'number', min, max, message: o.rangeMessage ?? message });
    }
    // the box does not clamp what is typed (a clamped value would be saved without a word): the rule above says it.
    // the widest whole numbers stand for "no bound": they override ProFormDigit's own default of min 0 (which turned a
    // typed -5 into 0 before any rule saw it), and are valid aria-valuemin/max (±Infinity is not: axe's
    // aria-valid-attr-value)
    input.min = Number.MIN_SAFE_INTEGER;
    input.max = Number.MAX_SAFE_INTEGER;
  }
  return { rules, required, input };
}

/**
 * The required rule (必填 / Required … unless `message`): blank text counts as empty unless `text` is false (a choice,
 * a number, a date). For a field the contract does not declare (a confirmation, a file, a choice of the screen's own).
 */
export function requiredRule(message?: string, text = true): FormRule {
  return { required: true, ...(text ? { whitespace: true } : {}), message: message ?? t('common.required') };
}

/** The choices of an enum field, each with its label in the operator's language. */
export function fieldOptions<V extends string | number>(field: ChoiceField<V>, label: (value: V) => string) {
  return field.enum.map((value) => ({ value, label: label(value) }));
}
