/**
 * The simulated packaging farm: a deterministic state machine driven by tick(now). The mock calls tick on a timer;
 * tests call it with made-up times. Every tick:
 *  1. connected machines send a heartbeat; a silent machine whose last heartbeat is older than the timeout goes
 *     offline and its running task returns to the front of the queue (nothing is lost);
 *  2. each running task on a connected machine advances one tick in its step; a step's work runs when its ticks are
 *     done (buildSteps.ts) and either moves the task on or fails it with a clear log line;
 *  3. each enabled, idle, connected machine takes the oldest queued task.
 */
import { runStep, StepFailure } from './buildSteps';
import { FarmBase, ok } from './farmBase';
import { type Batch, type FarmResult, type LogLine, type Machine, type PackTask, STEP_NAMES, STEPS } from './farmTypes';

export interface CreateBatchInput {
  gameId: number;
  basePackageId: number;
  channelIds: number[];
  sdkVersionId: number;
  signKeyId: number;
  createdBy: string;
}

/** The farm's task lifecycle (batches, imports, cancel, retry) and its clock (farmBase.ts holds the state). */
export class Farm extends FarmBase {
  createBatch(input: CreateBatchInput, now: number): FarmResult<{ batch: Batch; tasks: PackTask[] }> {
    const channelIds = Array.from(new Set(input.channelIds));
    if (channelIds.length === 0) return { ok: false, reason: 'invalid', detail: 'channelIds' };
    const batch: Batch = {
      id: this.nextBatchId,
      gameId: input.gameId,
      basePackageId: input.basePackageId,
      channelIds,
      sdkVersionId: input.sdkVersionId,
      signKeyId: input.signKeyId,
      createdAt: now,
      createdBy: input.createdBy,
      taskIds: [],
    };
    this.nextBatchId += 1;
    this.batches.set(batch.id, batch);
    const tasks = channelIds.map((channelId) => {
      const task = this.newTask(batch, channelId, now);
      this.tasks.add(task);
      batch.taskIds.push(task.id);
      this.queue.push(task.id);
      this.log(task, now, 'info', `任务已创建（批次 #${batch.id}，操作人 ${input.createdBy}），排队等待机器`);
      return task;
    });
    return ok({ batch, tasks });
  }

