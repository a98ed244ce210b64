// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PackTask, type TaskStatus, TASK_STATUSES } from './farmTypes';
import { insertSorted, mergeSorted, removeSorted, TaskIndex } from './taskIndex';

function task(id: number, status: TaskStatus, batchId: number, channelId: number, gameId = 1): PackTask {
  return {
    id,
    batchId,
    gameId,
    basePackageId: 1,
    channelId,
    sdkVersionId: 1,
    signKeyId: 1,
    status,
    progress: 0,
    step: null,
    machineId: null,
    attempt: 1,
    createdAt: id,
    createdBy: 'ops',
    queuedAt: id,
    startedAt: null,
    endedAt: null,
    outputId: null,
    failReason: null,
    logs: [],
    history: [],
    stepTicks: 0,
    nextSeq: 1,
  };
}

describe('sorted id lists', () => {
  it('insert, remove and merge keep ascending order without duplicates', () => {
    const ids = [1, 3, 5];
    insertSorted(ids, 4);
    insertSorted(ids, 6);
    insertSorted(ids, 0);
    insertSorted(ids, 3);
    expect(ids).toEqual([0, 1, 3, 4, 5, 6]);
    removeSorted(ids, 3);
    removeSorted(ids, 42);
    expect(ids).toEqual([0, 1, 4, 5, 6]);
    expect(mergeSorted([[1, 4, 9], [2, 4, 10], []])).toEqual([1, 2, 4, 9, 10]);
  });
});

describe('TaskIndex with 10,000 tasks', () => {
  const index = new TaskIndex();
  const N = 10_000;
  for (let id = 1; id <= N; id += 1) {
    index.add(task(id, TASK_STATUSES[id % 5], Math.ceil(id / 10), id % 8, id % 3 === 0 ? 2 : 1));
  }
  // brute-force reference: filter and sort the whole list
  const reference = (pred: (t: PackTask) => boolean) =>
    index.tasks
      .filter(pred)
      .sort((a, b) => b.id - a.id)
      .map((t) => t.id);

  it('pages newest first without filters', () => {
    const p = index.page({ pageNum: 1, pageSize: 20 });
    expect(p.total).toBe(N);
    expect(p.list.map((t) => t.id)).toEqual(reference(() => true).slice(0, 20));
    expect(index.page({ pageNum: 500, pageSize: 20 }).list.map((t) => t.id)).toEqual(reference(() => true).slice(9980));
    expect(index.page({ pageNum: 501, pageSize: 20 }).list).toEqual([]);
  });

  it('filters by status, batch, channel and game like a full scan would', () => {
    const cases: Array<[Parameters<TaskIndex['page']>[0], (t: PackTask) => boolean]> = [
      [{ pageNum: 3, pageSize: 15, status: 'failed' }, (t) => t.status === 'failed'],
      [{ pageNum: 1, pageSize: 50, batchId: 77 }, (t) => t.batchId === 77],
      [
        { pageNum: 2, pageSize: 10, channelId: 3, status: ['queued', 'running'] },
        (t) => t.channelId === 3 && ['queued', 'running'].includes(t.status),
      ],
      [{ pageNum: 4, pageSize: 25, gameId: 2, status: 'succeeded' }, (t) => t.gameId === 2 && t.status === 'succeeded'],
    ];
    cases.forEach(([q, pred]) => {
      const all = reference(pred);
      const p = index.page(q);
      expect(p.total).toBe(all.length);
      expect(p.list.map((t) => t.id)).toEqual(all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize));
    });
  });

  it('counts statuses under the same filters', () => {
    const counts = index.countStatuses({ gameId: 2, channelId: 3 });
    TASK_STATUSES.forEach((s) => {
      expect(counts[s]).toBe(reference((t) => t.gameId === 2 && t.channelId === 3 && t.status === s).length);
    });
    expect(Object.values(index.countStatuses({})).reduce((a, b) => a + b, 0)).toBe(N);
  });

  it('keeps the status index right when statuses change', () => {
    const t = index.get(4242);
    if (!t) throw new Error('missing');
    const before = index.countByStatus();
    const from = t.status;
    index.setStatus(t, from === 'cancelled' ? 'queued' : 'cancelled');
    const after = index.countByStatus();
    expect(after[from]).toBe(before[from] - 1);
    expect(after[t.status]).toBe(before[t.status] + 1);
    expect(index.page({ pageNum: 1, pageSize: 10, batchId: 425, status: t.status }).list.map((x) => x.id)).toContain(
      4242,
    );
    expect(index.page({ pageNum: 1, pageSize: 10, batchId: 425, status: from }).list.map((x) => x.id)).not.toContain(
      4242,
    );
  });

  it('refuses a duplicate or decreasing id', () => {
    expect(() => index.add(task(5, 'queued', 1, 1))).toThrow();
  });
});
