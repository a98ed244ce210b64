import { describe, expect, it } from 'vitest';
import auth from '../auth';
import unity from '../unity';
import { antiAddictionArea } from '../antiAddiction/testSupport';
import changeRequest from '../changeRequest';
import games from '../games';
import history from '../history';
import operate from '../operate';
import { playersOf } from '../players';
import pay from '../pay';
import special from '../special';
import { OPPO_CUT_PAY } from '../special/testSupport';
import { operationOf } from '../../src/contract';
import { CHANGE_REQUEST_TTL_MS } from '../../src/contract/approvalValues';
import { advanceClock, BASE_EPOCH, HOUR, setClockOffset } from '../core/clock';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { payState } from '../pay/testSupport';

/**
 * Change requests over real HTTP (docs/rules.md "Change requests"): a risky pay configuration change saves nothing
 * until a second person of the pay area approves it; the emergency path; expiry; outdated requests; grants.
 */
const bed = areaTestBed([auth, games, history, operate, pay, special, unity, changeRequest]);
const GAME = 1;

interface Pending {
  changeRequest: { id: number; status: string; expiresAt: number };
}
interface Request {
  id: number;
  status: string;
  area: string;
  emergency: boolean;
  recordVersion: number;
  requesterName: string;
  deciderName: string;
  payload: Record<string, unknown>;
  diff: Array<{ path: string; label: string; before?: unknown; after?: unknown; secret: boolean }>;
  outdatedBy: { recordVersion: number; savedBy: string } | null;
  resubmittedAs: number | null;
  resubmitOf: number | null;
  recordBaseVersion: number | null;
  rebased: Array<{ path: string; label: string; before?: unknown; after?: unknown; theirs: boolean }> | null;
  acknowledgedBy: string;
  logIds: number[];
}
interface Page<T> {
  list: T[];
  total: number;
}

const call = <T = unknown>(path: string, body: unknown, token: string, lang?: string) =>
  bed.call<T>(path, body, { token, gameId: GAME, lang });
const wechat = () => payState().configs.find((c) => c.gameId === GAME && c.payType === 'wechat') as { id: number };
const configOf = (id: number) => payState().configs.find((c) => c.id === id);

/** hefeng (finance) asks for a risky edit of game 1's wechat configuration. */
async function ask(token: string, body: Record<string, unknown> = {}) {
  const id = wechat().id;
  const answer = await call<Pending>(
    '/api/mng/payConfig/edit',
    { id, baseVersion: 1, feeRateBp: 66, changeReason: '费率调整', ...body },
    token,
  );
  return { answer, requestId: answer.json.data?.changeRequest?.id, configId: id };
}

const read = async (id: number, token: string) =>
  (await call<Request>('/api/mng/changeRequest/get', { id }, token)).json.data;

const decide = async (action: string, id: number, token: string, comment = 'ok') => {
  const request = await read(id, token);
  return call<Request>(`/api/mng/changeRequest/${action}`, { id, comment, baseVersion: request.recordVersion }, token);
};

/** A fee change hefeng asked, made outdated by a second one of hers that 林娜 approved first. */
async function outdatedAsk(hefeng: string) {
  const first = await ask(hefeng, { feeRateBp: 71 });
  const second = await ask(hefeng, { feeRateBp: 81 });
  const linna = await bed.login('linna');
  await decide('approve', second.requestId as number, linna);
  await decide('approve', first.requestId as number, linna);
  return { requestId: first.requestId as number, configId: first.configId };
}

/** The requester asks request `id` again on the latest version. */
const resubmitAgain = (token: string, id: number, baseVersion: number) =>
  call<Request>('/api/mng/changeRequest/resubmit', { id, baseVersion, changeReason: '再试一次' }, token);

