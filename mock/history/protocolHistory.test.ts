import { describe, expect, it } from 'vitest';
import { skeleton } from '../../src/contract/setting/protocolTemplates';
import auth from '../auth';
import history from '../history';
import setting from '../setting';
import { areaTestBed } from '../core/testServer';

/**
 * Protocols in the configuration history (docs/rules.md "Configuration history"): a protocol line (entity, kind,
 * language) is one record whose versions are its saves; a rollback saves the chosen content again as a new draft.
 */
const bed = areaTestBed([auth, history, setting]);
const call = <T = unknown>(path: string, body: unknown, token = bed.admin) => bed.call<T>(path, body, { token });

const BODY = {
  entityId: 1,
  template: 'domestic',
  kind: 'childrenPrivacy',
  lang: 'zh-CN',
  title: '儿童隐私保护指引',
  format: 'markdown',
};
const FIRST = `${skeleton('domestic', 'childrenPrivacy', 'zh-CN', '儿童隐私保护指引')}\n\n第一版：不满 14 周岁的儿童需监护人同意。`;
const SECOND = FIRST.replace('第一版', '第二版').replace('14', '16');

interface Row {
  id: number;
  version: number;
  lineId: number;
  status: string;
  kind: string;
}
interface Diff {
  equal: boolean;
  changes: Array<{ path: string; op: string; before?: unknown; after?: unknown }>;
}

describe('protocol history', () => {
  it('each save is a version of its line; the diff shows the content; a rollback drafts the old content anew', async () => {
    const a = await call<{ id: number; version: number }>('/api/setting/protocol/add', { ...BODY, content: FIRST });
    const b = await call<{ id: number; version: number }>('/api/setting/protocol/add', {
      ...BODY,
      content: SECOND,
      basedOn: a.json.data.id,
      // the line as the editor read it after `a`: its seeded draft as v1, `a` as v2
      baseVersion: 2,
    });
    expect(b.json.data.version).toBe(a.json.data.version + 1);
    const page = await call<{ list: Row[] }>('/api/setting/protocol/page', {
      pageNum: 1,
      pageSize: 50,
      entityId: 1,
      kind: 'childrenPrivacy',
      lang: 'zh-CN',
    });
    const lineIds = new Set(page.json.data.list.map((r) => r.lineId));
    expect(lineIds.size).toBe(1);
    const lineId = [...lineIds][0];
    expect(lineId).toBe(Math.min(...page.json.data.list.map((r) => r.id)));

    const versions = await call<{ list: Array<{ version: number; action: string }> }>('/api/mng/history/page', {
      kind: 'protocol',
      recordId: lineId,
      pageNum: 1,
      pageSize: 20,
    });
    expect(versions.json.code).toBe('00000');
    const list = versions.json.data.list;
    const newest = Math.max(...list.map((v) => v.version));
    const diff = await call<Diff>('/api/mng/history/diff', {
      kind: 'protocol',
      recordId: lineId,
      from: newest - 1,
      to: newest,
    });
    expect(diff.json.data.equal).toBe(false);
    const content = diff.json.data.changes.find((c) => c.path === 'content');
    expect(content).toMatchObject({ op: 'changed' });
    expect(String(content?.before)).toContain('第一版');
    expect(String(content?.after)).toContain('第二版');

    const refused = await call('/api/mng/history/rollback', {
      kind: 'protocol',
      recordId: lineId,
      version: newest - 1,
      reason: '',
      baseVersion: newest,
    });
    expect(refused.json.code).toBe('A0400');
    const back = await call('/api/mng/history/rollback', {
      kind: 'protocol',
      recordId: lineId,
      version: newest - 1,
      reason: '第二版年龄写错了',
      baseVersion: newest,
    });
    expect(back.json.code).toBe('00000');
    const after = await call<{ list: Row[] }>('/api/setting/protocol/page', {
      pageNum: 1,
      pageSize: 1,
      entityId: 1,
      kind: 'childrenPrivacy',
      lang: 'zh-CN',
    });
    const top = after.json.data.list[0];
    expect(top).toMatchObject({ version: b.json.data.version + 1, status: 'draft', lineId });
    const got = await call<{ content: string; basedOn: number }>('/api/setting/protocol/get', { id: top.id });
    expect(got.json.data.content).toContain('第一版');
    expect(got.json.data.basedOn).toBe(a.json.data.id);
    const equal = await call<Diff>('/api/mng/history/diff', {
      kind: 'protocol',
      recordId: lineId,
      from: newest - 1,
      to: newest + 1,
    });
    expect(equal.json.data.equal).toBe(true);
  });

  it('a person without the protocol screen may not read its history', async () => {
    const ops = await bed.login('ops');
    const res = await call('/api/mng/history/page', { kind: 'protocol', recordId: 1, pageNum: 1, pageSize: 5 }, ops);
    expect(res.json.code).toBe('A0301');
  });
});
