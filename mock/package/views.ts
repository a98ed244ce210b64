/**
 * What the endpoints answer: records joined with the names an operator reads (channel, machine, base package),
 * secrets masked (server parameters, plugin secrets: docs/rules.md "Masked personal data").
 */
import { type PackArea, blobBytes, gameName } from './areaCore';
import type { AttemptRecord, ChannelParam, Machine, PackTask } from './farmTypes';
import type {
  AppMarket,
  BasePackage,
  Channel,
  CheckRun,
  Joinup,
  PackageTool,
  Plugin,
  SdkVersion,
  SignKey,
} from './records';

/** 'mi_Qk2x9VbL3pTz8RwA' → 'mi_****RwA'; short values become '****'; '' stays ''. */
export function mask(value: string): string {
  if (!value) return '';
  if (value.length <= 6) return '****';
  return `${value.slice(0, 3)}****${value.slice(-3)}`;
}

/** The new value of a secret: its masked form sent back means "unchanged". */
export function unmask(incoming: string, old: string | undefined): string {
  return old !== undefined && incoming === mask(old) ? old : incoming;
}

export function maskedParams(params: ChannelParam[]): ChannelParam[] {
  return params.map((p) => (p.usedBy === 'server' ? { ...p, value: mask(p.value) } : { ...p }));
}

/** Required parameters that go into the package but have no value (a build fails at "write parameters"). */
export function missingParams(channel: Channel): string[] {
  return channel.params.filter((p) => p.required && p.usedBy !== 'server' && p.value.trim() === '').map((p) => p.key);
}

export function appMarketView(area: PackArea, m: AppMarket) {
  return { ...m, channelCount: area.channels.filter((c) => c.appMarketId === m.id).length };
}

export function channelView(area: PackArea, c: Channel) {
  return {
    ...c,
    params: maskedParams(c.params),
    appMarketName: area.appMarkets.find((m) => m.id === c.appMarketId)?.name ?? '',
    missingParams: missingParams(c),
    sdkVersionCount: area.sdkVersions.filter((v) => v.channelId === c.id).length,
  };
}

export function sdkVersionView(area: PackArea, v: SdkVersion) {
  return {
    id: v.id,
    channelId: v.channelId,
    channelName:
      v.channelId === null ? '' : (area.channels.find((c) => c.id === v.channelId)?.name ?? `#${v.channelId}`),
    version: v.version,
    fileName: v.file?.name ?? '',
    fileSize: v.file?.size ?? 0,
    notes: v.notes,
    uploader: v.uploader,
    status: v.status,
    created: v.created,
  };
}

export function pluginView(area: PackArea, p: Plugin) {
  return { ...p, configuredGames: area.pluginConfigs.filter((c) => c.pluginId === p.id).length };
}

export function toolView(t: PackageTool) {
  return {
    id: t.id,
    version: t.version,
    platform: t.platform,
    fileName: t.file.name,
    fileSize: t.file.size,
    notes: t.notes,
    uploader: t.uploader,
    created: t.created,
    downloadUrl: `/api/sdk/packageTool/download?id=${t.id}`,
  };
}

function dataUri(bytes: Uint8Array | null): string | null {
  return bytes ? `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` : null;
}

/** Tasks per base package (one pass, once per request). */
export function taskCountsByBase(area: PackArea): Map<number, number> {
  const map = new Map<number, number>();
  area.farm.tasks.tasks.forEach((t) => map.set(t.basePackageId, (map.get(t.basePackageId) ?? 0) + 1));
  return map;
}

export function basePackageView(area: PackArea, b: BasePackage, counts: Map<number, number> = taskCountsByBase(area)) {
  const taskCount = counts.get(b.id) ?? 0;
  return {
    id: b.id,
    gameId: b.gameId,
    name: b.name,
    platform: b.platform,
    version: b.version,
    versionCode: b.versionCode,
    packageName: b.packageName,
    notes: b.notes,
    fileName: b.file.name,
    fileSize: b.file.size,
    icon: dataUri(blobBytes(area, b.icon)),
    plistName: b.plist?.name ?? null,
    signKeyId: b.signKeyId,
    signKeyAlias: area.signKeys.find((k) => k.id === b.signKeyId)?.alias ?? '',
    status: b.status,
    reviewComment: b.reviewComment,
    reviewer: b.reviewer,
    reviewedAt: b.reviewedAt,
    uploader: b.uploader,
    created: b.created,
    taskCount,
  };
}

export function signKeyView(k: SignKey) {
  return {
    id: k.id,
    alias: k.alias,
    fingerprint: k.fingerprint,
    fileName: k.keystore?.name ?? '',
    hasKeystore: k.keystore !== null,
    source: k.source,
    created: k.created,
  };
}

