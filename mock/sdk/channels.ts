/**
 * /api/sdk: app markets, channel vendors (+ their parameters) and vendor SDK versions. Platform-wide records.
 */
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, paginate } from '../core/paging';
import {
  packArea,
  activeTaskCount,
  nextSeq,
  putBlob,
  type ChannelParam,
  type AppMarket,
  type Channel,
  type Switch,
  cornerMark,
  bytesOf,
  refuseNonZip,
  refuseOversize,
  uploadedFile,
  appMarketView,
  channelView,
  sdkVersionView,
  unmask,
  PACK_MESSAGES,
} from '../package/index';
import { uniqueCode } from './shared';
import { fail } from '../core/messageBook';

/** Parameter keys must be unique; a masked server value sent back keeps the stored one. */
function channelParams<B>(ctx: ApiContext<B>, incoming: ChannelParam[], old: ChannelParam[] = []): ChannelParam[] {
  const seen = new Set<string>();
  return incoming.map((p) => {
    if (seen.has(p.key)) fail(ctx.lang, 'A0400', PACK_MESSAGES.duplicateParamKey, { key: p.key });
    seen.add(p.key);
    const before = old.find((o) => o.key === p.key);
    const value = p.usedBy === 'server' ? unmask(p.value ?? '', before?.value) : (p.value ?? '').trim();
    return { key: p.key, name: p.name, required: Boolean(p.required), usedBy: p.usedBy, value };
  });
}

/** An app market as its list shows it (a stale edit's answer, docs/rules.md "Request ids and versions"). */
const latestMarket = (ctx: ApiContext<unknown>, id: number) => {
  const area = packArea();
  return appMarketView(
    area,
    found(
      ctx,
      area.appMarkets.find((x) => x.id === id),
      'appMarket',
      id,
    ),
  );
};

export const appMarketApi = {
  'POST /api/sdk/appMarket/page': defineApi('/api/sdk/appMarket/page', (ctx) => {
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
  }),

  'POST /api/sdk/appMarket/add': defineApi('/api/sdk/appMarket/add', (ctx) => {
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

  'POST /api/sdk/appMarket/edit': defineApi('/api/sdk/appMarket/edit', { latest: latestMarket }, (ctx) => {
    const area = packArea();
    const m = found(
      ctx,
      area.appMarkets.find((x) => x.id === ctx.body.id),
      'appMarket',
      ctx.body.id,
    );
    uniqueCode(ctx, area.appMarkets, ctx.body.code, m.id);
    const before = { ...m, cornerMark: '(image)' };
    const { id: _id, ...patch } = ctx.body;
    Object.assign(m, patch, { updated: now() });
    ctx.audit({ target: `大渠道 ${m.name}`, before, after: { ...m, cornerMark: '(image)' } });
    return null;
  }),

  'POST /api/sdk/appMarket/delete': defineApi('/api/sdk/appMarket/delete', (ctx) => {
    const area = packArea();
    const m = found(
      ctx,
      area.appMarkets.find((x) => x.id === ctx.body.id),
      'appMarket',
      ctx.body.id,
    );
    const n = area.channels.filter((c) => c.appMarketId === m.id).length;
    if (n > 0) fail(ctx.lang, 'A0403', PACK_MESSAGES.marketInUse, { n });
    area.appMarkets = area.appMarkets.filter((x) => x.id !== m.id);
    ctx.audit({ target: `大渠道 ${m.name}`, before: { id: m.id, name: m.name, code: m.code } });
    return null;
  }),
};

export const channelApi = {
  'POST /api/sdk/channel/page': defineApi('/api/sdk/channel/page', (ctx) => {
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
  }),

  'POST /api/sdk/channel/get': defineApi('/api/sdk/channel/get', (ctx) => {
    const area = packArea();
    return channelView(
      area,
      found(
        ctx,
        area.channels.find((c) => c.id === ctx.body.id),
        'channel',
        ctx.body.id,
      ),
    );
  }),

  'POST /api/sdk/channel/add': defineApi('/api/sdk/channel/add', (ctx) => {
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

  'POST /api/sdk/channel/edit': defineApi('/api/sdk/channel/edit', (ctx) => {
    const area = packArea();
    const c = found(
      ctx,
      area.channels.find((x) => x.id === ctx.body.id),
      'channel',
      ctx.body.id,
    );
    uniqueCode(ctx, area.channels, ctx.body.code, c.id);
    const before = channelView(area, c);
    const { id: _id, params, ...patch } = ctx.body;
    Object.assign(c, patch, { updated: now() });
    if (params) c.params = channelParams(ctx, params, c.params);
    ctx.audit({ target: `渠道商 ${c.name}`, before, after: channelView(area, c) });
    return null;
  }),

  'POST /api/sdk/channel/delete': defineApi('/api/sdk/channel/delete', (ctx) => {
    const area = packArea();
    const c = found(
      ctx,
      area.channels.find((x) => x.id === ctx.body.id),
      'channel',
      ctx.body.id,
    );
    const n = activeTaskCount(area, (t) => t.channelId === c.id);
    if (n > 0) fail(ctx.lang, 'A0403', PACK_MESSAGES.channelInUse, { n });
    area.channels = area.channels.filter((x) => x.id !== c.id);
    area.joinups = area.joinups.filter((j) => j.channelId !== c.id);
    ctx.audit({ target: `渠道商 ${c.name}`, before: channelView(area, c) });
    return null;
  }),
};

export const channelSdkApi = {
  'POST /api/sdk/channel/sdk/page': defineApi('/api/sdk/channel/sdk/page', (ctx) => {
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
  }),

  'POST /api/sdk/channel/sdk/upload': defineApi('/api/sdk/channel/sdk/upload', (ctx) => {
    const area = packArea();
    refuseOversize(ctx);
    const file = uploadedFile(ctx, 'file');
    if (!file) fail(ctx.lang, 'A0400', PACK_MESSAGES.fileRequired);
    refuseNonZip(ctx, file);
    const channelId = ctx.body.channelId === 0 ? null : ctx.body.channelId;
    if (channelId !== null)
      found(
        ctx,
        area.channels.find((c) => c.id === channelId),
        'channel',
        channelId,
      );
    if (area.sdkVersions.some((v) => v.channelId === channelId && v.version === ctx.body.version)) {
      fail(ctx.lang, 'A0403', PACK_MESSAGES.sdkVersionExists, { version: ctx.body.version });
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
  }),

  'POST /api/sdk/channel/sdk/delete': defineApi('/api/sdk/channel/sdk/delete', (ctx) => {
    const area = packArea();
    const v = found(
      ctx,
      area.sdkVersions.find((x) => x.id === ctx.body.id),
      'sdkVersion',
      ctx.body.id,
    );
    const n = activeTaskCount(area, (t) => t.sdkVersionId === v.id);
    if (n > 0) fail(ctx.lang, 'A0403', PACK_MESSAGES.sdkVersionInUse, { n });
    area.sdkVersions = area.sdkVersions.filter((x) => x.id !== v.id);
    if (v.file) area.blobs.delete(v.file.blobId);
    ctx.audit({ target: `SDK ${v.version}`, before: sdkVersionView(area, v) });
    return null;
  }),
};
