/**
 * /api/check: the self-check platform — which games and channels are enrolled (with their check history) and the
 * check items with their parameters (the rules runSelfCheck applies).
 */
import { defineApi, found } from '../core/defineApi';
import { getStore } from '../core/store';
import { now } from '../core/clock';
import { contains, paginate } from '../core/paging';
import {
  packArea,
  nextSeq,
  type CheckItem,
  type Joinup,
  type CheckItemParam,
  CUSTOM_KINDS,
  checkRunView,
  joinupView,
  PACK_MESSAGES,
} from '../package/index';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

export const joinupApi = {
  'POST /api/check/joinup/page': defineApi('/api/check/joinup/page', (ctx) => {
    const area = packArea();
    const { filterGameId: gameId, channelId } = ctx.body;
    const rows = area.joinups
      .filter(
        (j) => (gameId === undefined || j.gameId === gameId) && (channelId === undefined || j.channelId === channelId),
      )
      .sort((a, b) => a.gameId - b.gameId || a.channelId - b.channelId);
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map((j) => joinupView(area, j)) };
  }),

  'POST /api/check/joinup/add': defineApi('/api/check/joinup/add', (ctx) => {
    const area = packArea();
    const gameId = ctx.body.scopeGameId ?? ctx.gameId;
    found(
      ctx,
      getStore().games.find((g) => g.id === gameId),
      'game',
      gameId,
    );
    const channelIds = Array.from(new Set(ctx.body.channelIds ?? []));
    if (channelIds.length === 0) fail(ctx.lang, 'A0400', PACK_MESSAGES.channelsRequired);
    const unknown = channelIds.filter((id) => !area.channels.some((c) => c.id === id));
    if (unknown.length) fail(ctx.lang, 'A0400', MESSAGES.unknownIds, { field: 'channelIds', ids: unknown.join(', ') });
    const fresh = channelIds.filter((id) => !area.joinups.some((j) => j.gameId === gameId && j.channelId === id));
    if (fresh.length === 0) fail(ctx.lang, 'A0403', PACK_MESSAGES.alreadyEnrolled);
    const t = now();
    const rows: Joinup[] = fresh.map((channelId) => ({
      id: nextSeq(area, 'joinup'),
      gameId,
      channelId,
      autoCheck: Boolean(ctx.body.autoCheck),
      remark: ctx.body.remark?.trim() ?? '',
      created: t,
      createdBy: ctx.me.name,
    }));
    area.joinups.push(...rows);
    ctx.audit({ target: `自检接入 游戏 #${gameId}`, after: rows.map((j) => joinupView(area, j)) });
    return { ids: rows.map((j) => j.id) };
  }),

  'POST /api/check/joinup/delete': defineApi('/api/check/joinup/delete', (ctx) => {
    const area = packArea();
    const j = found(
      ctx,
      area.joinups.find((x) => x.id === ctx.body.id),
      'joinup',
      ctx.body.id,
    );
    const before = joinupView(area, j);
    area.joinups = area.joinups.filter((x) => x.id !== j.id);
    ctx.audit({ target: `自检接入 ${before.gameName} × ${before.channelName}`, before });
    return null;
  }),

  'POST /api/check/joinup/detail': defineApi('/api/check/joinup/detail', (ctx) => {
    const area = packArea();
    const j = found(
      ctx,
      area.joinups.find((x) => x.id === ctx.body.id),
      'joinup',
      ctx.body.id,
    );
    const history = area.checkRuns
      .filter((r) => r.gameId === j.gameId && r.channelId === j.channelId)
      .sort((a, b) => b.created - a.created || b.id - a.id)
      .slice(0, 50)
      .map((r) => checkRunView(area, r));
    return { joinup: joinupView(area, j), history };
  }),
};

function cleanParams(params: ReadonlyArray<{ key: string; name?: string; value: string }>): CheckItemParam[] {
  return params.map((p) => ({
    key: p.key.trim(),
    name: (p.name ?? '').trim() || p.key.trim(),
    value: (p.value ?? '').trim(),
  }));
}