describe('asking', () => {
  it('is declared in the contract and published with its reason', () => {
    ['/api/mng/payConfig/edit', '/api/mng/payConfig/delete'].forEach((path) => {
      const o = operationOf(path);
      expect(o?.['x-approval']).toBe(true);
      expect(o?.['x-approval-area']).toBe('pay');
      expect(o?.['x-approval-reason']).toMatch(/\S/);
    });
    expect(operationOf('/api/mng/payConfig/page')?.['x-approval']).toBeUndefined();
  });

  it('saves nothing, answers the pending request by name, and keeps the change with its difference', async () => {
    const hefeng = await bed.login('hefeng');
    const before = structuredClone(configOf(wechat().id));
    const { answer, requestId } = await ask(hefeng, { apiKey: 'NEW-SECRET-KEY-0123456789' }).then((r) => ({
      ...r,
      answer: r.answer,
    }));
    expect(answer.json.code).toBe('00000');
    expect(answer.json.data.changeRequest).toMatchObject({ status: 'pending' });
    expect(answer.json.data.changeRequest.expiresAt - Date.now()).toBeGreaterThan(CHANGE_REQUEST_TTL_MS - HOUR);
    expect(answer.json.msg).toContain(`#${requestId}`);
    expect(configOf(wechat().id)).toEqual(before);
    const english = await ask(hefeng, { apiKey: '' }).then((r) => r.answer);
    expect(english.json.code).toBe('00000');
    const en = await call<Pending>(
      '/api/mng/payConfig/edit',
      { id: wechat().id, baseVersion: 1, remark: 'x', changeReason: 'why not' },
      hefeng,
      'en-US',
    );
    expect(en.json.msg).toMatch(/needs approval.*#\d+/);

    const request = await read(requestId as number, hefeng);
    expect(request).toMatchObject({ status: 'pending', area: 'pay', requesterName: '何峰', emergency: false });
    expect(request.diff).toEqual(
      expect.arrayContaining([
        // each field named as the contract describes it
        { path: 'feeRateBp', label: '费率', before: before?.feeRateBp, after: 66, secret: false },
        { path: 'apiKey', label: 'API 密钥', secret: true },
      ]),
    );
    // the secret travels nowhere: not in the request, not in the log
    expect(JSON.stringify(request)).not.toContain('NEW-SECRET-KEY');
    expect(request.payload.apiKey).toBe('***');
    expect(JSON.stringify(getStore().oplog)).not.toContain('NEW-SECRET-KEY');
    const submitted = getStore().oplog.filter((e) => e.changeRequestId === requestId);
    expect(submitted.map((e) => `${e.module}/${e.action}`)).toEqual(['changeRequest/submit']);
    expect(getStore().oplog.some((e) => e.module === 'payConfig' && e.action === 'edit')).toBe(false);
  });

  it('needs a reason', async () => {
    const hefeng = await bed.login('hefeng');
    const answer = await call('/api/mng/payConfig/edit', { id: wechat().id, baseVersion: 1, feeRateBp: 66 }, hefeng);
    expect(answer.json.code).toBe('A0400');
    expect(answer.json.tips).toContain('changeReason');
    const blank = await ask(hefeng, { changeReason: ' ' });
    expect(blank.answer.json.code).toBe('A0400');
  });

  it('is still refused at once when stale (A0409) or not granted (A0301)', async () => {
    const hefeng = await bed.login('hefeng');
    const stale = await ask(hefeng, { baseVersion: 7 });
    expect(stale.answer.json.code).toBe('A0409');
    const viewer = await bed.login('viewer');
    expect((await ask(viewer)).answer.json.code).toBe('A0301');
    expect(payState().configs.find((c) => c.id === wechat().id)?.feeRateBp).not.toBe(66);
  });
});

describe('deciding', () => {
  it('a second person of the area approves: the change is applied, logged and in the history, linked by id', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId, configId } = await ask(hefeng, { apiKey: 'ROTATED-KEY-abcdef0123456' });
    const linna = await bed.login('linna');
    const approved = await decide('approve', requestId as number, linna, '核对过合同');
    expect(approved.json.code).toBe('00000');
    expect(approved.json.data).toMatchObject({ status: 'approved', deciderName: '林娜' });
    const row = configOf(configId);
    expect(row).toMatchObject({ feeRateBp: 66, apiKey: 'ROTATED-KEY-abcdef0123456', updatedBy: '何峰' });
    const linked = getStore().oplog.filter((e) => e.changeRequestId === requestId);
    expect(linked.map((e) => `${e.module}/${e.action}/${e.operatorName}`)).toEqual([
      'changeRequest/submit/何峰',
      'payConfig/edit/何峰',
      'changeRequest/approve/林娜',
    ]);
    expect((await read(requestId as number, linna)).logIds).toEqual(linked.map((e) => e.id));
    const versions = await call<Page<{ version: number; reason: string; operatorName: string }>>(
      '/api/mng/history/page',
      { kind: 'payConfig', recordId: configId, pageNum: 1, pageSize: 10 },
      bed.admin,
    );
    // the version names the request in its reason and by id (its history links to it)
    expect(versions.json.data.list).toContainEqual(
      expect.objectContaining({
        version: 2,
        operatorName: '何峰',
        reason: expect.stringContaining(`#${requestId}`),
        changeRequestId: requestId,
      }),
    );
    // a version saved without a request names none
    expect(versions.json.data.list.find((v) => v.version === 1)).not.toHaveProperty('changeRequestId');
    // the record moved on: the next edit is based on the new version
    const next = await ask(hefeng, { baseVersion: 1 });
    expect(next.answer.json.code).toBe('A0409');
  });

  it('refuses the requester approving their own request (A0403) and a second approval (A0403)', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId } = await ask(hefeng);
    const own = await decide('approve', requestId as number, hefeng);
    expect(own.json.code).toBe('A0403');
    expect(own.json.tips).toContain(`#${requestId}`);
    expect((await read(requestId as number, hefeng)).status).toBe('pending');
    expect((await decide('approve', requestId as number, bed.admin)).json.code).toBe('00000');
    const linna = await bed.login('linna');
    const again = await decide('approve', requestId as number, linna);
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain('已批准');
    expect(getStore().oplog.filter((e) => e.module === 'payConfig' && e.action === 'edit')).toHaveLength(1);
  });

  it('refuses a decision without the area grant (A0301) and hides requests of others’ areas', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId } = await ask(hefeng);
    // ops may approve operations changes, not payments
    const ops = await bed.login('ops');
    const page = await call<Page<Request>>('/api/mng/changeRequest/page', { pageNum: 1, pageSize: 50 }, ops);
    expect(page.json.code).toBe('00000');
    expect(page.json.data.list.some((r) => r.id === requestId)).toBe(false);
    const approve = await call('/api/mng/changeRequest/approve', { id: requestId, baseVersion: 1 }, ops);
    expect(approve.json.code).toBe('A0402');
    // viewer holds not even the screen
    const viewer = await bed.login('viewer');
    const none = await call('/api/mng/changeRequest/approve', { id: requestId, baseVersion: 1 }, viewer);
    expect(none.json.code).toBe('A0301');
    expect((await read(requestId as number, hefeng)).status).toBe('pending');
  });

  it('a request on a record changed since becomes outdated and applies nothing; the requester asks again', async () => {
    const hefeng = await bed.login('hefeng');
    const first = await ask(hefeng, { feeRateBp: 70 });
    const second = await ask(hefeng, { feeRateBp: 80 });
    const linna = await bed.login('linna');
    expect((await decide('approve', second.requestId as number, linna)).json.code).toBe('00000');
    const outdated = await decide('approve', first.requestId as number, linna);
    expect(outdated.json.code).toBe('00000');
    expect(outdated.json.data.status).toBe('outdated');
    expect(outdated.json.data.outdatedBy).toMatchObject({ recordVersion: 2, savedBy: '何峰' });
    expect(configOf(first.configId)?.feeRateBp).toBe(80);
    const again = await ask(hefeng, { feeRateBp: 70, baseVersion: 2 });
    expect(again.answer.json.data.changeRequest.status).toBe('pending');
  });

  it('an outdated request is asked again by its requester on the latest version: their fields win, others keep the latest', async () => {
    const hefeng = await bed.login('hefeng');
    const linna = await bed.login('linna');
    const id = wechat().id;
    const full = { ...configOf(id) } as Record<string, unknown>;
    const edit = (changes: Record<string, unknown>, baseVersion: number, changeReason: string) =>
      call<Pending>(
        '/api/mng/payConfig/edit',
        {
          id,
          baseVersion,
          merchantId: full.merchantId,
          notifyUrl: full.notifyUrl,
          feeRateBp: full.feeRateBp,
          remark: full.remark,
          sort: full.sort,
          ...changes,
          changeReason,
        },
        hefeng,
      );
    // A changes the fee and the remark; B, approved first, changes the remark and the sort
    const a = (await edit({ feeRateBp: 70, remark: 'A 的备注' }, 1, '费率调整')).json.data.changeRequest.id;
    const b = (await edit({ remark: 'B 的备注', sort: 9 }, 1, '排序调整')).json.data.changeRequest.id;
    expect((await decide('approve', b, linna)).json.data.status).toBe('approved');
    expect((await decide('approve', a, linna)).json.data.status).toBe('outdated');

    // the requester sees what asking again would change; others are not offered it
    const seen = await read(a, hefeng);
    expect(seen.rebased).toEqual([
      { path: 'feeRateBp', label: '费率', before: full.feeRateBp, after: 70, secret: false, theirs: false },
      { path: 'remark', label: '备注', before: 'B 的备注', after: 'A 的备注', secret: false, theirs: true },
    ]);
    expect((await read(a, linna)).rebased).toBeNull();

    const resubmit = (token: string, baseVersion: number, requestId?: string) =>
      bed.call<Request>(
        '/api/mng/changeRequest/resubmit',
        { id: a, baseVersion, changeReason: '在最新版本上重新提交' },
        { token, gameId: GAME, headers: requestId ? { 'X-Request-Id': requestId } : {} },
      );
    const version = seen.recordVersion;
    expect((await resubmit(linna, version)).json.code).toBe('A0403');
    expect((await resubmit(hefeng, version + 1)).json.code).toBe('A0409');
    const again = await resubmit(hefeng, version, 'resubmit-once-0001');
    expect(again.json.code).toBe('00000');
    expect(again.json.data).toMatchObject({ status: 'pending', resubmitOf: a, recordBaseVersion: 2 });
    expect(again.json.data.payload).toMatchObject({ feeRateBp: 70, remark: 'A 的备注', sort: 9 });
    // a replay answers the same request; a second resubmission is refused, naming the new one
    const replay = await resubmit(hefeng, version, 'resubmit-once-0001');
    expect(replay.json.data.id).toBe(again.json.data.id);
    expect((await read(a, hefeng)).resubmittedAs).toBe(again.json.data.id);
    const twice = await resubmit(hefeng, (await read(a, hefeng)).recordVersion);
    expect(twice.json.code).toBe('A0403');
    expect(twice.json.tips).toContain(`#${again.json.data.id}`);
    // nothing applied until approved; approved, the requester's fields and the latest sort
    expect(configOf(id)).toMatchObject({ feeRateBp: full.feeRateBp, remark: 'B 的备注', sort: 9 });
    expect((await decide('approve', again.json.data.id, linna)).json.data.status).toBe('approved');
    expect(configOf(id)).toMatchObject({ feeRateBp: 70, remark: 'A 的备注', sort: 9 });
  });

  it('only an outdated request can be asked again (A0403), and not once its record is gone (A0402)', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId } = await ask(hefeng);
    const pending = await read(requestId as number, hefeng);
    const body = { id: requestId, baseVersion: pending.recordVersion, changeReason: '再试一次' };
    const refused = await call<Request>('/api/mng/changeRequest/resubmit', body, hefeng);
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toContain('待审批');
    expect(pending.rebased).toBeNull();

    // outdated, then its record removed
    const first = await outdatedAsk(hefeng);
    const configs = payState().configs;
    configs.splice(configs.indexOf(configOf(first.configId) as (typeof configs)[number]), 1);
    const outdated = await read(first.requestId, hefeng);
    expect(outdated).toMatchObject({ status: 'outdated', rebased: null });
    const gone = await resubmitAgain(hefeng, first.requestId, outdated.recordVersion);
    expect(gone.json.code).toBe('A0402');
    expect(gone.json.tips).toContain('已不存在');
  });

  it('is refused to a requester whose grant of the change was taken away since (A0301), who keeps the approvals screen', async () => {
    const hefeng = await bed.login('hefeng');
    const first = await outdatedAsk(hefeng);
    const outdated = await read(first.requestId, hefeng);
    // the pay configuration's edit taken from every role and group (林娜 keeps approving: she does not edit)
    const store = getStore();
    const edit = store.resources.find((r) => r.path === '/api/mng/payConfig/edit')?.id;
    expect(edit).toBeDefined();
    for (const holder of [...store.roles, ...store.groups])
      holder.resourceIds = holder.resourceIds.filter((id) => id !== edit);
    const refused = await resubmitAgain(hefeng, first.requestId, outdated.recordVersion);
    expect(refused.json.code).toBe('A0301');
    expect(refused.json.tips).toContain('/api/mng/payConfig/edit');
    expect((await read(first.requestId, hefeng)).resubmittedAs).toBeNull();
  });

  it('expires after 72 hours: nothing can be applied', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId, configId } = await ask(hefeng);
    const fee = configOf(configId)?.feeRateBp;
    advanceClock(CHANGE_REQUEST_TTL_MS + 1000);
    const admin = await bed.login('admin');
    const request = await read(requestId as number, admin);
    expect(request.status).toBe('expired');
    const approve = await decide('approve', requestId as number, admin);
    expect(approve.json.code).toBe('A0403');
    expect(configOf(configId)?.feeRateBp).toBe(fee);
  });

  it('rejects with a comment; the requester withdraws; neither applies anything', async () => {
    const hefeng = await bed.login('hefeng');
    const a = await ask(hefeng);
    const b = await ask(hefeng);
    const linna = await bed.login('linna');
    expect((await decide('reject', a.requestId as number, linna, '')).json.code).toBe('A0400');
    const rejected = await decide('reject', a.requestId as number, linna, '费率未经商务确认');
    expect(rejected.json.data).toMatchObject({ status: 'rejected', deciderName: '林娜' });
    expect((await decide('withdraw', b.requestId as number, linna)).json.code).toBe('A0403');
    expect((await decide('withdraw', b.requestId as number, hefeng)).json.data.status).toBe('withdrawn');
    expect(configOf(a.configId)?.feeRateBp).not.toBe(66);
  });

  it('decisions are versioned and replay-safe', async () => {
    const hefeng = await bed.login('hefeng');
    const { requestId } = await ask(hefeng);
    const stale = await call(
      '/api/mng/changeRequest/reject',
      { id: requestId, comment: 'x', baseVersion: 5 },
      bed.admin,
    );
    expect(stale.json.code).toBe('A0409');
    const body = { id: requestId, comment: 'ok', baseVersion: 1 };
    const headers = { 'X-Request-Id': 'approve-once-0001' };
    const first = await bed.call('/api/mng/changeRequest/approve', body, { token: bed.admin, gameId: GAME, headers });
    const replay = await bed.call('/api/mng/changeRequest/approve', body, { token: bed.admin, gameId: GAME, headers });
    expect(first.json.code).toBe('00000');
    expect(replay.headers['x-request-replayed']).toBe('1');
    expect(getStore().oplog.filter((e) => e.module === 'payConfig' && e.action === 'edit')).toHaveLength(1);
  });
});

