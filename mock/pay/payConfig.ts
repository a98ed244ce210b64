import { REASON } from '../../src/contract/field';
import { notifyUrlProblem } from '../../src/contract/pay/rules';
import { PAY_SECRET_FIELDS, PAY_TYPE_SECRETS, type PaySecretField, type PayType } from '../../src/contract/payTypes';
import { now } from '../core/clock';
import { ApiError, defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { recordVersion, restoringId, snapshotOf } from '../history/index';
import { validationTips } from '../core/i18n';
import { contains, matches, paginate } from '../core/paging';
import { PAY_MESSAGES } from './messages';
import { nextPayId, payState, type PayConfig } from './state';
import { maskSecret } from '../core/mask';
import { fail } from '../core/messageBook';

/**
 * Pay configuration (/pay/payConfig): one record per pay type of the current game (X-Game-Id). Every answer and every
 * operation-log entry carries the secrets masked; reveal needs a reason and logs the field and the reason, never the
 * value; an edit that leaves a secret empty keeps it.
 */

export function configView(c: PayConfig) {
  return {
    id: c.id,
    gameId: c.gameId,
    payType: c.payType,
    merchantId: c.merchantId,
    appId: c.appId,
    privateKey: maskSecret(c.privateKey),
    apiKey: maskSecret(c.apiKey),
    certPassword: maskSecret(c.certPassword),
    notifyUrl: c.notifyUrl,
    feeRateBp: c.feeRateBp,
    status: c.status,
    sort: c.sort,
    remark: c.remark,
    updated: c.updated,
    updatedBy: c.updatedBy,
  };
}

export const configInGame = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    payState().configs.find((c) => c.id === id && c.gameId === ctx.gameId),
    '支付配置',
    id,
  );

function checkNotifyUrl(ctx: ApiContext<unknown>, url: string) {
  const problem = notifyUrlProblem(url);
  if (problem) fail(ctx.lang, 'A0400', PAY_MESSAGES[`notifyUrl_${problem}`]);
}

/** The secrets a pay type uses must be set (given now, or kept); the others must stay empty. */
function checkSecrets(ctx: ApiContext<unknown>, payType: PayType, next: Record<PaySecretField, string>) {
  PAY_SECRET_FIELDS.forEach((field) => {
    const used = PAY_TYPE_SECRETS[payType].includes(field);
    if (used && !next[field]) fail(ctx.lang, 'A0400', PAY_MESSAGES.secretRequired, { field, type: payType });
    if (!used && next[field]) fail(ctx.lang, 'A0400', PAY_MESSAGES.secretNotUsed, { field, type: payType });
  });
}

/** A secret sent empty or absent keeps the stored one (src/pages/pay/README.md "Pay configuration"). */
const secretsAfter = (
  body: Partial<Record<PaySecretField, string>>,
  row?: PayConfig,
): Record<PaySecretField, string> => {
  const out = { privateKey: '', apiKey: '', certPassword: '' };
  PAY_SECRET_FIELDS.forEach((f) => {
    const sent = body[f]?.trim();
    out[f] = sent || row?.[f] || '';
  });
  return out;
};

/** The pay lists of the record's game that show its pay type (it cannot be deleted or switched off under them). */
function refuseInUse(ctx: ApiContext<unknown>, row: PayConfig): void {
  const lists = payState().lists.filter((l) => l.gameId === row.gameId && l.payTypes.includes(row.payType));
  if (lists.length === 0) return;
  fail(ctx.lang, 'A0403', PAY_MESSAGES.payConfigInUse, {
    type: row.payType,
    lists: lists.map((l) => `${l.channel}/${l.region}`).join(', '),
  });
}

/**
 * An edit's checks, before it changes anything (run again when it is submitted for approval, docs/rules.md "Change
 * requests"): the pay type stays, the notify URL and the secrets hold, a pay type a list shows stays on.
 */
function checkEdit(ctx: ApiContext<BodyOf<'/api/mng/payConfig/edit'>>): PayConfig {
  const row = configInGame(ctx, ctx.body.id);
  if (ctx.body.payType !== undefined && ctx.body.payType !== row.payType) {
    fail(ctx.lang, 'A0403', PAY_MESSAGES.payTypeFixed);
  }
  if (ctx.body.notifyUrl !== undefined) checkNotifyUrl(ctx, ctx.body.notifyUrl);
  checkSecrets(ctx, row.payType, secretsAfter(ctx.body, row));
  if (ctx.body.status === 0 && row.status === 1) refuseInUse(ctx, row);
  return row;
}