  private newTask(batch: Batch, channelId: number, now: number): PackTask {
    return {
      id: this.tasks.lastId + 1,
      batchId: batch.id,
      gameId: batch.gameId,
      basePackageId: batch.basePackageId,
      channelId,
      sdkVersionId: batch.sdkVersionId,
      signKeyId: batch.signKeyId,
      status: 'queued',
      progress: 0,
      step: null,
      machineId: null,
      attempt: 1,
      createdAt: now,
      createdBy: batch.createdBy,
      queuedAt: now,
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

  /**
   * Adds a finished (or queued) task as it stands, e.g. seeded history. Ids keep growing; a batch is created when
   * the given batch id is new.
   */
  importTask(task: Omit<PackTask, 'id' | 'nextSeq' | 'logs'> & { logs: Array<Omit<LogLine, 'seq'>> }): PackTask {
    const logs = task.logs.map((l, i) => ({ ...l, seq: i + 1 }));
    const full: PackTask = { ...task, id: this.tasks.lastId + 1, logs, nextSeq: logs.length + 1 };
    let batch = this.batches.get(full.batchId);
    if (!batch) {
      batch = {
        id: full.batchId,
        gameId: full.gameId,
        basePackageId: full.basePackageId,
        channelIds: [],
        sdkVersionId: full.sdkVersionId,
        signKeyId: full.signKeyId,
        createdAt: full.createdAt,
        createdBy: full.createdBy,
        taskIds: [],
      };
      this.batches.set(batch.id, batch);
      this.nextBatchId = Math.max(this.nextBatchId, batch.id + 1);
    }
    if (!batch.channelIds.includes(full.channelId)) batch.channelIds.push(full.channelId);
    batch.taskIds.push(full.id);
    this.tasks.add(full);
    if (full.status === 'queued') this.queue.push(full.id);
    return full;
  }

  /** The next free batch id (for importers that build batches themselves). */
  reserveBatchId(): number {
    const id = this.nextBatchId;
    this.nextBatchId += 1;
    return id;
  }

  /** Only queued or running tasks can be cancelled. */
  cancel(id: number, operator: string, now: number): FarmResult<PackTask> {
    const task = this.tasks.get(id);
    if (!task) return { ok: false, reason: 'notFound' };
    if (task.status !== 'queued' && task.status !== 'running') {
      return { ok: false, reason: 'notCancellable', status: task.status };
    }
    if (task.status === 'queued') {
      const at = this.queue.indexOf(id);
      if (at >= 0) this.queue.splice(at, 1);
    }
    const where = task.step ? `（在「${STEP_NAMES[task.step]}」步骤）` : '（排队中）';
    this.log(task, now, 'warn', `任务已被 ${operator} 取消${where}`);
    this.finishAttempt(task, 'cancelled', now);
    return ok(task);
  }

  /** Failed or cancelled tasks can be retried: a new attempt is queued, the old log is kept. */
  retry(id: number, operator: string, now: number): FarmResult<PackTask> {
    const task = this.tasks.get(id);
    if (!task) return { ok: false, reason: 'notFound' };
    if (task.status !== 'failed' && task.status !== 'cancelled') {
      return { ok: false, reason: 'notRetryable', status: task.status };
    }
    task.attempt += 1;
    task.progress = 0;
    task.step = null;
    task.stepTicks = 0;
    task.machineId = null;
    task.startedAt = null;
    task.endedAt = null;
    task.failReason = null;
    task.outputId = null;
    task.queuedAt = now;
    this.tasks.setStatus(task, 'queued');
    this.queue.push(task.id);
    this.log(task, now, 'info', `第 ${task.attempt} 次尝试：由 ${operator} 重试，重新排队`);
    return ok(task);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // The clock

  tick(now: number): void {
    this.machines.forEach((m) => this.heartbeat(m, now));
    this.machines.forEach((m) => {
      if (m.status === 'busy' && m.connected && m.currentTaskId !== null) this.advance(m, now);
    });
    this.machines.forEach((m) => {
      if (m.status === 'idle' && m.connected && m.enabled && m.currentTaskId === null) this.assign(m, now);
    });
  }

  private heartbeat(m: Machine, now: number): void {
    if (m.connected) {
      m.lastHeartbeat = now;
      if (m.status === 'offline') m.status = 'idle';
      return;
    }
    if (m.status === 'offline') return;
    if (m.lastHeartbeat !== null && now - m.lastHeartbeat <= this.options.heartbeatTimeoutMs) return;
    m.status = 'offline';
    const task = m.currentTaskId === null ? undefined : this.tasks.get(m.currentTaskId);
    m.currentTaskId = null;
    if (task?.status !== 'running') return;
    const secs = Math.round((now - (m.lastHeartbeat ?? now)) / 1000);
    this.log(
      task,
      now,
      'warn',
      `机器 ${m.name} 已 ${secs} 秒无心跳，判定离线；任务在「${task.step ? STEP_NAMES[task.step] : '-'}」步骤中断，退回队列等待其他机器重新执行`,
    );
    this.work.delete(task.id);
    task.machineId = null;
    task.step = null;
    task.stepTicks = 0;
    task.progress = 0;
    task.startedAt = null;
    task.queuedAt = now;
    this.tasks.setStatus(task, 'queued');
    this.queue.unshift(task.id);
  }

  private assign(m: Machine, now: number): void {
    const id = this.queue.shift();
    if (id === undefined) return;
    const task = this.tasks.get(id);
    if (task?.status !== 'queued') {
      this.assign(m, now);
      return;
    }
    this.tasks.setStatus(task, 'running');
    task.machineId = m.id;
    task.startedAt = now;
    task.step = STEPS[0];
    task.stepTicks = 0;
    task.progress = 0;
    m.status = 'busy';
    m.currentTaskId = task.id;
    this.log(task, now, 'info', `机器 ${m.name}（${m.address}，${m.os}）领取任务，第 ${task.attempt} 次尝试`, null);
    this.log(task, now, 'info', `▶ ${STEP_NAMES[task.step]}`);
  }

  private advance(m: Machine, now: number): void {
    const task = m.currentTaskId === null ? undefined : this.tasks.get(m.currentTaskId);
    if (task?.status !== 'running' || task.step === null) {
      m.currentTaskId = null;
      m.status = 'idle';
      return;
    }
    const step = task.step;
    const index = STEPS.indexOf(step);
    const need = Math.max(1, this.options.stepTicks[step]);
    task.stepTicks += 1;
    if (task.stepTicks < need) {
      task.progress = Math.floor(((index + task.stepTicks / need) / STEPS.length) * 100);
      return;
    }
    const work = this.work.get(task.id);
    let result: ReturnType<typeof runStep>;
    try {
      result = runStep(step, task, work && work.attempt === task.attempt ? work : undefined, this.inputs, now);
    } catch (e) {
      const reason = e instanceof StepFailure || e instanceof Error ? e.message : String(e);
      task.failReason = reason;
      this.log(task, now, 'error', `✖ ${STEP_NAMES[step]}失败：${reason}`);
      this.log(task, now, 'error', `任务失败（第 ${task.attempt} 次尝试，耗时 ${this.elapsed(task, now)}）`, null);
      this.finishAttempt(task, 'failed', now);
      return;
    }
    this.work.set(task.id, result.work);
    result.outcome.lines.forEach((l) => this.log(task, now, l.level, l.text));
    if (index < STEPS.length - 1) {
      task.step = STEPS[index + 1];
      task.stepTicks = 0;
      task.progress = Math.floor(((index + 1) / STEPS.length) * 100);
      this.log(task, now, 'info', `▶ ${STEP_NAMES[task.step]}`);
      return;
    }
    const output = result.outcome.output;
    if (!output) {
      task.failReason = '没有产出安装包';
      this.log(task, now, 'error', `✖ ${STEP_NAMES[step]}失败：没有产出安装包`);
      this.finishAttempt(task, 'failed', now);
      return;
    }
    task.outputId = this.inputs.storeOutput(task, output, now);
    task.progress = 100;
    this.log(
      task,
      now,
      'info',
      `✔ 打包成功（第 ${task.attempt} 次尝试，耗时 ${this.elapsed(task, now)}），输出 #${task.outputId}`,
      null,
    );
    this.finishAttempt(task, 'succeeded', now);
  }

  private elapsed(task: PackTask, now: number): string {
    const s = Math.max(0, Math.round((now - (task.startedAt ?? now)) / 1000));
    return s >= 60 ? `${Math.floor(s / 60)} 分 ${s % 60} 秒` : `${s} 秒`;
  }
}
