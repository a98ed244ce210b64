import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dic from '../dic';
import history from '../history';
import pay from '../pay';
import sdk from '../sdk';
import unity from '../unity';
import { packArea } from '../package/area';
import { payState } from '../pay/state';
import { platformState } from '../platform/state';
import { areaTestBed } from '../core/testServer';

/**
 * Deleted configuration records (docs/rules.md "Configuration history"): a plugin's deletion is a delete version of
 * its parameters in every game that had them; the records whose newest version is a delete are listed per kind, with
 * their history still readable; a rollback re-creates one through its own add call under its old id, or is refused
 * (read-only) for kinds that cannot come back, saying why.
 */
const bed = areaTestBed([auth, dic, history, pay, sdk, unity]);

interface Deleted {
  recordId: number;
  title: string;
  version: number;
  operatorName: string;
  gameId: number;
  restorable: boolean;
  readOnlyReason: string;
}
interface Version {
  version: number;
  action: string;
  reason: string;
  fromVersion?: number;
  baseline: boolean;
}

const call = <T = unknown>(path: string, body: unknown, o: { gameId?: number; lang?: string; token?: string } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, gameId: o.gameId ?? 1, lang: o.lang });

async function deleted(kind: string, o: { gameId?: number; lang?: string } = {}): Promise<Deleted[]> {
  const r = await call<{ list: Deleted[] }>('/api/mng/history/deleted', { kind, pageNum: 1, pageSize: 50 }, o);
  expect(r.json?.code).toBe('00000');
  return r.json?.data.list ?? [];
}

async function versions(kind: string, recordId: number, gameId = 1): Promise<Version[]> {
  const r = await call<{ list: Version[] }>(
    '/api/mng/history/page',
    { kind, recordId, pageNum: 1, pageSize: 50 },
    { gameId },
  );
  return r.json?.data.list ?? [];
}

