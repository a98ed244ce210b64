// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AttemptRecord, PackTask, TaskStatus } from './index';
import { computeStatistics } from './stats';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

const DAY = 24 * 3600 * 1000;
// 2026-11-01 00:00 in UTC+8
const D1 = Date.UTC(2026, 9, 31, 16, 0, 0);

let nextId = 1;
function task(
  over: Partial<PackTask> & { createdAt: number; status: TaskStatus; history?: AttemptRecord[] },
): PackTask {
  const id = nextId;
  nextId += 1;
  return {
    id,
    batchId: 1,
    gameId: 1,
    basePackageId: 1,
    channelId: 1,
    sdkVersionId: 1,
    signKeyId: 1,
    progress: 0,
    step: null,
    machineId: null,
    attempt: 1,
    createdBy: 'ops',
    queuedAt: over.createdAt,
    startedAt: null,
    endedAt: null,
    outputId: null,
    failReason: null,
    logs: [],
    history: [],
    stepTicks: 0,
    nextSeq: 1,
    ...over,
  };
}

const done = (
  status: AttemptRecord['status'],
  startedAt: number,
  ms: number,
  step: AttemptRecord['step'] = 'verify',
  failReason: string | null = null,
): AttemptRecord => ({
  attempt: 1,
  status,
  machineId: 1,
  startedAt,
  endedAt: startedAt + ms,
  step,
  failReason,
});

describe('computeStatistics', () => {
  const tasks = [
    task({ createdAt: D1 + 1000, status: 'succeeded', channelId: 1, history: [done('succeeded', D1 + 2000, 10_000)] }),
    task({ createdAt: D1 + 2000, status: 'succeeded', channelId: 1, history: [done('succeeded', D1 + 3000, 20_000)] }),
    task({
      createdAt: D1 + 3000,
      status: 'failed',
      channelId: 2,
      history: [done('failed', D1 + 4000, 5_000, 'writeParams', '渠道 九游 缺少必填参数 appKey')],
    }),
    // the day before 08:00 China time is still the first of November there
    task({
      createdAt: D1 + DAY + 3600_000,
      status: 'failed',
      channelId: 2,
      history: [done('failed', D1 + DAY + 3600_000, 5_000, 'sign', 'keystore')],
    }),
    task({ createdAt: D1 + DAY + 7200_000, status: 'cancelled', channelId: 3 }),
    task({ createdAt: D1 + 2 * DAY + 1, status: 'queued', channelId: 3 }),
    task({
      createdAt: D1 + 2 * DAY + 2,
      status: 'failed',
      channelId: 2,
      history: [done('failed', D1 + 2 * DAY + 5, 5_000, 'writeParams', '渠道 九游 缺少必填参数 appKey')],
    }),
    task({ createdAt: D1 + 20 * DAY, status: 'succeeded', gameId: 1 }),
    task({ createdAt: D1 + 1, status: 'succeeded', gameId: 2 }),
  ];
  const s = computeStatistics(tasks, { startTime: D1, endTime: D1 + 3 * DAY - 1, gameId: 1 });

  it('counts tasks per day by status in business days (China’s by default), with empty days present', () => {
    expect(s.perDay.map((d) => [d.date, d.total, d.succeeded, d.failed, d.cancelled, d.queued])).toEqual([
      ['2026-11-01', 3, 2, 1, 0, 0],
      ['2026-11-02', 2, 0, 1, 1, 0],
      ['2026-11-03', 2, 0, 1, 0, 1],
    ]);
    expect(s.totals).toMatchObject({ total: 7, succeeded: 2, failed: 3, cancelled: 1, queued: 1 });
  });

  it('computes the success rate over finished builds', () => {
    expect(s.successRate).toBeCloseTo(2 / 5);
  });

  it('computes build durations per channel from successful attempts', () => {
    expect(s.durationByChannel).toEqual([
      { channelId: 1, count: 2, avgMs: 15_000, minMs: 10_000, maxMs: 20_000, p90Ms: 20_000 },
    ]);
  });

  it('ranks failure steps with their main reasons', () => {
    expect(s.topFailureSteps).toEqual([
      { step: 'writeParams', count: 2, reasons: [{ reason: '渠道 九游 缺少必填参数 appKey', count: 2 }] },
      { step: 'sign', count: 1, reasons: [{ reason: 'keystore', count: 1 }] },
    ]);
  });

  it('answers an empty range with empty rows and no rate', () => {
    const e = computeStatistics([], { startTime: D1, endTime: D1 + DAY - 1 });
    expect(e.perDay).toHaveLength(1);
    expect(e.successRate).toBeNull();
  });
});
