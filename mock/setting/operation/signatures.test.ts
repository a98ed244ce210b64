import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import setting from '../../setting';
import { advanceClock, MINUTE } from '../../core/clock';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { REVIEW_MS } from './signatures';

const bed = areaTestBed([auth, setting]);
const call = <T = unknown>(path: string, body: unknown, o: { lang?: string; token?: string } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, lang: o.lang });

interface Sig {
  id: number;
  text: string;
  status: string;
  rejectReason: string;
  decidedAt: number | null;
  submissions: number;
}
const list = async (lang?: string) =>
  (await call<{ list: Sig[] }>('/api/setting/smsSignature/page', { pageNum: 1, pageSize: 50, entityId: 1 }, { lang }))
    .json.data.list;
const byId = async (id: number, lang?: string) => (await list(lang)).find((s) => s.id === id) as Sig;
const submit = (text: string, o: { lang?: string } = {}) =>
  call<{ id: number }>(
    '/api/setting/smsSignature/add',
    { entityId: 1, text, purpose: 'verification', provider: 'tencent' },
    o,
  );

describe('SMS signatures over HTTP', () => {
  it('a submitted signature is pending until the carrier answers by the backend clock', async () => {
    const r = await submit('北风游戏');
    expect(r.json.code).toBe('00000');
    expect(bed.lastLog()).toMatchObject({ module: 'smsSignature', action: 'add', after: { status: 'pending' } });
    expect((await byId(r.json.data.id)).status).toBe('pending');
    advanceClock(REVIEW_MS - MINUTE);
    expect((await byId(r.json.data.id)).status).toBe('pending');
    advanceClock(MINUTE);
    const done = await byId(r.json.data.id);
    expect(done.status).toBe('approved');
    expect(done.decidedAt).not.toBeNull();
    const review = getStore().oplog.filter((l) => l.module === 'smsSignature' && l.action === 'approve');
    expect(review).toHaveLength(1);
    expect(review[0]).toMatchObject({ operatorId: 0, before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('rejects a forbidden word with a reason, and a rejected one can be resubmitted and approved', async () => {
    const r = await submit('星河官方');
    advanceClock(REVIEW_MS);
    const rejected = await byId(r.json.data.id, 'en-US');
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectReason).toBe('The signature holds a word carriers do not allow: “官方”');
    // only a rejected one can be resubmitted
    const approved = await submit('星河游戏');
    advanceClock(REVIEW_MS);
    const notRejected = await call('/api/setting/smsSignature/resubmit', { id: approved.json.data.id });
    expect(notRejected.json.code).toBe('A0403');
    const again = await call('/api/setting/smsSignature/resubmit', { id: r.json.data.id, text: '星河手游' });
    expect(again.json.code).toBe('00000');
    expect(bed.lastLog()).toMatchObject({
      action: 'resubmit',
      before: { status: 'rejected', text: '星河官方' },
      after: { status: 'pending', text: '星河手游', submissions: 2 },
    });
    advanceClock(REVIEW_MS);
    expect(await byId(r.json.data.id)).toMatchObject({ status: 'approved', rejectReason: '', submissions: 2 });
  });

  it('validates the text as carriers require and refuses a duplicate that is not rejected', async () => {
    for (const text of ['星', '一二三四五六七八九十一二三', '【星河】', '星河!', '12345']) {
      const r = await submit(text, { lang: 'zh-CN' });
      expect(r.json.code, text).toBe('A0400');
      expect(r.json.tips).toContain('2–12');
    }
    await submit('北风游戏');
    const dup = await submit('北风游戏', { lang: 'en-US' });
    expect(dup.json.code).toBe('A0403');
    expect(dup.json.tips).toContain('tencent');
    // the same text with another provider is another signature
    const other = await call('/api/setting/smsSignature/add', {
      entityId: 1,
      text: '北风游戏',
      purpose: 'notification',
      provider: 'huawei',
    });
    expect(other.json.code).toBe('00000');
  });

  it('a disabled entity takes no new signature; other roles are refused (A0301)', async () => {
    const e = await call('/api/setting/operation/edit', { id: 1, status: 0, baseVersion: 1 });
    expect(e.json.code).toBe('00000');
    expect((await submit('北风游戏')).json.code).toBe('A0403');
    const token = await bed.login('viewer');
    const page = await call('/api/setting/smsSignature/page', { pageNum: 1, pageSize: 10, entityId: 1 }, { token });
    expect(page.json.code).toBe('A0301');
  });
});
