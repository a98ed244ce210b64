/**
 * Task storage with indexes, so paged and filtered listing stays cheap with tens of thousands of tasks:
 * tasks are kept in id order (ids only grow), each index is an ascending id list, and a page is read from the end
 * of the shortest candidate list (newest first) without sorting.
 */
import { type Page, type PackTask, type TaskQuery, type TaskStatus, TASK_STATUSES } from './farmTypes';

function lowerBound(ids: number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted(ids: number[], id: number): void {
  if (ids.length === 0 || ids[ids.length - 1] < id) {
    ids.push(id);
    return;
  }
  const at = lowerBound(ids, id);
  if (ids[at] !== id) ids.splice(at, 0, id);
}

export function removeSorted(ids: number[], id: number): void {
  const at = lowerBound(ids, id);
  if (ids[at] === id) ids.splice(at, 1);
}

/** Union of ascending id lists, ascending. */
export function mergeSorted(lists: number[][]): number[] {
  if (lists.length === 1) return lists[0];
  const out: number[] = [];
  const pos = lists.map(() => 0);
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i += 1) {
      if (pos[i] < lists[i].length && (best < 0 || lists[i][pos[i]] < lists[best][pos[best]])) best = i;
    }
    if (best < 0) return out;
    const v = lists[best][pos[best]];
    if (out.length === 0 || out[out.length - 1] !== v) out.push(v);
    pos[best] += 1;
  }
}

function push(map: Map<number, number[]>, key: number, id: number): void {
  const list = map.get(key);
  if (list) insertSorted(list, id);
  else map.set(key, [id]);
}

/** Whether a task's end time falls in the query's [endedFrom, endedTo) (a task not ended never does). */
function endedWithin(t: PackTask, q: Pick<TaskQuery, 'endedFrom' | 'endedTo'>): boolean {
  const from = q.endedFrom ?? null;
  const to = q.endedTo ?? null;
  if (from === null && to === null) return true;
  if (t.endedAt === null) return false;
  return (from === null || t.endedAt >= from) && (to === null || t.endedAt < to);
}

export class TaskIndex {
  /** tasks in ascending id order */
  readonly tasks: PackTask[] = [];

  private readonly byId = new Map<number, PackTask>();

  private readonly byStatus: Record<TaskStatus, number[]> = {
    queued: [],
    running: [],
    succeeded: [],
    failed: [],
    cancelled: [],
  };

  private readonly byBatch = new Map<number, number[]>();

  private readonly byChannel = new Map<number, number[]>();

  private readonly byGame = new Map<number, number[]>();

  get size(): number {
    return this.tasks.length;
  }

  get lastId(): number {
    return this.tasks.length ? this.tasks[this.tasks.length - 1].id : 0;
  }

  add(task: PackTask): void {
    if (this.byId.has(task.id)) throw new Error(`task ${task.id} exists`);
    if (task.id <= this.lastId) throw new Error(`task ids must grow (${task.id} after ${this.lastId})`);
    this.tasks.push(task);
    this.byId.set(task.id, task);
    this.byStatus[task.status].push(task.id);
    push(this.byBatch, task.batchId, task.id);
    push(this.byChannel, task.channelId, task.id);
    push(this.byGame, task.gameId, task.id);
  }

  get(id: number): PackTask | undefined {
    return this.byId.get(id);
  }

  /** Changes a task's status and keeps the status index right. */
  setStatus(task: PackTask, status: TaskStatus): void {
    if (task.status === status) return;
    removeSorted(this.byStatus[task.status], task.id);
    insertSorted(this.byStatus[status], task.id);
    task.status = status;
  }

  countByStatus(): Record<TaskStatus, number> {
    const out = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
    TASK_STATUSES.forEach((s) => {
      out[s] = this.byStatus[s].length;
    });
    return out;
  }

