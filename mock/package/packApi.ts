/**
 * /onlinepack base packages, tasks and signing keys (src/pages/package/README.md "Package"). Every record belongs
 * to the current game (X-Game-Id); another game's record answers "not found".
 */
import { definePackApi, defineApi, found, type ApiContext } from '../core/defineApi';
import { canUseGame } from '../core/access';
import { now } from '../core/clock';
import { queryString, sendFile, withQueryToken } from '../core/http';
import { paginate } from '../core/paging';
import { packArea } from './area';
import {
  type PackArea,
  activeTaskCount,
  gameAlias,
  gameName,
  nextSeq,
  outputBytes,
  putBlob,
  vendorSdkOf,
} from './areaCore';
import type { FarmRefusal, PackTask, TaskStatus } from './farmTypes';
import { statusName, PACK_MESSAGES } from './messages';
import type { BasePackage, ReviewStatus, SignKey } from './records';
import { bytesOf, refuseOversize, uploadedFile } from './uploads';
import {
  attemptView,
  basePackageView,
  lastChecks,
  missingParams,
  sdkVersionView,
  signKeyView,
  taskCountsByBase,
  taskView,
} from './views';
import { fingerprintOf, isPng, isZip, readManifest, unpack, type Entries } from './zip';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

function basePackageOf<B>(ctx: ApiContext<B>, area: PackArea, id: number): BasePackage {
  const b = area.basePackages.find((x) => x.id === id && x.gameId === ctx.gameId);
  return found(ctx, b, 'basePackage', id);
}

function taskOf<B>(ctx: ApiContext<B>, area: PackArea, id: number): PackTask {
  const t = area.farm.task(id);
  return found(ctx, t && t.gameId === ctx.gameId ? t : undefined, 'task', id);
}

function refusal<B>(ctx: ApiContext<B>, r: { reason: FarmRefusal; status?: TaskStatus }, id: number): never {
  if (r.reason === 'notFound') return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'task', id });
  const status = statusName(ctx.lang, r.status ?? 'queued');
  if (r.reason === 'notCancellable') fail(ctx.lang, 'A0403', PACK_MESSAGES.notCancellable, { status });
  if (r.reason === 'notRetryable') fail(ctx.lang, 'A0403', PACK_MESSAGES.notRetryable, { status });
  fail(ctx.lang, 'A0400', PACK_MESSAGES.channelsRequired);
}

function review<B extends { id: number; comment?: string }>(ctx: ApiContext<B>, status: ReviewStatus) {
  const area = packArea();
  const b = basePackageOf(ctx, area, ctx.body.id);
  if (b.status !== 'pending')
    fail(ctx.lang, 'A0403', PACK_MESSAGES.notPending, { status: statusName(ctx.lang, b.status) });
  if (status === 'rejected' && !ctx.body.comment?.trim()) fail(ctx.lang, 'A0400', PACK_MESSAGES.rejectComment);
  const before = b.status;
  b.status = status;
  b.reviewComment = ctx.body.comment?.trim() ?? '';
  b.reviewer = ctx.me.name;
  b.reviewedAt = now();
  const after = basePackageView(area, b);
  ctx.audit({
    target: `基础包 ${b.name} ${b.version}`,
    before: { status: before },
    after: { status: after.status, comment: b.reviewComment },
  });
  return after;
}

