import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dev from '../dev';
import pack from '../package';
import {
  BASE_EPOCH,
  BUSINESS_TIME_ZONE,
  businessDay,
  businessMidnight,
  businessSecondText,
  businessText,
  advanceClock,
  clockOffset,
  HOUR,
  nextBusinessMidnight,
  now,
  seedDayStart,
  setClockOffset,
  zoneFromEnv,
} from '../core/clock';
import { SESSION_IDLE_MS } from '../core/sessions';
import { areaTestBed, withDevEndpoints } from '../core/testServer';

/**
 * docs/rules.md "Business time zone": the backend counts its days in one zone (BUSINESS_TIME_ZONE, Asia/Shanghai by
 * default), states it with the signed-in person, and its dev clock lets a test hold "today" still.
 */
withDevEndpoints();
const bed = areaTestBed([auth, dev, pack]);

describe('the business time zone', () => {
  it('is Asia/Shanghai unless BUSINESS_TIME_ZONE names another; a name that is no zone stops the backend', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    expect(zoneFromEnv(undefined)).toBe('Asia/Shanghai');
    expect(zoneFromEnv('  ')).toBe('Asia/Shanghai');
    expect(zoneFromEnv(' America/New_York ')).toBe('America/New_York');
    expect(() => zoneFromEnv('Mars/Base')).toThrow('BUSINESS_TIME_ZONE=Mars/Base is not an IANA time zone');
  });

  it('counts China days: midnight, the next one, the day and the wall clock of an instant', () => {
    const at = Date.parse('2026-11-25T18:30:00Z'); // 02:30 on the 26th in China
    expect(businessMidnight(at)).toBe(Date.parse('2026-11-25T16:00:00Z'));
    expect(nextBusinessMidnight(at)).toBe(Date.parse('2026-11-26T16:00:00Z'));
    expect(businessDay(at)).toBe('2026-11-26');
    expect(businessText(at)).toBe('2026-11-26 02:30');
    // the moment a refusal names exactly (a stale save's "saved at"), with the zone's offset
    expect(businessSecondText(at + 5_000)).toBe('2026-11-26 02:30:05 UTC+08:00');
    expect(new Date(BASE_EPOCH + 8 * HOUR).getUTCHours()).toBe(0);
  });

  it('pins the seed day with SEED_DAY (its midnight in the zone) and refuses one that is not a day', () => {
    expect(seedDayStart('2026-11-01', 0)).toBe(Date.parse('2026-10-31T16:00:00Z'));
    expect(seedDayStart(undefined, Date.parse('2026-11-25T18:30:00Z'))).toBe(Date.parse('2026-11-25T16:00:00Z'));
    expect(() => seedDayStart('1 Nov', 0)).toThrow('SEED_DAY=1 Nov is not a day (YYYY-MM-DD)');
    // spaces around it are forgiven; anything else before or after the day is not
    expect(seedDayStart(' 2026-11-01 ', 0)).toBe(Date.parse('2026-10-31T16:00:00Z'));
    expect(() => seedDayStart('x2026-11-01', 0)).toThrow('SEED_DAY=x2026-11-01 is not a day');
    expect(() => seedDayStart('2026-11-01T08', 0)).toThrow('SEED_DAY=2026-11-01T08 is not a day');
  });

  it('starts unmoved in a fresh process (no offset kept yet), and moves from there', () => {
    const kept = globalThis.__GAME_OPS_CLOCK__;
    try {
      globalThis.__GAME_OPS_CLOCK__ = undefined;
      expect(clockOffset()).toBe(0);
      const before = Date.now();
      expect(now()).toBeGreaterThanOrEqual(before);
      expect(now()).toBeLessThanOrEqual(Date.now());
      advanceClock(60_000);
      expect(clockOffset()).toBe(60_000);
    } finally {
      globalThis.__GAME_OPS_CLOCK__ = kept;
    }
  });

  it('is stated with the signed-in person', async () => {
    const me = await bed.call<{ businessTimeZone: string }>('/api/mng/user/current', {}, { token: bed.admin });
    expect(me.json.code).toBe('00000');
    expect(me.json.data.businessTimeZone).toBe('Asia/Shanghai');
  });

  it('the dev clock reads without moving, moves to a moment of the seed day, and tells that day’s midnight', async () => {
    setClockOffset(0);
    try {
      const read = await bed.call<{ offsetMs: number; now: number; baseEpoch: number }>(
        '/api/__mock/clock',
        {},
        { token: bed.admin },
      );
      expect(read.json.data.offsetMs).toBe(0);
      expect(read.json.data.baseEpoch).toBe(BASE_EPOCH);
      const target = BASE_EPOCH + 2 * HOUR;
      const moved = await bed.call<{ now: number }>(
        '/api/__mock/clock',
        { offsetMs: target - Date.now() },
        { token: bed.admin },
      );
      expect(Math.abs(moved.json.data.now - target)).toBeLessThan(5 * 60_000);
      // reading again leaves it where it is (a session slid at 02:00 survives: no jump to the real time)
      const again = await bed.call<{ offsetMs: number }>('/api/__mock/clock', {}, { token: bed.admin });
      expect(again.json.data.offsetMs).toBe(clockOffset());
      expect(clockOffset()).not.toBe(0);
    } finally {
      setClockOffset(0);
    }
  });

  it('a jump of the dev clock past the sessions’ idle time keeps the session that made it (time travel, not idleness)', async () => {
    setClockOffset(0);
    const token = await bed.login('admin');
    try {
      const jumped = await bed.call<{ offsetMs: number }>(
        '/api/__mock/clock',
        { offsetMs: SESSION_IDLE_MS + 4 * HOUR },
        { token },
      );
      expect(jumped.json.code).toBe('00000');
      const me = await bed.call('/api/mng/user/current', {}, { token });
      expect(me.json.code).toBe('00000');
      const back = await bed.call('/api/__mock/clock', { offsetMs: 0 }, { token });
      expect(back.json.code).toBe('00000');
      expect((await bed.call('/api/mng/user/current', {}, { token })).json.code).toBe('00000');
      // real idleness still ends it
      advanceClock(SESSION_IDLE_MS + 1);
      expect((await bed.call('/api/mng/user/current', {}, { token })).json.code).toBe('A0230');
    } finally {
      setClockOffset(0);
    }
  });

  it('cuts the packaging statistics’ days in the zone, whatever offset a console sends', async () => {
    const from = Date.parse('2026-11-01T00:00:00+08:00');
    const stats = await bed.call<{ perDay: Array<{ date: string }> }>(
      '/onlinepack/statistics',
      { startTime: from, endTime: from + 3 * 24 * HOUR - 1, tzOffset: -180 },
      { token: bed.admin, gameId: 1 },
    );
    expect(stats.json.code).toBe(0);
    expect(stats.json.data.perDay.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });
});
