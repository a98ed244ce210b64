/** /api/sdk/packageTool: the packaging tool's releases (signed uploads, GET downloads). */
import { defineApi, found } from '../core/defineApi';
import { now } from '../core/clock';
import { queryString, sendFile, withQueryToken } from '../core/http';
import { contains, paginate } from '../core/paging';
import {
  packArea,
  blobBytes,
  nextSeq,
  putBlob,
  type PackageTool,
  bytesOf,
  refuseNonZip,
  refuseOversize,
  uploadedFile,
  toolView,
  PACK_MESSAGES,
} from '../package/index';
import { fail } from '../core/messageBook';

export const packageToolApi = {
  'POST /api/sdk/packageTool/page': defineApi('/api/sdk/packageTool/page', (ctx) => {
    const area = packArea();
    const rows = area.packageTools
      .filter((t) => (!ctx.body.platform || t.platform === ctx.body.platform) && contains(t.version, ctx.body.version))
      .sort((a, b) => b.created - a.created || b.id - a.id);
    const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
    return { ...page, list: page.list.map(toolView) };
  }),

  'POST /api/sdk/packageTool/upload': defineApi('/api/sdk/packageTool/upload', (ctx) => {
    const area = packArea();
    refuseOversize(ctx);
    const file = uploadedFile(ctx, 'file');
    if (!file) fail(ctx.lang, 'A0400', PACK_MESSAGES.fileRequired);
    refuseNonZip(ctx, file);
    if (area.packageTools.some((t) => t.platform === ctx.body.platform && t.version === ctx.body.version)) {
      fail(ctx.lang, 'A0403', PACK_MESSAGES.sdkVersionExists, { version: ctx.body.version });
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
  }),

  'POST /api/sdk/packageTool/delete': defineApi('/api/sdk/packageTool/delete', (ctx) => {
    const area = packArea();
    const tool = found(
      ctx,
      area.packageTools.find((t) => t.id === ctx.body.id),
      'packageTool',
      ctx.body.id,
    );
    area.packageTools = area.packageTools.filter((t) => t.id !== tool.id);
    area.blobs.delete(tool.file.blobId);
    ctx.audit({ target: `打包工具 ${tool.platform} ${tool.version}`, before: toolView(tool) });
    return null;
  }),

  'GET /api/sdk/packageTool/download': withQueryToken(
    defineApi('/api/sdk/packageTool/download', (ctx) => {
      const area = packArea();
      const id = Number(queryString(ctx.req, 'id'));
      const tool = found(
        ctx,
        area.packageTools.find((t) => t.id === id),
        'packageTool',
        Number.isFinite(id) ? id : 0,
      );
      const bytes = blobBytes(area, tool.file);
      found(ctx, bytes ?? undefined, 'packageTool', tool.id);
      if (bytes) sendFile(ctx.res, bytes, tool.file.name, 'application/octet-stream');
      ctx.raw();
      return null;
    }),
  ),
};