/** A switch-payment rule for OPPO clients below 2.0 (the seed leaves it free), with the reason its approval needs. */
const CUT_PAY_RULE = { ...OPPO_CUT_PAY, note: '渠道故障切换', changeReason: '微信通道故障，OPPO 临时改走支付宝' };

describe('switch payment (/special/cutPay)', () => {
  const rule = CUT_PAY_RULE;
  const rules = async (token: string) =>
    (
      await call<Page<{ id: number; channel: string }>>(
        '/api/special/cutPay/page',
        { pageNum: 1, pageSize: 100, channel: 'oppo' },
        token,
      )
    ).json.data.list.filter((r) => r.channel === 'oppo');

  it('a new rule waits for a second person of pay; one that overlaps is refused at once', async () => {
    const hefeng = await bed.login('hefeng');
    const before = (await rules(hefeng)).length;
    const asked = await call<Pending>('/api/special/cutPay/add', rule, hefeng);
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(await rules(hefeng)).toHaveLength(before);
    const linna = await bed.login('linna');
    expect((await decide('approve', asked.json.data.changeRequest.id, linna)).json.data.status).toBe('approved');
    expect(await rules(hefeng)).toHaveLength(before + 1);
    const overlapping = await call('/api/special/cutPay/add', { ...rule, toPayType: 'unionpay' }, hefeng);
    expect(overlapping.json.code).toBe('A0403');
  });
});

