// @vitest-environment node
import dayjs from 'dayjs';
import {
  DATE_MINUTE,
  businessOffsetText,
  businessZone,
  businessZoneLabel,
  dayKey,
  daysBetween,
  dayStart,
  dayStartAfter,
  dayStartOfKey,
  fileDay,
  fileStamp,
  formatDate,
  formatTime,
  fromDatePicker,
  fromPicker,
  instantOf,
  isoTime,
  lastDaysRange,
  monthRange,
  nextDayStart,
  parseBusinessText,
  rangeOf,
  setBusinessZone,
  todayRange,
  toPicker,
  weekRange,
} from './businessTime';
import { DEFAULT_CONFIG, setRuntimeConfig } from './runtimeConfig';

/** 2026-11-26 00:30 in China: still the 25th in São Paulo (13:30) and already the 26th at UTC+14 (06:30). */
const AFTER_CHINA_MIDNIGHT = Date.parse('2026-11-25T16:30:00Z');
/** 2026-11-26 23:30 in China: the 26th in São Paulo (12:30), the 27th at UTC+14 (05:30). */
const BEFORE_CHINA_MIDNIGHT = Date.parse('2026-11-26T15:30:00Z');
const CHINA_26TH: [number, number] = [Date.parse('2026-11-25T16:00:00Z'), Date.parse('2026-11-26T16:00:00Z') - 1];

const BROWSERS = [
  ['São Paulo (UTC−3)', 'America/Sao_Paulo'],
  ['Kiritimati (UTC+14)', 'Pacific/Kiritimati'],
] as const;

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
  setBusinessZone('Asia/Shanghai');
  setRuntimeConfig({ ...DEFAULT_CONFIG });
});

