// @vitest-environment node
import {
  DEFAULT_TIME_ZONE,
  dayStartIn,
  epochOf,
  isFixedZone,
  isTimeZone,
  nextDayStartIn,
  offsetAt,
  offsetText,
  wallAsUtc,
  wallOf,
} from './timeZone';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';

/** Counts the Intl.DateTimeFormat objects made until the test ends (a proxy: the objects stay real ones). */
const Real = Intl.DateTimeFormat;
function countIntl() {
  const counter = { calls: 0 };
  Intl.DateTimeFormat = new Proxy(Real, {
    construct(target, args) {
      counter.calls += 1;
      return Reflect.construct(target, args);
    },
  });
  return counter;
}

describe('time-zone arithmetic', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('works a fixed zone out by arithmetic, making no Intl object', () => {
    const made = countIntl();
    const at = Date.parse('2026-11-26T10:48:00Z');
    expect(DEFAULT_TIME_ZONE).toBe(SH);
    expect(isFixedZone(SH)).toBe(true);
    expect(offsetAt(SH, at)).toBe(480);
    expect(wallOf(SH, at)).toEqual({ year: 2026, month: 11, day: 26, hour: 18, minute: 48, second: 0, millisecond: 0 });
    expect(epochOf(SH, { year: 2026, month: 11, day: 26, hour: 18, minute: 48 })).toBe(at);
    expect(dayStartIn(SH, at)).toBe(Date.parse('2026-11-25T16:00:00Z'));
    expect(nextDayStartIn(SH, at)).toBe(Date.parse('2026-11-26T16:00:00Z'));
    expect(offsetAt('UTC', at)).toBe(0);
    expect(isTimeZone(SH)).toBe(true);
    // China's offset is settled from 1991-09-15 00:00 UTC: that instant, and the wall clock it shows, need no Intl
    // (this test runs first: a later one makes Shanghai's formatter, for 1988)
    const settled = Date.UTC(1991, 8, 15);
    expect(offsetAt(SH, settled)).toBe(480);
    expect(epochOf(SH, { year: 1991, month: 9, day: 15, hour: 8 })).toBe(settled);
    expect(made.calls).toBe(0);
  });

  it('asks Intl for other zones, once per zone, and follows their summer time', () => {
    const made = countIntl();
    const winter = Date.parse('2026-01-15T12:00:00Z');
    const summer = Date.parse('2026-07-15T12:00:00Z');
    expect(offsetAt(NY, winter)).toBe(-300);
    expect(offsetAt(NY, summer)).toBe(-240);
    expect(wallOf(NY, summer).hour).toBe(8);
    expect(made.calls).toBe(1);
  });

  it('asks Intl for a fixed zone’s instants before its offset settled (China’s summer time of 1988)', () => {
    const made = countIntl();
    const summer1988 = Date.parse('1988-07-01T04:00:00Z');
    expect(offsetAt(SH, summer1988)).toBe(540);
    expect(wallOf(SH, summer1988).hour).toBe(13);
    expect(epochOf(SH, { year: 1988, month: 7, day: 1, hour: 13 })).toBe(summer1988);
    // one formatter reads instants' offsets, one (dayjs.tz's own, cached by the plugin) reads the wall clock back
    expect(made.calls).toBe(2);
    epochOf(SH, { year: 1988, month: 8, day: 1, hour: 13 });
    expect(offsetAt(SH, summer1988 + 3_600_000)).toBe(540);
    expect(made.calls).toBe(2);
  });

  it('reads a skipped wall clock after the gap and a doubled one as its first occurrence', () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 → 03:00); 2026-11-01 01:30 happens twice
    expect(epochOf(NY, { year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBe(Date.parse('2026-03-08T07:30:00Z'));
    expect(epochOf(NY, { year: 2026, month: 11, day: 1, hour: 1, minute: 30 })).toBe(
      Date.parse('2026-11-01T05:30:00Z'),
    );
    // a whole day across the change: 23 hours
    const start = dayStartIn(NY, Date.parse('2026-03-08T12:00:00Z'));
    expect(nextDayStartIn(NY, start) - start).toBe(23 * 3_600_000);
  });

  it('works every fixed zone out by arithmetic from the instant its offset settled', () => {
    const made = countIntl();
    const at = Date.parse('2026-11-26T10:48:00Z');
    const offsets: Array<[string, number]> = [
      ['UTC', 0],
      ['Etc/UTC', 0],
      ['Etc/GMT', 0],
      [SH, 480],
      ['Asia/Hong_Kong', 480],
      ['Asia/Taipei', 480],
      ['Asia/Singapore', 480],
      ['Asia/Tokyo', 540],
      ['Asia/Seoul', 540],
    ];
    for (const [zone, offset] of offsets) expect(offsetAt(zone, at), zone).toBe(offset);
    expect(made.calls).toBe(0);
  });

  it('reads China’s last doubled hour, in September 1991, by its own summer time', () => {
    // clocks went back from 02:00 to 01:00 on 1991-09-15: 00:30 was still UTC+9
    expect(epochOf(SH, { year: 1991, month: 9, day: 15, minute: 30 })).toBe(Date.parse('1991-09-14T15:30:00Z'));
    expect(epochOf(SH, { year: 1991, month: 9, day: 15, hour: 1, minute: 30 })).toBe(
      Date.parse('1991-09-14T16:30:00Z'),
    );
  });

  it('keeps the milliseconds of a wall clock, and reads a day after a change in its own offset', () => {
    expect(epochOf(NY, { year: 2026, month: 7, day: 15, hour: 8, millisecond: 250 })).toBe(
      Date.parse('2026-07-15T12:00:00.250Z'),
    );
    // noon the day the clocks went back: one offset, no doubled hour
    expect(epochOf(NY, { year: 2026, month: 11, day: 1, hour: 12 })).toBe(Date.parse('2026-11-01T17:00:00Z'));
    expect(epochOf(NY, { year: 2026, month: 3, day: 8, hour: 12 })).toBe(Date.parse('2026-03-08T16:00:00Z'));
  });

  it('knows zones by name and refuses what is not one', () => {
    expect(isTimeZone(undefined)).toBe(false);
    // a backend's list of one zone is not a zone, though it reads as one
    expect(isTimeZone([SH])).toBe(false);
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
  });

  it('rolls wall fields over and keeps two-digit years', () => {
    expect(wallAsUtc({ year: 2026, month: 12, day: 32 })).toBe(Date.UTC(2027, 0, 1));
    expect(new Date(wallAsUtc({ year: 99, month: 1, day: 1 })).getUTCFullYear()).toBe(99);
    expect(new Date(wallAsUtc({ year: 0, month: 1, day: 1 })).getUTCFullYear()).toBe(0);
    const yearOf = (year: number) => new Date(wallAsUtc({ year, month: 12, day: 32 })).getUTCFullYear();
    expect([yearOf(-1), yearOf(99), yearOf(100), yearOf(2026)]).toEqual([0, 100, 101, 2027]);
    expect(wallAsUtc({ year: 2026, month: 1, day: 1, hour: 24, minute: 1, second: 2, millisecond: 3 })).toBe(
      Date.UTC(2026, 0, 2, 0, 1, 2, 3),
    );
  });

  it('writes offsets as ±hh:mm', () => {
    expect(offsetText(480)).toBe('+08:00');
    expect(offsetText(-180)).toBe('-03:00');
    expect(offsetText(330)).toBe('+05:30');
    expect(offsetText(0)).toBe('+00:00');
  });
});
