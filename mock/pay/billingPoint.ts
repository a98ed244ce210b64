import { now } from '../core/clock';
import { ApiError, defineApi, found, type ApiContext } from '../core/defineApi';
import { contains, matches, paginate } from '../core/paging';
import { checkImport, firstProblem } from './billingImport';
import { payText, PAY_MESSAGES } from './messages';
import { nextPayId, payState, type BillingPoint } from './state';
import { fail } from '../core/messageBook';

/**
 * Billing points (/pay/billingPoint): the current game's products, amounts in integer minor units with their currency.
 * CSV import: importPreview and import run the same check (billingImport.ts); import saves every row or none.
 */

const pointInGame = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    payState().points.find((p) => p.id === id && p.gameId === ctx.gameId),
    '计费点',
    id,
  );

function checkProductFree(ctx: ApiContext<unknown>, productId: string, self = 0) {
  const other = payState().points.find((p) => p.gameId === ctx.gameId && p.productId === productId && p.id !== self);
  if (other) fail(ctx.lang, 'A0403', PAY_MESSAGES.productTaken, { productId, id: other.id });
}

const gameProductIds = (gameId: number) =>
  new Set(
    payState()
      .points.filter((p) => p.gameId === gameId)
      .map((p) => p.productId),
  );

export const billingPointApi = {
  'POST /api/mng/billingPoint/page': defineApi('/api/mng/billingPoint/page', {}, (ctx) => {
    const { pageNum, pageSize, productId, currency, status } = ctx.body;
    const rows = payState()
      .points.filter(
        (p) =>
          p.gameId === ctx.gameId &&
          (contains(p.productId, productId) || contains(p.name, productId)) &&
          matches(p.currency, currency) &&
          matches(p.status, status),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/mng/billingPoint/get': defineApi('/api/mng/billingPoint/get', {}, (ctx) => pointInGame(ctx, ctx.body.id)),

  'POST /api/mng/billingPoint/add': defineApi('/api/mng/billingPoint/add', {}, (ctx) => {
    const b = ctx.body;
    ctx.audit({ target: `计费点 ${b.productId}` });
    checkProductFree(ctx, b.productId);
    const row: BillingPoint = {
      id: nextPayId('point'),
      gameId: ctx.gameId,
      productId: b.productId,
      name: b.name.trim(),
      amount: b.amount,
      currency: b.currency,
      channelProductCode: b.channelProductCode ?? '',
      coins: b.coins,
      status: b.status ?? 1,
      updated: now(),
      updatedBy: ctx.me.name,
    };
    payState().points.push(row);
    ctx.audit({ after: { ...row } });
    return { id: row.id };
  }),

  'POST /api/mng/billingPoint/edit': defineApi('/api/mng/billingPoint/edit', {}, (ctx) => {
    const row = pointInGame(ctx, ctx.body.id);
    ctx.audit({ target: `计费点 ${row.productId}`, before: { ...row } });
    if (ctx.body.productId !== undefined) checkProductFree(ctx, ctx.body.productId, row.id);
    (['productId', 'name', 'amount', 'currency', 'channelProductCode', 'coins', 'status'] as const).forEach((k) => {
      if (ctx.body[k] !== undefined) Object.assign(row, { [k]: ctx.body[k] });
    });
    row.updated = now();
    row.updatedBy = ctx.me.name;
    ctx.audit({ after: { ...row } });
    return null;
  }),

  'POST /api/mng/billingPoint/delete': defineApi('/api/mng/billingPoint/delete', {}, (ctx) => {
    const state = payState();
    const row = pointInGame(ctx, ctx.body.id);
    ctx.audit({ target: `计费点 ${row.productId}`, before: { ...row } });
    state.points.splice(state.points.indexOf(row), 1);
    return null;
  }),

  'POST /api/mng/billingPoint/importPreview': defineApi('/api/mng/billingPoint/importPreview', {}, (ctx) => {
    const { products: _saved, ...preview } = checkImport(ctx.body.csv, gameProductIds(ctx.gameId), ctx.lang);
    return preview;
  }),

  'POST /api/mng/billingPoint/import': defineApi('/api/mng/billingPoint/import', {}, (ctx) => {
    const check = checkImport(ctx.body.csv, gameProductIds(ctx.gameId), ctx.lang);
    ctx.audit({ target: `计费点导入 ${check.rows.length} 行` });
    const problem = firstProblem(check);
    if (problem) {
      throw new ApiError(
        'A0400',
        payText(ctx.lang, 'importInvalid', {
          n: problem.count,
          row: problem.row,
          column: problem.error.column,
          reason: problem.error.message,
        }),
      );
    }
    // every row is valid: all are saved together (nothing above has changed the state)
    const t = now();
    const rows: BillingPoint[] = check.products.map((p) => ({
      id: nextPayId('point'),
      gameId: ctx.gameId,
      ...p,
      updated: t,
      updatedBy: ctx.me.name,
    }));
    payState().points.push(...rows);
    ctx.audit({ after: { imported: rows.length, productIds: rows.map((r) => r.productId) } });
    return { imported: rows.length, productIds: rows.map((r) => r.productId) };
  }),
};
