/**
 * /api/sdk: app markets, channel vendors (+ their parameters), vendor SDK versions, plugins (+ per-game values),
 * packaging-tool releases. Platform-wide records, except plugin values (current game, X-Game-Id).
 */
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { queryString } from '../core/http';
import { contains, paginate } from '../core/paging';
import { packArea } from '../package/area';
import type { PackArea } from '../package/areaCore';
import { activeTaskCount, blobBytes, nextSeq, putBlob } from '../package/areaCore';
import type { ChannelParam } from '../package/farmTypes';
import { packError } from '../package/messages';
import { sendFile, withQueryToken } from '../package/packApi';
import type { AppMarket, Channel, IntegrationStatus, PackageTool, Plugin, PluginType, Switch } from '../package/records';
import { cornerMark } from './seed';
import { bytesOf, refuseNonZip, refuseOversize, uploadedFile } from '../package/uploads';
import { appMarketView, channelView, mask, pluginView, sdkVersionView, toolView, unmask } from '../package/views';

interface PageBody {
  pageNum: number;
  pageSize: number;
}

interface IdBody {
  id: number;
}

type MarketBody = Partial<Omit<AppMarket, 'id' | 'created' | 'updated'>> & { id: number };
type ChannelBody = Partial<Omit<Channel, 'id' | 'created' | 'updated'>> & { id: number };
type PluginBody = Partial<Omit<Plugin, 'id' | 'created' | 'updated'>> & { id: number };

function uniqueCode<B>(ctx: ApiContext<B>, rows: Array<{ id: number; code: string }>, code: string | undefined, id = 0) {
  if (code !== undefined && rows.some((r) => r.code === code && r.id !== id)) {
    throw packError(ctx.lang, 'A0403', 'codeExists', { code });
  }
}

/** Parameter keys must be unique; a masked server value sent back keeps the stored one. */
function channelParams<B>(ctx: ApiContext<B>, incoming: ChannelParam[], old: ChannelParam[] = []): ChannelParam[] {
  const seen = new Set<string>();
  return incoming.map((p) => {
    if (seen.has(p.key)) throw packError(ctx.lang, 'A0400', 'duplicateParamKey', { key: p.key });
    seen.add(p.key);
    const before = old.find((o) => o.key === p.key);
    const value = p.usedBy === 'server' ? unmask(p.value ?? '', before?.value) : (p.value ?? '').trim();
    return { key: p.key, name: p.name, required: Boolean(p.required), usedBy: p.usedBy, value };
  });
}

function maskedValues(plugin: Plugin, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  Object.keys(values).forEach((k) => {
    const secret = plugin.paramKeys.find((p) => p.key === k)?.secret;
    out[k] = secret ? mask(values[k]) : values[k];
  });
  return out;
}

export const appMarketApi = {
  'POST /api/sdk/appMarket/page': defineApi<PageBody & { name?: string; os?: string; integrationStatus?: IntegrationStatus }>(
    '/api/sdk/appMarket/page',
    (ctx) => {
      const area = packArea();
      const { name, os, integrationStatus } = ctx.body;
      const rows = area.appMarkets.filter(
        (m) =>
          (contains(m.name, name) || contains(m.code, name)) &&
          (!os || m.os === os) &&
          (!integrationStatus || m.integrationStatus === integrationStatus),
      );
      const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
      return { ...page, list: page.list.map((m) => appMarketView(area, m)) };
    },
  ),

  'POST /api/sdk/appMarket/add': defineApi<Omit<MarketBody, 'id'>>('/api/sdk/appMarket/add', (ctx) => {
    const area = packArea();
    const b = ctx.body;
    uniqueCode(ctx, area.appMarkets, b.code);
    const t = now();
    const m: AppMarket = {
      id: nextSeq(area, 'appMarket'),
      name: b.name ?? '',
      code: b.code ?? '',
      os: b.os ?? 'Android',
      cornerMark: b.cornerMark || cornerMark((b.code ?? '').slice(0, 4).toUpperCase(), '#1677ff'),
      integrationStatus: b.integrationStatus ?? 'notIntegrated',
      maintenance: b.maintenance ?? 0,
      created: t,
      updated: t,
    };
    area.appMarkets.push(m);
    ctx.audit({ target: `大渠道 ${m.name}`, after: { ...m, cornerMark: '(image)' } });
    return { id: m.id };
  }),

  'POST /api/sdk/appMarket/edit': defineApi<MarketBody>('/api/sdk/appMarket/edit', (ctx) => {
    const area = packArea();
    const m = found(ctx, area.appMarkets.find((x) => x.id === ctx.body.id), 'appMarket', ctx.body.id);
    uniqueCode(ctx, area.appMarkets, ctx.body.code, m.id);
    const before = { ...m, cornerMark: '(image)' };
    const { id: _id, ...patch } = ctx.body;
    Object.assign(m, patch, { updated: now() });
    ctx.audit({ target: `大渠道 ${m.name}`, before, after: { ...m, cornerMark: '(image)' } });
    return null;
  }),

  'POST /api/sdk/appMarket/delete': defineApi<IdBody>('/api/sdk/appMarket/delete', (ctx) => {
    const area = packArea();
    const m = found(ctx, area.appMarkets.find((x) => x.id === ctx.body.id), 'appMarket', ctx.body.id);
    const n = area.channels.filter((c) => c.appMarketId === m.id).length;
    if (n > 0) throw packError(ctx.lang, 'A0403', 'marketInUse', { n });
    area.appMarkets = area.appMarkets.filter((x) => x.id !== m.id);
    ctx.audit({ target: `大渠道 ${m.name}`, before: { id: m.id, name: m.name, code: m.code } });
    return null;
  }),
};

