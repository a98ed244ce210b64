import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import type { Lang } from '../../core/i18n';
import { paginate } from '../../core/paging';
import { checkTemplate, type SmsScene, type TemplateIssue } from '../../../src/contract/operate/smsTemplate';
import { ot, OPERATE_MESSAGES } from '../messages';
import { type MessageConfig, nextOperateId, operateArea } from '../state';
import { fail } from '../../core/messageBook';

/**
 * /operate/messageConfig: the current game's SMS scenes. One configuration per scene and game (A0403 naming the one
 * there); a template is checked against its scene (src/contract/operate/smsTemplate.ts) and refused (A0400) with the
 * first problem in the operator's language; the per-phone daily cap may not exceed the per-game one.
 */

type Ctx = ApiContext<unknown>;

const gameRows = (gameId: number) => operateArea().messageConfig.filter((r) => r.gameId === gameId);
const target = (id: number) => `短信场景配置 #${id}`;

function rowOf(ctx: Ctx, id: number): MessageConfig {
  const row = operateArea().messageConfig.find((r) => r.id === id && r.gameId === ctx.gameId);
  return found(ctx, row, ot(ctx.lang, 'messageEntity'), id);
}

/** Throws the first problem of a template as an A0400 with the area's message (positions counted from 1). */
function refuseTemplate(lang: Lang, scene: SmsScene, issue: TemplateIssue): never {
  switch (issue.kind) {
    case 'unbalanced':
      return fail(lang, 'A0400', OPERATE_MESSAGES.templateUnbalanced, { at: issue.at + 1 });
    case 'badName':
      return fail(lang, 'A0400', OPERATE_MESSAGES.templateBadName, { text: issue.text });
    case 'unknown':
      return fail(lang, 'A0400', OPERATE_MESSAGES.templateUnknown, {
        name: issue.name,
        scene,
        allowed: issue.allowed.join(', '),
      });
    default:
      return fail(lang, 'A0400', OPERATE_MESSAGES.templateMissingCode);
  }
}

function fromBody(
  ctx: Ctx,
  body: BodyOf<'/api/operate/messageConfig/add'>,
  base: Pick<MessageConfig, 'id' | 'status'>,
): MessageConfig {
  const signature = body.signature.trim();
  const template = body.template.trim();
  const issues = checkTemplate(body.scene, template);
  if (issues.length > 0) refuseTemplate(ctx.lang, body.scene, issues[0]);
  if (body.dailyPerPhone > body.dailyPerGame)
    fail(ctx.lang, 'A0400', OPERATE_MESSAGES.capOrder, { phone: body.dailyPerPhone, game: body.dailyPerGame });
  const taken = gameRows(ctx.gameId).find((r) => r.scene === body.scene && r.id !== base.id);
  if (taken) fail(ctx.lang, 'A0403', OPERATE_MESSAGES.messageSceneTaken, { scene: body.scene, id: taken.id });
  const t = now();
  return {
    id: base.id,
    gameId: ctx.gameId,
    scene: body.scene,
    provider: body.provider,
    signature,
    template,
    dailyPerPhone: body.dailyPerPhone,
    dailyPerGame: body.dailyPerGame,
    status: body.status === undefined ? base.status : (Number(body.status) as 0 | 1),
    created: t,
    updated: t,
    updatedBy: ctx.me.name,
  };
}

export const messageConfigApi = {
  'POST /api/operate/messageConfig/page': defineApi('/api/operate/messageConfig/page', (ctx) => {
    const { scene, provider, status, pageNum, pageSize } = ctx.body;
    const rows = gameRows(ctx.gameId)
      .filter(
        (r) =>
          (!scene || r.scene === scene) &&
          (!provider || r.provider === provider) &&
          (status === undefined || r.status === Number(status)),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/operate/messageConfig/get': defineApi('/api/operate/messageConfig/get', (ctx) => ({
    ...rowOf(ctx, ctx.body.id),
  })),

  'POST /api/operate/messageConfig/add': defineApi('/api/operate/messageConfig/add', (ctx) => {
    ctx.audit({ target: `短信场景配置 ${ctx.body.scene}` });
    const row = fromBody(ctx, ctx.body, { id: 0, status: 1 });
    row.id = nextOperateId('messageConfig');
    operateArea().messageConfig.push(row);
    ctx.audit({ target: target(row.id), after: { ...row } });
    return { id: row.id };
  }),

  'POST /api/operate/messageConfig/edit': defineApi('/api/operate/messageConfig/edit', (ctx) => {
    const row = rowOf(ctx, ctx.body.id);
    ctx.audit({ target: target(row.id), before: { ...row } });
    const next = fromBody(ctx, ctx.body, row);
    Object.assign(row, { ...next, created: row.created });
    ctx.audit({ after: { ...row } });
    return null;
  }),

  'POST /api/operate/messageConfig/delete': defineApi('/api/operate/messageConfig/delete', (ctx) => {
    const row = rowOf(ctx, ctx.body.id);
    ctx.audit({ target: target(row.id), before: { ...row } });
    const area = operateArea();
    area.messageConfig.splice(area.messageConfig.indexOf(row), 1);
    return null;
  }),
};