export const checkItemApi = {
  'POST /api/check/configuration/page': defineApi('/api/check/configuration/page', (ctx) => {
    const { keyword, category, enabled } = ctx.body;
    const rows = packArea().checkItems.filter(
      (i) =>
        (contains(i.code, keyword) || contains(i.name, keyword)) &&
        (!category || i.category === category) &&
        (enabled === undefined || i.enabled === enabled),
    );
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map((i) => ({ ...i, kind: i.kind ?? i.code })) };
  }),

  'POST /api/check/configuration/add': defineApi('/api/check/configuration/add', (ctx) => {
    const area = packArea();
    const b = ctx.body;
    if (!(CUSTOM_KINDS as string[]).includes(b.kind)) {
      fail(ctx.lang, 'A0400', PACK_MESSAGES.customKind, { kinds: CUSTOM_KINDS.join(', ') });
    }
    if (area.checkItems.some((i) => i.code === b.code))
      fail(ctx.lang, 'A0403', PACK_MESSAGES.codeExists, { code: b.code });
    const t = now();
    const item: CheckItem = {
      id: nextSeq(area, 'checkItem'),
      code: b.code,
      kind: b.kind,
      name: b.name,
      category: b.category,
      rule: b.rule?.trim() ?? '',
      severity: b.severity,
      enabled: b.enabled ?? true,
      params: cleanParams(b.params ?? []),
      builtIn: false,
      created: t,
      updated: t,
    };
    area.checkItems.push(item);
    ctx.audit({ target: `自检项 ${item.code}`, after: item });
    return { id: item.id };
  }),

  'POST /api/check/configuration/edit': defineApi('/api/check/configuration/edit', (ctx) => {
    const area = packArea();
    const item = found(
      ctx,
      area.checkItems.find((i) => i.id === ctx.body.id),
      'checkItem',
      ctx.body.id,
    );
    const before = { ...item };
    const { name, category, rule, severity, enabled } = ctx.body;
    if (name !== undefined) item.name = name;
    if (category !== undefined) item.category = category;
    if (rule !== undefined) item.rule = rule;
    if (severity !== undefined) item.severity = severity;
    if (enabled !== undefined) item.enabled = enabled;
    item.updated = now();
    ctx.audit({ target: `自检项 ${item.code}`, before, after: item });
    return null;
  }),

  'POST /api/check/configuration/get': defineApi('/api/check/configuration/get', (ctx) => {
    const item = found(
      ctx,
      packArea().checkItems.find((i) => i.id === ctx.body.id),
      'checkItem',
      ctx.body.id,
    );
    return { ...item, kind: item.kind ?? item.code };
  }),

  'POST /api/check/configuration/delete': defineApi('/api/check/configuration/delete', (ctx) => {
    const area = packArea();
    const item = found(
      ctx,
      area.checkItems.find((i) => i.id === ctx.body.id),
      'checkItem',
      ctx.body.id,
    );
    if (item.builtIn) fail(ctx.lang, 'A0403', PACK_MESSAGES.builtInCheck);
    area.checkItems = area.checkItems.filter((i) => i.id !== item.id);
    ctx.audit({ target: `自检项 ${item.code}`, before: item });
    return null;
  }),

  'POST /api/check/configuration/params/save': defineApi('/api/check/configuration/params/save', (ctx) => {
    const area = packArea();
    const item = found(
      ctx,
      area.checkItems.find((i) => i.id === ctx.body.id),
      'checkItem',
      ctx.body.id,
    );
    const before = item.params.map((p) => ({ ...p }));
    item.params = cleanParams(ctx.body.params ?? []);
    item.updated = now();
    ctx.audit({ target: `自检项 ${item.code} 参数`, before, after: item.params });
    return null;
  }),
};

/** The self-check platform (/api/check): enrolled games and channels, and the check items. */
export default { ...joinupApi, ...checkItemApi };