export const channelApi = {
  'POST /api/sdk/channel/page': defineApi<PageBody & { name?: string; status?: Switch; appMarketId?: number }>(
    '/api/sdk/channel/page',
    (ctx) => {
      const area = packArea();
      const { name, status, appMarketId } = ctx.body;
      const rows = area.channels.filter(
        (c) =>
          (contains(c.name, name) || contains(c.code, name)) &&
          (status === undefined || c.status === status) &&
          (appMarketId === undefined || c.appMarketId === appMarketId),
      );
      const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
      return { ...page, list: page.list.map((c) => channelView(area, c)) };
    },
  ),

  'POST /api/sdk/channel/get': defineApi<IdBody>('/api/sdk/channel/get', (ctx) => {
    const area = packArea();
    return channelView(area, found(ctx, area.channels.find((c) => c.id === ctx.body.id), 'channel', ctx.body.id));
  }),

  'POST /api/sdk/channel/add': defineApi<Omit<ChannelBody, 'id'>>('/api/sdk/channel/add', (ctx) => {
    const area = packArea();
    const b = ctx.body;
    uniqueCode(ctx, area.channels, b.code);
    const t = now();
    const c: Channel = {
      id: nextSeq(area, 'channel'),
      appMarketId: b.appMarketId ?? null,
      name: b.name ?? '',
      code: b.code ?? '',
      loginVerifyUrl: b.loginVerifyUrl ?? '',
      payCallbackUrl: b.payCallbackUrl ?? '',
      params: channelParams(ctx, b.params ?? []),
      status: b.status ?? 1,
      created: t,
      updated: t,
    };
    area.channels.push(c);
    ctx.audit({ target: `渠道商 ${c.name}`, after: channelView(area, c) });
    return { id: c.id };
  }),

  'POST /api/sdk/channel/edit': defineApi<ChannelBody>('/api/sdk/channel/edit', (ctx) => {
    const area = packArea();
    const c = found(ctx, area.channels.find((x) => x.id === ctx.body.id), 'channel', ctx.body.id);
    uniqueCode(ctx, area.channels, ctx.body.code, c.id);
    const before = channelView(area, c);
    const { id: _id, params, ...patch } = ctx.body;
    Object.assign(c, patch, { updated: now() });
    if (params) c.params = channelParams(ctx, params, c.params);
    ctx.audit({ target: `渠道商 ${c.name}`, before, after: channelView(area, c) });
    return null;
  }),

  'POST /api/sdk/channel/delete': defineApi<IdBody>('/api/sdk/channel/delete', (ctx) => {
    const area = packArea();
    const c = found(ctx, area.channels.find((x) => x.id === ctx.body.id), 'channel', ctx.body.id);
    const n = activeTaskCount(area, (t) => t.channelId === c.id);
    if (n > 0) throw packError(ctx.lang, 'A0403', 'channelInUse', { n });
    area.channels = area.channels.filter((x) => x.id !== c.id);
    area.joinups = area.joinups.filter((j) => j.channelId !== c.id);
    ctx.audit({ target: `渠道商 ${c.name}`, before: channelView(area, c) });
    return null;
  }),
};

