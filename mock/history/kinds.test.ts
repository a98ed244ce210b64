import { describe, expect, it } from 'vitest';
import auth from '../auth';
import history from '../history';
import operate from '../operate';
import sdk from '../sdk';
import special from '../special';
import { operateArea } from '../operate/state';
import { packArea } from '../package/area';
import { specialArea } from '../special/state';
import { areaTestBed } from '../core/testServer';

/** The other hooked saves keep versions and roll back through their own save (docs/rules.md "Configuration history"). */
const bed = areaTestBed([auth, history, operate, sdk, special]);
const GAME = 1;

interface Diff {
  equal: boolean;
  changes: Array<{ path: string; op: string; secret?: boolean; changed?: boolean; before?: unknown }>;
}

const call = <T = unknown>(path: string, body: unknown) => bed.call<T>(path, body, { token: bed.admin, gameId: GAME });

describe('hooked saves', () => {
  it('switch-payment and forced-update rules: a disable is a version; a rollback enables them again', async () => {
    const cases = [
      { kind: 'cutPay', row: () => specialArea().cutPay, disable: '/api/special/cutPay/disable' },
      { kind: 'updateConfig', row: () => operateArea().updateConfig, disable: '/api/operate/updateConfig/disable' },
    ];
    for (const c of cases) {
      const rule = c.row().find((r) => r.gameId === GAME && r.status === 1);
      if (!rule) throw new Error(`seed: no enabled ${c.kind} rule in game 1`);
      expect((await call(c.disable, { id: rule.id })).json.code).toBe('00000');
      const diff = await call<Diff>('/api/mng/history/diff', { kind: c.kind, recordId: rule.id, from: 1, to: 2 });
      expect(diff.json.data.changes).toEqual([{ path: 'status', op: 'changed', before: 1, after: 0 }]);
      const back = await call('/api/mng/history/rollback', {
        kind: c.kind,
        recordId: rule.id,
        version: 1,
        reason: 'oops',
        baseVersion: 2,
        // a switch-payment rule's save needs approval (docs/rules.md "Change requests"): admin rolls back at once
        emergency: true,
      });
      expect(back.json.code).toBe('00000');
      expect(c.row().find((r) => r.id === rule.id)?.status).toBe(1);
    }
  });

  it('plugin parameters: a secret parameter compared as changed, never shown, restored by a rollback', async () => {
    const cfg = packArea().pluginConfigs.find((c) => c.gameId === GAME && c.pluginId === 2);
    if (!cfg) throw new Error('seed: no jpush values in game 1');
    const old = { ...cfg.values };
    const values = { ...old, masterSecret: 'a-new-master-secret-000111' };
    expect((await call('/api/sdk/plugin/config/save', { pluginId: 2, values, baseVersion: 1 })).json.code).toBe(
      '00000',
    );
    const diff = await call<Diff>('/api/mng/history/diff', { kind: 'pluginConfig', recordId: 2, from: 1, to: 2 });
    expect(diff.json.data.changes).toContainEqual({
      path: 'values.masterSecret',
      op: 'changed',
      secret: true,
      changed: true,
    });
    expect(diff.text).not.toContain('a-new-master-secret-000111');
    expect(diff.text).not.toContain(old.masterSecret);
    const back = await call('/api/mng/history/rollback', {
      kind: 'pluginConfig',
      recordId: 2,
      version: 1,
      reason: 'undo',
      baseVersion: 2,
    });
    expect(back.json.code).toBe('00000');
    expect(packArea().pluginConfigs.find((c) => c.gameId === GAME && c.pluginId === 2)?.values).toEqual(old);
    // another game's plugin values have a history of their own
    const other = await bed.call<{ total: number }>(
      '/api/mng/history/page',
      { kind: 'pluginConfig', recordId: 2, pageNum: 1, pageSize: 10 },
      { token: bed.admin, gameId: 2 },
    );
    expect(other.json.data.total).toBe(0);
  });
});
