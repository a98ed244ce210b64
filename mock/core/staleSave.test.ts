import { describe, expect, it } from 'vitest';
import auth from '../auth';
import pay from '../pay';
import type { ApiContext } from './apiTypes';
import { t } from './i18n';
import { readCallOf, staleSave } from './staleSave';
import { getStore } from './store';
import { areaTestBed } from './testServer';

/**
 * Versioned saves (docs/rules.md "Request ids and versions") over real HTTP: a save is accepted only when it is based
 * on the latest version; a base from before it and a base from after it (a version nobody has saved yet) are both
 * refused with A0409, and nothing is saved.
 */
const bed = areaTestBed([auth, pay]);
const GAME = 1;

type Config = { id: number; merchantId: string; recordVersion: number; savedBy: string };
interface Stale {
  baseVersion: number | null;
  recordVersion: number;
  savedBy: string;
  savedAt: number;
  record: Config;
}
const wechat = async () =>
  (
    await bed.call<{ list: Config[] }>(
      '/api/mng/payConfig/page',
      { pageNum: 1, pageSize: 20, payType: 'wechat' },
      { token: bed.admin, gameId: GAME },
    )
  ).json.data.list[0];
/**
 * A pay configuration's edit is risky (docs/rules.md "Change requests"): admin saves on the emergency path, at once;
 * what is tested here is the version check, which a queued change meets first the same way.
 */
const NOW = { emergency: true, changeReason: '版本测试' };
const edit = <T = unknown>(body: Record<string, unknown>, lang?: string) =>
  bed.call<T>('/api/mng/payConfig/edit', { ...NOW, ...body }, { token: bed.admin, gameId: GAME, lang });
/** the pay configuration saves that went through (a refused save writes none) */
const edits = () =>
  getStore().oplog.filter((l) => l.module === 'payConfig' && l.action === 'edit' && l.result === 'success');

describe('a versioned save', () => {
  it('based on a version ahead of the latest (one nobody saved) is refused with A0409, and nothing is saved', async () => {
    const config = await wechat();
    const v = config.recordVersion;
    const logs = edits().length;
    for (const ahead of [v + 1, v + 5]) {
      const r = await edit<Stale>({ id: config.id, merchantId: 'WX-FROM-THE-FUTURE', baseVersion: ahead });
      expect(r.json.code).toBe('A0409');
      expect(r.json.tips).toContain(`你打开的是第 ${ahead} 版`);
      expect(r.json.data).toMatchObject({ baseVersion: ahead, recordVersion: v });
      expect(r.json.data.record).toMatchObject({ id: config.id, merchantId: config.merchantId, recordVersion: v });
    }
    expect((await wechat()).merchantId).toBe(config.merchantId);
    expect(edits().length).toBe(logs);
    // based on the latest version, it is saved
    expect((await edit({ id: config.id, merchantId: 'WX-NOW', baseVersion: v })).json.code).toBe('00000');
    expect(await wechat()).toMatchObject({ merchantId: 'WX-NOW', recordVersion: v + 1 });
    expect(edits().length).toBe(logs + 1);
  });

  it('based on an older version is refused naming who saved the latest and when, in the reader’s language', async () => {
    const config = await wechat();
    const v = config.recordVersion;
    expect((await edit({ id: config.id, merchantId: 'WX-1', baseVersion: v })).json.code).toBe('00000');
    const r = await edit<Stale>({ id: config.id, merchantId: 'WX-2', baseVersion: v }, 'en-US');
    expect(r.json.code).toBe('A0409');
    expect(r.json.tips).toMatch(
      new RegExp(
        `^周建国 saved this record at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\+08:00 as version ${v + 1}; ` +
          `you opened version ${v}, so nothing was saved`,
      ),
    );
    expect(r.json.data).toMatchObject({ baseVersion: v, recordVersion: v + 1, savedBy: '周建国' });
    expect(r.json.data.savedAt).toBeGreaterThan(0);
    expect(r.json.data.record).toMatchObject({ merchantId: 'WX-1', recordVersion: v + 1, savedBy: '周建国' });
    expect((await wechat()).merchantId).toBe('WX-1');
  });
});

describe('the stale-save refusal', () => {
  const ctx = (lang: 'zh-CN' | 'en-US') =>
    ({
      t: (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(lang, key, vars),
    }) as unknown as ApiContext<unknown>;
  const latest = { recordVersion: 3, savedBy: '', savedAt: Date.UTC(2026, 10, 26, 10, 48, 0), record: { id: 1 } };

  it('names "someone else" when nobody is recorded, and says "-" and null for a base that is not a version', () => {
    const e = staleSave(ctx('en-US'), undefined, latest);
    expect(e.code).toBe('A0409');
    expect(e.tips).toMatch(
      /^Someone else saved this record at 2026-11-26 18:48:00 UTC\+08:00 as version 3; you opened version -,/,
    );
    expect(e.data).toEqual({ baseVersion: null, ...latest });
    const named = staleSave(ctx('zh-CN'), 2, { ...latest, savedBy: '张伟' });
    expect(named.tips).toMatch(
      /^张伟 已于 2026-11-26 18:48:00 UTC\+08:00 保存了这条记录（第 3 版），你打开的是第 2 版/,
    );
    expect(named.data).toEqual({ baseVersion: 2, ...latest, savedBy: '张伟' });
  });

  it('reads the latest record with the contract’s get call of that kind', () => {
    expect(readCallOf('payConfig')).toBe('/api/mng/payConfig/get');
    expect(readCallOf(undefined)).toBeUndefined();
    expect(readCallOf('')).toBeUndefined();
    expect(readCallOf('no-such-record')).toBeUndefined();
  });
});
