/**
 * Seed of the packaging area: channels and SDKs (sdkSeed.ts), base packages with real zip files, signing keys, four
 * machines (one offline), ~60 finished tasks over the 14 days before the seed's "today" (BASE_EPOCH) with real
 * outputs, self-check items, enrolments and runs. Deterministic: seeded PRNG, no clock reads.
 */
import { BASE_EPOCH, DAY, HOUR, MINUTE } from '../core/clock';
import { createPrng, type Prng } from '../core/prng';
import { getStore } from '../core/store';
import {
  type PackArea,
  buildNow,
  createArea,
  gameAlias,
  lazyOutput,
  nextSeq,
  putBlob,
  runCheck,
  storeOutput,
} from './areaCore';
import { StepFailure } from './buildSteps';
import {
  type AttemptRecord,
  type LogLine,
  type PackTask,
  type StepKey,
  type TaskStatus,
  STEP_NAMES,
  STEPS,
} from './farmTypes';
import type { BasePackage, CheckItem, Joinup, SignKey } from './records';
import { seedSdk } from './sdkSeed';
import { CUSTOM_KINDS, DEFAULT_CHECK_ITEMS } from './selfcheck';
import { DEFAULT_PERMISSIONS, makePng, makeSampleBasePackage, pseudoRandomBytes } from './samples';
import { fingerprintOf } from './zip';

const PACK_SEED = 20261102;

interface BaseRow {
  gameId: number;
  name: string;
  packageName: string;
  version: string;
  versionCode: number;
  targetSdk: number;
  status: BasePackage['status'];
  daysAgo: number;
  icon?: [number, number, number];
  permissions?: string[];
  architectures?: string[];
  comment?: string;
  notes: string;
}

const BASES: BaseRow[] = [
  {
    gameId: 1,
    name: '星海传说 安卓母包',
    packageName: 'com.xinghai.legend',
    version: '1.8.0',
    versionCode: 180,
    targetSdk: 33,
    status: 'approved',
    daysAgo: 40,
    notes: '国庆版本',
  },
  {
    gameId: 1,
    name: '星海传说 安卓母包',
    packageName: 'com.xinghai.legend',
    version: '1.9.0',
    versionCode: 190,
    targetSdk: 34,
    status: 'approved',
    daysAgo: 16,
    icon: [230, 80, 40],
    notes: '新资料片「深空回响」，更换图标',
  },
  {
    gameId: 1,
    name: '星海传说 安卓母包',
    packageName: 'com.xinghai.legend',
    version: '1.9.1',
    versionCode: 191,
    targetSdk: 34,
    status: 'pending',
    daysAgo: 1,
    notes: '修复公会战结算',
  },
  {
    gameId: 1,
    name: '星海传说 安卓母包',
    packageName: 'com.xinghai.legend',
    version: '1.9.1-rc1',
    versionCode: 1910,
    targetSdk: 34,
    status: 'rejected',
    daysAgo: 3,
    comment: '启动崩溃率 2.3%，超过 0.5% 的上线标准',
    notes: '候选版本',
  },
  {
    gameId: 2,
    name: '剑影江湖 安卓母包',
    packageName: 'com.jianying.jianghu',
    version: '2.3.0',
    versionCode: 230,
    targetSdk: 33,
    status: 'approved',
    daysAgo: 20,
    notes: '门派争霸赛',
  },
  {
    gameId: 2,
    name: '剑影江湖 安卓母包',
    packageName: 'com.jianying.jianghu',
    version: '2.4.0',
    versionCode: 240,
    targetSdk: 34,
    status: 'pending',
    daysAgo: 2,
    notes: '新门派「唐门」',
  },
  {
    gameId: 3,
    name: '萌宠物语 安卓母包',
    packageName: 'com.mengchong.story',
    version: '1.0.6',
    versionCode: 106,
    targetSdk: 33,
    status: 'approved',
    daysAgo: 18,
    permissions: [...DEFAULT_PERMISSIONS, 'android.permission.READ_SMS'],
    notes: '接入短信验证码自动填充（自检会拦下 READ_SMS）',
  },
  {
    gameId: 4,
    name: '三国霸业 测试母包',
    packageName: 'com.bayegame.sanguo',
    version: '0.9.0',
    versionCode: 90,
    targetSdk: 30,
    status: 'approved',
    daysAgo: 25,
    architectures: ['armeabi-v7a'],
    notes: '老引擎测试包（仅 32 位）',
  },
  {
    gameId: 5,
    name: 'Cosmic Raiders base',
    packageName: 'com.starwave.cosmicraiders',
    version: '3.0.1',
    versionCode: 301,
    targetSdk: 34,
    status: 'approved',
    daysAgo: 12,
    icon: [40, 60, 200],
    notes: 'Season 3',
  },
];