/** Latest self-check per task, built once per request. */
export function lastChecks(area: PackArea): Map<number, CheckRun> {
  const map = new Map<number, CheckRun>();
  area.checkRuns.forEach((r) => {
    const seen = map.get(r.taskId);
    if (!seen || seen.created <= r.created) map.set(r.taskId, r);
  });
  return map;
}

export function taskView(area: PackArea, t: PackTask, now: number, checks?: Map<number, CheckRun>) {
  const base = area.basePackages.find((b) => b.id === t.basePackageId);
  const channel = area.channels.find((c) => c.id === t.channelId);
  const out = t.outputId === null ? undefined : area.outputs.get(t.outputId);
  const machine = t.machineId === null ? undefined : area.farm.machine(t.machineId);
  const check = (checks ?? lastChecks(area)).get(t.id);
  let durationMs: number | null = null;
  if (t.startedAt !== null) durationMs = (t.endedAt ?? now) - t.startedAt;
  return {
    id: t.id,
    batchId: t.batchId,
    gameId: t.gameId,
    basePackageId: t.basePackageId,
    basePackageName: base?.name ?? `#${t.basePackageId}`,
    version: base?.version ?? '',
    channelId: t.channelId,
    channelName: channel?.name ?? `#${t.channelId}`,
    channelCode: channel?.code ?? '',
    sdkVersionId: t.sdkVersionId,
    sdkVersion: area.sdkVersions.find((v) => v.id === t.sdkVersionId)?.version ?? '',
    signKeyId: t.signKeyId,
    signKeyAlias: area.signKeys.find((k) => k.id === t.signKeyId)?.alias ?? '',
    status: t.status,
    progress: t.progress,
    step: t.step,
    machineId: t.machineId,
    machineName: machine?.name ?? '',
    attempt: t.attempt,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
    durationMs,
    outputId: t.outputId,
    outputName: out?.fileName ?? '',
    outputSize: out ? out.size || null : null,
    outputUrl: t.outputId === null ? '' : `/onlinepack/task/output?id=${t.id}`,
    failReason: t.failReason,
    lastCheck: check ? { id: check.id, pass: check.pass } : null,
  };
}

export function attemptView(area: PackArea, a: AttemptRecord) {
  return { ...a, machineName: a.machineId === null ? '' : (area.farm.machine(a.machineId)?.name ?? '') };
}

export function machineView(area: PackArea, m: Machine) {
  const task = m.currentTaskId === null ? undefined : area.farm.task(m.currentTaskId);
  return {
    id: m.id,
    name: m.name,
    address: m.address,
    os: m.os,
    status: m.status,
    enabled: m.enabled,
    connected: m.connected,
    lastHeartbeat: m.lastHeartbeat,
    currentTaskId: m.currentTaskId,
    currentTask: task
      ? {
          id: task.id,
          channelName: area.channels.find((c) => c.id === task.channelId)?.name ?? `#${task.channelId}`,
          progress: task.progress,
          step: task.step,
        }
      : null,
    tasksDone: m.tasksDone,
  };
}

export function checkRunView(area: PackArea, r: CheckRun) {
  const base = area.basePackages.find((b) => b.id === r.basePackageId);
  return {
    id: r.id,
    gameId: r.gameId,
    taskId: r.taskId,
    outputId: r.outputId,
    outputName: area.outputs.get(r.outputId)?.fileName ?? '',
    channelId: r.channelId,
    channelName: area.channels.find((c) => c.id === r.channelId)?.name ?? `#${r.channelId}`,
    basePackageId: r.basePackageId,
    basePackageName: base?.name ?? `#${r.basePackageId}`,
    version: base?.version ?? '',
    pass: r.pass,
    summary: r.summary,
    created: r.created,
    createdBy: r.createdBy,
    durationMs: r.durationMs,
  };
}

export function joinupView(area: PackArea, j: Joinup) {
  const runs = area.checkRuns.filter((r) => r.gameId === j.gameId && r.channelId === j.channelId);
  const last = runs.reduce<CheckRun | undefined>((a, r) => (!a || r.created >= a.created ? r : a), undefined);
  return {
    ...j,
    gameName: gameName(j.gameId),
    channelName: area.channels.find((c) => c.id === j.channelId)?.name ?? `#${j.channelId}`,
    checkCount: runs.length,
    passRate: runs.length ? runs.filter((r) => r.pass).length / runs.length : null,
    lastCheck: last ? { id: last.id, pass: last.pass, created: last.created } : null,
  };
}