  /** Tasks per status under the same filters as page() (status aside), from the shortest index list. */
  countStatuses(q: Omit<TaskQuery, 'pageNum' | 'pageSize' | 'status'>): Record<TaskStatus, number> {
    const has = (v: number | null | undefined): v is number => v !== undefined && v !== null;
    const lists: number[][] = [];
    if (has(q.batchId)) lists.push(this.byBatch.get(q.batchId) ?? []);
    if (has(q.channelId)) lists.push(this.byChannel.get(q.channelId) ?? []);
    if (has(q.gameId)) lists.push(this.byGame.get(q.gameId) ?? []);
    const scan = has(q.machineId) || has(q.endedFrom) || has(q.endedTo);
    if (lists.length === 0 && !scan) return this.countByStatus();
    const out = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
    const ids = lists.length ? lists.reduce((a, b) => (b.length < a.length ? b : a)) : this.tasks.map((t) => t.id);
    ids.forEach((id) => {
      const t = this.byId.get(id);
      if (!t) return;
      if (has(q.batchId) && t.batchId !== q.batchId) return;
      if (has(q.channelId) && t.channelId !== q.channelId) return;
      if (has(q.gameId) && t.gameId !== q.gameId) return;
      if (has(q.machineId) && t.machineId !== q.machineId) return;
      if (!endedWithin(t, q)) return;
      out[t.status] += 1;
    });
    return out;
  }

  /** Ids of tasks in a status, ascending. */
  idsOfStatus(status: TaskStatus): readonly number[] {
    return this.byStatus[status];
  }

  idsOfBatch(batchId: number): number[] {
    return this.byBatch.get(batchId) ?? [];
  }

  idsOfChannel(channelId: number): number[] {
    return this.byChannel.get(channelId) ?? [];
  }

  /** Newest first; filters combine with AND; `status` may be a list (OR). */
  page(q: TaskQuery): Page<PackTask> {
    const pageNum = Math.max(1, Math.floor(q.pageNum) || 1);
    const pageSize = Math.min(500, Math.max(1, Math.floor(q.pageSize) || 10));
    const skip = (pageNum - 1) * pageSize;
    const statuses =
      q.status === undefined || q.status === null ? null : Array.isArray(q.status) ? q.status : [q.status];
    const has = (v: number | null | undefined): v is number => v !== undefined && v !== null;

    const candidates: number[][] = [];
    if (statuses) candidates.push(mergeSorted(statuses.map((s) => this.byStatus[s] ?? [])));
    if (has(q.batchId)) candidates.push(this.byBatch.get(q.batchId) ?? []);
    if (has(q.channelId)) candidates.push(this.byChannel.get(q.channelId) ?? []);
    if (has(q.gameId)) candidates.push(this.byGame.get(q.gameId) ?? []);

    const keep = (t: PackTask) =>
      (!statuses || statuses.includes(t.status)) &&
      (!has(q.batchId) || t.batchId === q.batchId) &&
      (!has(q.channelId) || t.channelId === q.channelId) &&
      (!has(q.gameId) || t.gameId === q.gameId) &&
      (!has(q.machineId) || t.machineId === q.machineId) &&
      endedWithin(t, q);
    // filters no index answers: every candidate is checked
    const scan = has(q.machineId) || has(q.endedFrom) || has(q.endedTo);

    if (candidates.length === 0 && !scan) {
      const end = this.tasks.length - skip;
      const list: PackTask[] = [];
      for (let i = end - 1; i >= 0 && i >= end - pageSize; i -= 1) list.push(this.tasks[i]);
      return { list, total: this.tasks.length, pageNum, pageSize };
    }

    if (candidates.length === 1 && !scan) {
      // one index answers the filter exactly: page from its end without scanning it
      const ids = candidates[0];
      const end = ids.length - skip;
      const list: PackTask[] = [];
      for (let i = end - 1; i >= 0 && i >= end - pageSize; i -= 1) {
        const t = this.byId.get(ids[i]);
        if (t) list.push(t);
      }
      return { list, total: ids.length, pageNum, pageSize };
    }

    const list: PackTask[] = [];
    let total = 0;
    const visit = (t: PackTask | undefined) => {
      if (!t || !keep(t)) return;
      if (total >= skip && list.length < pageSize) list.push(t);
      total += 1;
    };
    if (candidates.length === 0) {
      for (let i = this.tasks.length - 1; i >= 0; i -= 1) visit(this.tasks[i]);
    } else {
      const shortest = candidates.reduce((a, b) => (b.length < a.length ? b : a));
      for (let i = shortest.length - 1; i >= 0; i -= 1) visit(this.byId.get(shortest[i]));
    }
    return { list, total, pageNum, pageSize };
  }
}
