/**
 * The packaging area's state (channels and SDKs, base packages, signing keys, outputs, self-checks, the farm) and
 * the operations that need several of its parts. The state lives in the shared store (defineArea 'pack', see
 * area.ts); file bytes live in `blobs`.
 */
import { getStore } from '../core/store';
import { runStep, type WorkDir } from './buildSteps';
import { Farm } from './farm';
import { type FarmInputs, type PackTask, STEPS } from './farmTypes';
import type {
  AppMarket,
  BasePackage,
  Channel,
  CheckItem,
  CheckRun,
  Joinup,
  OutputRecipe,
  PackageTool,
  PackOutput,
  Plugin,
  PluginConfig,
  SdkVersion,
  SignKey,
  StoredFile,
} from './records';
import { runSelfCheck, type CheckContext } from './selfcheck';

export type PackSeq =
  | 'appMarket'
  | 'channel'
  | 'sdkVersion'
  | 'plugin'
  | 'packageTool'
  | 'basePackage'
  | 'signKey'
  | 'output'
  | 'checkRun'
  | 'checkItem'
  | 'joinup'
  | 'blob';

/** The farm's timer (mock/package/timer.ts): paused stops it; ticks counts the ticks run. */
export interface FarmControl {
  paused: boolean;
  tickMs: number;
  ticks: number;
  lastTickAt: number | null;
}

export interface PackArea {
  appMarkets: AppMarket[];
  channels: Channel[];
  sdkVersions: SdkVersion[];
  plugins: Plugin[];
  pluginConfigs: PluginConfig[];
  packageTools: PackageTool[];
  basePackages: BasePackage[];
  signKeys: SignKey[];
  outputs: Map<number, PackOutput>;
  checkRuns: CheckRun[];
  checkItems: CheckItem[];
  joinups: Joinup[];
  blobs: Map<number, Uint8Array>;
  farm: Farm;
  control: FarmControl;
  seq: Record<PackSeq, number>;
}

export const TICK_MS = 500;

export function nextSeq(area: PackArea, kind: PackSeq): number {
  area.seq[kind] += 1;
  return area.seq[kind];
}

export function putBlob(area: PackArea, bytes: Uint8Array, name: string): StoredFile {
  const blobId = nextSeq(area, 'blob');
  area.blobs.set(blobId, bytes);
  return { blobId, name, size: bytes.length };
}

export function blobBytes(area: PackArea, file: StoredFile | null | undefined): Uint8Array | null {
  return file ? (area.blobs.get(file.blobId) ?? null) : null;
}

export function gameAlias(gameId: number): string {
  return getStore().games.find((g) => g.id === gameId)?.alias ?? `game${gameId}`;
}

export function gameName(gameId: number): string {
  return getStore().games.find((g) => g.id === gameId)?.name ?? `#${gameId}`;
}

