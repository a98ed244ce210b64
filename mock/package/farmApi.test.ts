// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { advanceClock, BASE_EPOCH, now } from '../core/clock';
import { packArea, TICK_MS, startFarmTimer, stopFarmTimer } from './index';
import { admin, call, getTask, newBatch, tick, usePackServer, type TaskRow } from './testSupport';

/** The packaging machines, statistics, large farms and the farm's own timer, over real HTTP. */
usePackServer();

describe('machines', () => {
  it('a machine set offline hands its running task back to the queue; nothing is lost', async () => {
    const { taskIds } = await newBatch(['huawei']);
    tick(3);
    const t = await getTask(taskIds[0]);
    const machineId = packArea().farm.task(t.id)?.machineId ?? 0;
    // the task is on a machine when that machine goes offline
    expect(t.status).toBe('running');
    expect(machineId).toBeGreaterThan(0);
    expect((await call('/onlinepack/machine/setOffline', { id: machineId }, { token: admin })).code).toBe(0);
    const area = packArea();
    area.farm.tick(now() + 10_000);
    const m = await call<{ list: Array<{ id: number; status: string }> }>(
      '/onlinepack/machine/page',
      { pageNum: 1, pageSize: 10 },
      { token: admin },
    );
    expect(m.data.list.find((x) => x.id === machineId)?.status).toBe('offline');
    const moved = area.farm.task(t.id);
    expect(moved).toBeDefined();
    expect(moved?.machineId).not.toBe(machineId);
    for (let i = 0; i < 40; i += 1) area.farm.tick(now() + 11_000 + i * 500);
    expect((await getTask(t.id)).status).toBe('succeeded');
  });
});

describe('statistics and large farms', () => {
  it('answers per-day counts, success rate, durations per channel and failure steps', async () => {
    const DAY = 86_400_000;
    const s = await call<{
      perDay: unknown[];
      successRate: number;
      durationByChannel: Array<{ channelName: string }>;
      topFailureSteps: Array<{ step: string }>;
    }>('/onlinepack/statistics', { startTime: BASE_EPOCH - 14 * DAY, endTime: BASE_EPOCH - 1 }, { token: admin });
    expect(s.code).toBe(0);
    expect(s.data.perDay).toHaveLength(14);
    expect(s.data.successRate).toBeGreaterThan(0.5);
    expect(s.data.durationByChannel[0].channelName).toBeTruthy();
    expect(s.data.topFailureSteps[0].step).toBe('writeParams');
    const bad = await call('/onlinepack/statistics', { startTime: 2 * DAY, endTime: DAY }, { token: admin });
    expect(bad.code).toBe(400);
  });

  it('pages 10,000 tasks on the backend', async () => {
    const seeded = await call<{ total: number }>('/onlinepack/__seedMany', { count: 10_000 }, { token: admin });
    expect(seeded.code).toBe(0);
    const p = await call<{ list: TaskRow[]; total: number }>(
      '/onlinepack/task/page',
      { pageNum: 37, pageSize: 20, status: 'failed' },
      { token: admin },
    );
    expect(p.data.list).toHaveLength(20);
    expect(p.data.total).toBeGreaterThan(500);
    expect(p.data.list.every((t) => t.status === 'failed')).toBe(true);
  });
});

describe('the timer', () => {
  it('advances the farm by itself while not paused', async () => {
    const { taskIds } = await newBatch(['huawei']);
    packArea().control.paused = false;
    // the timer's interval runs on fake timers and the backend's clock moves with it: no real time passes
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      startFarmTimer();
      // 1.3 s in steps of a tenth of a tick, the clock first, so each tick reads the time it runs at
      for (let elapsed = 0; elapsed < 1300; elapsed += TICK_MS / 10) {
        advanceClock(TICK_MS / 10);
        vi.advanceTimersByTime(TICK_MS / 10);
      }
      stopFarmTimer();
    } finally {
      vi.useRealTimers();
    }
    expect(packArea().control.ticks).toBeGreaterThanOrEqual(2);
    expect((await getTask(taskIds[0])).status).toBe('running');
  });
});