describe('bans (payload-dependent: docs/rules.md "Change requests")', () => {
  const bans = () =>
    call<Page<{ target: string }>>('/api/operate/stopConfig/page', { pageNum: 1, pageSize: 200 }, bed.admin).then(
      (r) => r.json.data,
    );

  it('an account ban applies at once; an IP ban waits for a second person of operations', async () => {
    const ops = await bed.login('ops');
    const player = playersOf(GAME)[7];
    const account = await call(
      '/api/operate/stopConfig/add',
      { targetType: 'account', target: player.account, scopes: ['login'], reason: '外挂' },
      ops,
    );
    expect(account.json).toMatchObject({ code: '00000', data: { id: expect.any(Number) } });
    const ip = { targetType: 'ip', target: '116.8.8.8', scopes: ['login'], reason: '工作室' };
    expect((await call('/api/operate/stopConfig/add', ip, ops)).json.tips).toContain('changeReason');
    const asked = await call<Pending>('/api/operate/stopConfig/add', { ...ip, changeReason: '工作室 IP' }, ops);
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect((await bans()).list.some((b) => b.target === '116.8.8.8')).toBe(false);
    // hefeng decides payments, not operations
    const hefeng = await bed.login('hefeng');
    const notHers = await call(
      '/api/mng/changeRequest/approve',
      { id: asked.json.data.changeRequest.id, baseVersion: 1 },
      hefeng,
    );
    expect(notHers.json.code).toBe('A0402');
    const liuyang = await bed.login('liuyang');
    const approved = await decide('approve', asked.json.data.changeRequest.id, liuyang);
    expect(approved.json.data).toMatchObject({ status: 'approved', area: 'operate' });
    expect((await bans()).list.some((b) => b.target === '116.8.8.8')).toBe(true);
  });

  it('an import of more than 100 targets waits for approval; 100 or fewer apply at once', async () => {
    const players = playersOf(GAME).slice(200, 304);
    const csv = (from: number, n: number) =>
      [
        'targetType,target,scopes,start,end,reason',
        ...players.slice(from, from + n).map((p) => `account,${p.account},chat,,,刷屏`),
      ].join('\n');
    const preview = async (text: string) =>
      (
        await call<{ token: string; validCount: number }>(
          '/api/operate/stopConfig/importPreview',
          { csv: text },
          bed.admin,
        )
      ).json.data;
    const few = csv(0, 3);
    const p3 = await preview(few);
    const small = await call<{ created: number }>(
      '/api/operate/stopConfig/import',
      { csv: few, token: p3.token },
      bed.admin,
    );
    expect(small.json.data.created).toBe(3);
    const many = csv(3, 101);
    const p101 = await preview(many);
    expect(p101.validCount).toBe(101);
    const before = (await bans()).total;
    const asked = await call<Pending>(
      '/api/operate/stopConfig/import',
      { csv: many, token: p101.token, changeReason: '刷屏名单' },
      bed.admin,
    );
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect((await bans()).total).toBe(before);
    const zhangwei = await bed.login('zhangwei');
    expect((await decide('approve', asked.json.data.changeRequest.id, zhangwei)).json.data.status).toBe('approved');
    expect((await bans()).total).toBe(before + 101);
  });
});