/** `<game>_<channel>_<version>.apk` (ipa for iOS). */
export function outputFileName(gameId: number, channelCode: string, version: string, platform: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safe(gameAlias(gameId))}_${safe(channelCode)}_${safe(version)}.${platform === 'iOS' ? 'ipa' : 'apk'}`;
}

/** The latest enabled vendor SDK of a channel. */
/** Queued and running tasks matching `pred` (deleting a base package, channel or SDK version is refused while any). */
export function activeTaskCount(area: PackArea, pred: (t: PackTask) => boolean): number {
  return (['queued', 'running'] as const).reduce(
    (n, s) =>
      n +
      area.farm.tasks.idsOfStatus(s).filter((id) => {
        const t = area.farm.task(id);
        return t !== undefined && pred(t);
      }).length,
    0,
  );
}

export function vendorSdkOf(area: PackArea, channelId: number): SdkVersion | undefined {
  return area.sdkVersions
    .filter((v) => v.channelId === channelId && v.status === 1)
    .sort((a, b) => b.created - a.created || b.id - a.id)[0];
}

/** What the farm reads while it builds; `paramsOverride` replays a past build with its own parameters. */
export function farmInputs(area: PackArea, paramsOverride?: Record<string, string>): FarmInputs {
  return {
    basePackage: (id) => {
      const b = area.basePackages.find((x) => x.id === id);
      if (!b) return null;
      return {
        id: b.id,
        name: `${b.name} ${b.version}`,
        bytes: blobBytes(area, b.file),
        icon: blobBytes(area, b.icon),
      };
    },
    channel: (id) => {
      const c = area.channels.find((x) => x.id === id);
      if (!c) return null;
      if (!paramsOverride) return c;
      const params = c.params.map((p) => ({ ...p, value: paramsOverride[p.key] ?? '' }));
      return { ...c, params };
    },
    sdkVersion: (id) => {
      const v = area.sdkVersions.find((x) => x.id === id);
      return v ? { id: v.id, version: v.version, bytes: blobBytes(area, v.file) } : null;
    },
    channelSdk: (channelId) => {
      const v = vendorSdkOf(area, channelId);
      return v ? { id: v.id, version: v.version, bytes: blobBytes(area, v.file) } : null;
    },
    signKey: (id) => {
      const k = area.signKeys.find((x) => x.id === id);
      return k ? { id: k.id, alias: k.alias, keystore: blobBytes(area, k.keystore) } : null;
    },
    storeOutput: (task, bytes, now) => storeOutput(area, task, bytes, now).id,
  };
}

function newOutput(area: PackArea, task: PackTask, now: number): PackOutput {
  const base = area.basePackages.find((b) => b.id === task.basePackageId);
  const channel = area.channels.find((c) => c.id === task.channelId);
  return {
    id: nextSeq(area, 'output'),
    taskId: task.id,
    gameId: task.gameId,
    channelId: task.channelId,
    fileName: outputFileName(
      task.gameId,
      channel?.code ?? `channel${task.channelId}`,
      base?.version ?? '0',
      base?.platform ?? 'Android',
    ),
    blobId: null,
    size: 0,
    recipe: null,
    created: now,
  };
}

/** Keeps a finished build's bytes; runs the self-check when the game and channel are enrolled with auto-check. */
export function storeOutput(area: PackArea, task: PackTask, bytes: Uint8Array, now: number): PackOutput {
  const out = newOutput(area, task, now);
  const file = putBlob(area, bytes, out.fileName);
  out.blobId = file.blobId;
  out.size = bytes.length;
  area.outputs.set(out.id, out);
  const enrolled = area.joinups.some((j) => j.gameId === task.gameId && j.channelId === task.channelId && j.autoCheck);
  if (enrolled) runCheck(area, task, out, '自动自检', now);
  return out;
}

/** An output whose bytes are built on first use (bulk-seeded history). */
export function lazyOutput(area: PackArea, task: PackTask, recipe: OutputRecipe, size: number): PackOutput {
  const out = { ...newOutput(area, task, recipe.packedAt), recipe, size };
  area.outputs.set(out.id, out);
  return out;
}

/** Runs the build steps at once, as the farm does tick by tick. Throws the failing step's message. */
export function buildNow(
  area: PackArea,
  task: PackTask,
  at: number,
  paramsOverride?: Record<string, string>,
): Uint8Array {
  const inputs = farmInputs(area, paramsOverride);
  let work: WorkDir | undefined;
  let output: Uint8Array | undefined;
  STEPS.forEach((step) => {
    const r = runStep(step, task, work, inputs, at);
    work = r.work;
    output = r.outcome.output ?? output;
  });
  if (!output) throw new Error('no output');
  return output;
}

/** The bytes of an output, building them from the recipe when they are not kept yet. */
export function outputBytes(area: PackArea, out: PackOutput): Uint8Array | null {
  if (out.blobId !== null) return area.blobs.get(out.blobId) ?? null;
  const task = area.farm.task(out.taskId);
  if (!task || !out.recipe) return null;
  const bytes = buildNow(area, task, out.recipe.packedAt, out.recipe.params);
  const file = putBlob(area, bytes, out.fileName);
  out.blobId = file.blobId;
  out.size = bytes.length;
  return bytes;
}

/** Size of the previous successful build of the same game and channel, or null. */
export function previousSize(area: PackArea, task: PackTask): number | null {
  const ids = area.farm.tasks.idsOfChannel(task.channelId);
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    if (ids[i] >= task.id) continue;
    const t = area.farm.task(ids[i]);
    if (!t || t.gameId !== task.gameId || t.status !== 'succeeded' || t.outputId === null) continue;
    const out = area.outputs.get(t.outputId);
    if (!out) continue;
    if (out.blobId === null) outputBytes(area, out);
    return out.size;
  }
  return null;
}

/** Opens the output and runs the enabled check items on it. */
export function runCheck(area: PackArea, task: PackTask, out: PackOutput, operator: string, now: number): CheckRun {
  const bytes = outputBytes(area, out) ?? new Uint8Array(0);
  const base = area.basePackages.find((b) => b.id === task.basePackageId);
  const channel = area.channels.find((c) => c.id === task.channelId);
  const key = area.signKeys.find((k) => k.id === task.signKeyId);
  const ctx: CheckContext = {
    expectedPackageName: base?.packageName ?? null,
    expectedVersionCode: base?.versionCode ?? null,
    channelId: task.channelId,
    channelCode: channel?.code ?? null,
    expectedFingerprint: key?.fingerprint ?? null,
    previousSize: previousSize(area, task),
  };
  const report = runSelfCheck(bytes, ctx, area.checkItems);
  const run: CheckRun = {
    id: nextSeq(area, 'checkRun'),
    gameId: task.gameId,
    taskId: task.id,
    outputId: out.id,
    channelId: task.channelId,
    basePackageId: task.basePackageId,
    pass: report.pass,
    summary: report.summary,
    results: report.results,
    params: report.params,
    facts: report.facts,
    created: now,
    createdBy: operator,
    // a simulated duration: opening the archive plus each check
    durationMs: 180 + report.results.length * 35 + Math.round(bytes.length / 8192),
  };
  area.checkRuns.push(run);
  return run;
}

export function createArea(): PackArea {
  const area: PackArea = {
    appMarkets: [],
    channels: [],
    sdkVersions: [],
    plugins: [],
    pluginConfigs: [],
    packageTools: [],
    basePackages: [],
    signKeys: [],
    outputs: new Map(),
    checkRuns: [],
    checkItems: [],
    joinups: [],
    blobs: new Map(),
    // replaced right below: the farm's inputs read this very area
    farm: new Farm({
      basePackage: () => null,
      channel: () => null,
      sdkVersion: () => null,
      signKey: () => null,
      storeOutput: () => 0,
    }),
    control: { paused: false, tickMs: TICK_MS, ticks: 0, lastTickAt: null },
    seq: {
      appMarket: 0,
      channel: 0,
      sdkVersion: 0,
      plugin: 0,
      packageTool: 0,
      basePackage: 0,
      signKey: 0,
      output: 0,
      checkRun: 0,
      checkItem: 0,
      joinup: 0,
      blob: 0,
    },
  };
  area.farm = new Farm(farmInputs(area));
  return area;
}