const MACHINES: Array<{ name: string; address: string; os: string; connected: boolean }> = [
  { name: 'pack-01', address: '10.20.1.11', os: 'Ubuntu 22.04 / JDK 17', connected: true },
  { name: 'pack-02', address: '10.20.1.12', os: 'Ubuntu 22.04 / JDK 17', connected: true },
  { name: 'pack-03', address: '10.20.1.13', os: 'macOS 14 / Xcode 15', connected: true },
  { name: 'pack-04', address: '10.20.1.14', os: 'Windows Server 2019', connected: false },
];

const OPERATORS = ['周敏', '孙磊', '陈晓'];

function seedBasesAndKeys(area: PackArea): void {
  const games = getStore().games.map((g) => g.id);
  games.forEach((gameId) => {
    const alias = gameAlias(gameId);
    const keystore = pseudoRandomBytes(2048, 500 + gameId);
    const key: SignKey = {
      id: nextSeq(area, 'signKey'),
      gameId,
      alias: `${alias}-release`,
      fingerprint: fingerprintOf(keystore),
      keystore: putBlob(area, keystore, `${alias}-release.keystore`),
      source: 'seed',
      created: BASE_EPOCH - 300 * DAY,
    };
    area.signKeys.push(key);
    if (gameId === 1) {
      area.signKeys.push({
        id: nextSeq(area, 'signKey'),
        gameId,
        alias: `${alias}-legacy`,
        fingerprint: null,
        // the keystore file was lost: signing with this key fails
        keystore: null,
        source: 'seed',
        created: BASE_EPOCH - 700 * DAY,
      });
    }
  });
  BASES.forEach((row) => {
    const bytes = makeSampleBasePackage({
      packageName: row.packageName,
      versionCode: row.versionCode,
      versionName: row.version,
      targetSdk: row.targetSdk,
      appName: row.name,
      permissions: row.permissions,
      architectures: row.architectures,
      mtime: BASE_EPOCH - row.daysAgo * DAY,
    });
    const alias = gameAlias(row.gameId);
    const releaseKey = area.signKeys.find((k) => k.gameId === row.gameId && k.alias.endsWith('-release'));
    const reviewed = row.status !== 'pending';
    area.basePackages.push({
      id: nextSeq(area, 'basePackage'),
      gameId: row.gameId,
      name: row.name,
      platform: 'Android',
      version: row.version,
      versionCode: row.versionCode,
      packageName: row.packageName,
      notes: row.notes,
      file: putBlob(area, bytes, `${alias}_${row.version}.apk`),
      icon: row.icon ? putBlob(area, makePng(48, 48, row.icon), 'icon.png') : null,
      plist: null,
      signKeyId: releaseKey?.id ?? null,
      status: row.status,
      reviewComment: row.comment ?? (row.status === 'approved' ? '冒烟测试通过' : ''),
      reviewer: reviewed ? '陈晓' : '',
      reviewedAt: reviewed ? BASE_EPOCH - row.daysAgo * DAY + 3 * HOUR : null,
      uploader: '周敏',
      created: BASE_EPOCH - row.daysAgo * DAY,
    });
  });
}