export const channelSdkApi = {
  'POST /api/sdk/channel/sdk/page': defineApi<PageBody & { channelId?: number; status?: Switch; version?: string }>(
    '/api/sdk/channel/sdk/page',
    (ctx) => {
      const area = packArea();
      const { channelId, status, version } = ctx.body;
      const rows = area.sdkVersions
        .filter(
          (v) =>
            (channelId === undefined || (channelId === 0 ? v.channelId === null : v.channelId === channelId)) &&
            (status === undefined || v.status === status) &&
            contains(v.version, version),
        )
        .sort((a, b) => b.created - a.created || b.id - a.id);
      const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
      return { ...page, list: page.list.map((v) => sdkVersionView(area, v)) };
    },
  ),

  'POST /api/sdk/channel/sdk/upload': defineApi<{ channelId: number; version: string; notes?: string }>(
    '/api/sdk/channel/sdk/upload',
    (ctx) => {
      const area = packArea();
      refuseOversize(ctx);
      const file = uploadedFile(ctx, 'file');
      if (!file) throw packError(ctx.lang, 'A0400', 'fileRequired');
      refuseNonZip(ctx, file);
      const channelId = ctx.body.channelId === 0 ? null : ctx.body.channelId;
      if (channelId !== null) found(ctx, area.channels.find((c) => c.id === channelId), 'channel', channelId);
      if (area.sdkVersions.some((v) => v.channelId === channelId && v.version === ctx.body.version)) {
        throw packError(ctx.lang, 'A0403', 'sdkVersionExists', { version: ctx.body.version });
      }
      const v = {
        id: nextSeq(area, 'sdkVersion'),
        channelId,
        version: ctx.body.version,
        file: putBlob(area, bytesOf(file), file.originalname || `sdk-${ctx.body.version}.zip`),
        notes: ctx.body.notes?.trim() ?? '',
        uploader: ctx.me.name,
        status: 1 as Switch,
        created: now(),
      };
      area.sdkVersions.push(v);
      const view = sdkVersionView(area, v);
      ctx.audit({ target: `SDK ${view.channelName || '通用'} ${v.version}`, after: view });
      return view;
    },
  ),

  'POST /api/sdk/channel/sdk/delete': defineApi<IdBody>('/api/sdk/channel/sdk/delete', (ctx) => {
    const area = packArea();
    const v = found(ctx, area.sdkVersions.find((x) => x.id === ctx.body.id), 'sdkVersion', ctx.body.id);
    const n = activeTaskCount(area, (t) => t.sdkVersionId === v.id);
    if (n > 0) throw packError(ctx.lang, 'A0403', 'sdkVersionInUse', { n });
    area.sdkVersions = area.sdkVersions.filter((x) => x.id !== v.id);
    if (v.file) area.blobs.delete(v.file.blobId);
    ctx.audit({ target: `SDK ${v.version}`, before: sdkVersionView(area, v) });
    return null;
  }),
};