export const basePackageApi = {
  'POST /onlinepack/basePackage/page': definePackApi('/onlinepack/basePackage/page', (ctx) => {
    const area = packArea();
    const { status, platform, keyword } = ctx.body;
    const k = keyword?.trim().toLowerCase() ?? '';
    const rows = area.basePackages
      .filter((b) => b.gameId === ctx.gameId)
      .filter((b) => !status || b.status === status)
      .filter((b) => !platform || b.platform === platform)
      .filter((b) => !k || [b.name, b.version, b.packageName ?? ''].some((x) => x.toLowerCase().includes(k)))
      .sort((a, b) => b.created - a.created || b.id - a.id);
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    const counts = taskCountsByBase(area);
    return { ...page, list: page.list.map((b) => basePackageView(area, b, counts)) };
  }),

  'POST /onlinepack/basePackage/upload': definePackApi('/onlinepack/basePackage/upload', (ctx) => {
    const area = packArea();
    refuseOversize(ctx);
    const file = uploadedFile(ctx, 'file');
    if (!file) fail(ctx.lang, 'A0400', PACK_MESSAGES.fileRequired);
    const bytes = bytesOf(file);
    if (!isZip(bytes)) fail(ctx.lang, 'A0400', PACK_MESSAGES.notZip, { name: file.originalname });
    let entries: Entries;
    try {
      entries = unpack(bytes);
    } catch {
      fail(ctx.lang, 'A0400', PACK_MESSAGES.notZip, { name: file.originalname });
    }
    const icon = uploadedFile(ctx, 'iconFile');
    const iconBytes = icon ? bytesOf(icon) : null;
    if (icon && iconBytes && !isPng(iconBytes))
      fail(ctx.lang, 'A0400', PACK_MESSAGES.iconNotPng, { name: icon.originalname });
    const plist = uploadedFile(ctx, 'plistFile');
    if (plist && ctx.body.platform !== 'iOS') fail(ctx.lang, 'A0400', PACK_MESSAGES.plistForIos);
    const t = now();
    const { version, platform } = ctx.body;
    const alias = gameAlias(ctx.gameId);
    let signKey: SignKey | null = null;
    const keystore = uploadedFile(ctx, 'signFile');
    if (keystore) {
      const ks = bytesOf(keystore);
      signKey = {
        id: nextSeq(area, 'signKey'),
        gameId: ctx.gameId,
        alias: ctx.body.signAlias?.trim() || `${alias}-${version}`,
        fingerprint: fingerprintOf(ks),
        keystore: putBlob(area, ks, keystore.originalname || 'release.keystore'),
        source: 'upload',
        created: t,
      };
      area.signKeys.push(signKey);
    }
    const manifest = readManifest(entries);
    const b: BasePackage = {
      id: nextSeq(area, 'basePackage'),
      gameId: ctx.gameId,
      name: ctx.body.name?.trim() || `${gameName(ctx.gameId)} ${platform === 'Android' ? '安卓' : 'iOS'}母包`,
      platform,
      version,
      versionCode: manifest?.versionCode ?? null,
      packageName: manifest?.packageName ?? null,
      notes: ctx.body.notes?.trim() ?? '',
      file: putBlob(area, bytes, file.originalname || `${alias}_${version}.${platform === 'iOS' ? 'ipa' : 'apk'}`),
      icon: icon && iconBytes ? putBlob(area, iconBytes, icon.originalname || 'icon.png') : null,
      plist: plist ? putBlob(area, bytesOf(plist), plist.originalname || 'Info.plist') : null,
      signKeyId: signKey?.id ?? null,
      status: 'pending',
      reviewComment: '',
      reviewer: '',
      reviewedAt: null,
      uploader: ctx.me.name,
      created: t,
    };
    area.basePackages.push(b);
    const view = basePackageView(area, b);
    ctx.audit({ target: `基础包 ${b.name} ${b.version}`, after: { ...view, icon: view.icon ? '(png)' : null } });
    return view;
  }),

  'POST /onlinepack/basePackage/get': definePackApi('/onlinepack/basePackage/get', (ctx) => {
    const area = packArea();
    return basePackageView(area, basePackageOf(ctx, area, ctx.body.id));
  }),

  'POST /onlinepack/basePackage/approve': definePackApi('/onlinepack/basePackage/approve', (ctx) =>
    review(ctx, 'approved'),
  ),

  'POST /onlinepack/basePackage/reject': definePackApi('/onlinepack/basePackage/reject', (ctx) =>
    review(ctx, 'rejected'),
  ),

  'POST /onlinepack/basePackage/delete': definePackApi('/onlinepack/basePackage/delete', (ctx) => {
    const area = packArea();
    const b = basePackageOf(ctx, area, ctx.body.id);
    const n = activeTaskCount(area, (t) => t.basePackageId === b.id);
    if (n > 0) fail(ctx.lang, 'A0403', PACK_MESSAGES.basePackageInUse, { n });
    area.basePackages = area.basePackages.filter((x) => x.id !== b.id);
    ctx.audit({ target: `基础包 ${b.name} ${b.version}`, before: { id: b.id, version: b.version, status: b.status } });
    return null;
  }),
};