function seedMachines(area: PackArea): void {
  MACHINES.forEach((m) => area.farm.addMachine(m, BASE_EPOCH));
}

function seedCheckItems(area: PackArea): void {
  const items: CheckItem[] = DEFAULT_CHECK_ITEMS.map((d, i) => ({
    ...d,
    params: d.params.map((p) => ({ ...p })),
    id: i + 1,
    builtIn: true,
    created: BASE_EPOCH - 200 * DAY,
    updated: BASE_EPOCH - 30 * DAY,
  }));
  items.push({
    id: items.length + 1,
    code: 'CHANNEL_FILES',
    kind: CUSTOM_KINDS[1],
    name: '渠道文件',
    category: '渠道',
    rule: '包内含渠道参数文件与渠道标识文件',
    severity: 'error',
    enabled: true,
    params: [{ key: 'paths', name: '必需文件（逗号分隔）', value: 'assets/channel.json,META-INF/channel.properties' }],
    builtIn: false,
    created: BASE_EPOCH - 90 * DAY,
    updated: BASE_EPOCH - 90 * DAY,
  });
  area.checkItems = items;
  area.seq.checkItem = items.length;
}

/** Log lines of a finished attempt as the farm writes them. */
function historyLogs(
  task: { attempt: number; createdBy: string; batchId: number },
  machine: { name: string; address: string; os: string },
  createdAt: number,
  startedAt: number,
  endedAt: number,
  status: TaskStatus,
  failStep: StepKey | null,
  failReason: string | null,
): Array<Omit<LogLine, 'seq'>> {
  const lines: Array<Omit<LogLine, 'seq'>> = [
    {
      attempt: task.attempt,
      time: createdAt,
      level: 'info',
      step: null,
      text: `任务已创建（批次 #${task.batchId}，操作人 ${task.createdBy}），排队等待机器`,
    },
    {
      attempt: task.attempt,
      time: startedAt,
      level: 'info',
      step: null,
      text: `机器 ${machine.name}（${machine.address}，${machine.os}）领取任务，第 ${task.attempt} 次尝试`,
    },
  ];
  const last = failStep ? STEPS.indexOf(failStep) : STEPS.length - 1;
  const span = Math.max(1, endedAt - startedAt);
  for (let i = 0; i <= last; i += 1) {
    const step = STEPS[i];
    const time = startedAt + Math.round((span * i) / STEPS.length);
    lines.push({ attempt: task.attempt, time, level: 'info', step, text: `▶ ${STEP_NAMES[step]}` });
    if (status === 'cancelled' && i === last) {
      lines.push({
        attempt: task.attempt,
        time: endedAt,
        level: 'warn',
        step,
        text: `任务已被 ${task.createdBy} 取消（在「${STEP_NAMES[step]}」步骤）`,
      });
    } else if (failStep === step && status === 'failed') {
      lines.push({
        attempt: task.attempt,
        time: endedAt,
        level: 'error',
        step,
        text: `✖ ${STEP_NAMES[step]}失败：${failReason ?? ''}`,
      });
      lines.push({
        attempt: task.attempt,
        time: endedAt,
        level: 'error',
        step: null,
        text: `任务失败（第 ${task.attempt} 次尝试）`,
      });
    } else {
      lines.push({ attempt: task.attempt, time: time + 900, level: 'info', step, text: `${STEP_NAMES[step]}完成` });
    }
  }
  if (status === 'succeeded') {
    lines.push({
      attempt: task.attempt,
      time: endedAt,
      level: 'info',
      step: null,
      text: `✔ 打包成功（第 ${task.attempt} 次尝试）`,
    });
  }
  return lines;
}

