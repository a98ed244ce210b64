import { describe, expect, it } from 'vitest';
import { skeleton } from '../../src/contract/setting/protocolTemplates';
import auth from '../auth';
import dic from '../dic';
import history from '../history';
import sdk from '../sdk';
import setting from '../setting';
import special from '../special';
import unity from '../unity';
import { packArea } from '../package/area';
import { antiAddictionArea } from '../antiAddiction/state';
import { platformState } from '../platform/state';
import { areaTestBed } from '../core/testServer';

/**
 * The "why" of every hooked save (docs/rules.md "Configuration history"): each record kind's own save takes an
 * optional change reason and keeps it as the new version's reason, never as part of the record; and a game's
 * anti-addiction rules have a history and a rollback of their own (per game, secrets never answered).
 */
const bed = areaTestBed([auth, dic, history, sdk, setting, special, unity]);

interface Version {
  version: number;
  action: string;
  reason: string;
  fromVersion?: number;
  baseline: boolean;
}
interface Diff {
  equal: boolean;
  changes: Array<{ path: string; op: string; before?: unknown; after?: unknown; secret?: boolean; changed?: boolean }>;
}

const call = <T = unknown>(path: string, body: unknown, gameId = 1) =>
  bed.call<T>(path, body, { token: bed.admin, gameId });

async function versions(kind: string, recordId: number, gameId = 1): Promise<Version[]> {
  const page = await call<{ list: Version[] }>(
    '/api/mng/history/page',
    { kind, recordId, pageNum: 1, pageSize: 50 },
    gameId,
  );
  expect(page.json?.code).toBe('00000');
  return page.json?.data.list ?? [];
}

const rules = () => {
  const { updated: _u, updatedBy: _b, ...r } = antiAddictionArea().platform;
  return r;
};

type Saved = { code: unknown; recordId: number };
const saved = (reply: { json: { code: unknown } | null }, recordId: number): Saved => ({
  code: reply.json?.code,
  recordId,
});

/** One save of each kind with `changeReason`: the answer's code and the record it saved. */
const SAVES: Array<{
  name: string;
  kind: string;
  gameId?: number;
  /** the save creates the record: its history starts with this version (an edit adds one to the seeded version) */
  creates?: true;
  save: (changeReason: string) => Promise<Saved>;
}> = [
  {
    name: 'common config, new key (create page)',
    kind: 'commonConfig',
    creates: true,
    save: async (changeReason) => {
      const r = await call<{ id: number }>('/api/mng/commonConfig/add', {
        key: 'why.flag',
        value: '1',
        type: 'switch',
        scopeGameId: 0,
        changeReason,
      });
      return saved(r, r.json?.data?.id ?? 0);
    },
  },
  {
    name: 'common config, edit',
    kind: 'commonConfig',
    save: async (changeReason) => {
      const row = platformState().configs[0];
      return saved(
        await call('/api/mng/commonConfig/edit', { id: row.id, description: 'edited', changeReason, baseVersion: 1 }),
        row.id,
      );
    },
  },
  {
    name: 'app key, edit',
    kind: 'appKey',
    save: async (changeReason) => {
      const key = platformState().keys[0];
      return saved(
        await call('/api/mng/key/edit', { id: key.id, remark: 'new remark', changeReason, baseVersion: 1 }),
        key.id,
      );
    },
  },
  {
    name: 'app key, rotation',
    kind: 'appKey',
    save: async (changeReason) => {
      const key = platformState().keys[0];
      // risky saves (docs/rules.md "Change requests") go through the emergency path here: the reason is the subject
      const body = { id: key.id, field: 'payKey', changeReason, emergency: true };
      return saved(await call('/api/mng/key/rotate', body), key.id);
    },
  },
  {
    name: 'platform anti-addiction',
    kind: 'antiAddictionPlatform',
    save: async (changeReason) =>
      saved(
        await call('/api/unity/antiAddiction/edit', {
          rules: { ...rules(), guestMinutes: 45 },
          changeReason,
          baseVersion: 1,
          emergency: true,
        }),
        1,
      ),
  },
  {
    name: 'game anti-addiction (back to inherit)',
    kind: 'antiAddictionGame',
    gameId: 2,
    save: async (changeReason) =>
      saved(
        await call(
          '/api/special/antiAddiction/edit',
          { mode: 'inherit', changeReason, baseVersion: 1, emergency: true },
          2,
        ),
        2,
      ),
  },
  {
    name: 'plugin parameters',
    kind: 'pluginConfig',
    save: async (changeReason) => {
      const cfg = packArea().pluginConfigs.find((x) => x.gameId === 1 && x.pluginId === 2);
      const body = { pluginId: 2, values: { ...cfg?.values }, enabled: '0', changeReason, baseVersion: 1 };
      return saved(await call('/api/sdk/plugin/config/save', body), 2);
    },
  },
  {
    name: 'protocol',
    kind: 'protocol',
    save: async (changeReason) => {
      const title = '儿童隐私保护指引';
      const add = await call<{ id: number }>('/api/setting/protocol/add', {
        entityId: 1,
        template: 'domestic',
        kind: 'childrenPrivacy',
        lang: 'zh-CN',
        title,
        format: 'markdown',
        content: `${skeleton('domestic', 'childrenPrivacy', 'zh-CN', title)}\n\n新版`,
        changeReason,
      });
      const page = await call<{ list: Array<{ id: number; lineId: number }> }>('/api/setting/protocol/page', {
        pageNum: 1,
        pageSize: 50,
        entityId: 1,
        kind: 'childrenPrivacy',
      });
      return saved(add, page.json?.data.list.find((p) => p.id === add.json?.data?.id)?.lineId ?? 0);
    },
  },
];

