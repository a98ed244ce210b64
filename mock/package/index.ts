/**
 * The packaging store /package, /sdk and /check share, and /operate and /special read (channels): base packages,
 * tasks and the build farm, channels, vendor SDKs, plugins, packaging tools, self-check items and runs, uploads. Its
 * tests' harness is ./testSupport.ts (the one other module of this folder the areas' tests import). Its endpoints are
 * the packaging service's (/onlinepack) with its simulated farm.
 */
import { registerRouteNames } from '../core/resources';
import { routeNames } from './routeNames';
import { startFarmTimer } from './timer';

export { default } from './handlers';
export { packArea } from './area';
export {
  activeTaskCount,
  blobBytes,
  gameAlias,
  gameName,
  nextSeq,
  outputBytes,
  putBlob,
  runCheck,
  TICK_MS,
  vendorSdkOf,
  type PackArea,
} from './areaCore';
export {
  STEPS,
  type AttemptRecord,
  type ChannelParam,
  type FarmRefusal,
  type Machine,
  type MachineStatus,
  type PackTask,
  type StepKey,
  type TaskStatus,
} from './farmTypes';
export { PACK_MESSAGES, statusName } from './messages';
export type {
  AppMarket,
  BasePackage,
  Channel,
  CheckItem,
  IntegrationStatus,
  Joinup,
  PackageTool,
  Plugin,
  PluginType,
  ReviewStatus,
  SignKey,
  Switch,
} from './records';
export { makePng, makeSampleBasePackage } from './samples';
export { cornerMark } from './sdkSeed';
export { seedMany } from './seed';
export { CUSTOM_KINDS, type CheckItemParam, type Severity } from './selfcheck';
export { startFarmTimer, stopFarmTimer } from './timer';
export { bytesOf, refuseNonZip, refuseOversize, uploadedFile } from './uploads';
export {
  appMarketView,
  attemptView,
  basePackageView,
  channelView,
  checkRunView,
  joinupView,
  lastChecks,
  machineView,
  mask,
  missingParams,
  pluginView,
  sdkVersionView,
  signKeyView,
  taskCountsByBase,
  taskView,
  toolView,
  unmask,
} from './views';
export { fingerprintOf, isPng, isZip, readChannelJson, readManifest, unpack, type Entries } from './zip';

/** Set-up (mock/backend): the route names; the farm's clock starts (timer.ts). */
export function setup(): void {
  registerRouteNames(routeNames);
  startFarmTimer();
}