describe('deleted configuration records', () => {
  it('a plugin’s deletion is a delete version of its parameters; their history stays readable, read-only', async () => {
    const secret = packArea().pluginConfigs.find((c) => c.gameId === 1 && c.pluginId === 2)?.values.masterSecret;
    expect(secret).toBeTruthy();
    expect((await call('/api/sdk/plugin/delete', { id: 2 })).json?.code).toBe('00000');

    const list = await versions('pluginConfig', 2);
    expect(list.map((v) => [v.version, v.action, v.baseline])).toEqual([
      [2, 'delete', false],
      [1, 'create', true],
    ]);
    const gone = await deleted('pluginConfig');
    expect(gone).toEqual([
      expect.objectContaining({ recordId: 2, title: '极光推送 JPush', version: 2, restorable: false, gameId: 1 }),
    ]);
    expect(gone[0].readOnlyReason).toContain('插件已删除');
    // another game without its values has nothing deleted
    expect(await deleted('pluginConfig', { gameId: 2 })).toEqual([]);
    const en = await deleted('pluginConfig', { lang: 'en-US' });
    expect(en[0].readOnlyReason).toMatch(/plugin was deleted/);

    const diff = await call<{ changes: Array<{ path: string; op: string; secret?: boolean }> }>(
      '/api/mng/history/diff',
      { kind: 'pluginConfig', recordId: 2, from: 1, to: 2 },
    );
    const changes = diff.json?.data.changes ?? [];
    expect(changes.length).toBeGreaterThan(0);
    // what the parameters were, gone; the secret one only said to have changed
    expect(changes.filter((c) => !c.secret).every((c) => c.op === 'removed')).toBe(true);
    expect(changes.map((c) => c.path)).toEqual(expect.arrayContaining(['values.appKey', 'enabled']));
    expect(changes).toContainEqual({ path: 'values.masterSecret', op: 'changed', secret: true, changed: true });
    expect(diff.text).not.toContain(secret);
    const back = await call('/api/mng/history/rollback', {
      kind: 'pluginConfig',
      recordId: 2,
      version: 1,
      reason: 'bring it back',
      baseVersion: 2,
    });
    expect(back.json?.code).toBe('A0403');
    expect(back.json?.tips).toContain('插件已删除');
    expect(await versions('pluginConfig', 2)).toHaveLength(2);
  });

  it('a deleted common config comes back through its add call under its old id, and its history goes on', async () => {
    const add = await call<{ id: number }>('/api/mng/commonConfig/add', {
      key: 'event.banner',
      value: 'spring',
      type: 'string',
      scopeGameId: 0,
      description: '春节活动横幅',
    });
    const id = add.json?.data.id as number;
    await call('/api/mng/commonConfig/edit', { id, value: 'summer', baseVersion: 1 });
    expect((await call('/api/mng/commonConfig/delete', { id })).json?.code).toBe('00000');
    expect((await deleted('commonConfig')).map((d) => [d.recordId, d.title, d.version, d.restorable])).toEqual([
      [id, 'event.banner', 3, true],
    ]);

    const current = await call('/api/mng/history/rollback', {
      kind: 'commonConfig',
      recordId: id,
      version: 3,
      reason: 'the delete itself',
      baseVersion: 3,
    });
    expect(current.json?.code).toBe('A0403');
    const back = await call<{ version: number; unrestored: string[] }>('/api/mng/history/rollback', {
      kind: 'commonConfig',
      recordId: id,
      version: 1,
      reason: '误删，恢复春节横幅',
      baseVersion: 3,
    });
    expect(back.json?.code).toBe('00000');
    expect(back.json?.data).toEqual({ version: 4, unrestored: [] });
    expect(platformState().configs.find((c) => c.id === id)).toMatchObject({ key: 'event.banner', value: 'spring' });
    expect((await versions('commonConfig', id))[0]).toMatchObject({
      version: 4,
      action: 'rollback',
      fromVersion: 1,
      reason: '误删，恢复春节横幅',
    });
    expect(await deleted('commonConfig')).toEqual([]);
    expect(bed.lastLog()).toMatchObject({ module: 'history', action: 'rollback', result: 'success' });
    expect(bed.lastLog().target).toContain('误删，恢复春节横幅');
  });

  it('a re-creation the record’s own checks refuse writes nothing, in their words', async () => {
    const add = await call<{ id: number }>('/api/mng/commonConfig/add', {
      key: 'event.popup',
      value: '1',
      type: 'switch',
      scopeGameId: 0,
    });
    const id = add.json?.data.id as number;
    await call('/api/mng/commonConfig/delete', { id });
    // the key is taken again meanwhile
    await call('/api/mng/commonConfig/add', { key: 'event.popup', value: '0', type: 'switch', scopeGameId: 0 });
    const refused = await call('/api/mng/history/rollback', {
      kind: 'commonConfig',
      recordId: id,
      version: 1,
      reason: 'restore',
      baseVersion: 2,
    });
    expect(refused.json?.code).toBe('A0403');
    expect(refused.json?.tips).toContain('event.popup');
    expect(platformState().configs.filter((c) => c.key === 'event.popup')).toHaveLength(1);
    expect((await deleted('commonConfig')).map((d) => d.recordId)).toEqual([id]);
  });

  it('a game’s deleted pay list is listed in that game only and comes back there; a revoked app key stays revoked', async () => {
    const list = payState().lists.find((l) => l.gameId === 1);
    if (!list) throw new Error('seed: no pay list in game 1');
    const was = { channel: list.channel, region: list.region, payTypes: [...list.payTypes] };
    expect((await call('/api/mng/payList/delete', { id: list.id })).json?.code).toBe('00000');
    expect((await deleted('payList')).map((d) => [d.recordId, d.title])).toEqual([
      [list.id, `${was.channel}/${was.region}`],
    ]);
    expect(await deleted('payList', { gameId: 2 })).toEqual([]);
    const back = await call('/api/mng/history/rollback', {
      kind: 'payList',
      recordId: list.id,
      version: 1,
      reason: 'deleted the wrong list',
      baseVersion: 2,
    });
    expect(back.json?.code).toBe('00000');
    expect(payState().lists.find((l) => l.id === list.id)).toMatchObject({ gameId: 1, ...was });

    const key = platformState().keys[0];
    await call('/api/mng/key/delete', { id: key.id });
    const keys = await deleted('appKey');
    expect(keys[0]).toMatchObject({ recordId: key.id, restorable: false });
    expect(keys[0].readOnlyReason).toContain('吊销的密钥不能恢复');
    const refused = await call('/api/mng/history/rollback', {
      kind: 'appKey',
      recordId: key.id,
      version: 1,
      reason: 'undo',
      baseVersion: 2,
    });
    expect(refused.json?.code).toBe('A0403');
    expect(platformState().keys.some((k) => k.id === key.id)).toBe(false);
  });

  it('needs the screen’s read grant, like the history itself', async () => {
    const viewer = await bed.login('viewer');
    const refused = await call(
      '/api/mng/history/deleted',
      { kind: 'commonConfig', pageNum: 1, pageSize: 10 },
      { token: viewer },
    );
    expect(refused.json?.code).toBe('A0301');
  });
});