describe('the platform’s anti-addiction rules', () => {
  it('wait for a second person of the platform area; an unsound rule is refused when asked', async () => {
    const ops = await bed.login('ops');
    const rules = { ...antiAddictionArea().platform, guestMinutes: 30 };
    const bad = await call(
      '/api/unity/antiAddiction/edit',
      {
        rules: { ...rules, windows: [{ ...rules.windows[0], start: '21:00', end: '20:00' }] },
        baseVersion: 1,
        changeReason: '调整',
      },
      ops,
    );
    expect(bad.json.code).toBe('A0400');
    const asked = await call<Pending>(
      '/api/unity/antiAddiction/edit',
      { rules, baseVersion: 1, changeReason: '游客时长减半' },
      ops,
    );
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(antiAddictionArea().platform.guestMinutes).not.toBe(30);
    const liuyang = await bed.login('liuyang');
    const approved = await decide('approve', asked.json.data.changeRequest.id, liuyang);
    expect(approved.json.data).toMatchObject({ status: 'approved', area: 'unity' });
    expect(antiAddictionArea().platform.guestMinutes).toBe(30);
  });
});

describe('rolling back a risky record', () => {
  it('is a change request too: nothing rolls back until another person approves it', async () => {
    const configId = wechat().id;
    const merchant = configOf(configId)?.merchantId;
    const edited = await ask(bed.admin, { merchantId: 'M-EMERGENCY', emergency: true });
    expect(edited.answer.json.code).toBe('00000');
    const hefeng = await bed.login('hefeng');
    const ref = { kind: 'payConfig', recordId: configId };
    const asked = await call<Pending>(
      '/api/mng/history/rollback',
      { ...ref, version: 1, reason: '商户号改错了', baseVersion: 2 },
      hefeng,
    );
    expect(asked.json.code).toBe('00000');
    expect(asked.json.data.changeRequest.status).toBe('pending');
    expect(asked.json.msg).toContain(`#${asked.json.data.changeRequest.id}`);
    expect(configOf(configId)?.merchantId).toBe('M-EMERGENCY');
    const linna = await bed.login('linna');
    const approved = await decide('approve', asked.json.data.changeRequest.id, linna);
    expect(approved.json.data.status).toBe('approved');
    expect(configOf(configId)?.merchantId).toBe(merchant);
    // without the emergency grant, no rollback at once
    const refused = await call(
      '/api/mng/history/rollback',
      { ...ref, version: 2, reason: '再改回去', baseVersion: 3, emergency: true },
      hefeng,
    );
    expect(refused.json.code).toBe('A0301');
  });
});

