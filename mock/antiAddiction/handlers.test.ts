import { describe, expect, it } from 'vitest';
import auth from '../auth';
import special from '../special';
import unity from '../unity';
import { authorityOf } from '../core/access';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { antiAddictionArea, nationalRules } from './state';

/** Anti-addiction rules over real HTTP, both scopes: masking, reveal, override vs inherit, the check, access, log. */
const bed = areaTestBed([auth, unity, special]);
const { call, lastLog } = bed;

interface Verdict {
  allowed: boolean;
  code: string;
  rule: string;
}
interface Check {
  age: number | null;
  dayKind: string;
  play: Verdict;
  pay: Verdict | null;
  source: string;
}
interface View {
  mode: string;
  effective: {
    appId: string;
    bizId: string;
    secretKey: string;
    guestMinutes: number;
    caps: { age8to16: { perPayment: number } };
  };
  own: { secretKey: string } | null;
  sources: Record<string, string>;
}

const PLATFORM = '/api/unity/antiAddiction';
const GAME = '/api/special/antiAddiction';
const cn = (text: string) => Date.parse(`${text}+08:00`);
const admin = (gameId = 1) => ({ token: bed.admin, gameId });
/** Saving anti-addiction rules needs approval (docs/rules.md "Change requests"): admin saves at once here. */
const NOW = { emergency: true, changeReason: '规则测试' };

