import { VIEW_LIMITS } from '../../src/contract/views';
import { now } from '../core/clock';
import { type ApiContext, type BodyOf, defineApi } from '../core/defineApi';
import { isPlainObject } from '../core/validate';
import { VIEW_MESSAGES } from './messages';
import { type SavedView, viewsState } from './state';
import { fail } from '../core/messageBook';

/**
 * Saved table views (docs/rules.md "Saved table views"): each signed-in person keeps named views per list; every call
 * sees and changes only the caller's own (another person's view id answers A0402, as if it did not exist).
 * Not written to the operation log: a view changes nothing anyone else sees.
 */

const row = (v: SavedView) => {
  const { ownerId: _o, ...shown } = v;
  return shown;
};

function mine(ctx: ApiContext<unknown>, id: number): SavedView {
  const v = viewsState().rows.find((r) => r.id === id && r.ownerId === ctx.me.id);
  if (!v) fail(ctx.lang, 'A0402', VIEW_MESSAGES.viewNotFound, { id });
  return v;
}

const listOf = (ownerId: number, listKey: string) =>
  viewsState().rows.filter((r) => r.ownerId === ownerId && r.listKey === listKey);

/** The business rules the schema cannot say: sizes, unique column keys, unique names per list. */
function checkContent(
  ctx: ApiContext<unknown>,
  body: Partial<BodyOf<'/api/mng/view/add'>>,
  listKey: string,
  self?: number,
) {
  if (body.filters !== undefined) {
    if (!isPlainObject(body.filters) || JSON.stringify(body.filters).length > VIEW_LIMITS.filtersMax) {
      fail(ctx.lang, 'A0400', VIEW_MESSAGES.viewFiltersTooLarge, { max: VIEW_LIMITS.filtersMax });
    }
  }
  if (body.columns) {
    const keys = new Set(body.columns.map((c) => c.key));
    if (body.columns.length > VIEW_LIMITS.columnsMax || keys.size !== body.columns.length) {
      fail(ctx.lang, 'A0400', VIEW_MESSAGES.viewColumnsTooMany, { max: VIEW_LIMITS.columnsMax });
    }
  }
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (listOf(ctx.me.id, listKey).some((r) => r.id !== self && r.name === name)) {
      fail(ctx.lang, 'A0403', VIEW_MESSAGES.viewNameTaken, { name });
    }
  }
}

function makeDefault(ownerId: number, listKey: string, id: number | null) {
  for (const r of listOf(ownerId, listKey)) r.isDefault = r.id === id;
}

export default {
  'POST /api/mng/view/list': defineApi('/api/mng/view/list', {}, (ctx) =>
    viewsState()
      .rows.filter((r) => r.ownerId === ctx.me.id && (!ctx.body.listKey || r.listKey === ctx.body.listKey))
      .map(row),
  ),

  'POST /api/mng/view/add': defineApi('/api/mng/view/add', {}, (ctx) => {
    const b = ctx.body;
    checkContent(ctx, b, b.listKey);
    if (listOf(ctx.me.id, b.listKey).length >= VIEW_LIMITS.perList) {
      fail(ctx.lang, 'A0403', VIEW_MESSAGES.viewTooMany, { max: VIEW_LIMITS.perList });
    }
    const state = viewsState();
    state.seq += 1;
    const at = now();
    const view: SavedView = {
      id: state.seq,
      ownerId: ctx.me.id,
      listKey: b.listKey,
      name: b.name.trim(),
      isDefault: false,
      filters: b.filters as Record<string, unknown>,
      columns: b.columns,
      sort: b.sort ?? null,
      created: at,
      updated: at,
    };
    state.rows.push(view);
    if (b.isDefault) makeDefault(ctx.me.id, b.listKey, view.id);
    return { id: view.id };
  }),

  'POST /api/mng/view/edit': defineApi('/api/mng/view/edit', {}, (ctx) => {
    const v = mine(ctx, ctx.body.id);
    const b = ctx.body;
    checkContent(ctx, b, v.listKey, v.id);
    if (b.name !== undefined) v.name = b.name.trim();
    if (b.filters !== undefined) v.filters = b.filters as Record<string, unknown>;
    if (b.columns !== undefined) v.columns = b.columns;
    // an overwrite carries the whole view: no sort (the client leaves out a null) is no sort
    if (b.filters !== undefined || b.columns !== undefined) v.sort = b.sort ?? null;
    else if (b.sort !== undefined) v.sort = b.sort;
    v.updated = now();
    return null;
  }),

  'POST /api/mng/view/delete': defineApi('/api/mng/view/delete', {}, (ctx) => {
    const v = mine(ctx, ctx.body.id);
    const state = viewsState();
    state.rows = state.rows.filter((r) => r !== v);
    return null;
  }),

  'POST /api/mng/view/setDefault': defineApi('/api/mng/view/setDefault', {}, (ctx) => {
    const { listKey, id } = ctx.body;
    if (id) {
      const v = mine(ctx, id);
      if (v.listKey !== listKey) fail(ctx.lang, 'A0400', VIEW_MESSAGES.viewListMismatch, { id, listKey });
    }
    makeDefault(ctx.me.id, listKey, id ?? null);
    return null;
  }),
};
