import { defineApi, found } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, matches, paginate } from '../core/paging';
import { applyPatch } from '../access/index';
import { nextPlatformId, platformState, type DictItem, type DictType, PLATFORM_MESSAGES } from '../platform';
import { fail } from '../core/messageBook';

/** Dictionaries (/unity/dicConfig): types (code, name) with items (label, value, sort, colour, status). */

const itemsOf = (typeId: number) => platformState().dictItems.filter((i) => i.typeId === typeId);
const typeView = (t: DictType) => ({ ...t, itemCount: itemsOf(t.id).length });
const bySort = (a: DictItem, b: DictItem) => a.sort - b.sort || a.id - b.id;

export const dictApi = {
  'POST /api/mng/dict/type/page': defineApi('/api/mng/dict/type/page', {}, (ctx) => {
    const { name, status, pageNum, pageSize } = ctx.body;
    const rows = platformState().dictTypes.filter(
      (t) => (contains(t.code, name) || contains(t.name, name)) && matches(t.status, status),
    );
    return paginate(rows.map(typeView), pageNum, pageSize);
  }),

  'POST /api/mng/dict/type/add': defineApi('/api/mng/dict/type/add', {}, (ctx) => {
    const state = platformState();
    const { code, name, description = '', status = 1 } = ctx.body;
    ctx.audit({ target: `字典 ${code}` });
    if (state.dictTypes.some((t) => t.code === code))
      fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictCodeTaken, { code });
    const t = now();
    const row: DictType = {
      id: nextPlatformId('dictType'),
      code,
      name,
      description,
      status,
      builtIn: false,
      created: t,
      updated: t,
    };
    state.dictTypes.push(row);
    ctx.audit({ after: row });
    return { id: row.id };
  }),

  'POST /api/mng/dict/type/edit': defineApi(
    '/api/mng/dict/type/edit',
    {
      latest: (ctx, id) =>
        typeView(
          found(
            ctx,
            platformState().dictTypes.find((t) => t.id === id),
            '字典',
            id,
          ),
        ),
    },
    (ctx) => {
      const state = platformState();
      const row = found(
        ctx,
        state.dictTypes.find((t) => t.id === ctx.body.id),
        '字典',
        ctx.body.id,
      );
      const before = { ...row };
      ctx.audit({ target: `字典 ${row.code}`, before });
      const { code } = ctx.body;
      if (code !== undefined && code !== row.code) {
        if (row.builtIn) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictBuiltInCode);
        if (state.dictTypes.some((t) => t.code === code))
          fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictCodeTaken, { code });
      }
      applyPatch(row, ctx.body, ['code', 'name', 'description', 'status']);
      row.updated = now();
      ctx.audit({ after: { ...row } });
      return null;
    },
  ),

  'POST /api/mng/dict/type/delete': defineApi('/api/mng/dict/type/delete', {}, (ctx) => {
    const state = platformState();
    const row = found(
      ctx,
      state.dictTypes.find((t) => t.id === ctx.body.id),
      '字典',
      ctx.body.id,
    );
    ctx.audit({ target: `字典 ${row.code}`, before: row });
    if (row.builtIn) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictBuiltInDelete);
    const n = itemsOf(row.id).length;
    if (n) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictHasItems, { n });
    state.dictTypes.splice(state.dictTypes.indexOf(row), 1);
    return null;
  }),

  'POST /api/mng/dict/item/page': defineApi('/api/mng/dict/item/page', {}, (ctx) => {
    const { typeId, label, status, pageNum, pageSize } = ctx.body;
    found(
      ctx,
      platformState().dictTypes.find((t) => t.id === typeId),
      '字典',
      typeId,
    );
    const rows = itemsOf(typeId)
      .filter((i) => (contains(i.label, label) || contains(i.value, label)) && matches(i.status, status))
      .sort(bySort);
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/mng/dict/item/add': defineApi('/api/mng/dict/item/add', {}, (ctx) => {
    const state = platformState();
    const { typeId, label, value, color = '', status = 1 } = ctx.body;
    const type = found(
      ctx,
      state.dictTypes.find((t) => t.id === typeId),
      '字典',
      typeId,
    );
    ctx.audit({ target: `字典 ${type.code} / ${label}` });
    if (itemsOf(typeId).some((i) => i.value === value))
      fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictValueTaken, { value });
    const sort = ctx.body.sort ?? itemsOf(typeId).reduce((m, i) => Math.max(m, i.sort), 0) + 10;
    const t = now();
    const row: DictItem = {
      id: nextPlatformId('dictItem'),
      typeId,
      label,
      value,
      sort,
      color,
      status,
      created: t,
      updated: t,
    };
    state.dictItems.push(row);
    ctx.audit({ after: row });
    return { id: row.id };
  }),

  'POST /api/mng/dict/item/edit': defineApi(
    '/api/mng/dict/item/edit',
    {
      latest: (ctx, id) => ({
        ...found(
          ctx,
          platformState().dictItems.find((i) => i.id === id),
          '字典项',
          id,
        ),
      }),
    },
    (ctx) => {
      const state = platformState();
      const row = found(
        ctx,
        state.dictItems.find((i) => i.id === ctx.body.id),
        '字典项',
        ctx.body.id,
      );
      const type = state.dictTypes.find((t) => t.id === row.typeId);
      const before = { ...row };
      ctx.audit({
        target: `字典 ${type?.code ?? row.typeId} / ${row.label}`,
        before,
      });
      const { value, typeId } = ctx.body;
      if (typeId !== undefined && typeId !== row.typeId)
        found(
          ctx,
          state.dictTypes.find((t) => t.id === typeId),
          '字典',
          typeId,
        );
      const targetType = typeId ?? row.typeId;
      const nextValue = value ?? row.value;
      if (itemsOf(targetType).some((i) => i.value === nextValue && i.id !== row.id)) {
        fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.dictValueTaken, { value: nextValue });
      }
      applyPatch(row, ctx.body, ['typeId', 'label', 'value', 'sort', 'color', 'status']);
      row.updated = now();
      ctx.audit({ after: { ...row } });
      return null;
    },
  ),

  'POST /api/mng/dict/item/delete': defineApi('/api/mng/dict/item/delete', {}, (ctx) => {
    const state = platformState();
    const row = found(
      ctx,
      state.dictItems.find((i) => i.id === ctx.body.id),
      '字典项',
      ctx.body.id,
    );
    const type = state.dictTypes.find((t) => t.id === row.typeId);
    ctx.audit({
      target: `字典 ${type?.code ?? row.typeId} / ${row.label}`,
      before: row,
    });
    state.dictItems.splice(state.dictItems.indexOf(row), 1);
    return null;
  }),

  'POST /api/mng/dict/data': defineApi('/api/mng/dict/data', {}, (ctx) => {
    const state = platformState();
    const out: Record<string, Array<Pick<DictItem, 'label' | 'value' | 'color' | 'sort'>>> = {};
    ctx.body.codes.forEach((code) => {
      const type = state.dictTypes.find((t) => t.code === code && t.status === 1);
      out[code] = type
        ? itemsOf(type.id)
            .filter((i) => i.status === 1)
            .sort(bySort)
            .map(({ label, value, color, sort }) => ({
              label,
              value,
              color,
              sort,
            }))
        : [];
    });
    return out;
  }),
};
