// @vitest-environment node
import { strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { Farm } from './farm';
import { type ChannelParam, type FarmInputs, type PackTask, type StepKey, STEPS } from './farmTypes';
import { readSignature } from './channelPackage';
import { makePng, makeSampleBasePackage } from './samples';
import { readChannelJson, readChannelProperty, unpack } from './zip';

interface World {
  channels: Map<number, { id: number; name: string; code: string; params: ChannelParam[] }>;
  keys: Map<number, { id: number; alias: string; keystore: Uint8Array | null }>;
  outputs: Map<number, Uint8Array>;
  base: { id: number; name: string; bytes: Uint8Array | null; icon: Uint8Array | null };
}

const param = (key: string, value: string, usedBy: ChannelParam['usedBy'] = 'client'): ChannelParam => ({
  key,
  name: key,
  required: true,
  usedBy,
  value,
});

function world(): World {
  return {
    channels: new Map([
      [1, { id: 1, name: '华为', code: 'huawei', params: [param('appId', '101'), param('appKey', 'k1')] }],
      [2, { id: 2, name: '小米', code: 'xiaomi', params: [param('appId', '202'), param('appKey', 'k2')] }],
      // 九游 lacks its required appKey; its server secret is empty too but is never packaged
      [
        3,
        {
          id: 3,
          name: '九游',
          code: 'uc',
          params: [param('appId', '303'), param('appKey', ''), param('secret', '', 'server')],
        },
      ],
    ]),
    keys: new Map([
      [1, { id: 1, alias: 'release', keystore: strToU8('keystore-1') }],
      [2, { id: 2, alias: 'lost', keystore: null }],
    ]),
    outputs: new Map(),
    base: {
      id: 1,
      name: 'demo-1.0.0',
      bytes: makeSampleBasePackage({ packageName: 'com.demo', versionCode: 100, versionName: '1.0.0', targetSdk: 34 }),
      icon: makePng(4, 4, [250, 10, 10]),
    },
  };
}

function inputsOf(w: World): FarmInputs {
  return {
    basePackage: (id) => (id === w.base.id ? w.base : null),
    channel: (id) => w.channels.get(id) ?? null,
    sdkVersion: (id) => (id === 1 ? { id: 1, version: '5.2.0', bytes: null } : null),
    signKey: (id) => w.keys.get(id) ?? null,
    storeOutput: (_task, bytes) => {
      const id = w.outputs.size + 1;
      w.outputs.set(id, bytes);
      return id;
    },
  };
}

const T0 = Date.UTC(2026, 10, 1, 2, 0, 0);
const TICK = 500;

let w: World;
let farm: Farm;
let t: number;

const tick = (n = 1) => {
  for (let i = 0; i < n; i += 1) {
    t += TICK;
    farm.tick(t);
  }
};
const runUntil = (pred: () => boolean, max = 500) => {
  for (let i = 0; i < max && !pred(); i += 1) tick();
  if (!pred()) throw new Error('condition not reached');
};
const done = (task: PackTask) => ['succeeded', 'failed', 'cancelled'].includes(task.status);
const get = (id: number) => {
  const task = farm.task(id);
  if (!task) throw new Error(`no task ${id}`);
  return task;
};
const batch = (channelIds: number[], signKeyId = 1) => {
  const r = farm.createBatch(
    { gameId: 1, basePackageId: 1, channelIds, sdkVersionId: 1, signKeyId, createdBy: 'ops' },
    t,
  );
  if (!r.ok) throw new Error('batch refused');
  return r.value.tasks.map((x) => x.id);
};

beforeEach(() => {
  w = world();
  farm = new Farm(inputsOf(w));
  t = T0;
  farm.addMachine({ name: 'pack-01', address: '10.0.0.1', os: 'Ubuntu 22.04' }, t);
  farm.addMachine({ name: 'pack-02', address: '10.0.0.2', os: 'Ubuntu 22.04' }, t);
});

describe('a batch runs to the end', () => {
  it('creates one queued task per channel, each machine takes the oldest queued task', () => {
    const ids = batch([1, 2, 1]);
    expect(ids).toHaveLength(2);
    tick();
    expect(get(ids[0])).toMatchObject({ status: 'running', machineId: 1, step: 'unpack', attempt: 1 });
    expect(get(ids[1])).toMatchObject({ status: 'running', machineId: 2 });
    expect(farm.machine(1)).toMatchObject({ status: 'busy', currentTaskId: ids[0] });
  });

  it('walks every step in order with log lines, makes real output bytes carrying the channel', () => {
    const [id] = batch([1]);
    const seen: StepKey[] = [];
    const progress: number[] = [];
    runUntil(() => {
      const task = get(id);
      if (task.step && seen[seen.length - 1] !== task.step) seen.push(task.step);
      progress.push(task.progress);
      return done(task);
    });
    const task = get(id);
    expect(seen).toEqual([...STEPS]);
    expect(task).toMatchObject({ status: 'succeeded', progress: 100, failReason: null });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(task.logs.map((l) => l.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('▶ 写入参数'), expect.stringContaining('✔ 打包成功')]),
    );
    expect(task.logs.map((l) => l.seq)).toEqual(task.logs.map((_l, i) => i + 1));
    const out = w.outputs.get(task.outputId ?? -1);
    if (!out) throw new Error('no output');
    const entries = unpack(out);
    expect(readChannelJson(entries)).toMatchObject({
      channelId: 1,
      channelCode: 'huawei',
      appId: '101',
      appKey: 'k1',
      sdkVersion: '5.2.0',
    });
    expect(readChannelProperty(entries)).toBe('huawei');
    expect(entries['res/icon.png']).toEqual(w.base.icon);
    expect(readSignature(entries)).toMatchObject({ present: true, alias: 'release', mismatched: [] });
    expect(farm.machine(1)).toMatchObject({ status: 'idle', currentTaskId: null, tasksDone: 1 });
  });

  it('takes the next task when a machine frees up', () => {
    const ids = batch([1, 2]);
    const more = batch([2]);
    const third = batch([1]);
    runUntil(() => [...ids, ...more, ...third].every((id) => done(get(id))));
    expect([...ids, ...more, ...third].map((id) => get(id).status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });
});

describe('failures at a clear step', () => {
  it('fails at "write parameters" when the channel lacks a required parameter, with the message', () => {
    const [id] = batch([3]);
    runUntil(() => done(get(id)));
    const task = get(id);
    expect(task).toMatchObject({
      status: 'failed',
      step: 'writeParams',
      failReason: '渠道 九游 缺少必填参数 appKey',
      outputId: null,
    });
    expect(task.logs.some((l) => l.level === 'error' && l.text.includes('渠道 九游 缺少必填参数 appKey'))).toBe(true);
    expect(task.history).toEqual([expect.objectContaining({ attempt: 1, status: 'failed', step: 'writeParams' })]);
  });

  it('fails at "sign" when the keystore is missing', () => {
    const [id] = batch([1], 2);
    runUntil(() => done(get(id)));
    expect(get(id)).toMatchObject({ status: 'failed', step: 'sign', failReason: '签名密钥 lost 的 keystore 文件缺失' });
  });

  it('fails at "unpack" when the base package is not a zip', () => {
    w.base.bytes = strToU8('not a zip');
    const [id] = batch([1]);
    runUntil(() => done(get(id)));
    expect(get(id)).toMatchObject({ status: 'failed', step: 'unpack', failReason: '不是 zip 格式的安装包' });
  });

  it('fails at "replace icon" when the icon is not a PNG', () => {
    w.base.icon = strToU8('GIF89a');
    const [id] = batch([1]);
    runUntil(() => done(get(id)));
    expect(get(id)).toMatchObject({ status: 'failed', step: 'replaceIcon' });
  });
});

describe('cancel', () => {
  it('cancels a queued task: it leaves the queue and never runs', () => {
    farm.setEnabled(1, false);
    farm.setEnabled(2, false);
    const [id] = batch([1]);
    const r = farm.cancel(id, 'ops', t);
    expect(r.ok).toBe(true);
    expect(farm.queue).toEqual([]);
    farm.setEnabled(1, true);
    tick(5);
    expect(get(id)).toMatchObject({ status: 'cancelled', machineId: null });
  });

  it('cancels a running task and frees its machine', () => {
    const [id] = batch([1]);
    tick(3);
    expect(get(id).status).toBe('running');
    const r = farm.cancel(id, 'ops', t);
    expect(r.ok).toBe(true);
    expect(get(id)).toMatchObject({ status: 'cancelled' });
    expect(get(id).endedAt).toBe(t);
    expect(farm.machine(1)).toMatchObject({ status: 'idle', currentTaskId: null });
    expect(get(id).logs[get(id).logs.length - 1].text).toContain('任务已被 ops 取消');
    tick(40);
    expect(get(id).status).toBe('cancelled');
  });

  it('refuses to cancel a finished task, with its status', () => {
    const [ok1, bad] = batch([1, 3]);
    runUntil(() => done(get(ok1)) && done(get(bad)));
    expect(farm.cancel(ok1, 'ops', t)).toEqual({ ok: false, reason: 'notCancellable', status: 'succeeded' });
    expect(farm.cancel(bad, 'ops', t)).toEqual({ ok: false, reason: 'notCancellable', status: 'failed' });
    const [c] = batch([2]);
    farm.cancel(c, 'ops', t);
    expect(farm.cancel(c, 'ops', t)).toEqual({ ok: false, reason: 'notCancellable', status: 'cancelled' });
    expect(farm.cancel(999, 'ops', t)).toEqual({ ok: false, reason: 'notFound' });
  });
});

describe('retry', () => {
  it('retries a failed task as a new attempt, keeps the old log and tags new lines', () => {
    const [id] = batch([3]);
    runUntil(() => done(get(id)));
    const oldLog = get(id).logs.map((l) => ({ ...l }));
    // the operator fixes the channel's parameter, then retries
    const uc = w.channels.get(3);
    if (!uc) throw new Error('no channel');
    uc.params = uc.params.map((p) => (p.key === 'appKey' ? { ...p, value: 'fixed' } : p));
    const r = farm.retry(id, 'ops', t);
    expect(r.ok).toBe(true);
    expect(get(id)).toMatchObject({
      status: 'queued',
      attempt: 2,
      progress: 0,
      failReason: null,
      step: null,
      machineId: null,
    });
    runUntil(() => done(get(id)));
    const task = get(id);
    expect(task.status).toBe('succeeded');
    expect(task.logs.slice(0, oldLog.length)).toEqual(oldLog);
    expect(oldLog.every((l) => l.attempt === 1)).toBe(true);
    expect(task.logs.slice(oldLog.length).every((l) => l.attempt === 2)).toBe(true);
    expect(task.history.map((h) => [h.attempt, h.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
    ]);
  });

  it('retries a cancelled task', () => {
    const [id] = batch([1]);
    farm.cancel(id, 'ops', t);
    expect(farm.retry(id, 'ops', t).ok).toBe(true);
    expect(get(id)).toMatchObject({ status: 'queued', attempt: 2 });
  });

  it('refuses to retry queued, running or succeeded tasks', () => {
    const [a, b, c] = batch([1, 2, 3]);
    tick();
    expect(get(c).status).toBe('queued');
    expect(farm.retry(c, 'ops', t)).toEqual({ ok: false, reason: 'notRetryable', status: 'queued' });
    expect(farm.retry(a, 'ops', t)).toEqual({ ok: false, reason: 'notRetryable', status: 'running' });
    runUntil(() => done(get(b)));
    expect(farm.retry(b, 'ops', t)).toEqual({ ok: false, reason: 'notRetryable', status: 'succeeded' });
  });
});

describe('machines', () => {
  it('a disabled machine finishes its task and takes no more', () => {
    const [first, second] = batch([1, 2]);
    farm.setEnabled(2, false);
    tick();
    expect(get(first).machineId).toBe(1);
    expect(get(second).status).toBe('queued');
    farm.setEnabled(1, false);
    runUntil(() => done(get(first)));
    expect(get(first).status).toBe('succeeded');
    tick(10);
    expect(get(second).status).toBe('queued');
    expect(farm.machine(1)).toMatchObject({ status: 'idle', enabled: false });
  });

  it('sends heartbeats every tick while connected', () => {
    tick();
    expect(farm.machines.map((m) => m.lastHeartbeat)).toEqual([t, t]);
  });

  it('a machine that misses heartbeats goes offline and its running task returns to the queue', () => {
    farm.setEnabled(2, false);
    const [id] = batch([1]);
    tick(6);
    const stepBefore = get(id).step;
    expect(get(id).status).toBe('running');
    farm.setConnected(1, false);
    const lastBeat = farm.machine(1)?.lastHeartbeat;
    tick(2);
    // within the timeout it is still busy (and frozen)
    expect(farm.machine(1)).toMatchObject({ status: 'busy', lastHeartbeat: lastBeat });
    expect(get(id).step).toBe(stepBefore);
    tick(6);
    expect(farm.machine(1)).toMatchObject({ status: 'offline', currentTaskId: null });
    expect(get(id)).toMatchObject({ status: 'queued', machineId: null, progress: 0, attempt: 1 });
    expect(farm.queue[0]).toBe(id);
    expect(get(id).logs[get(id).logs.length - 1]).toMatchObject({ level: 'warn' });
    expect(get(id).logs[get(id).logs.length - 1].text).toContain('退回队列');
    // another machine picks it up and finishes it; nothing is lost
    farm.setEnabled(2, true);
    runUntil(() => done(get(id)));
    expect(get(id)).toMatchObject({ status: 'succeeded', machineId: 2, attempt: 1 });
    expect(farm.machine(1)?.status).toBe('offline');
  });

  it('an offline machine comes back when its heartbeats resume', () => {
    farm.setConnected(1, false);
    tick(10);
    expect(farm.machine(1)?.status).toBe('offline');
    farm.setConnected(1, true);
    tick();
    expect(farm.machine(1)).toMatchObject({ status: 'idle', lastHeartbeat: t });
  });

  it('a machine created offline takes nothing', () => {
    const m = farm.addMachine({ name: 'pack-03', address: '10.0.0.3', os: 'Windows', connected: false }, t);
    farm.setEnabled(1, false);
    farm.setEnabled(2, false);
    const [id] = batch([1]);
    tick(5);
    expect(m.status).toBe('offline');
    expect(get(id).status).toBe('queued');
  });
});

describe('log reading', () => {
  it('reads incrementally after a cursor and by attempt', () => {
    const [id] = batch([3]);
    tick(3);
    const first = farm.readLog(id, { afterSeq: 0 });
    if (!first.ok) throw new Error('refused');
    expect(first.value.lines.length).toBeGreaterThan(0);
    expect(first.value.done).toBe(false);
    tick(3);
    const next = farm.readLog(id, { afterSeq: first.value.lastSeq });
    if (!next.ok) throw new Error('refused');
    expect(next.value.lines.every((l) => l.seq > first.value.lastSeq)).toBe(true);
    runUntil(() => done(get(id)));
    farm.retry(id, 'ops', t);
    tick(2);
    const a1 = farm.readLog(id, { attempt: 1 });
    const a2 = farm.readLog(id, { attempt: 2 });
    if (!a1.ok || !a2.ok) throw new Error('refused');
    expect(a1.value.done).toBe(true);
    expect(a1.value.lines.every((l) => l.attempt === 1)).toBe(true);
    expect(a2.value.lines.length).toBeGreaterThan(0);
    expect(a2.value.lines.every((l) => l.attempt === 2)).toBe(true);
    expect(a2.value.attempts).toEqual([1, 2]);
    expect(farm.readLog(404, {}).ok).toBe(false);
  });
});

describe('paged listing', () => {
  it('pages newest first and filters by status, batch and channel', () => {
    farm.setEnabled(1, false);
    farm.setEnabled(2, false);
    const b1 = batch([1, 2, 3]);
    const b2 = batch([1, 2]);
    farm.cancel(b1[1], 'ops', t);
    const all = farm.pageTasks({ pageNum: 1, pageSize: 2 });
    expect(all.total).toBe(5);
    expect(all.list.map((x) => x.id)).toEqual([b2[1], b2[0]]);
    expect(farm.pageTasks({ pageNum: 3, pageSize: 2 }).list.map((x) => x.id)).toEqual([b1[0]]);
    expect(farm.pageTasks({ pageNum: 1, pageSize: 10, status: 'cancelled' }).list.map((x) => x.id)).toEqual([b1[1]]);
    expect(farm.pageTasks({ pageNum: 1, pageSize: 10, status: 'queued', batchId: 1 }).total).toBe(2);
    expect(farm.pageTasks({ pageNum: 1, pageSize: 10, channelId: 1 }).list.map((x) => x.id)).toEqual([b2[0], b1[0]]);
    expect(farm.pageTasks({ pageNum: 1, pageSize: 10, status: ['cancelled', 'queued'], channelId: 2 }).total).toBe(2);
  });
});
