/**
 * Records of the simulated packaging farm (src/pages/package/README.md "Package"). Times are epoch
 * milliseconds.
 */

export type TaskStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export const TASK_STATUSES: readonly TaskStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];

export type MachineStatus = 'idle' | 'busy' | 'offline';

/** The build steps, in order. */
export const STEPS = ['unpack', 'mergeResources', 'writeParams', 'replaceIcon', 'repack', 'sign', 'verify'] as const;
export type StepKey = (typeof STEPS)[number];

/** The names the build log uses for each step. */
export const STEP_NAMES: Record<StepKey, string> = {
  unpack: '解包',
  mergeResources: '合并渠道资源',
  writeParams: '写入参数',
  replaceIcon: '替换图标',
  repack: '重新打包',
  sign: '签名',
  verify: '校验',
};

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogLine {
  /** increasing per task over every attempt: the cursor of incremental reads */
  seq: number;
  attempt: number;
  time: number;
  level: LogLevel;
  step: StepKey | null;
  text: string;
}

export interface Machine {
  id: number;
  name: string;
  address: string;
  os: string;
  status: MachineStatus;
  enabled: boolean;
  lastHeartbeat: number | null;
  currentTaskId: number | null;
  /** false while the machine sends no heartbeats (simulated network loss); offline once the timeout passes */
  connected: boolean;
  tasksDone: number;
}

/** One finished attempt of a task (the current attempt is on the task itself). */
export interface AttemptRecord {
  attempt: number;
  status: 'succeeded' | 'failed' | 'cancelled';
  machineId: number | null;
  startedAt: number | null;
  endedAt: number;
  step: StepKey | null;
  failReason: string | null;
}

export interface PackTask {
  id: number;
  batchId: number;
  gameId: number;
  basePackageId: number;
  channelId: number;
  sdkVersionId: number;
  signKeyId: number;
  status: TaskStatus;
  /** 0–100 */
  progress: number;
  step: StepKey | null;
  machineId: number | null;
  attempt: number;
  createdAt: number;
  createdBy: string;
  /** when it entered the queue for the current attempt */
  queuedAt: number;
  startedAt: number | null;
  endedAt: number | null;
  outputId: number | null;
  failReason: string | null;
  logs: LogLine[];
  history: AttemptRecord[];
  /** ticks spent in the current step */
  stepTicks: number;
  nextSeq: number;
}

export interface Batch {
  id: number;
  gameId: number;
  basePackageId: number;
  channelIds: number[];
  sdkVersionId: number;
  signKeyId: number;
  createdAt: number;
  createdBy: string;
  taskIds: number[];
}

/** A channel parameter: which part of the system uses it decides whether it is written into the package. */
export interface ChannelParam {
  key: string;
  name: string;
  required: boolean;
  usedBy: 'client' | 'build' | 'server';
  value: string;
}

/** What the farm reads from the rest of the backend while it builds. */
export interface FarmInputs {
  basePackage(id: number): {
    id: number;
    name: string;
    bytes: Uint8Array | null;
    icon: Uint8Array | null;
  } | null;
  channel(id: number): { id: number; name: string; code: string; params: ChannelParam[] } | null;
  sdkVersion(id: number): { id: number; version: string; bytes: Uint8Array | null } | null;
  /** The channel vendor's own latest SDK, merged too when it is not the selected version. */
  channelSdk?(channelId: number): { id: number; version: string; bytes: Uint8Array | null } | null;
  signKey(id: number): { id: number; alias: string; keystore: Uint8Array | null } | null;
  /** Keeps the output bytes; returns the output id. */
  storeOutput(task: PackTask, bytes: Uint8Array, now: number): number;
}

export interface FarmOptions {
  /** ticks each step takes */
  stepTicks: Record<StepKey, number>;
  /** a machine with no heartbeat for this long is offline */
  heartbeatTimeoutMs: number;
}

export const DEFAULT_FARM_OPTIONS: FarmOptions = {
  stepTicks: { unpack: 2, mergeResources: 3, writeParams: 2, replaceIcon: 2, repack: 3, sign: 2, verify: 2 },
  heartbeatTimeoutMs: 3000,
};

export type FarmRefusal = 'notFound' | 'notCancellable' | 'notRetryable' | 'invalid';

export type FarmResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: FarmRefusal; status?: TaskStatus; detail?: string };

export interface TaskQuery {
  pageNum: number;
  pageSize: number;
  gameId?: number | null;
  status?: TaskStatus | TaskStatus[] | null;
  batchId?: number | null;
  channelId?: number | null;
  machineId?: number | null;
  /** tasks whose (last) attempt ended in [endedFrom, endedTo): the welcome page's failures of the day */
  endedFrom?: number | null;
  endedTo?: number | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