interface HistoryInput {
  gameId: number;
  basePackageId: number;
  channelId: number;
  signKeyId: number;
  sdkVersionId: number;
  batchId: number;
  createdAt: number;
  createdBy: string;
  /** cancel instead of building */
  cancel: boolean;
  machine: { id: number; name: string; address: string; os: string };
  durationMs: number;
  /** a known result of the same inputs: no build now, the output (if any) is built on first download */
  known?: BuildOutcome;
}

export type BuildOutcome = { ok: true; size: number } | { ok: false; step: StepKey; reason: string };

/**
 * Adds one finished task: really builds it (so its status is what the farm would reach) and keeps the output, or
 * reuses a known outcome of the same inputs and leaves the output to be built on first download.
 */
export function addHistoryTask(area: PackArea, h: HistoryInput): { task: PackTask; outcome: BuildOutcome | null } {
  const startedAt = h.createdAt + 20 * 1000;
  let endedAt = startedAt + h.durationMs;
  let status: TaskStatus = 'succeeded';
  let failStep: StepKey | null = null;
  let failReason: string | null = null;
  const draft: PackTask = {
    id: area.farm.tasks.lastId + 1,
    batchId: h.batchId,
    gameId: h.gameId,
    basePackageId: h.basePackageId,
    channelId: h.channelId,
    sdkVersionId: h.sdkVersionId,
    signKeyId: h.signKeyId,
    status: 'running',
    progress: 0,
    step: null,
    machineId: h.machine.id,
    attempt: 1,
    createdAt: h.createdAt,
    createdBy: h.createdBy,
    queuedAt: h.createdAt,
    startedAt,
    endedAt: null,
    outputId: null,
    failReason: null,
    logs: [],
    history: [],
    stepTicks: 0,
    nextSeq: 1,
  };
  let bytes: Uint8Array | null = null;
  if (h.cancel) {
    status = 'cancelled';
    failStep = STEPS[2];
    endedAt = startedAt + Math.round(h.durationMs / 3);
  } else if (h.known) {
    if (!h.known.ok) {
      status = 'failed';
      failReason = h.known.reason;
      failStep = h.known.step;
    }
  } else {
    try {
      bytes = buildNow(area, draft, endedAt);
    } catch (e) {
      status = 'failed';
      failReason = e instanceof Error ? e.message : String(e);
      failStep = e instanceof StepFailure ? stepOfFailure(failReason) : 'verify';
    }
  }
  if (failStep && status === 'failed') {
    endedAt = startedAt + Math.round(h.durationMs * ((STEPS.indexOf(failStep) + 1) / STEPS.length));
  }
  const record: AttemptRecord = {
    attempt: 1,
    status: status === 'succeeded' ? 'succeeded' : status === 'failed' ? 'failed' : 'cancelled',
    machineId: h.machine.id,
    startedAt,
    endedAt,
    step: status === 'succeeded' ? 'verify' : failStep,
    failReason,
  };
  const { id: _id, nextSeq: _n, logs: _l, ...rest } = draft;
  const task = area.farm.importTask({
    ...rest,
    status,
    progress:
      status === 'succeeded' ? 100 : Math.floor(((failStep ? STEPS.indexOf(failStep) : 0) / STEPS.length) * 100),
    step: record.step,
    endedAt,
    failReason,
    history: [record],
    logs: historyLogs(draft, h.machine, h.createdAt, startedAt, endedAt, status, failStep, failReason),
  });
  if (status === 'succeeded') {
    if (bytes) {
      task.outputId = storeOutput(area, task, bytes, endedAt).id;
    } else {
      const channel = area.channels.find((c) => c.id === h.channelId);
      const sdk = area.sdkVersions.find((v) => v.id === h.sdkVersionId);
      const params: Record<string, string> = {};
      channel?.params.forEach((p) => {
        params[p.key] = p.value;
      });
      task.outputId = lazyOutput(
        area,
        task,
        {
          basePackageId: h.basePackageId,
          channelId: h.channelId,
          channelCode: channel?.code ?? '',
          params,
          sdkVersion: sdk?.version ?? '',
          signKeyId: h.signKeyId,
          packedAt: endedAt,
        },
        h.known?.ok ? h.known.size : 0,
      ).id;
    }
  }
  let outcome: BuildOutcome | null = null;
  if (status === 'failed' && failStep && failReason) outcome = { ok: false, step: failStep, reason: failReason };
  if (status === 'succeeded' && task.outputId !== null) {
    outcome = { ok: true, size: area.outputs.get(task.outputId)?.size ?? 0 };
  }
  return { task, outcome };
}