/** A delete's checks: the record exists and no pay list shows its pay type. */
function checkDelete(ctx: ApiContext<BodyOf<'/api/mng/payConfig/delete'>>): PayConfig {
  const row = configInGame(ctx, ctx.body.id);
  refuseInUse(ctx, row);
  return row;
}

export const payConfigApi = {
  'POST /api/mng/payConfig/page': defineApi('/api/mng/payConfig/page', {}, (ctx) => {
    const { pageNum, pageSize, payType, merchantId, status } = ctx.body;
    const rows = payState()
      .configs.filter(
        (c) =>
          c.gameId === ctx.gameId &&
          matches(c.payType, payType) &&
          contains(c.merchantId, merchantId) &&
          matches(c.status, status),
      )
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    return paginate(rows.map(configView), pageNum, pageSize);
  }),

  'POST /api/mng/payConfig/get': defineApi('/api/mng/payConfig/get', {}, (ctx) =>
    configView(configInGame(ctx, ctx.body.id)),
  ),

  'POST /api/mng/payConfig/add': defineApi('/api/mng/payConfig/add', {}, (ctx) => {
    const state = payState();
    const { payType } = ctx.body;
    ctx.audit({ target: `支付配置 ${payType}` });
    const taken = state.configs.find((c) => c.gameId === ctx.gameId && c.payType === payType);
    if (taken) fail(ctx.lang, 'A0403', PAY_MESSAGES.payTypeTaken, { type: payType, id: taken.id });
    checkNotifyUrl(ctx, ctx.body.notifyUrl ?? '');
    const secrets = secretsAfter(ctx.body);
    checkSecrets(ctx, payType, secrets);
    const t = now();
    const row: PayConfig = {
      id: restoringId(ctx) ?? nextPayId('config'),
      gameId: ctx.gameId,
      payType,
      merchantId: ctx.body.merchantId ?? '',
      appId: ctx.body.appId ?? '',
      ...secrets,
      notifyUrl: (ctx.body.notifyUrl ?? '').trim(),
      feeRateBp: ctx.body.feeRateBp ?? 0,
      status: ctx.body.status ?? 1,
      sort: ctx.body.sort ?? 0,
      remark: ctx.body.remark ?? '',
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
    };
    state.configs.push(row);
    ctx.audit({ after: configView(row) });
    recordVersion(ctx, 'payConfig', row.id, null, row);
    return { id: row.id };
  }),

  'POST /api/mng/payConfig/edit': defineApi('/api/mng/payConfig/edit', { check: checkEdit }, (ctx) => {
    const row = configInGame(ctx, ctx.body.id);
    const was = snapshotOf(row);
    ctx.audit({ target: `支付配置 ${row.payType}`, before: configView(row) });
    checkEdit(ctx);
    Object.assign(row, secretsAfter(ctx.body, row));
    (['merchantId', 'appId', 'feeRateBp', 'status', 'sort', 'remark'] as const).forEach((k) => {
      if (ctx.body[k] !== undefined) Object.assign(row, { [k]: ctx.body[k] });
    });
    if (ctx.body.notifyUrl !== undefined) row.notifyUrl = ctx.body.notifyUrl.trim();
    row.updated = now();
    row.updatedBy = ctx.me.name;
    ctx.audit({ after: configView(row) });
    recordVersion(ctx, 'payConfig', row.id, was, row);
    return null;
  }),

  'POST /api/mng/payConfig/delete': defineApi('/api/mng/payConfig/delete', { check: checkDelete }, (ctx) => {
    const row = configInGame(ctx, ctx.body.id);
    ctx.audit({ target: `支付配置 ${row.payType}`, before: configView(row) });
    checkDelete(ctx);
    const state = payState();
    state.configs.splice(state.configs.indexOf(row), 1);
    recordVersion(ctx, 'payConfig', row.id, row, null);
    return null;
  }),

  'POST /api/mng/payConfig/reveal': defineApi('/api/mng/payConfig/reveal', {}, (ctx) => {
    const { id, field, reason } = ctx.body;
    // the contract's length, counted without the blanks around it
    if (reason.trim().length < REASON.minLength) {
      throw new ApiError(
        'A0400',
        validationTips(ctx.lang, { field: 'reason', reason: 'minLength', param: REASON.minLength }),
      );
    }
    const row = configInGame(ctx, id);
    // which secret was seen and why go to the log; the plain value never does
    ctx.audit({ target: `支付配置 ${row.payType} ${field}`, after: { field, reason: reason.trim() } });
    return { field, value: row[field] };
  }),
};