describe('a save’s change reason, for every kind', () => {
  it.each(SAVES)('$name: kept as the new version’s reason, not as part of the record', async (c) => {
    const reason = `为什么：${c.name}`;
    const done = await c.save(`  ${reason}  `);
    expect(done.code).toBe('00000');
    const list = await versions(c.kind, done.recordId, c.gameId ?? 1);
    expect(list[0]).toMatchObject({ reason, baseline: false });
    expect(list).toHaveLength(c.creates ? 1 : 2);
    // the save's contract takes at most 200 characters: a longer reason is refused and writes nothing
    const long = await c.save('x'.repeat(201));
    expect(long.code).toBe('A0400');
    expect(await versions(c.kind, done.recordId, c.gameId ?? 1)).toHaveLength(list.length);
  });

  it.each(SAVES.filter((c) => !c.creates))(
    '$name: the diff from the version before leaves the reason out',
    async (c) => {
      const done = await c.save('为什么');
      const [after, before] = await versions(c.kind, done.recordId, c.gameId ?? 1);
      const diff = await call<Diff>(
        '/api/mng/history/diff',
        { kind: c.kind, recordId: done.recordId, from: before.version, to: after.version },
        c.gameId ?? 1,
      );
      expect(diff.json?.data.equal).toBe(false);
      expect(diff.json?.data.changes.length).toBeGreaterThan(0);
      expect(diff.json?.data.changes.map((x) => x.path)).not.toContain('changeReason');
    },
  );
});

/** A game's anti-addiction save needs approval (docs/rules.md "Change requests"): admin saves at once here. */
const NOW = { emergency: true, changeReason: '历史测试' };

describe('a game’s anti-addiction rules in the history', () => {
  it('are versioned per game, compared with their secrets masked, and rolled back for that game', async () => {
    const seeded = structuredClone(antiAddictionArea().games[2]);
    const secret = 'jyjh-brand-new-secret-000999';
    const own = seeded.rules;
    if (!own) throw new Error('seed: game 2 has no rules of its own');
    const edit = await call(
      '/api/special/antiAddiction/edit',
      { mode: 'override', rules: { ...own, secretKey: secret, guestMinutes: 15 }, baseVersion: 1, ...NOW },
      2,
    );
    expect(edit.json?.code).toBe('00000');
    await call('/api/special/antiAddiction/edit', { mode: 'inherit', baseVersion: 2, ...NOW }, 2);

    const list = await versions('antiAddictionGame', 2, 2);
    expect(list.map((v) => [v.version, v.action, v.baseline])).toEqual([
      [3, 'update', false],
      [2, 'update', false],
      [1, 'create', true],
    ]);
    // game 1's rules are another record: no versions there
    expect(await versions('antiAddictionGame', 2, 1)).toEqual([]);

    const diff = await call<Diff>(
      '/api/mng/history/diff',
      { kind: 'antiAddictionGame', recordId: 2, from: 1, to: 2 },
      2,
    );
    expect(diff.json?.data.changes).toEqual(
      expect.arrayContaining([
        { path: 'rules.secretKey', op: 'changed', secret: true, changed: true },
        { path: 'rules.appId', op: 'changed', secret: true, changed: false },
        { path: 'rules.guestMinutes', op: 'changed', before: 0, after: 15 },
      ]),
    );
    const toInherit = await call<Diff>(
      '/api/mng/history/diff',
      { kind: 'antiAddictionGame', recordId: 2, from: 2, to: 3 },
      2,
    );
    expect(toInherit.json?.data.changes).toContainEqual({
      path: 'mode',
      op: 'changed',
      before: 'override',
      after: 'inherit',
    });
    expect(diff.text + toInherit.text).not.toContain(secret);
    expect(diff.text).not.toContain(own.secretKey);

    // a rollback without the game in X-Game-Id is refused; with it, the seeded override comes back, secret and all
    const noGame = await bed.call(
      '/api/mng/history/rollback',
      { kind: 'antiAddictionGame', recordId: 2, version: 1, reason: 'restore', baseVersion: 3 },
      { token: bed.admin },
    );
    expect(noGame.json?.code).toBe('A0400');
    const back = await call<{ version: number; unrestored: string[] }>(
      '/api/mng/history/rollback',
      {
        kind: 'antiAddictionGame',
        recordId: 2,
        version: 1,
        reason: '恢复剑影江湖自己的规则',
        baseVersion: 3,
        emergency: true,
      },
      2,
    );
    expect(back.json?.code).toBe('00000');
    expect(back.json?.data).toEqual({ version: 4, unrestored: [] });
    expect(antiAddictionArea().games[2]).toMatchObject({
      mode: 'override',
      rules: { secretKey: own.secretKey, guestMinutes: 0 },
    });
    const after = await versions('antiAddictionGame', 2, 2);
    expect(after[0]).toMatchObject({
      version: 4,
      action: 'rollback',
      fromVersion: 1,
      reason: '恢复剑影江湖自己的规则',
    });
    const same = await call<Diff>(
      '/api/mng/history/diff',
      { kind: 'antiAddictionGame', recordId: 2, from: 1, to: 4 },
      2,
    );
    expect(same.json?.data.equal).toBe(true);
    expect(bed.lastLog()).toMatchObject({ module: 'history', action: 'rollback', result: 'success' });
    expect(JSON.stringify(bed.lastLog())).not.toContain(own.secretKey);
  });
});
