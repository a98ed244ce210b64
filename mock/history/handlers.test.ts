import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dic from '../dic';
import history from '../history';
import pay from '../pay';
import special from '../special';
import unity from '../unity';
import { payState } from '../pay/state';
import { antiAddictionArea } from '../antiAddiction/state';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

/** Configuration history over real HTTP (docs/rules.md "Configuration history"). */
const bed = areaTestBed([auth, dic, history, pay, special, unity]);
const GAME = 1;

interface Page<T> {
  list: T[];
  total: number;
}
interface Version {
  version: number;
  action: string;
  operatorName: string;
  reason: string;
  fromVersion?: number;
  baseline: boolean;
}
interface Change {
  path: string;
  op: string;
  before?: unknown;
  after?: unknown;
  secret?: boolean;
  changed?: boolean;
}
interface Diff {
  equal: boolean;
  changes: Change[];
}

const call = <T = unknown>(path: string, body: unknown, o: { token?: string; lang?: string; gameId?: number } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, gameId: o.gameId ?? GAME, lang: o.lang });

const wechat = () => {
  const row = payState().configs.find((c) => c.gameId === GAME && c.payType === 'wechat');
  if (!row) throw new Error('seed: no wechat config in game 1');
  return row;
};

/** A role that reads the pay configuration but may not save it, given to `viewer`. */
function grantPayConfigReadOnly(): void {
  const store = getStore();
  const ids = store.resources
    .filter((r) => ['/pay', '/pay/payConfig', '/api/mng/payConfig/page'].includes(r.path))
    .map((r) => r.id);
  const role = { ...store.roles[0], id: 900, code: 'payRead', name: 'payRead', resourceIds: ids, groupIds: [] };
  store.roles.push({ ...role, status: 1, builtIn: false });
  const viewer = store.people.find((p) => p.account === 'viewer');
  if (!viewer) throw new Error('seed: no viewer');
  viewer.roleIds = [role.id];
  viewer.gameIds = [GAME];
}

/**
 * A pay configuration's save is risky (docs/rules.md "Change requests"): these tests are about its history, so admin
 * saves and rolls back on the emergency path, at once (the approval flow is mock/changeRequest's tests').
 */
const NOW = { emergency: true, changeReason: '历史测试' };

