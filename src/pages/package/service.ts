import { download } from '@/request/download';
import { packCall, uploadCall, type DataOf, type RequestOf } from '@/request/endpoint';

/**
 * The packaging service (/onlinepack, envelope {code, msg, data}): base packages, packaging tasks and their live
 * logs, the machine farm, statistics, package self-checks. Shapes come from the API contract (src/contract/package).
 * Times are epoch milliseconds.
 */

// ---- base packages ----
export type BasePackage = DataOf<'/onlinepack/basePackage/get'>;
export type ReviewStatus = BasePackage['status'];
export type Platform = BasePackage['platform'];

export const pageBasePackages = packCall('/onlinepack/basePackage/page');
/** A signed multipart form; files over 800 MB are refused before sending (docs/rules.md "File size limit"). */
export const uploadBasePackage = uploadCall('/onlinepack/basePackage/upload');
export const approveBasePackage = packCall('/onlinepack/basePackage/approve');
/** A comment is required. */
export const rejectBasePackage = packCall('/onlinepack/basePackage/reject');
const basePackageDelete = packCall('/onlinepack/basePackage/delete');
/** Refused while tasks of it are queued or running. */
export const deleteBasePackage = (id: number) => basePackageDelete({ id });

// ---- tasks ----
export type TaskPage = DataOf<'/onlinepack/task/page'>;
export type TaskRow = TaskPage['list'][number];
export type TaskStatus = TaskRow['status'];
export type StepKey = NonNullable<TaskRow['step']>;
export type TaskCounts = TaskPage['counts'];
export type LogRead = DataOf<'/onlinepack/task/log'>;
export type LogLine = LogRead['lines'][number];
export type TaskOptions = DataOf<'/onlinepack/task/options'>;
export type BatchPayload = RequestOf<'/onlinepack/task/createBatch'>;

export const TASK_STATUSES: readonly TaskStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];
export const STEP_KEYS: readonly StepKey[] = [
  'unpack',
  'mergeResources',
  'writeParams',
  'replaceIcon',
  'repack',
  'sign',
  'verify',
];

export const taskOptions = packCall('/onlinepack/task/options');
export const createBatch = packCall('/onlinepack/task/createBatch');
export const pageTasks = packCall('/onlinepack/task/page');
const taskGet = packCall('/onlinepack/task/get');
export const getTask = (id: number) => taskGet({ id });
const taskLog = packCall('/onlinepack/task/log');
/** Incremental: the lines after `afterSeq`. A quiet read (the live tail's polling) shows no failure. */
export const readTaskLog = (payload: RequestOf<'/onlinepack/task/log'>, opts: { quiet?: boolean } = {}) =>
  taskLog(payload, { skipErrorHandler: opts.quiet });
const taskCancel = packCall('/onlinepack/task/cancel');
/** Queued or running only; otherwise refused with a message. */
export const cancelTask = (id: number) => taskCancel({ id });
const taskRetry = packCall('/onlinepack/task/retry');
/**
 * Failed or cancelled only: a new attempt, the old log kept. `requestId`: one per click or dialog (docs/rules.md
 * "Request ids and versions").
 */
export const retryTask = (id: number, requestId: string) => taskRetry({ id }, { requestId });
/** GET /onlinepack/task/output?id= (the output package). */
export const downloadTaskOutput = (task: Pick<TaskRow, 'id' | 'outputName'>) =>
  download(`/onlinepack/task/output?id=${task.id}`, task.outputName || `task-${task.id}.apk`);

// ---- machines ----
export type MachinePage = DataOf<'/onlinepack/machine/page'>;
export type MachineRow = MachinePage['list'][number];
export type MachineStatus = MachineRow['status'];

export const pageMachines = packCall('/onlinepack/machine/page');
const machineEnable = packCall('/onlinepack/machine/enable');
export const enableMachine = (id: number) => machineEnable({ id });
const machineDisable = packCall('/onlinepack/machine/disable');
export const disableMachine = (id: number) => machineDisable({ id });
const machineOffline = packCall('/onlinepack/machine/setOffline');
/** A simulated network loss; offline=false restores it. */
export const setMachineOffline = (id: number, offline: boolean) => machineOffline({ id, offline });

// ---- statistics ----
export type PackStatistics = DataOf<'/onlinepack/statistics'>;
export type StatusCounts = Record<TaskStatus, number>;
export type DayStats = StatusCounts & { date: string; total: number };
export type FailureStep = PackStatistics['topFailureSteps'][number];
export const packStatistics = packCall('/onlinepack/statistics');

// ---- self-check ----
export type CheckRun = DataOf<'/onlinepack/checkTask/run'>;
export type CheckDetail = DataOf<'/onlinepack/checkTask/get'>;
export type CheckResult = CheckDetail['results'][number];

export const pageCheckRuns = packCall('/onlinepack/checkTask/page');
const checkRun = packCall('/onlinepack/checkTask/run');
/** Checks a succeeded task's output (one request id per click or dialog). */
export const runCheck = (taskId: number, requestId: string) => checkRun({ taskId }, { requestId });
const checkGet = packCall('/onlinepack/checkTask/get');
export const getCheckRun = (id: number) => checkGet({ id });
