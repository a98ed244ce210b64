import type { SdkVersion } from '../sdk/service';
import { download } from '@/request/download';
import { pack } from '@/request';
import type { FormValue } from '@/request/sign';
import { upload } from '@/request/upload';
import type { Page, PageQuery } from '@/services/types';

/**
 * The packaging service (/onlinepack, envelope {code, msg, data}; mock/_contract/pack.ts is the contract): base
 * packages, packaging tasks and their live logs, the machine farm, statistics, package self-checks. Row shapes are
 * type aliases so they fit CrudTable's Record<string, unknown> rows. Times are epoch milliseconds.
 */

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export type TaskStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type StepKey = 'unpack' | 'mergeResources' | 'writeParams' | 'replaceIcon' | 'repack' | 'sign' | 'verify';
export type MachineStatus = 'idle' | 'busy' | 'offline';
export type Platform = 'Android' | 'iOS';

export const TASK_STATUSES: readonly TaskStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];
export const STEP_KEYS: readonly StepKey[] = ['unpack', 'mergeResources', 'writeParams', 'replaceIcon', 'repack', 'sign', 'verify'];

// ---- base packages ----
export type BasePackage = {
  id: number;
  gameId?: number;
  name: string;
  platform: Platform;
  version: string;
  versionCode?: number | null;
  packageName?: string | null;
  notes?: string;
  fileName: string;
  fileSize: number;
  /** data URI of the uploaded icon, null when none was given */
  icon?: string | null;
  plistName?: string | null;
  signKeyId?: number | null;
  signKeyAlias?: string;
  status: ReviewStatus;
  reviewComment?: string;
  reviewer?: string;
  reviewedAt?: number | null;
  uploader?: string;
  created: number;
  taskCount?: number;
};

export type BasePackageQuery = PageQuery & { status?: ReviewStatus; platform?: Platform; keyword?: string };

/** The upload form: text fields plus the four file fields of spec §3 (only `file` is required). */
export type BasePackageUpload = {
  version: string;
  platform: Platform;
  notes?: string;
  name?: string;
  signAlias?: string;
  file: Blob;
  iconFile?: Blob;
  signFile?: Blob;
  plistFile?: Blob;
};

// POST /onlinepack/basePackage/page
export const pageBasePackages = (query: BasePackageQuery) => pack<Page<BasePackage>>('/basePackage/page', query);

// POST /onlinepack/basePackage/upload (signed multipart form, spec §7; files over 800 MB refused before sending)
export const uploadBasePackage = (values: BasePackageUpload, onProgress?: (percent: number) => void) => {
  const form: Record<string, FormValue> = { ...values };
  return upload<BasePackage>('/basePackage/upload', form, { prefix: '/onlinepack', onProgress });
};

// POST /onlinepack/basePackage/get
export const getBasePackage = (id: number) => pack<BasePackage>('/basePackage/get', { id });
// POST /onlinepack/basePackage/approve
export const approveBasePackage = (payload: { id: number; comment?: string }) =>
  pack<BasePackage>('/basePackage/approve', payload);
// POST /onlinepack/basePackage/reject (a comment is required)
export const rejectBasePackage = (payload: { id: number; comment: string }) => pack<BasePackage>('/basePackage/reject', payload);
// POST /onlinepack/basePackage/delete (refused while tasks of it are queued or running)
export const deleteBasePackage = (id: number) => pack<null>('/basePackage/delete', { id });

// ---- tasks ----
export type TaskRow = {
  id: number;
  batchId: number;
  gameId?: number;
  basePackageId?: number;
  basePackageName?: string;
  version?: string;
  channelId: number;
  channelName?: string;
  channelCode?: string;
  sdkVersionId?: number;
  sdkVersion?: string;
  signKeyId?: number;
  signKeyAlias?: string;
  status: TaskStatus;
  progress: number;
  step?: StepKey | null;
  machineId?: number | null;
  machineName?: string;
  attempt: number;
  createdAt: number;
  createdBy?: string;
  startedAt?: number | null;
  endedAt?: number | null;
  durationMs?: number | null;
  outputId?: number | null;
  outputName?: string;
  outputSize?: number | null;
  outputUrl?: string;
  failReason?: string | null;
  lastCheck?: { id: number; pass: boolean } | null;
};

