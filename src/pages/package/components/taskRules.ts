import type { MachineStatus, ReviewStatus, TaskRow, TaskStatus } from '../service';

export function isActive(status: TaskStatus | undefined | null): boolean {
  return status === 'queued' || status === 'running';
}

export interface TaskActions {
  cancel: boolean;
  retry: boolean;
  download: boolean;
  check: boolean;
}

export function allowedActions(task: Pick<TaskRow, 'status'> & { outputId?: number | null }): TaskActions {
  const hasOutput = task.status === 'succeeded' && task.outputId !== null && task.outputId !== undefined;
  return {
    cancel: isActive(task.status),
    retry: task.status === 'failed' || task.status === 'cancelled',
    download: hasOutput,
    check: hasOutput,
  };
}

/**
 * Whether the task list should refresh itself: only while its tab is shown, and while a task in view is queued or
 * running, or the counts of the current filters still hold active tasks (a batch being watched on another page).
 */
export function shouldPoll(
  visible: boolean,
  rows: ReadonlyArray<Pick<TaskRow, 'status'>>,
  counts?: Partial<Record<TaskStatus, number>> | null,
): boolean {
  if (!visible) return false;
  if (rows.some((r) => isActive(r.status))) return true;
  return Boolean(counts && ((counts.queued ?? 0) > 0 || (counts.running ?? 0) > 0));
}

export type BadgeStatus = 'default' | 'processing' | 'success' | 'error' | 'warning';

export const TASK_BADGE: Record<TaskStatus, BadgeStatus> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export const REVIEW_BADGE: Record<ReviewStatus, BadgeStatus> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

export const MACHINE_BADGE: Record<MachineStatus, BadgeStatus> = {
  idle: 'success',
  busy: 'processing',
  offline: 'default',
};

/** antd Progress status of a task's bar. */
export function progressStatus(status: TaskStatus): 'active' | 'exception' | 'success' | 'normal' {
  if (status === 'running') return 'active';
  if (status === 'failed') return 'exception';
  if (status === 'succeeded') return 'success';
  return 'normal';
}

/** The progress a bar shows: a succeeded task is full whatever the last tick said. */
export function shownProgress(task: Pick<TaskRow, 'status' | 'progress'>): number {
  if (task.status === 'succeeded') return 100;
  return Math.max(0, Math.min(100, Math.round(task.progress || 0)));
}

/** Base packages: only pending ones are reviewed; a task can only be built from an approved one. */
export function canReview(status: ReviewStatus): boolean {
  return status === 'pending';
}

/** What a machine can be asked to do. */
export function machineActions(m: { enabled: boolean; connected: boolean }) {
  return { enable: !m.enabled, disable: m.enabled, disconnect: m.connected, reconnect: !m.connected };
}
