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
  nextSeq,
  putBlob,
  TICK_MS,
} from './areaCore';
export type { AttemptRecord, ChannelParam, PackTask, TaskStatus } from './farmTypes';
export { PACK_MESSAGES } from './messages';
export type {
  AppMarket,
  Channel,
  CheckItem,
  Joinup,
  PackageTool,
  Plugin,
  Switch,
} from './records';
export { makePng, makeSampleBasePackage } from './samples';
export { cornerMark } from './sdkSeed';
export { CUSTOM_KINDS, type CheckItemParam } from './selfcheck';
export { startFarmTimer, stopFarmTimer } from './timer';
export { bytesOf, refuseNonZip, refuseOversize, uploadedFile } from './uploads';
export {
  appMarketView,
  channelView,
  checkRunView,
  joinupView,
  mask,
  pluginView,
  sdkVersionView,
  toolView,
  unmask,
} from './views';
export { readChannelJson, unpack } from './zip';

/** Set-up (mock/backend): the route names; the farm's clock starts (timer.ts). */
export function setup(): void {
  registerRouteNames(routeNames);
  startFarmTimer();
}
