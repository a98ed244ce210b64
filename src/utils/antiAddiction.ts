/**
 * Anti-addiction decisions (src/pages/special/README.md "Anti-addiction"): pure, shared by the backend's check and
 * the screens. Dates and times are read in China time (UTC+8): a person turns N on their birthday; a play window is
 * [start, end) in minutes of the day; a holiday is a listed date; a make-up working day counts as a school day even on
 * a weekend (no weekend or holiday window applies to it); pay caps are integer cents (src/utils/money.ts).
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface PlayWindow {
  /** the weekdays the window applies to */
  weekdays: number[];
  /** the window also applies on holidays (whatever their weekday) */
  holidays: boolean;
  /** 'HH:mm', included */
  start: string;
  /** 'HH:mm' (up to '24:00'), excluded */
  end: string;
}

export interface PayCap {
  /** the most one payment may be, in cents */
  perPayment: number;
  /** the most all payments of a calendar month may add up to, in cents */
  perMonth: number;
}

/** The decisive part of a rule set (secrets and verification mode do not decide the check). */
export interface AddictionRules {
  /** minutes a day a guest (not verified) may play; 0: guests may not play */
  guestMinutes: number;
  windows: PlayWindow[];
  /** 'YYYY-MM-DD' */
  holidays: string[];
  /** 'YYYY-MM-DD': make-up working days */
  workdays: string[];
  caps: { age8to16: PayCap; age16to18: PayCap };
}

export interface CheckInput {
  /** epoch ms */
  at: number;
  /** a guest (not verified): age is unknown */
  guest?: boolean;
  /** whole years; ignored when birthDate is given */
  age?: number;
  /** 'YYYY-MM-DD' */
  birthDate?: string;
  /** minutes a guest has played today */
  playedMinutes?: number;
  /** the payment asked for, in cents; absent: no payment question */
  amount?: number;
  /** what this person has paid this calendar month so far, in cents */
  monthSpent?: number;
}

export type PlayCode = 'adult' | 'guestNone' | 'guestLeft' | 'guestUsedUp' | 'inWindow' | 'outsideWindows';
export type PayCode = 'adult' | 'guestNoPay' | 'under8' | 'perPayment' | 'perMonth' | 'withinCaps';
export type Band = 'adult' | 'under8' | 'age8to16' | 'age16to18' | 'guest';

export interface Decision {
  band: Band;
  /** whole years, null for a guest */
  age: number | null;
  /** the China-time day of `at`, and what kind of day it is */
  day: { date: string; weekday: Weekday; kind: 'holiday' | 'workday' | 'weekend' | 'schoolday' };
  play: { allowed: boolean; code: PlayCode; window?: PlayWindow; minutesLeft?: number };
  pay: { allowed: boolean; code: PayCode; cap?: PayCap } | null;
}