export const pluginApi = {
  'POST /api/sdk/plugin/page': defineApi<PageBody & { name?: string; type?: PluginType; status?: Switch }>(
    '/api/sdk/plugin/page',
    (ctx) => {
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
    },
  ),

  'POST /api/sdk/plugin/add': defineApi<Omit<PluginBody, 'id'>>('/api/sdk/plugin/add', (ctx) => {
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

  'POST /api/sdk/plugin/edit': defineApi<PluginBody>('/api/sdk/plugin/edit', (ctx) => {
    const area = packArea();
    const p = found(ctx, area.plugins.find((x) => x.id === ctx.body.id), 'plugin', ctx.body.id);
    uniqueCode(ctx, area.plugins, ctx.body.code, p.id);
    const before = { ...p };
    const { id: _id, ...patch } = ctx.body;
    Object.assign(p, patch, { updated: now() });
    ctx.audit({ target: `插件 ${p.name}`, before, after: p });
    return null;
  }),

  'POST /api/sdk/plugin/delete': defineApi<IdBody>('/api/sdk/plugin/delete', (ctx) => {
    const area = packArea();
    const p = found(ctx, area.plugins.find((x) => x.id === ctx.body.id), 'plugin', ctx.body.id);
    area.plugins = area.plugins.filter((x) => x.id !== p.id);
    area.pluginConfigs = area.pluginConfigs.filter((c) => c.pluginId !== p.id);
    ctx.audit({ target: `插件 ${p.name}`, before: p });
    return null;
  }),

  'POST /api/sdk/plugin/config/get': defineApi<{ pluginId: number }>('/api/sdk/plugin/config/get', (ctx) => {
    const area = packArea();
    const p = found(ctx, area.plugins.find((x) => x.id === ctx.body.pluginId), 'plugin', ctx.body.pluginId);
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
  }),

  'POST /api/sdk/plugin/config/save': defineApi<{ pluginId: number; values: Record<string, unknown>; enabled?: Switch }>(
    '/api/sdk/plugin/config/save',
    (ctx) => {
      const area = packArea();
      const p = found(ctx, area.plugins.find((x) => x.id === ctx.body.pluginId), 'plugin', ctx.body.pluginId);
      let cfg = area.pluginConfigs.find((c) => c.pluginId === p.id && c.gameId === ctx.gameId);
      const old = cfg?.values ?? {};
      const values: Record<string, string> = {};
      p.paramKeys.forEach((k) => {
        const raw = ctx.body.values[k.key];
        const text = raw === undefined || raw === null ? '' : String(raw).trim();
        values[k.key] = k.secret ? unmask(text, old[k.key]) : text;
        if (k.required && !values[k.key]) throw packError(ctx.lang, 'A0400', 'pluginParamRequired', { key: k.key });
      });
      const before = cfg ? { values: maskedValues(p, cfg.values), enabled: cfg.enabled } : null;
      if (!cfg) {
        cfg = { gameId: ctx.gameId, pluginId: p.id, values, enabled: 1, updated: 0, updatedBy: '' };
        area.pluginConfigs.push(cfg);
      }
      cfg.values = values;
      if (ctx.body.enabled !== undefined) cfg.enabled = ctx.body.enabled;
      cfg.updated = now();
      cfg.updatedBy = ctx.me.name;
      ctx.audit({ target: `插件 ${p.name} 参数`, before, after: { values: maskedValues(p, values), enabled: cfg.enabled } });
      return null;
    },
  ),
};

export const packageToolApi = {
  'POST /api/sdk/packageTool/page': defineApi<PageBody & { platform?: PackageTool['platform']; version?: string }>(
    '/api/sdk/packageTool/page',
    (ctx) => {
      const area = packArea();
      const rows = area.packageTools
        .filter((t) => (!ctx.body.platform || t.platform === ctx.body.platform) && contains(t.version, ctx.body.version))
        .sort((a, b) => b.created - a.created || b.id - a.id);
      const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
      return { ...page, list: page.list.map(toolView) };
    },
  ),

  'POST /api/sdk/packageTool/upload': defineApi<{ version: string; platform: PackageTool['platform']; notes?: string }>(
    '/api/sdk/packageTool/upload',
    (ctx) => {
      const area = packArea();
      refuseOversize(ctx);
      const file = uploadedFile(ctx, 'file');
      if (!file) throw packError(ctx.lang, 'A0400', 'fileRequired');
      refuseNonZip(ctx, file);
      if (area.packageTools.some((t) => t.platform === ctx.body.platform && t.version === ctx.body.version)) {
        throw packError(ctx.lang, 'A0403', 'sdkVersionExists', { version: ctx.body.version });
      }
      const tool: PackageTool = {
        id: nextSeq(area, 'packageTool'),
        version: ctx.body.version,
        platform: ctx.body.platform,
        file: putBlob(area, bytesOf(file), file.originalname || `PackTool-${ctx.body.version}.zip`),
        notes: ctx.body.notes?.trim() ?? '',
        uploader: ctx.me.name,
        created: now(),
      };
      area.packageTools.push(tool);
      const view = toolView(tool);
      ctx.audit({ target: `打包工具 ${tool.platform} ${tool.version}`, after: view });
      return view;
    },
  ),

  'POST /api/sdk/packageTool/delete': defineApi<IdBody>('/api/sdk/packageTool/delete', (ctx) => {
    const area = packArea();
    const tool = found(ctx, area.packageTools.find((t) => t.id === ctx.body.id), 'packageTool', ctx.body.id);
    area.packageTools = area.packageTools.filter((t) => t.id !== tool.id);
    area.blobs.delete(tool.file.blobId);
    ctx.audit({ target: `打包工具 ${tool.platform} ${tool.version}`, before: toolView(tool) });
    return null;
  }),

  'GET /api/sdk/packageTool/download': withQueryToken(
    defineApi('/api/sdk/packageTool/download', (ctx) => {
      const area = packArea();
      const id = Number(queryString(ctx.req, 'id'));
      const tool = found(ctx, area.packageTools.find((t) => t.id === id), 'packageTool', Number.isFinite(id) ? id : 0);
      const bytes = blobBytes(area, tool.file);
      found(ctx, bytes ?? undefined, 'packageTool', tool.id);
      if (bytes) sendFile(ctx.res, bytes, tool.file.name, 'application/octet-stream');
      ctx.raw();
      return null;
    }),
  ),
};
