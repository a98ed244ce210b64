import { describe, expect, it } from 'vitest';
import { type AddictionRules, ageOn, chinaDay, decide, ruleProblems } from './antiAddiction';

/** The national rules' shape: Fri–Sun and holidays 20:00–21:00; a small calendar around 2026's National Day. */
const RULES: AddictionRules = {
  guestMinutes: 60,
  windows: [{ weekdays: [5, 6, 7], holidays: true, start: '20:00', end: '21:00' }],
  holidays: ['2026-10-01', '2026-10-05', '2026-10-06'],
  workdays: ['2026-10-10', '2026-09-20'],
  caps: { age8to16: { perPayment: 5000, perMonth: 20000 }, age16to18: { perPayment: 10000, perMonth: 40000 } },
};

/** An instant written in China time. */
const cn = (text: string) => Date.parse(`${text}+08:00`);

describe('anti-addiction decisions', () => {
  it('reads days in China time', () => {
    // 2026-10-09 16:30 UTC is already Saturday 00:30 in China
    expect(chinaDay(Date.parse('2026-10-09T16:30:00Z'))).toEqual({ date: '2026-10-10', weekday: 6, minute: 30 });
  });

  it('turns 18 on the birthday (China date), not the day before', () => {
    expect(ageOn('2008-11-24', cn('2026-11-23T23:59:00'))).toBe(17);
    expect(ageOn('2008-11-24', cn('2026-11-24T00:00:00'))).toBe(18);
    // 2026-11-23 16:00 UTC is already the 24th in China
    expect(ageOn('2008-11-24', Date.parse('2026-11-23T16:00:00Z'))).toBe(18);
    const eve = decide(RULES, { birthDate: '2008-11-24', at: cn('2026-11-23T20:30:00') });
    expect(eve.band).toBe('age16to18');
    expect(eve.play).toMatchObject({ allowed: false, code: 'outsideWindows' });
    const day = decide(RULES, { birthDate: '2008-11-24', at: cn('2026-11-24T10:00:00') });
    expect(day).toMatchObject({ band: 'adult', age: 18, play: { allowed: true, code: 'adult' } });
  });

  it('opens the window at its start and closes it at its end', () => {
    const at = (t: string) => decide(RULES, { age: 15, at: cn(`2026-11-27T${t}`) }).play.allowed; // a Friday
    expect(at('19:59:59')).toBe(false);
    expect(at('20:00:00')).toBe(true);
    expect(at('20:59:59')).toBe(true);
    expect(at('21:00:00')).toBe(false);
  });

  it('a school night is refused, a holiday evening (a Monday) allowed, a make-up Saturday refused', () => {
    expect(decide(RULES, { age: 15, at: cn('2026-11-24T20:30:00') }).play).toMatchObject({
      allowed: false,
      code: 'outsideWindows',
    });
    const holiday = decide(RULES, { age: 15, at: cn('2026-10-05T20:30:00') });
    expect(holiday.day.kind).toBe('holiday');
    expect(holiday.play).toMatchObject({ allowed: true, code: 'inWindow' });
    const makeUp = decide(RULES, { age: 15, at: cn('2026-10-10T20:30:00') });
    expect(makeUp.day).toMatchObject({ kind: 'workday', weekday: 6 });
    expect(makeUp.play.allowed).toBe(false);
    // the next Saturday is a weekend again
    expect(decide(RULES, { age: 15, at: cn('2026-10-17T20:30:00') }).play.allowed).toBe(true);
  });

  it("caps the month: spent + amount equal to the cap passes, one cent more doesn't", () => {
    const pay = (amount: number, monthSpent: number, age = 15) =>
      decide(RULES, { age, at: cn('2026-11-24T12:00:00'), amount, monthSpent }).pay;
    expect(pay(5000, 15000)).toMatchObject({ allowed: true, code: 'withinCaps' });
    expect(pay(5000, 15001)).toMatchObject({ allowed: false, code: 'perMonth' });
    expect(pay(5001, 0)).toMatchObject({ allowed: false, code: 'perPayment' });
    expect(pay(10000, 30000, 16)).toMatchObject({ allowed: true, code: 'withinCaps' });
    expect(pay(10001, 0, 17)).toMatchObject({ allowed: false, code: 'perPayment' });
    expect(pay(1_000_000, 0, 18)).toMatchObject({ allowed: true, code: 'adult' });
  });

  it('refuses any payment under 8 (a seventh birthday or an eighth the day before)', () => {
    expect(decide(RULES, { age: 7, at: cn('2026-10-05T20:30:00'), amount: 1 }).pay).toMatchObject({
      allowed: false,
      code: 'under8',
    });
    const before = decide(RULES, { birthDate: '2018-11-25', at: cn('2026-11-24T12:00:00'), amount: 100 });
    expect(before.pay?.code).toBe('under8');
    const on = decide(RULES, { birthDate: '2018-11-25', at: cn('2026-11-25T12:00:00'), amount: 100 });
    expect(on.pay).toMatchObject({ allowed: true, code: 'withinCaps' });
  });

  it('lets guests play their minutes a day and never pay; 0 minutes means no guests', () => {
    const guest = decide(RULES, { guest: true, at: cn('2026-11-24T10:00:00'), playedMinutes: 59, amount: 100 });
    expect(guest).toMatchObject({ band: 'guest', age: null, play: { allowed: true, minutesLeft: 1 } });
    expect(guest.pay).toMatchObject({ allowed: false, code: 'guestNoPay' });
    expect(decide(RULES, { guest: true, at: 0, playedMinutes: 60 }).play.code).toBe('guestUsedUp');
    expect(decide({ ...RULES, guestMinutes: 0 }, { guest: true, at: 0 }).play).toEqual({
      allowed: false,
      code: 'guestNone',
    });
  });

  it('finds the problems a save refuses', () => {
    expect(ruleProblems(RULES)).toEqual([]);
    const bad: AddictionRules = {
      ...RULES,
      windows: [{ weekdays: [], holidays: false, start: '21:00', end: '20:00' }],
      holidays: ['2026-10-10', '2026-02-30'],
      caps: { ...RULES.caps, age8to16: { perPayment: 30000, perMonth: 20000 } },
    };
    expect(ruleProblems(bad).map((p) => `${p.field} ${p.problem}`)).toEqual([
      'windows.0.end order',
      'windows.0.weekdays noDays',
      'calendar date:2026-02-30',
      'calendar both:2026-10-10',
      'caps.age8to16 order',
    ]);
  });
});