export type TaskCounts = Record<TaskStatus, number>;
export type TaskPage = Page<TaskRow> & { counts: TaskCounts };
export type TaskQuery = PageQuery & { status?: TaskStatus; batchId?: number; channelId?: number; machineId?: number };

export type AttemptRow = {
  attempt: number;
  status: 'succeeded' | 'failed' | 'cancelled';
  machineId?: number | null;
  machineName?: string;
  startedAt?: number | null;
  endedAt: number;
  step?: StepKey | null;
  failReason?: string | null;
};

export type TaskDetail = {
  task: TaskRow;
  attempts: AttemptRow[];
  batch: { id: number; createdAt?: number; createdBy?: string; taskIds: number[] };
};

export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = {
  /** increasing over every attempt of the task: the cursor of incremental reads */
  seq: number;
  attempt: number;
  time: number;
  level: LogLevel;
  step?: StepKey | null;
  text: string;
};

export type LogRead = {
  lines: LogLine[];
  lastSeq: number;
  attempt: number;
  attempts: number[];
  status: TaskStatus;
  progress: number;
  step?: StepKey | null;
  /** the attempt read has ended: no more lines will come for it */
  done: boolean;
};

/** A vendor SDK version (one type, src/services/sdk.ts). */
export type SdkVersionRow = SdkVersion;

export type SignKey = {
  id: number;
  alias: string;
  fingerprint?: string | null;
  fileName?: string;
  /** false: the keystore file is missing and the sign step will fail */
  hasKeystore: boolean;
  source?: 'upload' | 'seed';
  created?: number;
};

export type TaskOptions = {
  basePackages: Array<{ id: number; name: string; version: string; platform?: string; signKeyId?: number | null }>;
  channels: Array<{ id: number; name: string; code: string; missingParams: string[]; vendorSdk?: string }>;
  sdkVersions: SdkVersionRow[];
  signKeys: SignKey[];
};

export type BatchPayload = { basePackageId: number; channelIds: number[]; sdkVersionId: number; signKeyId: number };

// POST /onlinepack/task/options
export const taskOptions = () => pack<TaskOptions>('/task/options');
// POST /onlinepack/task/createBatch
export const createBatch = (payload: BatchPayload) => pack<{ batchId: number; taskIds: number[] }>('/task/createBatch', payload);
// POST /onlinepack/task/page
export const pageTasks = (query: TaskQuery) => pack<TaskPage>('/task/page', query);
// POST /onlinepack/task/get
export const getTask = (id: number) => pack<TaskDetail>('/task/get', { id });
// POST /onlinepack/task/log (incremental: lines after `afterSeq`)
export const readTaskLog = (payload: { id: number; afterSeq?: number; attempt?: number }, opts: { quiet?: boolean } = {}) =>
  pack<LogRead>('/task/log', payload, { skipErrorHandler: opts.quiet });
// POST /onlinepack/task/cancel (queued or running only; otherwise refused with a message)
export const cancelTask = (id: number) => pack<TaskRow>('/task/cancel', { id });
// POST /onlinepack/task/retry (failed or cancelled only: a new attempt, the old log kept)
export const retryTask = (id: number) => pack<TaskRow>('/task/retry', { id });
// GET /onlinepack/task/output?id= (the output package)
export const downloadTaskOutput = (task: Pick<TaskRow, 'id' | 'outputName'>) =>
  download(`/onlinepack/task/output?id=${task.id}`, task.outputName || `task-${task.id}.apk`);
// POST /onlinepack/signKey/list
export const listSignKeys = () => pack<SignKey[]>('/signKey/list');