describe('a queued rollback, approved', () => {
  interface Version {
    version: number;
    action: string;
    fromVersion?: number;
    changeRequestId?: number;
  }
  const newest = async (kind: string, recordId: number) =>
    (await call<Page<Version>>('/api/mng/history/page', { kind, recordId, pageNum: 1, pageSize: 1 }, bed.admin)).json
      .data.list[0];

  it('is still a rollback: its version says from which, linked to the request', async () => {
    const configId = wechat().id;
    await ask(bed.admin, { merchantId: 'M-ROLLBACK', emergency: true });
    const hefeng = await bed.login('hefeng');
    const asked = await call<Pending>(
      '/api/mng/history/rollback',
      { kind: 'payConfig', recordId: configId, version: 1, reason: '回到原商户号', baseVersion: 2 },
      hefeng,
    );
    const id = asked.json.data.changeRequest.id;
    expect((await decide('approve', id, await bed.login('linna'))).json.data.status).toBe('approved');
    expect(await newest('payConfig', configId)).toMatchObject({
      version: 3,
      action: 'rollback',
      fromVersion: 1,
      changeRequestId: id,
    });
  });

  it('re-creates a deleted record under its own id', async () => {
    const added = await call<{ id: number }>(
      '/api/special/cutPay/add',
      { ...CUT_PAY_RULE, channel: 'vivo', note: '恢复测试', emergency: true },
      bed.admin,
    );
    const ruleId = added.json.data.id;
    expect((await call('/api/special/cutPay/delete', { id: ruleId }, bed.admin)).json.code).toBe('00000');
    const hefeng = await bed.login('hefeng');
    const asked = await call<Pending>(
      '/api/mng/history/rollback',
      { kind: 'cutPay', recordId: ruleId, version: 1, reason: '删错了', baseVersion: 2 },
      hefeng,
    );
    expect(asked.json.data.changeRequest.status).toBe('pending');
    const id = asked.json.data.changeRequest.id;
    expect((await decide('approve', id, await bed.login('linna'))).json.data.status).toBe('approved');
    const page = await call<Page<{ id: number; note: string }>>(
      '/api/special/cutPay/page',
      { pageNum: 1, pageSize: 100, channel: 'vivo' },
      bed.admin,
    );
    expect(page.json.data.list.filter((r) => r.note === '恢复测试').map((r) => r.id)).toEqual([ruleId]);
    expect(await newest('cutPay', ruleId)).toMatchObject({ version: 3, action: 'rollback', fromVersion: 1 });
  });
});

