import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { recordVersion, restoringId, snapshotOf } from '../../history/index';
import { paginate } from '../../core/paging';
import { ot, OPERATE_MESSAGES } from '../messages';
import { nextOperateId, operateArea, type UpdateConfig } from '../state';
import { coverageValid, decide, findOverlap } from './rules';
import { channelKnown, channelOptions, describeUpdate, httpUrl, updateView } from './view';
import { fail } from '../../core/messageBook';

/**
 * /operate/updateConfig: forced-update rules of the current game (X-Game-Id). Saves and enabling refuse a rule that
 * overlaps another enabled rule of the game (A0403 naming it); the check answers which rule a platform, channel and
 * client version get, whether the update is forced and whether a device is in the rollout
 * (mock/operate/updateConfig/rules.ts).
 */

type Ctx = ApiContext<unknown>;

const gameRules = (gameId: number) => operateArea().updateConfig.filter((r) => r.gameId === gameId);
const target = (id: number) => `强更规则 #${id}`;

function ruleOf(ctx: Ctx, id: number): UpdateConfig {
  const row = operateArea().updateConfig.find((r) => r.id === id && r.gameId === ctx.gameId);
  return found(ctx, row, ot(ctx.lang, 'updateEntity'), id);
}

/** The rule a payload describes, checked field by field before any overlap. */
function fromBody(
  ctx: Ctx,
  body: BodyOf<'/api/operate/updateConfig/add'>,
  base: Pick<UpdateConfig, 'id' | 'status'>,
): UpdateConfig {
  const minVersion = (body.minVersion ?? '').trim();
  const latestVersion = body.latestVersion.trim();
  const downloadUrl = body.downloadUrl.trim();
  if (!channelKnown(body.channel)) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.channelUnknown, { channel: body.channel });
  if (!coverageValid(minVersion, latestVersion))
    fail(ctx.lang, 'A0400', OPERATE_MESSAGES.updateVersionOrder, { min: minVersion, latest: latestVersion });
  if (!httpUrl(downloadUrl)) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.urlInvalid, { field: 'downloadUrl' });
  const t = now();
  return {
    id: base.id,
    gameId: ctx.gameId,
    platform: body.platform,
    channel: body.channel,
    minVersion,
    latestVersion,
    force: Number(body.force ?? 0) === 1 ? 1 : 0,
    downloadUrl,
    notes: (body.notes ?? '').trim(),
    rollout: body.rollout ?? 100,
    status: body.status === undefined ? base.status : (Number(body.status) as 0 | 1),
    created: t,
    updated: t,
    updatedBy: ctx.me.name,
  };
}

function refuseOverlap(ctx: Ctx, rule: UpdateConfig): void {
  const other = findOverlap(rule, gameRules(rule.gameId));
  if (other)
    fail(ctx.lang, 'A0403', OPERATE_MESSAGES.updateOverlap, { id: other.id, rule: describeUpdate(ctx.lang, other) });
}

function setStatus(ctx: ApiContext<{ id: number }>, status: 0 | 1) {
  const row = ruleOf(ctx, ctx.body.id);
  const was = snapshotOf(row);
  ctx.audit({ target: target(row.id), before: updateView(ctx.lang, row) });
  if (status === 1) refuseOverlap(ctx, { ...row, status: 1 });
  Object.assign(row, { status, updated: now(), updatedBy: ctx.me.name });
  ctx.audit({ after: updateView(ctx.lang, row) });
  recordVersion(ctx, 'updateConfig', row.id, was, row);
  return null;
}

export const updateConfigApi = {
  'POST /api/operate/updateConfig/page': defineApi('/api/operate/updateConfig/page', (ctx) => {
    const { platform, channel, status, pageNum, pageSize } = ctx.body;
    const rows = gameRules(ctx.gameId)
      .filter(
        (r) =>
          (!platform || r.platform === platform) &&
          (!channel || r.channel === channel) &&
          (status === undefined || r.status === Number(status)),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(
      rows.map((r) => updateView(ctx.lang, r)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/operate/updateConfig/get': defineApi('/api/operate/updateConfig/get', (ctx) =>
    updateView(ctx.lang, ruleOf(ctx, ctx.body.id)),
  ),

  'POST /api/operate/updateConfig/options': defineApi('/api/operate/updateConfig/options', () => ({
    channels: channelOptions(),
  })),

  'POST /api/operate/updateConfig/add': defineApi('/api/operate/updateConfig/add', (ctx) => {
    ctx.audit({ target: `强更规则 ${ctx.body.platform} ${ctx.body.channel} → ${ctx.body.latestVersion}` });
    const rule = fromBody(ctx, ctx.body, { id: 0, status: 1 });
    refuseOverlap(ctx, rule);
    rule.id = restoringId(ctx) ?? nextOperateId('updateConfig');
    operateArea().updateConfig.push(rule);
    ctx.audit({ target: target(rule.id), after: updateView(ctx.lang, rule) });
    recordVersion(ctx, 'updateConfig', rule.id, null, rule);
    return { id: rule.id };
  }),

  'POST /api/operate/updateConfig/edit': defineApi('/api/operate/updateConfig/edit', (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    const was = snapshotOf(row);
    ctx.audit({ target: target(row.id), before: updateView(ctx.lang, row) });
    const next = fromBody(ctx, ctx.body, row);
    refuseOverlap(ctx, next);
    Object.assign(row, { ...next, created: row.created });
    ctx.audit({ after: updateView(ctx.lang, row) });
    recordVersion(ctx, 'updateConfig', row.id, was, row);
    return null;
  }),

  'POST /api/operate/updateConfig/enable': defineApi('/api/operate/updateConfig/enable', (ctx) => setStatus(ctx, 1)),

  'POST /api/operate/updateConfig/disable': defineApi('/api/operate/updateConfig/disable', (ctx) => setStatus(ctx, 0)),

  'POST /api/operate/updateConfig/delete': defineApi('/api/operate/updateConfig/delete', (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    ctx.audit({ target: target(row.id), before: updateView(ctx.lang, row) });
    const area = operateArea();
    area.updateConfig.splice(area.updateConfig.indexOf(row), 1);
    recordVersion(ctx, 'updateConfig', row.id, row, null);
    return null;
  }),

  'POST /api/operate/updateConfig/check': defineApi('/api/operate/updateConfig/check', (ctx) => {
    const { platform, channel, version, deviceId = '' } = ctx.body;
    const d = decide(gameRules(ctx.gameId), { gameId: ctx.gameId, platform, channel, version }, deviceId);
    return {
      ruleId: d.rule ? d.rule.id : null,
      rule: d.rule ? describeUpdate(ctx.lang, d.rule) : '',
      latestVersion: d.rule ? d.rule.latestVersion : '',
      downloadUrl: d.rule ? d.rule.downloadUrl : '',
      forced: d.forced,
      rollout: d.rule ? d.rule.rollout : 0,
      bucket: d.bucket,
      inRollout: d.inRollout,
      update: d.update,
    };
  }),
};
