import { describe, expect, it } from 'vitest';
import access from '../access';
import auth from '../auth';
import changeRequest from '../changeRequest';
import games from '../games';
import history from '../history';
import operate from '../operate';
import { operationOf } from '../../src/contract';
import { guardedResourceIds } from '../../src/contract/grantRules';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

/**
 * Change requests whose need depends on the payload and on the record (docs/rules.md "Change requests"): a role (or a
 * group a role holds) given a resource of /access or /setting it did not hold, and an update rule that forces every
 * player. Over real HTTP: admin asks, zhangwei (every approval grant) approves.
 */
const bed = areaTestBed([auth, access, games, history, operate, changeRequest]);
const GAME = 1;

interface Pending {
  changeRequest: { id: number; status: string };
}

const call = <T = unknown>(path: string, body: unknown, token = bed.admin) =>
  bed.call<T>(path, body, { token, gameId: GAME });
const approve = async (id: number) => {
  const zhangwei = await bed.login('zhangwei');
  const request = (await call<{ recordVersion: number }>('/api/mng/changeRequest/get', { id }, zhangwei)).json.data;
  const answer = await call<{ status: string }>(
    '/api/mng/changeRequest/approve',
    { id, comment: 'ok', baseVersion: request.recordVersion },
    zhangwei,
  );
  return answer.json.data.status;
};
const role = (code: string) => {
  const r = getStore().roles.find((x) => x.code === code);
  if (!r) throw new Error(`no role ${code}`);
  return r;
};
const guarded = () => guardedResourceIds(getStore().resources);
/** a resource of a guarded screen that `code` does not hold, and one of another screen it does not hold */
function resourcesFor(code: string) {
  const r = role(code);
  const g = guarded();
  const viaGroups = new Set(
    getStore()
      .groups.filter((x) => r.groupIds.includes(x.id))
      .flatMap((x) => x.resourceIds),
  );
  const free = getStore().resources.filter((x) => !r.resourceIds.includes(x.id) && !viaGroups.has(x.id));
  const inGuarded = free.find((x) => g.has(x.id) && x.path.startsWith('/access'));
  const plain = free.find((x) => !g.has(x.id) && x.id !== 1);
  if (!inGuarded || !plain) throw new Error('seed has no free resources for the test');
  return { inGuarded, plain };
}

describe('role grants', () => {
  it('are declared with their rule, published in words', () => {
    for (const path of ['/api/sys/role/add', '/api/sys/role/update', '/api/sys/group/edit']) {
      expect(operationOf(path)).toMatchObject({ 'x-approval': true, 'x-approval-area': 'access' });
      expect(operationOf(path)?.['x-approval-when']).toContain('/access');
    }
  });

  it('a role given a resource of /access waits for a second person; another screen’s resource applies at once', async () => {
    const cs = role('cs');
    const { inGuarded, plain } = resourcesFor('cs');
    const plainAnswer = await call('/api/sys/role/update', {
      id: cs.id,
      resourceIds: [...cs.resourceIds, plain.id],
      baseVersion: 1,
    });
    expect(plainAnswer.json).toMatchObject({ code: '00000', data: null });
    expect(role('cs').resourceIds).toContain(plain.id);

    const held = [...role('cs').resourceIds];
    const body = { id: cs.id, resourceIds: [...held, inGuarded.id], baseVersion: 2 };
    const noReason = await call('/api/sys/role/update', body);
    expect(noReason.json.tips).toContain('changeReason');
    const asked = await call<Pending>('/api/sys/role/update', { ...body, changeReason: '客服组长需要管理人员' });
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(role('cs').resourceIds).toEqual(held);
    expect(await approve(asked.json.data.changeRequest.id)).toBe('approved');
    expect(role('cs').resourceIds).toContain(inGuarded.id);

    // taking it away again needs nobody
    const removed = await call('/api/sys/role/update', { id: cs.id, resourceIds: held, baseVersion: 3 });
    expect(removed.json).toMatchObject({ code: '00000', data: null });
    expect(role('cs').resourceIds).toEqual(held);
  });

  it('a new role holding /access waits, unless it is created disabled; enabling it later waits', async () => {
    const { inGuarded } = resourcesFor('cs');
    const asked = await call<Pending>('/api/sys/role/add', {
      name: '审计',
      code: 'audit',
      resourceIds: [inGuarded.id],
      changeReason: '审计需要查看权限',
    });
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(getStore().roles.some((r) => r.code === 'audit')).toBe(false);
    // what the save's own rules refuse is refused when asked, not queued
    const taken = await call('/api/sys/role/add', {
      name: '客服2',
      code: 'cs',
      resourceIds: [inGuarded.id],
      changeReason: '重复',
    });
    expect(taken.json.code).toBe('A0403');

    const off = await call<{ id: number }>('/api/sys/role/add', {
      name: '审计（停用）',
      code: 'audit_off',
      status: 0,
      resourceIds: [inGuarded.id],
    });
    expect(off.json.code).toBe('00000');
    const id = off.json.data.id;
    const enable = { id, status: 1, baseVersion: 1 };
    const asked2 = await call<Pending>('/api/sys/role/update', { ...enable, changeReason: '启用审计角色' });
    expect(asked2.json.data.changeRequest.status).toBe('pending');
    expect(role('audit_off').status).toBe(0);
    expect(await approve(asked2.json.data.changeRequest.id)).toBe('approved');
    expect(role('audit_off').status).toBe(1);
  });

  it('a group some role holds, given a resource of /access, waits; a group no role holds does not', async () => {
    const { inGuarded } = resourcesFor('cs');
    const store = getStore();
    const heldGroup = store.groups.find((g) => store.roles.some((r) => r.groupIds.includes(g.id)));
    if (!heldGroup) throw new Error('seed has no held group');
    const before = [...heldGroup.resourceIds];
    const body = { id: heldGroup.id, resourceIds: [...before, inGuarded.id], baseVersion: 1 };
    const asked = await call<Pending>('/api/sys/group/edit', { ...body, changeReason: '组内加人员管理' });
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(heldGroup.resourceIds).toEqual(before);
    expect(await approve(asked.json.data.changeRequest.id)).toBe('approved');
    expect(store.groups.find((g) => g.id === heldGroup.id)?.resourceIds).toContain(inGuarded.id);

    const added = await call<{ id: number }>('/api/sys/group/add', { name: '空组', resourceIds: [] });
    const lone = await call('/api/sys/group/edit', {
      id: added.json.data.id,
      resourceIds: [inGuarded.id],
      baseVersion: 1,
    });
    expect(lone.json).toMatchObject({ code: '00000', data: null });
  });
});