describe('the emergency path', () => {
  it('applies at once for the emergency grant only, flagged and listed until a second person acknowledges', async () => {
    const hefeng = await bed.login('hefeng');
    const refused = await ask(hefeng, { emergency: true });
    expect(refused.answer.json.code).toBe('A0301');
    expect(configOf(refused.configId)?.feeRateBp).not.toBe(66);

    const applied = await ask(bed.admin, { emergency: true, changeReason: '渠道故障，立即停用' });
    expect(applied.answer.json).toMatchObject({ code: '00000', data: null });
    expect(configOf(applied.configId)?.feeRateBp).toBe(66);
    const entry = getStore().oplog.findLast((e) => e.module === 'payConfig' && e.action === 'edit');
    expect(entry).toMatchObject({ emergency: true, operatorName: '周建国' });
    const id = entry?.changeRequestId as number;
    expect(id).toEqual(expect.any(Number));
    // the version it saved names the request too
    const versions = await call<Page<{ action: string; changeRequestId?: number }>>(
      '/api/mng/history/page',
      { kind: 'payConfig', recordId: applied.configId, pageNum: 1, pageSize: 1 },
      bed.admin,
    );
    expect(versions.json.data.list[0]).toMatchObject({ action: 'update', changeRequestId: id });

    const zhangwei = await bed.login('zhangwei');
    const count = await call<{ waiting: number; unacknowledged: number }>('/api/mng/changeRequest/count', {}, zhangwei);
    expect(count.json.data.unacknowledged).toBe(1);
    const listed = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 10, unacknowledged: true },
      zhangwei,
    );
    expect(listed.json.data.list.map((r) => r.id)).toEqual([id]);
    expect(listed.json.data.list[0]).toMatchObject({ emergency: true, status: 'approved' });

    expect((await decide('acknowledge', id, bed.admin)).json.code).toBe('A0403');
    const ack = await decide('acknowledge', id, zhangwei, '已核实');
    expect(ack.json.data.acknowledgedBy).toBe('张伟');
    expect((await decide('acknowledge', id, zhangwei)).json.code).toBe('A0403');
    const after = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 10, unacknowledged: true },
      zhangwei,
    );
    expect(after.json.data.total).toBe(0);
  });
});