describe('anti-addiction rules', () => {
  it('masks appId, bizId and secretKey in every answer of both scopes', async () => {
    const stored = antiAddictionArea();
    const secrets = [stored.platform, stored.games[2].rules].flatMap((r) => (r ? [r.appId, r.bizId, r.secretKey] : []));
    for (const [path, gameId] of [
      [`${PLATFORM}/get`, 1],
      [`${GAME}/get`, 1],
      [`${GAME}/get`, 2],
    ] as const) {
      const res = await call<View>(path, {}, admin(gameId));
      expect(res.json.code).toBe('00000');
      const text = JSON.stringify(res.json);
      secrets.forEach((s) => expect(text).not.toContain(s));
      expect(res.json.data.effective.secretKey).toMatch(/^.{4}\*{4}.{4}$/);
    }
  });

  it('reveal needs a reason, answers the plain value and logs the reason, never the value', async () => {
    const none = await call(`${PLATFORM}/reveal`, { field: 'secretKey' }, admin());
    expect(none.json.code).toBe('A0400');
    const seen = await call<{ value: string }>(
      `${GAME}/reveal`,
      { field: 'secretKey', reason: '联调实名认证' },
      admin(2),
    );
    const own = antiAddictionArea().games[2].rules?.secretKey ?? '';
    expect(seen.json.data.value).toBe(own);
    const entry = lastLog();
    expect(entry).toMatchObject({
      module: 'gameAntiAddiction',
      action: 'reveal',
      after: { field: 'secretKey', source: 'game', reason: '联调实名认证' },
    });
    expect(JSON.stringify(entry)).not.toContain(own);
  });

  it("the game's override wins; inherit falls back to the platform; an empty secret keeps the stored one", async () => {
    const check = (gameId: number) =>
      call<Check>(`${GAME}/check`, { age: 12, at: cn('2026-11-24T12:00:00'), amount: 4000 }, admin(gameId));
    // game 2 overrides with ¥30.00 a payment for under-16s; game 1 inherits the platform's ¥50.00
    const over = (await check(2)).json.data;
    expect(over).toMatchObject({ source: 'game', pay: { allowed: false, code: 'perPayment' } });
    expect(over.pay?.rule).toBe('未满 16 周岁：单笔不超过 ¥30.00');
    expect((await check(1)).json.data).toMatchObject({ source: 'platform', pay: { allowed: true } });

    const kept = antiAddictionArea().games[2].rules?.secretKey;
    const rules = { ...nationalRules(), appId: '', bizId: '', secretKey: '', guestMinutes: 15 };
    const save = await call(`${GAME}/edit`, { mode: 'override', rules, baseVersion: 1, ...NOW }, admin(2));
    expect(save.json.code).toBe('00000');
    expect(antiAddictionArea().games[2].rules?.secretKey).toBe(kept);
    const log = lastLog();
    expect(log).toMatchObject({ module: 'gameAntiAddiction', action: 'edit', result: 'success' });
    expect(JSON.stringify(log)).not.toContain(kept);
    expect(log.after).toMatchObject({ mode: 'override', rules: { guestMinutes: 15 } });

    const back = await call(`${GAME}/edit`, { mode: 'inherit', baseVersion: 2, ...NOW }, admin(2));
    expect(back.json.code).toBe('00000');
    const view = (await call<View>(`${GAME}/get`, {}, admin(2))).json.data;
    expect(view).toMatchObject({ mode: 'inherit', sources: { caps: 'platform', windows: 'platform' } });
    expect((await check(2)).json.data).toMatchObject({ source: 'platform', pay: { allowed: true } });
  });

  it('the platform save refuses a window that ends before it starts and keeps the rules', async () => {
    const rules = { ...nationalRules(), windows: [{ weekdays: [5], holidays: false, start: '21:00', end: '20:00' }] };
    // refused in the rules' own words when asked, before any approval
    const res = await call(`${PLATFORM}/edit`, { rules, baseVersion: 1, changeReason: '测试' }, admin());
    expect(res.json.code).toBe('A0400');
    expect(res.json.tips).toContain('windows.0.end');
    expect(antiAddictionArea().platform.windows[0].start).toBe('20:00');
  });

  it('answers the check with the deciding rule in the operator language', async () => {
    const at = (text: string, extra = {}, lang?: string) =>
      call<Check>(`${PLATFORM}/check`, { age: 15, at: cn(text), ...extra }, { ...admin(), lang });
    const school = (await at('2026-11-24T20:30:00')).json.data;
    expect(school.play).toEqual({
      allowed: false,
      code: 'outsideWindows',
      rule: '周五至周日及法定节假日 20:00–21:00 以外不可游戏',
    });
    expect((await at('2026-10-05T20:30:00')).json.data).toMatchObject({ dayKind: 'holiday', play: { allowed: true } });
    const makeUp = (await at('2026-10-10T20:30:00')).json.data;
    expect(makeUp.play.rule).toContain('2026-10-10 为调休上班日');
    const en = (await at('2026-11-24T20:30:00', { amount: 15000, monthSpent: 10000 }, 'en-US')).json.data;
    expect(en.play.rule).toBe('No play outside Fri–Sun and public holidays 20:00–21:00');
    // the cap is written as the operator's language writes yuan (docs/rules.md "Money")
    expect(en.pay?.rule).toBe('Under 16: at most CN¥50.00 a payment');
    const pt = (await at('2026-11-24T20:30:00', { amount: 1234500, monthSpent: 10000 }, 'pt-BR')).json.data;
    expect(pt.pay?.rule).toContain('CN¥\u00a050,00');
    const birthday = await call<Check>(
      `${PLATFORM}/check`,
      { birthDate: '2008-11-24', at: cn('2026-11-24T08:00:00'), amount: 100000 },
      admin(),
    );
    expect(birthday.json.data).toMatchObject({ age: 18, play: { allowed: true }, pay: { allowed: true } });
    const nobody = await call(`${PLATFORM}/check`, { at: cn('2026-11-24T08:00:00') }, admin());
    expect(nobody.json.code).toBe('A0400');
    const unborn = await call(`${PLATFORM}/check`, { birthDate: '2027-01-01', at: cn('2026-11-24T08:00:00') }, admin());
    expect(unborn.json).toMatchObject({ code: 'A0400', tips: expect.stringContaining('2027-01-01') });
  });
});

describe('access', () => {
  it('ops runs both screens; viewer is refused by the backend', async () => {
    const ops = await bed.login('ops');
    expect((await call(`${PLATFORM}/get`, {}, { token: ops, gameId: 1 })).json.code).toBe('00000');
    expect((await call(`${GAME}/check`, { age: 15 }, { token: ops, gameId: 1 })).json.code).toBe('00000');
    const viewer = await bed.login('viewer');
    for (const path of [`${PLATFORM}/get`, `${PLATFORM}/check`, `${GAME}/get`, `${GAME}/edit`]) {
      const res = await call(path, { mode: 'inherit' }, { token: viewer, gameId: 1 });
      expect(res.json.code).toBe('A0301');
    }
    const keys = (account: string) => {
      const person = getStore().people.find((p) => p.account === account);
      if (!person) throw new Error(account);
      return authorityOf(person);
    };
    expect(keys('ops')).toEqual(
      expect.arrayContaining([
        '/unity',
        '/unity/anti-addiction',
        '/unity/anti-addiction:edit',
        '/special/anti-addiction',
      ]),
    );
    expect(keys('ops')).not.toContain('/unity/keyConfig');
    expect(keys('viewer').filter((k) => k.includes('anti-addiction'))).toEqual([]);
  });
});