describe('business time', () => {
  describe.each(BROWSERS)('seen from a browser in %s', (_name, browserZone) => {
    beforeEach(() => {
      process.env.TZ = browserZone;
    });

    it('counts China’s day on both sides of its midnight, not the browser’s', () => {
      // the browser's own day differs from China's at both moments
      expect(dayjs(AFTER_CHINA_MIDNIGHT).format('YYYY-MM-DD') === '2026-11-26').toBe(
        browserZone !== 'America/Sao_Paulo',
      );
      expect(dayjs(BEFORE_CHINA_MIDNIGHT).format('YYYY-MM-DD') === '2026-11-26').toBe(
        browserZone === 'America/Sao_Paulo',
      );
      expect(todayRange(AFTER_CHINA_MIDNIGHT)).toEqual(CHINA_26TH);
      expect(todayRange(BEFORE_CHINA_MIDNIGHT)).toEqual(CHINA_26TH);
      expect(dayKey(AFTER_CHINA_MIDNIGHT)).toBe('2026-11-26');
      expect(formatTime(AFTER_CHINA_MIDNIGHT)).toBe('2026-11-26 00:30:00');
      expect(formatTime(BEFORE_CHINA_MIDNIGHT, 'MM-DD HH:mm')).toBe('11-26 23:30');
      expect(nextDayStart(BEFORE_CHINA_MIDNIGHT)).toBe(CHINA_26TH[1] + 1);
    });

    it('converts pickers both ways: a picked wall clock is a China wall clock', () => {
      // what the picker shows for an instant: its China wall clock
      const shown = toPicker(AFTER_CHINA_MIDNIGHT);
      expect(shown?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-26 00:30:00');
      expect(fromPicker(shown)).toBe(AFTER_CHINA_MIDNIGHT);
      // a date picked from an empty picker comes in the browser's own mode: its fields are what was picked
      const picked = dayjs('2026-11-26 00:30:00');
      expect(picked.isUTC()).toBe(false);
      expect(fromPicker(picked)).toBe(AFTER_CHINA_MIDNIGHT);
      expect(fromDatePicker(picked)).toBe(CHINA_26TH[0]);
      expect(fromPicker(null)).toBeUndefined();
      expect(fromPicker(dayjs('not a date'))).toBeUndefined();
      expect(fromDatePicker(undefined)).toBeUndefined();
      expect(toPicker(undefined)).toBeUndefined();
    });

    it('writes CSV times with their offset', () => {
      expect(isoTime(Date.parse('2026-11-26T10:48:00Z'))).toBe('2026-11-26T18:48:00+08:00');
      expect(isoTime(null)).toBe('');
    });
  });

  it('reads instants from what records, forms and addresses hold', () => {
    expect(instantOf(5)).toBe(5);
    expect(instantOf(Number.NaN)).toBeUndefined();
    expect(instantOf(new Date(7))).toBe(7);
    expect(instantOf(new Date(Number.NaN))).toBeUndefined();
    expect(instantOf(dayjs(9))).toBe(9);
    expect(instantOf(dayjs('nope'))).toBeUndefined();
    expect(instantOf('1795712523000')).toBe(1795712523000);
    expect(instantOf('2026-11-26 18:48')).toBe(Date.parse('2026-11-26T18:48:00+08:00'));
    expect(instantOf('2026-11-26T10:48:00Z')).toBe(Date.parse('2026-11-26T10:48:00Z'));
    expect(instantOf('soon')).toBeUndefined();
    expect(instantOf('  ')).toBeUndefined();
    expect(instantOf({})).toBeUndefined();
  });

  it('parses wall clocks without a zone in the business zone, and refuses impossible ones', () => {
    expect(parseBusinessText('2026-11-26')).toBe(CHINA_26TH[0]);
    expect(parseBusinessText('2026-11-26 23:59:59.9')).toBe(CHINA_26TH[1] - 99);
    expect(parseBusinessText('2026-13-01')).toBeUndefined();
    expect(parseBusinessText('2026-11-26 24:00')).toBeUndefined();
    expect(parseBusinessText('26/11/2026')).toBeUndefined();
  });

  it('reads a range field’s two ends as instants, or nothing unless both are there', () => {
    expect(rangeOf([CHINA_26TH[0], '2026-11-26 23:59:59.999'])).toEqual(CHINA_26TH);
    expect(rangeOf(['2026-11-26', dayjs(CHINA_26TH[1])])).toEqual(CHINA_26TH);
    expect(rangeOf([CHINA_26TH[0], undefined])).toBeUndefined();
    expect(rangeOf([null, CHINA_26TH[1]])).toBeUndefined();
    expect(rangeOf([CHINA_26TH[0]])).toBeUndefined();
    expect(rangeOf([CHINA_26TH[0], CHINA_26TH[1], CHINA_26TH[1]])).toBeUndefined();
    expect(rangeOf('2026-11-26')).toBeUndefined();
    expect(rangeOf(undefined)).toBeUndefined();
  });

  it('parses every part of a wall clock, at the edges of each', () => {
    expect(parseBusinessText(' 2026-11-26 ')).toBe(CHINA_26TH[0]);
    expect(parseBusinessText('2026-11-26T00:30')).toBe(AFTER_CHINA_MIDNIGHT);
    expect(parseBusinessText('2026-11-26 00:30:15')).toBe(AFTER_CHINA_MIDNIGHT + 15_000);
    expect(parseBusinessText('2026-11-26 00:30:15.125')).toBe(AFTER_CHINA_MIDNIGHT + 15_125);
    expect(parseBusinessText('2026-11-26 00:30:15.5')).toBe(AFTER_CHINA_MIDNIGHT + 15_500);
    expect(parseBusinessText('2026-01-01')).toBe(Date.parse('2025-12-31T16:00:00Z'));
    expect(parseBusinessText('2026-12-31 23:59:59')).toBe(Date.parse('2026-12-31T15:59:59Z'));
    for (const wrong of [
      '2026-00-10',
      '2026-13-10',
      '2026-11-00',
      '2026-11-32',
      '2026-11-26 24:00',
      '2026-11-26 10:60',
      '2026-11-26 10:00:60',
      'x2026-11-26',
      '2026-11-26x',
      '2026-11-26 10:00:00.1234',
    ]) {
      expect(parseBusinessText(wrong), wrong).toBeUndefined();
    }
    expect(instantOf(' 1795712523000 ')).toBe(1795712523000);
    expect(instantOf('-5')).toBe(-5);
  });

  it('formats with an empty text for nothing', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatTime(AFTER_CHINA_MIDNIGHT, DATE_MINUTE)).toBe('2026-11-26 00:30');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime(null, undefined, '-')).toBe('-');
    expect(formatDate(CHINA_26TH[1])).toBe('2026-11-26');
  });

  it('gives ranges of business days, weeks and months', () => {
    // 2026-11-26 is a Thursday
    expect(weekRange(AFTER_CHINA_MIDNIGHT)).toEqual([
      Date.parse('2026-11-22T16:00:00Z'),
      Date.parse('2026-11-29T16:00:00Z') - 1,
    ]);
    // a Sunday belongs to the week that started on the Monday before it
    expect(weekRange(Date.parse('2026-11-29T12:00:00+08:00'))[0]).toBe(Date.parse('2026-11-22T16:00:00Z'));
    expect(monthRange(AFTER_CHINA_MIDNIGHT)).toEqual([
      Date.parse('2026-10-31T16:00:00Z'),
      Date.parse('2026-11-30T16:00:00Z') - 1,
    ]);
    expect(lastDaysRange(7, AFTER_CHINA_MIDNIGHT)).toEqual([Date.parse('2026-11-19T16:00:00Z'), CHINA_26TH[1]]);
    expect(dayStartAfter(AFTER_CHINA_MIDNIGHT, -1)).toBe(CHINA_26TH[0] - 86_400_000);
    expect(dayStart(AFTER_CHINA_MIDNIGHT)).toBe(CHINA_26TH[0]);
  });

  it('keys days and lists the days of a range', () => {
    expect(dayStartOfKey('2026-11-26')).toBe(CHINA_26TH[0]);
    expect(dayStartOfKey('26.11.2026')).toBeUndefined();
    expect(dayStartOfKey('x2026-11-26')).toBeUndefined();
    expect(dayStartOfKey('2026-11-26x')).toBeUndefined();
    expect(dayKey(Date.parse('2026-03-05T12:00:00+08:00'))).toBe('2026-03-05');
    // a range ending exactly at a day's start holds that day
    expect(daysBetween(CHINA_26TH[0], CHINA_26TH[0])).toEqual(['2026-11-26']);
    expect(daysBetween(CHINA_26TH[0] - 2 * 86_400_000, CHINA_26TH[1])).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(daysBetween(CHINA_26TH[0], CHINA_26TH[0] + 1000 * 86_400_000)).toHaveLength(366);
  });

  it('stamps file names in the business zone', () => {
    expect(fileDay(AFTER_CHINA_MIDNIGHT)).toBe('20261126');
    expect(fileStamp(AFTER_CHINA_MIDNIGHT)).toBe('20261126T003000');
  });

  it('takes the zone the backend states, and Asia/Shanghai for a name this browser does not know', () => {
    expect(businessZone()).toBe('Asia/Shanghai');
    expect(businessZoneLabel(AFTER_CHINA_MIDNIGHT)).toBe('Asia/Shanghai (UTC+08:00)');
    expect(setBusinessZone('Mars/Base')).toBe(false);
    expect(setBusinessZone(undefined)).toBe(false);
    expect(businessZone()).toBe('Asia/Shanghai');
    expect(setBusinessZone('America/New_York')).toBe(true);
    expect(todayRange(AFTER_CHINA_MIDNIGHT)).toEqual([
      Date.parse('2026-11-25T05:00:00Z'),
      Date.parse('2026-11-26T05:00:00Z') - 1,
    ]);
    expect(isoTime(AFTER_CHINA_MIDNIGHT)).toBe('2026-11-25T11:30:00-05:00');
    expect(businessOffsetText(Date.parse('2026-07-01T12:00:00Z'))).toBe('-04:00');
  });

  it("falls back to the run-time configuration's zone when the backend states none this browser knows", () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, businessTimeZone: 'Asia/Tokyo' });
    expect(setBusinessZone(undefined)).toBe(false);
    expect(businessZone()).toBe('Asia/Tokyo');
    expect(businessZoneLabel(AFTER_CHINA_MIDNIGHT)).toBe('Asia/Tokyo (UTC+09:00)');
    expect(setBusinessZone('Mars/Base')).toBe(false);
    expect(businessZone()).toBe('Asia/Tokyo');
    // the backend's word wins
    expect(setBusinessZone('America/New_York')).toBe(true);
    // a configured name this browser does not know: Asia/Shanghai
    setRuntimeConfig({ ...DEFAULT_CONFIG, businessTimeZone: 'Mars/Base' });
    expect(setBusinessZone(undefined)).toBe(false);
    expect(businessZone()).toBe('Asia/Shanghai');
    // a new configuration is read even when the backend's word has not changed
    setRuntimeConfig({ ...DEFAULT_CONFIG, businessTimeZone: 'Europe/Paris' });
    expect(businessZone()).toBe('Europe/Paris');
  });
});