describe('seeing', () => {
  it('the seed holds open requests by others that admin is waited for; the count and the views agree', async () => {
    // noon of the seed's day: one seeded request expires at its end, so past China's midnight it would be gone
    setClockOffset(BASE_EPOCH + 12 * HOUR - Date.now());
    const admin = await bed.login('admin'); // a session of the moved clock
    const waiting = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 50, view: 'waiting' },
      admin,
    );
    expect(waiting.json.data.total).toBeGreaterThanOrEqual(2);
    waiting.json.data.list.forEach((r) => expect(r.status).toBe('pending'));
    const count = await call<{ waiting: number }>('/api/mng/changeRequest/count', {}, admin);
    expect(count.json.data.waiting).toBe(waiting.json.data.total);
    const hefeng = await bed.login('hefeng');
    const mine = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 50, view: 'mine' },
      hefeng,
    );
    mine.json.data.list.forEach((r) => expect(r.requesterName).toBe('何峰'));
    const forHefeng = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 50, view: 'waiting' },
      hefeng,
    );
    forHefeng.json.data.list.forEach((r) => expect(r.requesterName).not.toBe('何峰'));
  });

  it('a seeded request is approved like any other', async () => {
    const waiting = await call<Page<Request>>(
      '/api/mng/changeRequest/page',
      { pageNum: 1, pageSize: 50, view: 'waiting', area: 'pay' },
      bed.admin,
    );
    const seeded = waiting.json.data.list[0];
    const approved = await decide('approve', seeded.id, bed.admin);
    expect(approved.json.data.status).toBe('approved');
  });
});
