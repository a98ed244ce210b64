import { describe, expect, it } from 'vitest';
import { skeleton } from '../../../src/contract/setting/protocolTemplates';
import auth from '../../auth';
import setting from '../../setting';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { onProtocolCommit } from './protocolStore';

const bed = areaTestBed([auth, setting]);
const call = <T = unknown>(path: string, body: unknown, o: { lang?: string; token?: string } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, lang: o.lang });

interface Version {
  id: number;
  version: number;
  status: string;
  content: string;
  html: string;
  publishedAt: number | null;
  archivedAt: number | null;
}

const DOMESTIC_CHILD = skeleton('domestic', 'childrenPrivacy', 'zh-CN', '儿童隐私保护指引');
const XSS =
  '<script>alert("x")</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">点我</a>' +
  '<svg onload=alert(1)></svg><IFRAME src=javascript:alert(1)></IFRAME><p onclick="alert(1)" style="x">正文</p>';

const save = (body: Record<string, unknown>, lang?: string) =>
  call<{ id: number; version: number; sanitized: boolean }>(
    '/api/setting/protocol/add',
    {
      entityId: 1,
      template: 'domestic',
      kind: 'childrenPrivacy',
      lang: 'zh-CN',
      title: '儿童隐私保护指引',
      format: 'markdown',
      content: DOMESTIC_CHILD,
      ...body,
    },
    { lang },
  );
const get = (id: number) => call<Version>('/api/setting/protocol/get', { id });
const publish = (id: number) => call<{ archivedId: number | null }>('/api/setting/protocol/publish', { id });

describe('protocols over HTTP', () => {
  it('stores content sanitized: a script, an onerror, a javascript: link never come back (Markdown and HTML)', async () => {
    const md = await save({ content: `${DOMESTIC_CHILD}\n\n${XSS}\n\n[链接](javascript:alert(1))` });
    expect(md.json.code).toBe('00000');
    expect(md.json.data.sanitized).toBe(true);
    const html = await save({
      format: 'html',
      content: `<h1>儿童隐私保护指引</h1><h2>监护人同意</h2><h2>儿童个人信息收集清单</h2><h2>监护人的权利</h2><h2>联系我们</h2>${XSS}`,
    });
    expect(html.json.code).toBe('00000');
    for (const id of [md.json.data.id, html.json.data.id]) {
      const got = await get(id);
      expect(got.json.code).toBe('00000');
      const text = got.text.toLowerCase();
      expect(text).not.toContain('<script');
      expect(text).not.toContain('onerror');
      expect(text).not.toContain('onclick');
      expect(text).not.toContain('onload');
      expect(text).not.toContain('<iframe');
      expect(text).not.toContain('<svg');
      expect(text).not.toContain('javascript:');
      expect(got.json.data.html).toContain('<img src="x">');
      expect(got.json.data.html).toContain('<p>正文</p>');
    }
    // the log keeps the version without the text
    expect(bed.lastLog()).toMatchObject({ module: 'protocol', action: 'add', result: 'success' });
    expect(JSON.stringify(bed.lastLog().after)).not.toContain('<script');
  });

  it('each save is a new version; publishing one archives the previous published one (logged)', async () => {
    const a = await save({});
    // the line's version after `a`: its seeded draft as v1, `a` as v2
    const b = await save({ basedOn: a.json.data.id, baseVersion: 2, note: '补充联系方式' });
    // seeded: v1 is a draft of this kind and language
    expect([a.json.data.version, b.json.data.version]).toEqual([2, 3]);
    expect((await publish(a.json.data.id)).json.data.archivedId).toBeNull();
    expect((await get(a.json.data.id)).json.data.status).toBe('published');
    const second = await publish(b.json.data.id);
    expect(second.json.data.archivedId).toBe(a.json.data.id);
    const first = (await get(a.json.data.id)).json.data;
    expect(first.status).toBe('archived');
    expect(first.archivedAt).not.toBeNull();
    expect((await get(b.json.data.id)).json.data.status).toBe('published');
    const logs = getStore().oplog.filter((l) => l.module === 'protocol');
    const archive = logs.find((l) => l.action === 'archive');
    expect(archive).toMatchObject({ before: { id: a.json.data.id, status: 'published' } });
    expect(archive?.after).toMatchObject({ id: a.json.data.id, status: 'archived' });
    expect(logs[logs.length - 1]).toMatchObject({
      action: 'publish',
      after: { version: { id: b.json.data.id, status: 'published' }, archived: { id: a.json.data.id } },
    });
    // one published version per entity, kind and language
    const page = await call<{ list: Version[] }>('/api/setting/protocol/page', {
      pageNum: 1,
      pageSize: 50,
      entityId: 1,
      kind: 'childrenPrivacy',
      lang: 'zh-CN',
      status: 'published',
    });
    expect(page.json.data.list.map((p) => p.id)).toEqual([b.json.data.id]);
    // published and archived versions cannot be published again (nor changed: there is no edit)
    const again = await publish(a.json.data.id);
    expect(again.json.code).toBe('A0403');
  });

  it('publishing in another language leaves the other language’s published version alone', async () => {
    const pt = await call<{ id: number }>('/api/setting/protocol/add', {
      entityId: 3,
      template: 'overseas',
      kind: 'privacyPolicy',
      lang: 'pt-BR',
      title: 'Política',
      format: 'markdown',
      content: skeleton('overseas', 'privacyPolicy', 'pt-BR', 'Política'),
    });
    expect((await publish(pt.json.data.id)).json.data.archivedId).toBeNull();
    expect((await get(5)).json.data.status).toBe('published');
  });

  it('refuses content without the template’s required sections, naming them, and a language outside the template', async () => {
    const r = await save({ content: '# 儿童隐私保护指引\n\n## 联系我们\n\n正文' }, 'en-US');
    expect(r.json.code).toBe('A0400');
    expect(r.json.tips).toBe(
      'Invalid parameter: content lacks the sections the template requires: 监护人同意、儿童个人信息收集清单、监护人的权利',
    );
    const lang = await save({ lang: 'en-US' });
    expect(lang.json.code).toBe('A0400');
    expect(lang.json.tips).toContain('zh-CN');
    const onlyScript = await save({ format: 'html', content: '<script>alert(1)</script>' });
    expect(onlyScript.json.code).toBe('A0400');
    const badBase = await save({ basedOn: 1 });
    expect(badBase.json.code).toBe('A0400');
    expect(bed.lastLog()).toMatchObject({ module: 'protocol', action: 'add', result: 'failure' });
  });

  it('goes through one save function (the history hook sees every version and status change)', async () => {
    const seen: string[] = [];
    onProtocolCommit((next, prev) => seen.push(`${next.id}:${prev?.status ?? 'new'}->${next.status}`));
    const a = await save({});
    await publish(a.json.data.id);
    const b = await save({});
    await publish(b.json.data.id);
    expect(seen.slice(-5)).toEqual([
      `${a.json.data.id}:new->draft`,
      `${a.json.data.id}:draft->published`,
      `${b.json.data.id}:new->draft`,
      `${a.json.data.id}:published->archived`,
      `${b.json.data.id}:draft->published`,
    ]);
  });

  it('is admin’s: other roles are refused (A0301)', async () => {
    const token = await bed.login('ops');
    expect((await call('/api/setting/protocol/get', { id: 1 }, { token })).json.code).toBe('A0301');
    expect((await call('/api/setting/protocol/publish', { id: 4 }, { token })).json.code).toBe('A0301');
  });
});