// ---- machines ----
export type MachineRow = {
  id: number;
  name: string;
  address: string;
  os: string;
  status: MachineStatus;
  /** takes tasks; a disabled machine finishes the one it holds and takes no more */
  enabled: boolean;
  /** still sending heartbeats */
  connected: boolean;
  lastHeartbeat?: number | null;
  currentTaskId?: number | null;
  currentTask?: { id: number; channelName?: string; progress: number; step?: StepKey | null } | null;
  tasksDone?: number;
};

export type MachinePage = Page<MachineRow> & { queued: number };

// POST /onlinepack/machine/page
export const pageMachines = (query: PageQuery & { status?: MachineStatus; keyword?: string }) =>
  pack<MachinePage>('/machine/page', query);
// POST /onlinepack/machine/enable
export const enableMachine = (id: number) => pack<MachineRow>('/machine/enable', { id });
// POST /onlinepack/machine/disable
export const disableMachine = (id: number) => pack<MachineRow>('/machine/disable', { id });
// POST /onlinepack/machine/setOffline (simulated network loss; offline=false restores it)
export const setMachineOffline = (id: number, offline: boolean) => pack<MachineRow>('/machine/setOffline', { id, offline });

// ---- statistics ----
export type StatusCounts = Record<TaskStatus, number>;
export type DayStats = StatusCounts & { date: string; total: number };
export type ChannelDuration = {
  channelId: number;
  channelName?: string;
  count: number;
  avgMs: number;
  minMs?: number;
  maxMs?: number;
  p90Ms?: number;
};
export type FailureStep = { step: StepKey; count: number; reasons?: Array<{ reason: string; count: number }> };

export type PackStatistics = {
  startTime: number;
  endTime: number;
  totals: Partial<StatusCounts> & { total: number };
  /** succeeded / (succeeded + failed), null when neither */
  successRate: number | null;
  perDay: Array<Partial<DayStats> & { date: string; total: number }>;
  durationByChannel: ChannelDuration[];
  topFailureSteps: FailureStep[];
};

// POST /onlinepack/statistics
export const packStatistics = (payload: { startTime: number; endTime: number; tzOffset?: number }) =>
  pack<PackStatistics>('/statistics', payload);

// ---- self-check ----
export type CheckSummary = { total: number; passed: number; failed: number; errors: number; warnings: number };

export type CheckRun = {
  id: number;
  gameId?: number;
  taskId: number;
  outputId?: number;
  outputName?: string;
  channelId: number;
  channelName?: string;
  basePackageId?: number;
  basePackageName?: string;
  version?: string;
  /** no failed error-level item */
  pass: boolean;
  summary: CheckSummary;
  created: number;
  createdBy?: string;
  durationMs?: number;
};

export type CheckResult = {
  code: string;
  name: string;
  category: string;
  expected: string;
  actual: string;
  pass: boolean;
  severity: 'error' | 'warning';
};

export type PackageFacts = {
  packageName?: string | null;
  versionCode?: number | null;
  versionName?: string | null;
  targetSdk?: number | null;
  minSdk?: number | null;
  permissions?: string[];
  architectures?: string[];
  channelCode?: string | null;
  signatureAlias?: string | null;
  fingerprint?: string | null;
  size?: number;
  entryCount?: number;
};

export type CheckDetail = {
  run: CheckRun;
  results: CheckResult[];
  /** assets/channel.json as found in the package */
  params: Record<string, unknown> | null;
  facts: PackageFacts | null;
};

// POST /onlinepack/checkTask/page
export const pageCheckRuns = (query: PageQuery & { channelId?: number; taskId?: number; pass?: boolean }) =>
  pack<Page<CheckRun>>('/checkTask/page', query);
// POST /onlinepack/checkTask/run (a succeeded task's output)
export const runCheck = (taskId: number) => pack<CheckRun>('/checkTask/run', { taskId });
// POST /onlinepack/checkTask/get
export const getCheckRun = (id: number) => pack<CheckDetail>('/checkTask/get', { id });
