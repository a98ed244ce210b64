// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BASE_EPOCH, DAY } from '../core/clock';
import { outputBytes, previousSize } from './areaCore';
import { seedArea, seedMany } from './seed';
import { readChannelJson, unpack } from './zip';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

describe('seedArea', () => {
  const area = seedArea();
  const tasks = area.farm.tasks.tasks;

  it('seeds 8 channels, one of them missing a required parameter', () => {
    expect(area.channels.map((c) => c.name)).toEqual([
      '华为',
      '小米',
      'OPPO',
      'vivo',
      '应用宝',
      '九游',
      'B站',
      'TapTap',
    ]);
    const missing = area.channels.filter((c) => c.params.some((p) => p.required && p.usedBy !== 'server' && !p.value));
    expect(missing.map((c) => c.code)).toEqual(['uc']);
  });

  it('seeds four machines, one offline', () => {
    expect(area.farm.machines.map((m) => m.status)).toEqual(['idle', 'idle', 'idle', 'offline']);
  });

  it('seeds about 60 finished tasks over the 14 days before the seed day', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(50);
    expect(tasks.length).toBeLessThanOrEqual(90);
    expect(tasks.every((t) => t.createdAt >= BASE_EPOCH - 15 * DAY && t.createdAt < BASE_EPOCH)).toBe(true);
    expect(tasks.every((t) => ['succeeded', 'failed', 'cancelled'].includes(t.status))).toBe(true);
    expect(area.farm.queue).toEqual([]);
  });

  it('fails every 九游 build at "write parameters", and legacy-key builds at "sign"', () => {
    const uc = area.channels.find((c) => c.code === 'uc');
    const ucTasks = tasks.filter((t) => t.channelId === uc?.id && t.status !== 'cancelled');
    expect(ucTasks.length).toBeGreaterThan(0);
    ucTasks.forEach((t) =>
      expect(t).toMatchObject({ status: 'failed', step: 'writeParams', failReason: '渠道 九游 缺少必填参数 appKey' }),
    );
    const legacy = area.signKeys.find((k) => k.keystore === null);
    tasks
      .filter((t) => t.signKeyId === legacy?.id && t.channelId !== uc?.id && t.status !== 'cancelled')
      .forEach((t) => expect(t).toMatchObject({ status: 'failed', step: 'sign' }));
  });

  it('keeps real outputs for successful builds', () => {
    const ok = tasks.filter((t) => t.status === 'succeeded');
    expect(ok.length).toBeGreaterThan(30);
    ok.forEach((t) => {
      const out = area.outputs.get(t.outputId ?? -1);
      expect(out?.blobId).not.toBeNull();
    });
    const t = ok[ok.length - 1];
    const out = area.outputs.get(t.outputId ?? -1);
    if (!out) throw new Error('no output');
    expect(readChannelJson(unpack(outputBytes(area, out) ?? new Uint8Array())))?.toMatchObject({
      channelId: t.channelId,
    });
    expect(out.fileName).toMatch(/^[a-z_]+_[a-z]+_[\d.]+\.apk$/);
  });

  it('seeds self-check runs for enrolled channels', () => {
    expect(area.checkRuns.length).toBeGreaterThan(0);
    expect(area.checkRuns.some((r) => r.pass)).toBe(true);
  });

  it('is deterministic', () => {
    const again = seedArea();
    expect(again.farm.tasks.tasks.map((t) => [t.id, t.channelId, t.status, t.createdAt])).toEqual(
      tasks.map((t) => [t.id, t.channelId, t.status, t.createdAt]),
    );
  });
});

describe('seedMany', () => {
  it('adds 10,000 finished tasks whose outputs are built on first download', () => {
    const area = seedArea();
    const before = area.farm.tasks.size;
    const now = BASE_EPOCH + 20 * DAY;
    const r = seedMany(area, 1, 10_000, now);
    expect(area.farm.tasks.size).toBe(before + 10_000);
    expect(r.last - r.first + 1).toBe(10_000);
    const page = area.farm.pageTasks({ pageNum: 3, pageSize: 20, gameId: 1, status: 'succeeded' });
    expect(page.list).toHaveLength(20);
    expect(page.total).toBeGreaterThan(5000);
    const lazy = page.list.map((t) => area.outputs.get(t.outputId ?? -1)).find((o) => o && o.blobId === null);
    if (!lazy) throw new Error('expected a lazy output');
    const bytes = outputBytes(area, lazy);
    const task = area.farm.task(lazy.taskId);
    if (!bytes || !task) throw new Error('expected the lazy output built and its task kept');
    expect(readChannelJson(unpack(bytes))).toMatchObject({ channelId: task.channelId });
    expect(lazy.size).toBe(bytes.length);
    expect(previousSize(area, task)).toBeGreaterThan(0);
  });
});