const CHINA = 8 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** The China-time calendar day, weekday and minute of the day of an instant. */
export function chinaDay(at: number): { date: string; weekday: Weekday; minute: number } {
  const d = new Date(at + CHINA);
  const iso = d.getUTCDay();
  return {
    date: d.toISOString().slice(0, 10),
    weekday: (iso === 0 ? 7 : iso) as Weekday,
    minute: d.getUTCHours() * 60 + d.getUTCMinutes(),
  };
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** 'HH:mm' → minutes of the day ('24:00' → 1440), undefined when malformed. */
export function minuteOf(hhmm: string): number | undefined {
  if (!HHMM.test(hhmm)) return undefined;
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Whole years between a birth date and the China-time day of `at`: one more on the birthday itself. */
export function ageOn(birthDate: string, at: number): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = chinaDay(at).date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The band an age falls in: under 8, 8 to under 16, 16 to under 18, adult. */
export function bandOf(age: number): Exclude<Band, 'guest'> {
  if (age >= 18) return 'adult';
  if (age >= 16) return 'age16to18';
  if (age >= 8) return 'age8to16';
  return 'under8';
}

/** What a day is for the windows: a holiday, a make-up working day, a weekend or a school day. */
export function dayKind(rules: Pick<AddictionRules, 'holidays' | 'workdays'>, date: string, weekday: Weekday) {
  if (rules.holidays.includes(date)) return 'holiday' as const;
  if (rules.workdays.includes(date)) return 'workday' as const;
  return weekday >= 6 ? ('weekend' as const) : ('schoolday' as const);
}

/** The window that lets a minor play at `at`, or undefined. */
export function openWindow(rules: AddictionRules, at: number): PlayWindow | undefined {
  const { date, weekday, minute } = chinaDay(at);
  const kind = dayKind(rules, date, weekday);
  return rules.windows.find((w) => {
    const start = minuteOf(w.start) ?? 0;
    const end = minuteOf(w.end) ?? 0;
    if (minute < start || minute >= end) return false;
    if (kind === 'holiday') return w.holidays || w.weekdays.includes(weekday);
    // a make-up working day is a school day: a weekend weekday in a window does not open it
    if (kind === 'workday') return weekday <= 5 && w.weekdays.includes(weekday);
    return w.weekdays.includes(weekday);
  });
}

function payDecision(band: Band, rules: AddictionRules, amount: number, spent: number): Decision['pay'] {
  if (band === 'adult') return { allowed: true, code: 'adult' };
  if (band === 'guest') return { allowed: false, code: 'guestNoPay' };
  if (band === 'under8') return { allowed: false, code: 'under8' };
  const cap = rules.caps[band];
  if (amount > cap.perPayment) return { allowed: false, code: 'perPayment', cap };
  if (spent + amount > cap.perMonth) return { allowed: false, code: 'perMonth', cap };
  return { allowed: true, code: 'withinCaps', cap };
}

/** Whether play is allowed at `input.at`, and whether the payment (if any) is, with the rule that decided. */
export function decide(rules: AddictionRules, input: CheckInput): Decision {
  const { date, weekday } = chinaDay(input.at);
  const day = { date, weekday, kind: dayKind(rules, date, weekday) };
  const age = input.guest ? null : input.birthDate ? ageOn(input.birthDate, input.at) : (input.age ?? 0);
  const band: Band = age === null ? 'guest' : bandOf(age);
  const pay = input.amount === undefined ? null : payDecision(band, rules, input.amount, input.monthSpent ?? 0);
  if (band === 'adult') return { band, age, day, play: { allowed: true, code: 'adult' }, pay };
  if (band === 'guest') {
    if (rules.guestMinutes <= 0) return { band, age, day, play: { allowed: false, code: 'guestNone' }, pay };
    const left = Math.max(0, rules.guestMinutes - (input.playedMinutes ?? 0));
    const play = {
      allowed: left > 0,
      code: left > 0 ? ('guestLeft' as const) : ('guestUsedUp' as const),
      minutesLeft: left,
    };
    return { band, age, day, play, pay };
  }
  const window = openWindow(rules, input.at);
  const play = window
    ? { allowed: true, code: 'inWindow' as const, window }
    : { allowed: false, code: 'outsideWindows' as const };
  return { band, age, day, play, pay };
}

/** The problems of a rule set a save refuses (field and what is wrong), in order; empty when it is sound. */
export function ruleProblems(rules: AddictionRules): Array<{ field: string; problem: string }> {
  const out: Array<{ field: string; problem: string }> = [];
  rules.windows.forEach((w, i) => {
    const start = minuteOf(w.start);
    const end = minuteOf(w.end);
    if (start === undefined || start === 1440) out.push({ field: `windows.${i}.start`, problem: 'time' });
    if (end === undefined) out.push({ field: `windows.${i}.end`, problem: 'time' });
    if (start !== undefined && end !== undefined && start >= end)
      out.push({ field: `windows.${i}.end`, problem: 'order' });
    if (!w.holidays && w.weekdays.length === 0) out.push({ field: `windows.${i}.weekdays`, problem: 'noDays' });
  });
  [...rules.holidays, ...rules.workdays].forEach((d) => {
    if (!isDate(d)) out.push({ field: 'calendar', problem: `date:${d}` });
  });
  rules.holidays
    .filter((d) => rules.workdays.includes(d))
    .forEach((d) => {
      out.push({ field: 'calendar', problem: `both:${d}` });
    });
  (['age8to16', 'age16to18'] as const).forEach((b) => {
    const cap = rules.caps[b];
    if (cap.perPayment > cap.perMonth) out.push({ field: `caps.${b}`, problem: 'order' });
  });
  return out;
}
