/**
 * The packaging farm's state, which farm.ts runs: its machines, the task index, the queue, each task's log and the
 * bookkeeping of a task's attempts.
 */
import type { WorkDir } from './buildSteps';
import {
  type AttemptRecord,
  type Batch,
  type FarmInputs,
  type FarmOptions,
  type FarmResult,
  type LogLevel,
  type LogLine,
  type Machine,
  type PackTask,
  type Page,
  type StepKey,
  type TaskQuery,
  type TaskStatus,
  DEFAULT_FARM_OPTIONS,
} from './farmTypes';
import { TaskIndex } from './taskIndex';

export interface MachineInput {
  name: string;
  address: string;
  os: string;
  enabled?: boolean;
  connected?: boolean;
}

export interface LogRead {
  lines: LogLine[];
  /** the highest seq of the task's log (pass it back as afterSeq) */
  lastSeq: number;
  attempt: number;
  attempts: number[];
  status: TaskStatus;
  progress: number;
  step: StepKey | null;
  /** no more lines will come for this attempt */
  done: boolean;
}

export const ok = <T>(value: T): FarmResult<T> => ({ ok: true, value });

export class FarmBase {
  readonly tasks = new TaskIndex();

  readonly machines: Machine[] = [];

  readonly batches = new Map<number, Batch>();

  /** queued task ids, oldest first (a task handed back by an offline machine goes to the front) */
  readonly queue: number[] = [];

  readonly options: FarmOptions;

  protected readonly work = new Map<number, WorkDir>();

  protected nextBatchId = 1;

  private nextMachineId = 1;

  constructor(
    protected readonly inputs: FarmInputs,
    options: Partial<FarmOptions> = {},
  ) {
    this.options = { ...DEFAULT_FARM_OPTIONS, ...options };
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Machines

  addMachine(input: MachineInput, now: number): Machine {
    const connected = input.connected !== false;
    const m: Machine = {
      id: this.nextMachineId,
      name: input.name,
      address: input.address,
      os: input.os,
      status: connected ? 'idle' : 'offline',
      enabled: input.enabled !== false,
      lastHeartbeat: connected ? now : now - this.options.heartbeatTimeoutMs * 20,
      currentTaskId: null,
      connected,
      tasksDone: 0,
    };
    this.nextMachineId += 1;
    this.machines.push(m);
    return m;
  }

  machine(id: number): Machine | undefined {
    return this.machines.find((m) => m.id === id);
  }

  /** A disabled machine finishes its current task and takes no more. */
  setEnabled(id: number, enabled: boolean): FarmResult<Machine> {
    const m = this.machine(id);
    if (!m) return { ok: false, reason: 'notFound' };
    m.enabled = enabled;
    return ok(m);
  }

  /**
   * Simulates network loss (offline = true): the machine stops sending heartbeats and is marked offline once the
   * heartbeat timeout has passed. offline = false brings it back: it sends heartbeats again from the next tick.
   */
  setConnected(id: number, connected: boolean): FarmResult<Machine> {
    const m = this.machine(id);
    if (!m) return { ok: false, reason: 'notFound' };
    m.connected = connected;
    return ok(m);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Tasks

  task(id: number): PackTask | undefined {
    return this.tasks.get(id);
  }

  pageTasks(q: TaskQuery): Page<PackTask> {
    return this.tasks.page(q);
  }

  protected log(task: PackTask, now: number, level: LogLevel, text: string, step: StepKey | null = task.step): void {
    task.logs.push({ seq: task.nextSeq, attempt: task.attempt, time: now, level, step, text });
    task.nextSeq += 1;
  }

  protected finishAttempt(task: PackTask, status: 'succeeded' | 'failed' | 'cancelled', now: number): void {
    const record: AttemptRecord = {
      attempt: task.attempt,
      status,
      machineId: task.machineId,
      startedAt: task.startedAt,
      endedAt: now,
      step: task.step,
      failReason: task.failReason,
    };
    task.history.push(record);
    task.endedAt = now;
    this.tasks.setStatus(task, status);
    this.work.delete(task.id);
    const m = task.machineId === null ? undefined : this.machine(task.machineId);
    if (m && m.currentTaskId === task.id) {
      m.currentTaskId = null;
      if (m.status === 'busy') m.status = 'idle';
      m.tasksDone += 1;
    }
  }

  /** Log lines after `afterSeq` (0: from the start), of one attempt or of all. */
  readLog(id: number, opts: { attempt?: number | null; afterSeq?: number | null }): FarmResult<LogRead> {
    const task = this.tasks.get(id);
    if (!task) return { ok: false, reason: 'notFound' };
    const after = opts.afterSeq ?? 0;
    const attempt = opts.attempt ?? null;
    // lines are in seq order: skip to the cursor by binary search
    let lo = 0;
    let hi = task.logs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (task.logs[mid].seq <= after) lo = mid + 1;
      else hi = mid;
    }
    const lines = task.logs.slice(lo).filter((l) => attempt === null || l.attempt === attempt);
    const attempts = Array.from({ length: task.attempt }, (_v, i) => i + 1);
    const done =
      (attempt !== null && attempt < task.attempt) ||
      task.status === 'succeeded' ||
      task.status === 'failed' ||
      task.status === 'cancelled';
    return ok({
      lines,
      lastSeq: task.nextSeq - 1,
      attempt: attempt ?? task.attempt,
      attempts,
      status: task.status,
      progress: task.progress,
      step: task.step,
      done,
    });
  }
}