export const taskApi = {
  'POST /onlinepack/task/options': definePackApi('/onlinepack/task/options', (ctx) => {
    const area = packArea();
    return {
      basePackages: area.basePackages
        .filter((b) => b.gameId === ctx.gameId && b.status === 'approved')
        .sort((a, b) => b.created - a.created)
        .map((b) => ({ id: b.id, name: b.name, version: b.version, platform: b.platform, signKeyId: b.signKeyId })),
      channels: area.channels
        .filter((c) => c.status === 1)
        .map((c) => ({
          id: c.id,
          name: c.name,
          code: c.code,
          missingParams: missingParams(c),
          vendorSdk: vendorSdkOf(area, c.id)?.version ?? '',
        })),
      sdkVersions: area.sdkVersions
        .filter((v) => v.status === 1)
        .sort((a, b) => (a.channelId ?? 0) - (b.channelId ?? 0) || b.created - a.created)
        .map((v) => sdkVersionView(area, v)),
      signKeys: area.signKeys.filter((k) => k.gameId === ctx.gameId).map(signKeyView),
    };
  }),

  'POST /onlinepack/task/createBatch': definePackApi('/onlinepack/task/createBatch', (ctx) => {
    const area = packArea();
    const { basePackageId, sdkVersionId, signKeyId } = ctx.body;
    const channelIds = Array.from(new Set(ctx.body.channelIds ?? []));
    if (channelIds.length === 0) fail(ctx.lang, 'A0400', PACK_MESSAGES.channelsRequired);
    const base = basePackageOf(ctx, area, basePackageId);
    if (base.status !== 'approved') {
      fail(ctx.lang, 'A0403', PACK_MESSAGES.basePackageNotApproved, { name: `${base.name} ${base.version}` });
    }
    const unknown = channelIds.filter((id) => !area.channels.some((c) => c.id === id && c.status === 1));
    if (unknown.length) fail(ctx.lang, 'A0400', MESSAGES.unknownIds, { field: 'channelIds', ids: unknown.join(', ') });
    const sdk = area.sdkVersions.find((v) => v.id === sdkVersionId && v.status === 1);
    found(ctx, sdk, 'sdkVersion', sdkVersionId);
    const key = area.signKeys.find((k) => k.id === signKeyId);
    found(ctx, key, 'signKey', signKeyId);
    if (key && key.gameId !== ctx.gameId) fail(ctx.lang, 'A0400', PACK_MESSAGES.signKeyOtherGame, { id: signKeyId });
    const r = area.farm.createBatch(
      { gameId: ctx.gameId, basePackageId, channelIds, sdkVersionId, signKeyId, createdBy: ctx.me.name },
      now(),
    );
    if (!r.ok) return refusal(ctx, r, 0);
    const names = channelIds.map((id) => area.channels.find((c) => c.id === id)?.name ?? `#${id}`);
    ctx.audit({
      target: `批次 #${r.value.batch.id}：${base.name} ${base.version} × ${names.join('、')}`,
      after: { batchId: r.value.batch.id, taskIds: r.value.tasks.map((t) => t.id), sdkVersionId, signKeyId },
    });
    return { batchId: r.value.batch.id, taskIds: r.value.tasks.map((t) => t.id) };
  }),

  'POST /onlinepack/task/page': definePackApi('/onlinepack/task/page', (ctx) => {
    const area = packArea();
    const { pageNum, pageSize, status, batchId, channelId, machineId, endedFrom, endedTo } = ctx.body;
    const filters = { gameId: ctx.gameId, batchId, channelId, machineId, endedFrom, endedTo };
    const page = area.farm.pageTasks({ pageNum, pageSize, status, ...filters });
    const t = now();
    const checks = lastChecks(area);
    return {
      ...page,
      list: page.list.map((task) => taskView(area, task, t, checks)),
      counts: area.farm.tasks.countStatuses(filters),
    };
  }),

  'POST /onlinepack/task/get': definePackApi('/onlinepack/task/get', (ctx) => {
    const area = packArea();
    const task = taskOf(ctx, area, ctx.body.id);
    const batch = area.farm.batches.get(task.batchId);
    return {
      task: taskView(area, task, now()),
      attempts: task.history.map((a) => attemptView(area, a)),
      batch: {
        id: task.batchId,
        createdAt: batch?.createdAt ?? task.createdAt,
        createdBy: batch?.createdBy ?? task.createdBy,
        taskIds: batch?.taskIds ?? [task.id],
      },
    };
  }),

  'POST /onlinepack/task/log': definePackApi('/onlinepack/task/log', (ctx) => {
    const area = packArea();
    const task = taskOf(ctx, area, ctx.body.id);
    const r = area.farm.readLog(task.id, { attempt: ctx.body.attempt, afterSeq: ctx.body.afterSeq });
    if (!r.ok) return refusal(ctx, r, task.id);
    return r.value;
  }),

  'POST /onlinepack/task/cancel': definePackApi('/onlinepack/task/cancel', (ctx) => {
    const area = packArea();
    const task = taskOf(ctx, area, ctx.body.id);
    const before = task.status;
    const r = area.farm.cancel(task.id, ctx.me.name, now());
    if (!r.ok) return refusal(ctx, r, task.id);
    ctx.audit({ target: `任务 #${task.id}`, before: { status: before }, after: { status: task.status } });
    return taskView(area, r.value, now());
  }),

  'POST /onlinepack/task/retry': definePackApi('/onlinepack/task/retry', (ctx) => {
    const area = packArea();
    const task = taskOf(ctx, area, ctx.body.id);
    const before = { status: task.status, attempt: task.attempt };
    const r = area.farm.retry(task.id, ctx.me.name, now());
    if (!r.ok) return refusal(ctx, r, task.id);
    ctx.audit({ target: `任务 #${task.id}`, before, after: { status: task.status, attempt: task.attempt } });
    return taskView(area, r.value, now());
  }),

  'GET /onlinepack/task/output': withQueryToken(
    defineApi('/onlinepack/task/output', (ctx) => {
      const area = packArea();
      const id = Number(queryString(ctx.req, 'id'));
      const task = Number.isInteger(id) && id > 0 ? area.farm.task(id) : undefined;
      // a plain link carries no X-Game-Id (and a sent one is not checked here): the task's own game must be one the
      // person may use
      const usable = task && canUseGame(ctx.me, task.gameId) ? task : undefined;
      const t = found(ctx, usable, 'task', Number.isFinite(id) ? id : 0);
      const out = t.outputId === null ? undefined : area.outputs.get(t.outputId);
      if (t.status !== 'succeeded' || !out) fail(ctx.lang, 'A0403', PACK_MESSAGES.noOutput);
      const bytes = outputBytes(area, out);
      if (!bytes) fail(ctx.lang, 'A0403', PACK_MESSAGES.noOutput);
      sendFile(ctx.res, bytes, out.fileName, 'application/vnd.android.package-archive');
      ctx.raw();
      return null;
    }),
  ),

  'POST /onlinepack/signKey/list': definePackApi('/onlinepack/signKey/list', (ctx) =>
    packArea()
      .signKeys.filter((k) => k.gameId === ctx.gameId)
      .map(signKeyView),
  ),
};
