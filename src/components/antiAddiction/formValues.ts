import type { RuleSetView, RuleWrite } from '@/contract/antiAddiction';
import { isDate } from '@/utils/antiAddiction';
import { centsPlain, parseCents } from '@/utils/money';

/**
 * The rule form's values and the rule set they save. Secrets start blank (blank keeps the stored one: the stored
 * value is shown masked beside the field); pay caps are typed in yuan and saved as integer cents.
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

const capForm = (c: { perPayment: number; perMonth: number }): CapForm => ({
  perPayment: centsPlain(c.perPayment),
  perMonth: centsPlain(c.perMonth),
});

export function toForm(r: RuleSetView): RuleForm {
  return {
    verifyMode: r.verifyMode,
    appId: '',
    bizId: '',
    secretKey: '',
    guestMinutes: r.guestMinutes,
    windows: r.windows.map((w) => ({ ...w, weekdays: [...w.weekdays] })),
    holidays: [...r.holidays],
    workdays: [...r.workdays],
    caps: { age8to16: capForm(r.caps.age8to16), age16to18: capForm(r.caps.age16to18) },
  };
}

/** Dates typed into a calendar field that are not real 'YYYY-MM-DD' dates. */
export const badDates = (dates: string[] = []) => dates.filter((d) => !isDate(d.trim()));

const cents = (text: string) => parseCents(String(text ?? '')) ?? -1;

export function fromForm(v: RuleForm): RuleWrite {
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
