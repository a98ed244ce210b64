/**
 * /api/sdk/plugin: plugins and their per-game values (current game, X-Game-Id); secret values are masked in answers
 * and a masked value sent back keeps the stored one.
 */
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, paginate } from '../core/paging';
import { recordVersion, snapshotOf } from '../history/index';
import { packArea, nextSeq, type Plugin, mask, pluginView, unmask, PACK_MESSAGES } from '../package/index';
import { uniqueCode } from './shared';
import { fail } from '../core/messageBook';

function maskedValues(plugin: Plugin, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  Object.keys(values).forEach((k) => {
    const secret = plugin.paramKeys.find((p) => p.key === k)?.secret;
    out[k] = secret ? mask(values[k]) : values[k];
  });
  return out;
}

/** The history's paths of a plugin's secret parameters. */
const secretPaths = (plugin: Plugin) => plugin.paramKeys.filter((k) => k.secret).map((k) => `values.${k.key}`);

/** A plugin's parameters in the current game, secrets masked (its get; a stale save's answer). */
function pluginConfigView(ctx: ApiContext<unknown>, pluginId: number) {
  const area = packArea();
  const p = found(
    ctx,
    area.plugins.find((x) => x.id === pluginId),
    'plugin',
    pluginId,
  );
  const cfg = area.pluginConfigs.find((c) => c.pluginId === p.id && c.gameId === ctx.gameId);
  const values: Record<string, string> = {};
  p.paramKeys.forEach((k) => {
    values[k.key] = cfg?.values[k.key] ?? '';
  });
  return {
    plugin: pluginView(area, p),
    values: maskedValues(p, values),
    enabled: cfg?.enabled ?? 0,
    updated: cfg?.updated ?? null,
    updatedBy: cfg?.updatedBy ?? '',
  };
}

/** A plugin as its list shows it (a stale edit's answer, docs/rules.md "Request ids and versions"). */
const latestPlugin = (ctx: ApiContext<unknown>, id: number) => {
  const area = packArea();
  return pluginView(
    area,
    found(
      ctx,
      area.plugins.find((x) => x.id === id),
      'plugin',
      id,
    ),
  );
};

export const pluginApi = {
  'POST /api/sdk/plugin/page': defineApi('/api/sdk/plugin/page', (ctx) => {
    const area = packArea();
    const { name, type, status } = ctx.body;
    const rows = area.plugins.filter(
      (p) =>
        (contains(p.name, name) || contains(p.code, name)) &&
        (!type || p.type === type) &&
        (status === undefined || p.status === status),
    );
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map((p) => pluginView(area, p)) };
  }),

  'POST /api/sdk/plugin/add': defineApi('/api/sdk/plugin/add', (ctx) => {
    const area = packArea();
    const b = ctx.body;
    uniqueCode(ctx, area.plugins, b.code);
    const t = now();
    const p: Plugin = {
      id: nextSeq(area, 'plugin'),
      name: b.name ?? '',
      code: b.code ?? '',
      type: b.type ?? 'analytics',
      version: b.version ?? '',
      description: b.description ?? '',
      paramKeys: b.paramKeys ?? [],
      status: b.status ?? 1,
      created: t,
      updated: t,
    };
    area.plugins.push(p);
    ctx.audit({ target: `插件 ${p.name}`, after: p });
    return { id: p.id };
  }),

  'POST /api/sdk/plugin/edit': defineApi('/api/sdk/plugin/edit', { latest: latestPlugin }, (ctx) => {
    const area = packArea();
    const p = found(
      ctx,
      area.plugins.find((x) => x.id === ctx.body.id),
      'plugin',
      ctx.body.id,
    );
    uniqueCode(ctx, area.plugins, ctx.body.code, p.id);
    const before = { ...p };
    const { id: _id, ...patch } = ctx.body;
    Object.assign(p, patch, { updated: now() });
    ctx.audit({ target: `插件 ${p.name}`, before, after: p });
    return null;
  }),

  'POST /api/sdk/plugin/delete': defineApi('/api/sdk/plugin/delete', (ctx) => {
    const area = packArea();
    const p = found(
      ctx,
      area.plugins.find((x) => x.id === ctx.body.id),
      'plugin',
      ctx.body.id,
    );
    const dropped = area.pluginConfigs.filter((c) => c.pluginId === p.id);
    area.plugins = area.plugins.filter((x) => x.id !== p.id);
    area.pluginConfigs = area.pluginConfigs.filter((c) => c.pluginId !== p.id);
    ctx.audit({ target: `插件 ${p.name}`, before: p });
    // each game's parameters go with the plugin: a delete version in that game's history (docs/rules.md
    // "Configuration history")
    const secrets = secretPaths(p);
    dropped.forEach((cfg) => {
      recordVersion(ctx, 'pluginConfig', p.id, cfg, null, { secrets, gameId: cfg.gameId, title: p.name });
    });
    return null;
  }),

  'POST /api/sdk/plugin/config/get': defineApi(
    '/api/sdk/plugin/config/get',
    { rowId: (_row, ctx) => ctx.body.pluginId },
    (ctx) => pluginConfigView(ctx, ctx.body.pluginId),
  ),

  'POST /api/sdk/plugin/config/save': defineApi(
    '/api/sdk/plugin/config/save',
    { recordId: (ctx) => ctx.body.pluginId, latest: pluginConfigView },
    (ctx) => {
      const area = packArea();
      const p = found(
        ctx,
        area.plugins.find((x) => x.id === ctx.body.pluginId),
        'plugin',
        ctx.body.pluginId,
      );
      let cfg = area.pluginConfigs.find((c) => c.pluginId === p.id && c.gameId === ctx.gameId);
      const old = cfg?.values ?? {};
      const values: Record<string, string> = {};
      p.paramKeys.forEach((k) => {
        const raw = ctx.body.values[k.key];
        const text = raw === undefined || raw === null ? '' : String(raw).trim();
        values[k.key] = k.secret ? unmask(text, old[k.key]) : text;
        if (k.required && !values[k.key]) fail(ctx.lang, 'A0400', PACK_MESSAGES.pluginParamRequired, { key: k.key });
      });
      const before = cfg ? { values: maskedValues(p, cfg.values), enabled: cfg.enabled } : null;
      const was = cfg ? snapshotOf(cfg) : null;
      if (!cfg) {
        cfg = { gameId: ctx.gameId, pluginId: p.id, values, enabled: 1, updated: 0, updatedBy: '' };
        area.pluginConfigs.push(cfg);
      }
      cfg.values = values;
      if (ctx.body.enabled !== undefined) cfg.enabled = ctx.body.enabled;
      cfg.updated = now();
      cfg.updatedBy = ctx.me.name;
      ctx.audit({
        target: `插件 ${p.name} 参数`,
        before,
        after: { values: maskedValues(p, values), enabled: cfg.enabled },
      });
      recordVersion(ctx, 'pluginConfig', p.id, was, cfg, { secrets: secretPaths(p), title: p.name });
      return null;
    },
  ),
};
