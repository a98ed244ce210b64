import type { RuleSetView, RuleWrite } from '@/contract/antiAddiction';
import { isDate } from '@/utils/antiAddiction';
import { currentLocale } from '@/utils/i18n';
import { amountInputText, parseAmount } from '@/utils/money';

/**
 * The rule form's values and the rule set they save. Secrets start blank (blank keeps the stored one: the stored
 * value is shown masked beside the field); pay caps are typed in yuan in the interface language ("50.00", pt-BR
 * "50,00") and saved as integer cents (docs/rules.md "Money").
 */
interface CapForm {
  perPayment: string;
  perMonth: string;
}
export interface RuleForm {
  verifyMode: 'national' | 'platform';
  appId: string;
  bizId: string;
  secretKey: string;
  guestMinutes: number;
  windows: Array<{ weekdays: number[]; holidays: boolean; start: string; end: string }>;
  holidays: string[];
  workdays: string[];
  caps: { age8to16: CapForm; age16to18: CapForm };
}

const capForm = (c: { perPayment: number; perMonth: number }, locale: string): CapForm => ({
  perPayment: amountInputText(c.perPayment, 'CNY', locale),
  perMonth: amountInputText(c.perMonth, 'CNY', locale),
});

export function toForm(r: RuleSetView, locale: string = currentLocale()): RuleForm {
  return {
    verifyMode: r.verifyMode,
    appId: '',
    bizId: '',
    secretKey: '',
    guestMinutes: r.guestMinutes,
    windows: r.windows.map((w) => ({ ...w, weekdays: [...w.weekdays] })),
    holidays: [...r.holidays],
    workdays: [...r.workdays],
    caps: { age8to16: capForm(r.caps.age8to16, locale), age16to18: capForm(r.caps.age16to18, locale) },
  };
}

/** Dates typed into a calendar field that are not real 'YYYY-MM-DD' dates. */
export const badDates = (dates: string[] = []) => dates.filter((d) => !isDate(d.trim()));

export function fromForm(v: RuleForm, locale: string = currentLocale()): RuleWrite {
  const cents = (text: string) => parseAmount(String(text ?? ''), 'CNY', locale) ?? -1;
  const cap = (c: CapForm) => ({ perPayment: cents(c.perPayment), perMonth: cents(c.perMonth) });
  return {
    verifyMode: v.verifyMode,
    appId: v.appId.trim(),
    bizId: v.bizId.trim(),
    secretKey: v.secretKey.trim(),
    guestMinutes: Number(v.guestMinutes ?? 0),
    windows: (v.windows ?? []).map((w) => ({
      weekdays: [...(w.weekdays ?? [])].sort((a, b) => a - b),
      holidays: Boolean(w.holidays),
      start: w.start.trim(),
      end: w.end.trim(),
    })),
    holidays: (v.holidays ?? []).map((d) => d.trim()).sort(),
    workdays: (v.workdays ?? []).map((d) => d.trim()).sort(),
    caps: { age8to16: cap(v.caps.age8to16), age16to18: cap(v.caps.age16to18) },
  };
}