describe('forced updates for every player', () => {
  const rule = {
    platform: 'harmony',
    channel: 'all',
    minVersion: '',
    latestVersion: '2.0.0',
    force: 1,
    downloadUrl: 'https://dl.example.com/harmony/2.0.0.app',
    rollout: 100,
  };
  /** game 1's harmony rules, as the list answers them */
  const rules = async () =>
    (
      await call<{ list: Array<{ status: number; minVersion: string }> }>('/api/operate/updateConfig/page', {
        pageNum: 1,
        pageSize: 50,
        platform: 'harmony',
      })
    ).json.data.list;
  it('are declared with their rule', () => {
    for (const path of ['add', 'edit', 'enable'].map((a) => `/api/operate/updateConfig/${a}`)) {
      expect(operationOf(path)).toMatchObject({ 'x-approval': true, 'x-approval-area': 'operate' });
      expect(operationOf(path)?.['x-approval-when']).toMatch(/\S/);
    }
    expect(operationOf('/api/operate/updateConfig/disable')?.['x-approval']).toBeUndefined();
  });

  it('a new rule forcing everyone waits; one for some versions, a part of the rollout or disabled applies at once', async () => {
    const asked = await call<Pending>('/api/operate/updateConfig/add', { ...rule, changeReason: '2.0 必须更新' });
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(await rules()).toEqual([]);
    const someVersions = await call('/api/operate/updateConfig/add', { ...rule, minVersion: '1.5.0' });
    expect(someVersions.json.code).toBe('00000');
    expect(await rules()).toHaveLength(1);
    // the queued rule now overlaps the one just added: its approval applies nothing and says why
    const zhangwei = await bed.login('zhangwei');
    const req = (
      await call<{ recordVersion: number }>(
        '/api/mng/changeRequest/get',
        { id: asked.json.data.changeRequest.id },
        zhangwei,
      )
    ).json.data;
    const refused = await call(
      '/api/mng/changeRequest/approve',
      { id: asked.json.data.changeRequest.id, comment: 'ok', baseVersion: req.recordVersion },
      zhangwei,
    );
    expect(refused.json.code).toBe('A0403');
    expect(await rules()).toHaveLength(1);

    const partial = await call('/api/operate/updateConfig/add', { ...rule, platform: 'pc', rollout: 20 });
    expect(partial.json.code).toBe('00000');
    const off = await call<{ id: number }>('/api/operate/updateConfig/add', {
      ...rule,
      platform: 'pc',
      latestVersion: '9.0.0',
      minVersion: '',
      status: 0,
    });
    expect(off.json.code).toBe('00000');
  });

  it('enabling a disabled rule that forces everyone waits; editing it to a lowest version applies at once', async () => {
    const off = await call<{ id: number }>('/api/operate/updateConfig/add', { ...rule, status: 0 });
    const id = off.json.data.id;
    const asked = await call<Pending>('/api/operate/updateConfig/enable', { id, changeReason: '上线强更' });
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect((await rules())[0].status).toBe(0);
    expect(await approve(asked.json.data.changeRequest.id)).toBe('approved');
    expect((await rules())[0].status).toBe(1);

    // now on and forcing everyone: narrowed to versions from 1.5.0, it needs nobody; rolled back, it waits again
    const narrowed = await call('/api/operate/updateConfig/edit', { id, ...rule, minVersion: '1.5.0', baseVersion: 2 });
    expect(narrowed.json).toMatchObject({ code: '00000', data: null });
    const back = await call<Pending>('/api/mng/history/rollback', {
      kind: 'updateConfig',
      recordId: id,
      version: 2,
      reason: '恢复全量强更',
      baseVersion: 3,
    });
    expect(back.json.data.changeRequest.status).toBe('pending');
    expect((await rules())[0].minVersion).toBe('1.5.0');
    // a rollback to a version that forces nobody applies at once
    const toOff = await call<{ version: number }>('/api/mng/history/rollback', {
      kind: 'updateConfig',
      recordId: id,
      version: 1,
      reason: '先停用',
      baseVersion: 3,
    });
    expect(toOff.json.code).toBe('00000');
    expect((await rules())[0]).toMatchObject({ status: 0, minVersion: '' });
  });
});