describe('configuration history', () => {
  it('keeps a version per save (the seeded state as v1), diffs two field by field, never answering a secret', async () => {
    const row = wechat();
    const secrets = [row.certPassword, row.apiKey, 'newApiKey-0123456789'].filter(Boolean);
    const edit = await call('/api/mng/payConfig/edit', {
      id: row.id,
      baseVersion: 1,
      merchantId: 'M-NEW',
      apiKey: 'newApiKey-0123456789',
      ...NOW,
    });
    expect(edit.json.code).toBe('00000');
    const page = await call<Page<Version>>('/api/mng/history/page', {
      kind: 'payConfig',
      recordId: row.id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.list.map((v) => [v.version, v.action, v.baseline])).toEqual([
      [2, 'update', false],
      [1, 'create', true],
    ]);
    expect(page.json.data.list[0].operatorName).toBe(getStore().people.find((p) => p.account === 'admin')?.name);
    expect(page.json.data.list[1].operatorName).toBe('');
    const diff = await call<Diff>('/api/mng/history/diff', { kind: 'payConfig', recordId: row.id, from: 1, to: 2 });
    expect(diff.json.data.equal).toBe(false);
    const byPath = Object.fromEntries(diff.json.data.changes.map((c) => [c.path, c]));
    expect(byPath.merchantId).toMatchObject({ op: 'changed', after: 'M-NEW' });
    expect(byPath.apiKey).toEqual({ path: 'apiKey', op: 'changed', secret: true, changed: true });
    expect(byPath.certPassword).toEqual({ path: 'certPassword', op: 'changed', secret: true, changed: false });
    expect(byPath.updated).toBeUndefined();
    const answers = page.text + diff.text;
    secrets.forEach((s) => expect(answers).not.toContain(s));
    expect(answers).not.toMatch(/hmac|sealed/);
  });

  it('rolls back through the record’s own save: a new version equal to the chosen one, logged with its reason', async () => {
    const row = wechat();
    const original = { merchantId: row.merchantId, apiKey: row.apiKey, feeRateBp: row.feeRateBp };
    await call('/api/mng/payConfig/edit', {
      id: row.id,
      baseVersion: 1,
      merchantId: 'M-NEW',
      apiKey: 'newApiKey-0123456789',
      feeRateBp: 99,
      ...NOW,
    });
    const noReason = await call('/api/mng/history/rollback', {
      kind: 'payConfig',
      recordId: row.id,
      version: 1,
      baseVersion: 2,
    });
    expect(noReason.json.code).toBe('A0400');
    const back = await call<{ version: number; unrestored: string[] }>('/api/mng/history/rollback', {
      kind: 'payConfig',
      recordId: row.id,
      version: 1,
      reason: 'wrong merchant',
      baseVersion: 2,
      emergency: true,
    });
    expect(back.json.code).toBe('00000');
    expect(back.json.data).toEqual({ version: 3, unrestored: [] });
    expect(wechat()).toMatchObject(original);
    const page = await call<Page<Version>>('/api/mng/history/page', {
      kind: 'payConfig',
      recordId: row.id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.json.data.list[0]).toMatchObject({
      version: 3,
      action: 'rollback',
      reason: 'wrong merchant',
      fromVersion: 1,
    });
    const same = await call<Diff>('/api/mng/history/diff', { kind: 'payConfig', recordId: row.id, from: 1, to: 3 });
    expect(same.json.data.equal).toBe(true);
    expect(same.json.data.changes.every((c) => c.secret && c.changed === false)).toBe(true);
    const log = bed.lastLog();
    expect(log).toMatchObject({ module: 'history', action: 'rollback', result: 'success' });
    expect(log.target).toContain('v1 → v3');
    expect(log.target).toContain('wrong merchant');
    expect(log.before).toMatchObject({ merchantId: 'M-NEW', feeRateBp: 99 });
    expect(log.after).toMatchObject({ merchantId: original.merchantId });
    expect(JSON.stringify(log)).not.toContain(original.apiKey);
    const again = await call('/api/mng/history/rollback', {
      kind: 'payConfig',
      recordId: row.id,
      version: 3,
      reason: 'again',
      baseVersion: 3,
      emergency: true,
    });
    expect(again.json.code).toBe('A0403');
  });

  it('refuses a rollback the record’s own checks no longer allow, in its own words, and writes no version', async () => {
    const add = await call<{ id: number }>('/api/mng/commonConfig/add', {
      key: 'feature.flag',
      value: '1',
      type: 'switch',
      scopeGameId: 0,
    });
    const id = add.json.data.id;
    await call('/api/mng/commonConfig/edit', { id, key: 'feature.renamed', baseVersion: 1 });
    await call('/api/mng/commonConfig/add', { key: 'feature.flag', value: '0', type: 'switch', scopeGameId: 0 });
    const refused = await call('/api/mng/history/rollback', {
      kind: 'commonConfig',
      recordId: id,
      version: 1,
      reason: 'restore the key',
      baseVersion: 2,
    });
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toContain('feature.flag');
    const en = await call(
      '/api/mng/history/rollback',
      { kind: 'commonConfig', recordId: id, version: 1, reason: 'restore the key', baseVersion: 2 },
      { lang: 'en-US' },
    );
    expect(en.json.tips).not.toMatch(/[\u4e00-\u9fff]{3}/);
    const page = await call<Page<Version>>('/api/mng/history/page', {
      kind: 'commonConfig',
      recordId: id,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.json.data.total).toBe(2);
    expect(bed.lastLog()).toMatchObject({ module: 'history', action: 'rollback', result: 'failure' });
  });

  it('needs the screen’s read grant to read and its save grant to roll back', async () => {
    const row = wechat();
    await call('/api/mng/payConfig/edit', { id: row.id, remark: 'changed', baseVersion: 1, ...NOW });
    const viewer = await bed.login('viewer');
    const ref = { kind: 'payConfig', recordId: row.id };
    const refused = await call('/api/mng/history/page', { ...ref, pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(refused.json.code).toBe('A0301');
    grantPayConfigReadOnly();
    const read = await call<Page<Version>>(
      '/api/mng/history/page',
      { ...ref, pageNum: 1, pageSize: 10 },
      { token: viewer },
    );
    expect(read.json.code).toBe('00000');
    expect(read.json.data.total).toBe(2);
    const rollback = await call(
      '/api/mng/history/rollback',
      { ...ref, version: 1, reason: 'try', baseVersion: 2 },
      { token: viewer },
    );
    expect(rollback.json.code).toBe('A0301');
    expect(wechat().remark).toBe('changed');
  });

  it('a save’s change reason is its version’s reason, and is not part of the record', async () => {
    const list = payState().lists.find((l) => l.gameId === GAME);
    if (!list) throw new Error('seed: no pay list');
    const saved = await call('/api/mng/payList/edit', {
      id: list.id,
      baseVersion: 1,
      remark: '双十一调整',
      changeReason: '  活动期间微信优先  ',
      emergency: true,
    });
    expect(saved.json.code).toBe('00000');
    expect(list).not.toHaveProperty('changeReason');
    const page = await call<{ list: Array<{ version: number; reason: string }> }>('/api/mng/history/page', {
      kind: 'payList',
      recordId: list.id,
      pageNum: 1,
      pageSize: 10,
    });
    const newest = page.json.data.list.reduce((a, b) => (b.version > a.version ? b : a));
    expect(newest.reason).toBe('活动期间微信优先');
    const diff = await call<Diff>('/api/mng/history/diff', { kind: 'payList', recordId: list.id, from: 1, to: 2 });
    expect(diff.json.data.changes.map((c) => c.path)).toEqual(['remark']);
    const tooLong = await call('/api/mng/payList/edit', {
      id: list.id,
      changeReason: 'x'.repeat(201),
      baseVersion: 2,
      emergency: true,
    });
    expect(tooLong.json.code).toBe('A0400');
  });

  it('keeps a pay list’s order change and rolls a game’s anti-addiction rules back with their secrets', async () => {
    const list = payState().lists.find((l) => l.gameId === GAME && l.payTypes.length > 1);
    if (!list) throw new Error('seed: no pay list with two types');
    const order = [...list.payTypes];
    await call('/api/mng/payList/edit', { id: list.id, payTypes: [...order].reverse(), baseVersion: 1, ...NOW });
    const diff = await call<Diff>('/api/mng/history/diff', { kind: 'payList', recordId: list.id, from: 1, to: 2 });
    expect(diff.json.data.changes).toEqual([
      { path: 'payTypes', op: 'reordered', before: order, after: [...order].reverse() },
    ]);

    const seeded = antiAddictionArea().platform.secretKey;
    const rules = { ...antiAddictionArea().platform, secretKey: 'a-brand-new-secret-key-0001', guestMinutes: 30 };
    const edit = await call('/api/unity/antiAddiction/edit', { rules, baseVersion: 1, ...NOW });
    expect(edit.json.code).toBe('00000');
    const changed = await call<Diff>('/api/mng/history/diff', {
      kind: 'antiAddictionPlatform',
      recordId: 1,
      from: 1,
      to: 2,
    });
    expect(changed.json.data.changes).toEqual(
      expect.arrayContaining([
        { path: 'secretKey', op: 'changed', secret: true, changed: true },
        { path: 'appId', op: 'changed', secret: true, changed: false },
        { path: 'guestMinutes', op: 'changed', before: 60, after: 30 },
      ]),
    );
    expect(changed.text).not.toContain('a-brand-new-secret-key-0001');
    const back = await call('/api/mng/history/rollback', {
      kind: 'antiAddictionPlatform',
      recordId: 1,
      version: 1,
      reason: 'secret leaked into a ticket',
      emergency: true,
      baseVersion: 2,
    });
    expect(back.json.code).toBe('00000');
    expect(antiAddictionArea().platform).toMatchObject({ secretKey: seeded, guestMinutes: 60 });
  });

  it('says which fields a rollback could not restore (an app key’s rotated secret)', async () => {
    const key = (await import('../platform/state')).platformState().keys[0];
    await call('/api/mng/key/rotate', { id: key.id, field: 'appSecret', ...NOW });
    const back = await call<{ version: number; unrestored: string[] }>('/api/mng/history/rollback', {
      kind: 'appKey',
      recordId: key.id,
      version: 1,
      reason: 'undo the rotation',
      baseVersion: 2,
    });
    expect(back.json.code).toBe('00000');
    expect(back.json.data.unrestored).toEqual(['appSecret']);
  });
});