/** Which step a failure message belongs to (the messages of buildSteps.ts). */
function stepOfFailure(reason: string): StepKey {
  if (reason.includes('缺少必填参数')) return 'writeParams';
  if (reason.includes('keystore') || reason.includes('签名密钥')) return 'sign';
  if (reason.includes('图标')) return 'replaceIcon';
  if (reason.includes('基础包') || reason.includes('zip')) return 'unpack';
  if (reason.includes('SDK') || reason.includes('渠道 #')) return 'mergeResources';
  return 'verify';
}

function pickChannels(rng: Prng, all: number[], n: number): number[] {
  const pool = [...all];
  const out: number[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return out.sort((a, b) => a - b);
}

function seedHistory(area: PackArea, rng: Prng): void {
  const machines = area.farm.machines.filter((m) => m.connected);
  const channelIds = area.channels.map((c) => c.id);
  const aggregate = area.sdkVersions.filter((v) => v.channelId === null && v.status === 1);
  for (let day = 13; day >= 0; day -= 1) {
    const batches = day % 3 === 0 ? 2 : 1;
    for (let b = 0; b < batches; b += 1) {
      const gameId = rng.pick([1, 1, 1, 2, 2, 3, 5]);
      const createdAt = BASE_EPOCH - day * DAY - (14 - b * 4) * HOUR + rng.int(0, 50) * MINUTE;
      const bases = area.basePackages.filter(
        (x) => x.gameId === gameId && x.status === 'approved' && x.created + 3 * HOUR < createdAt,
      );
      if (!bases.length) continue;
      const base = bases[bases.length - 1];
      const keys = area.signKeys.filter((k) => k.gameId === gameId);
      // now and then someone picks the legacy key whose keystore is lost
      const key = keys.length > 1 && rng.chance(0.12) ? keys[1] : keys[0];
      const sdk = aggregate[aggregate.length - 1].created < createdAt ? aggregate[aggregate.length - 1] : aggregate[0];
      const batchId = area.farm.reserveBatchId();
      const createdBy = rng.pick(OPERATORS);
      pickChannels(rng, channelIds, rng.int(3, 5)).forEach((channelId, i) => {
        addHistoryTask(area, {
          gameId,
          basePackageId: base.id,
          channelId,
          signKeyId: key.id,
          sdkVersionId: sdk.id,
          batchId,
          createdAt: createdAt + i * 1000,
          createdBy,
          cancel: rng.chance(0.06),
          machine: machines[i % machines.length],
          durationMs: (55 + rng.int(0, 70)) * 1000 + channelId * 4000,
        });
      });
    }
  }
}

function seedJoinupsAndRuns(area: PackArea): void {
  const rows: Array<[number, string, boolean]> = [
    [1, 'huawei', true],
    [1, 'xiaomi', false],
    [1, 'oppo', false],
    [1, 'vivo', false],
    [2, 'huawei', false],
    [2, 'taptap', false],
    [3, 'xiaomi', true],
  ];
  rows.forEach(([gameId, code, autoCheck], i) => {
    const channel = area.channels.find((c) => c.code === code);
    if (!channel) return;
    const j: Joinup = {
      id: nextSeq(area, 'joinup'),
      gameId,
      channelId: channel.id,
      autoCheck,
      remark: autoCheck ? '每次出包自动自检' : '',
      created: BASE_EPOCH - (60 - i) * DAY,
      createdBy: '陈晓',
    };
    area.joinups.push(j);
  });
  // the last two successful builds of each enrolled game and channel have been checked
  area.joinups.forEach((j) => {
    const ids = area.farm.tasks.idsOfChannel(j.channelId);
    let done = 0;
    for (let i = ids.length - 1; i >= 0 && done < 2; i -= 1) {
      const task = area.farm.task(ids[i]);
      if (!task || task.gameId !== j.gameId || task.status !== 'succeeded' || task.outputId === null) continue;
      const out = area.outputs.get(task.outputId);
      if (!out) continue;
      runCheck(area, task, out, '陈晓', (task.endedAt ?? BASE_EPOCH) + 10 * MINUTE);
      done += 1;
    }
  });
  area.checkRuns.sort((a, b) => a.created - b.created);
  area.checkRuns.forEach((r, i) => {
    r.id = i + 1;
  });
}

export function seedArea(): PackArea {
  const area = createArea();
  const rng = createPrng(PACK_SEED);
  const sdk = seedSdk((bytes, name) => putBlob(area, bytes, name));
  Object.assign(area, sdk);
  area.seq.appMarket = sdk.appMarkets.length;
  area.seq.channel = sdk.channels.length;
  area.seq.sdkVersion = sdk.sdkVersions.length;
  area.seq.plugin = sdk.plugins.length;
  area.seq.packageTool = sdk.packageTools.length;
  seedBasesAndKeys(area);
  seedMachines(area);
  seedCheckItems(area);
  seedHistory(area, rng);
  seedJoinupsAndRuns(area);
  return area;
}

/**
 * Bulk history for a large-farm check: `count` finished tasks of one game over the 30 days before `now`, in batches
 * of up to 8 channels; outputs are built on first download. Returns the ids added.
 */
export function seedMany(area: PackArea, gameId: number, count: number, now: number): { first: number; last: number } {
  const rng = createPrng(PACK_SEED + count + area.farm.tasks.size);
  const bases = area.basePackages.filter((b) => b.gameId === gameId && b.status === 'approved');
  const keys = area.signKeys.filter((k) => k.gameId === gameId && k.keystore !== null);
  const sdk = area.sdkVersions.filter((v) => v.channelId === null && v.status === 1).pop();
  const machines = area.farm.machines;
  const channels = area.channels.map((c) => c.id);
  const first = area.farm.tasks.lastId + 1;
  if (!bases.length || !keys.length || !sdk || !machines.length) return { first, last: first - 1 };
  const outcomes = new Map<string, BuildOutcome>();
  const span = 30 * DAY;
  let made = 0;
  while (made < count) {
    const batchId = area.farm.reserveBatchId();
    const base = rng.pick(bases);
    const inBatch = Math.min(count - made, rng.int(3, 8));
    const createdAt = now - span + Math.floor((span * made) / count);
    pickChannels(rng, channels, inBatch).forEach((channelId, i) => {
      // the first build of each base package and channel is real; the others reuse its outcome
      const pair = `${base.id}:${channelId}`;
      const r = addHistoryTask(area, {
        gameId,
        basePackageId: base.id,
        channelId,
        signKeyId: keys[0].id,
        sdkVersionId: sdk.id,
        batchId,
        createdAt: createdAt + i * 1000,
        createdBy: rng.pick(OPERATORS),
        cancel: rng.chance(0.04),
        machine: machines[(made + i) % machines.length],
        durationMs: (50 + rng.int(0, 80)) * 1000,
        known: outcomes.get(pair),
      });
      if (r.outcome && !outcomes.has(pair)) outcomes.set(pair, r.outcome);
    });
    made += inBatch;
  }
  return { first, last: area.farm.tasks.lastId };
}
