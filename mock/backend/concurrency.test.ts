// @vitest-environment node
import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { operationOf, operations } from '../../src/contract';
import access from '../access';
import auth from '../auth';
import changeRequest from '../changeRequest';
import check from '../check';
import dic from '../dic';
import games from '../games';
import history from '../history';
import ogorder from '../ogorder';
import operate from '../operate';
import order from '../order';
import pack from '../package';
import pay from '../pay';
import person from '../person';
import sdk from '../sdk';
import setting from '../setting';
import special from '../special';
import unity from '../unity';
import userStatistics from '../userStatistics';
import views from '../views';
import { advanceClock, HOUR } from '../core/clock';
import { recordVersion, snapshotOf } from '../history/index';
import { KEEP_MS } from '../core/replay';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { hasHistory, moveVersion } from '../core/versions';
import type { ApiContext } from '../core/defineApi';
import type { HistoryKind } from '../../src/contract/history';

/**
 * docs/rules.md "Request ids and versions", over real HTTP (umi's mock middleware and body parsers), driven by the
 * contract's endpoint list so that a new creating call or a new versioned record cannot be left out: every creating
 * call needs its request id; a repeated id answers the first answer and creates nothing; every edit of a versioned
 * record is refused when someone saved the record since it was read, naming who and when.
 */
const bed = areaTestBed([
  access,
  auth,
  changeRequest,
  check,
  dic,
  games,
  history,
  ogorder,
  operate,
  order,
  pack,
  pay,
  person,
  sdk,
  setting,
  special,
  unity,
  userStatistics,
  views,
]);
const GAME = 1;

type Env<T = unknown> = { code: string | number; data: T; tips?: string; msg?: string };
const post = async <T = unknown>(
  path: string,
  body: unknown,
  o: { token?: string; id?: string; lang?: string } = {},
) => {
  const headers: Record<string, string> = o.id === undefined ? {} : { 'x-request-id': o.id };
  const r = await bed.call<T>(path, body, { token: o.token ?? bed.admin, gameId: GAME, lang: o.lang, headers });
  return { ...r, env: r.json as unknown as Env<T> };
};
/** Successful operation-log entries of a call: what it changed (a replay writes none). */
const done = (path: string) => {
  const o = operationOf(path);
  return getStore().oplog.filter(
    (l) => l.module === o?.['x-module'] && l.action === o?.['x-action'] && l.result === 'success',
  ).length;
};
const isOk = (env: Env) => env.code === '00000' || env.code === 0;

describe('request ids (contract: x-request-id)', () => {
  const creating = operations().filter(([, o]) => o['x-request-id']);

  it('are asked of every call that creates something, and only of those', () => {
    const paths = creating.map(([p]) => p);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/order/refund/apply',
        '/api/ogorder/refund/apply',
        '/api/ogorder/bill/add',
        '/api/order/flow/notify',
        '/api/operate/stopConfig/add',
        '/api/operate/stopConfig/import',
        '/api/operate/userAccountMigration/execute',
        '/api/special/rebindUser/execute',
        '/api/userStatistics/points/adjust',
        '/api/operate/userBirthday/reward',
        '/api/operate/accountManagement/lock',
        '/api/operate/accountManagement/unlock',
        '/onlinepack/task/createBatch',
      ]),
    );
    creating.forEach(([path, o]) => {
      expect(
        o.parameters?.some((h) => h.name === 'X-Request-Id' && h.required),
        path,
      ).toBe(true);
      expect(o['x-dev'], path).toBeFalsy();
    });
    // reads never ask for one
    expect(operations().filter(([, o]) => o['x-request-id'] && /\/(page|get|list)$/.test(o['x-action']))).toEqual([]);
  });

  it.each(creating.map(([p]) => p))('%s refuses a call without a usable request id and does nothing', async (path) => {
    const before = done(path);
    for (const id of ['', 'short', 'has spaces in it!']) {
      const r = await post(path, {}, { id, lang: 'en-US' });
      const pack = path.startsWith('/onlinepack/');
      expect(r.env.code, `${path} ${JSON.stringify(r.env)}`).toBe(pack ? 400 : 'A0400');
      expect(pack ? r.env.msg : r.env.tips).toContain('X-Request-Id');
    }
    expect(done(path)).toBe(before);
  });
});

/** An order of game 1 that can be refunded: delivered, nothing refunded, its account and device not blocked (OG). */
const paidOrder = async (line: 'order' | 'ogorder') => {
  type Row = { orderNo: string; amount: number; refundedAmount: number; account: string; deviceId: string };
  const page = await post<{ list: Row[] }>(`/api/${line}/flow/page`, {
    pageNum: 1,
    pageSize: 100,
    status: 'delivered',
  });
  const blocked = new Set<string>();
  if (line === 'ogorder') {
    const bans = await post<{ list: Array<{ value: string; status: string }> }>('/api/ogorder/refundBan/page', {
      pageNum: 1,
      pageSize: 100,
    });
    bans.env.data.list.filter((b) => b.status === 'active').forEach((b) => blocked.add(b.value));
  }
  const o = page.env.data.list.find(
    (x) => x.amount >= 200 && x.refundedAmount === 0 && !blocked.has(x.account) && !blocked.has(x.deviceId),
  );
  if (!o) throw new Error(`seed: no delivered ${line} order`);
  return o;
};
const playerAccount = async () => {
  const page = await post<{ list: Array<{ account: string; status: string }> }>('/api/operate/accountManagement/page', {
    pageNum: 1,
    pageSize: 50,
  });
  const p = page.env.data.list.find((x) => x.status === 'normal');
  if (!p) throw new Error('seed: no normal account');
  return p.account;
};
const firstRole = async () => {
  const account = await playerAccount();
  const page = await post<{ list: Array<{ roleId: string }> }>('/api/userStatistics/points/page', {
    pageNum: 1,
    pageSize: 10,
    account,
  });
  return page.env.data.list[0].roleId;
};

/** Representative creating calls of each family: a valid body, and another for the "same id, other payload" case. */
const FAMILIES: Array<{ path: string; body: () => Promise<Record<string, unknown>>; other?: Record<string, unknown> }> =
  [
    {
      path: '/api/order/refund/apply',
      body: async () => ({ orderNo: (await paidOrder('order')).orderNo, amount: 100, reason: '玩家误购' }),
      other: { amount: 101 },
    },
    {
      path: '/api/ogorder/refund/apply',
      body: async () => ({ orderNo: (await paidOrder('ogorder')).orderNo, amount: 100, reason: '玩家误购' }),
      other: { amount: 99 },
    },
    {
      path: '/api/ogorder/bill/add',
      body: async () => ({
        orderNos: [(await paidOrder('ogorder')).orderNo],
        title: '上海某某网络科技有限公司',
        taxNo: '91310000123456789X',
        email: 'finance@example.com',
      }),
      other: { email: 'other@example.com' },
    },
    {
      path: '/api/ogorder/refundBan/add',
      body: async () => ({
        kind: 'account',
        value: (await paidOrder('ogorder')).orderNo.slice(0, 12),
        reason: '频繁退款',
      }),
      other: { reason: '另一个原因' },
    },
    {
      path: '/api/operate/stopConfig/add',
      body: async () => ({
        targetType: 'ip',
        target: '116.1.2.3',
        scopes: ['login'],
        reason: '刷号',
        startAt: Date.now() - HOUR,
        endAt: Date.now() + 24 * HOUR,
        // an IP ban needs approval (docs/rules.md "Change requests"): admin bans at once, so it creates one ban
        emergency: true,
        changeReason: '刷号工作室',
      }),
      other: { reason: '另一个原因' },
    },
    {
      path: '/api/userStatistics/points/adjust',
      body: async () => ({ roleId: await firstRole(), delta: 10, reason: '活动补偿' }),
      other: { delta: 11 },
    },
    {
      path: '/api/operate/accountManagement/lock',
      body: async () => ({ account: await playerAccount(), reason: '盗号风险' }),
      other: { reason: '另一个原因' },
    },
    {
      path: '/api/mng/payConfig/add',
      body: async () => ({
        payType: 'paypal',
        merchantId: 'PP-1',
        notifyUrl: 'https://pay.example.com/n',
        feeRateBp: 30,
        apiKey: 'paypal-api-key-0123456789',
      }),
      other: { merchantId: 'PP-2' },
    },
    {
      path: '/api/sys/role/add',
      body: async () => ({ name: '质检', code: 'qa', resourceIds: [] }),
      other: { name: '质检二' },
    },
    {
      path: '/api/mng/key/rotate',
      // a rotation needs approval (docs/rules.md "Change requests"): admin rotates at once, so it rotates once
      body: async () => ({ id: getStore().games[0].id, field: 'appSecret', emergency: true, changeReason: '轮换' }),
      other: { field: 'payKey' },
    },
  ];

describe('a repeated request id', () => {
  it.each(FAMILIES.map((f) => [f.path, f] as const))(
    '%s: the same id answers the first answer and creates nothing; another payload is refused',
    async (path, family) => {
      const body = await family.body();
      const before = done(path);
      const first = await post(path, body, { id: 'dialog-0001' });
      expect(isOk(first.env), `${path} ${JSON.stringify(first.env)}`).toBe(true);
      const again = await post(path, body, { id: 'dialog-0001' });
      expect(again.env).toEqual(first.env);
      expect(again.headers['x-request-replayed']).toBe('1');
      expect(done(path)).toBe(before + 1);
      const other = await post(path, { ...body, ...family.other }, { id: 'dialog-0001', lang: 'en-US' });
      expect(other.env.code).toBe('A0506');
      expect(other.env.tips).toBe(
        'This request id was already used for a different submission, so nothing was done. Close the dialog, open ' +
          'it again and resubmit',
      );
      expect(done(path)).toBe(before + 1);
    },
  );

  it('one refund application sent twice at once applies one refund; both get its answer', async () => {
    const o = await paidOrder('order');
    const body = { orderNo: o.orderNo, amount: 100, reason: '玩家误购' };
    const refundsOf = async () =>
      (
        await post<{ list: Array<{ orderNo: string }> }>('/api/order/refund/page', {
          pageNum: 1,
          pageSize: 100,
          orderNo: o.orderNo,
        })
      ).env.data.list.length;
    const had = await refundsOf();
    const [a, b] = await Promise.all([
      post('/api/order/refund/apply', body, { id: 'double-click-1' }),
      post('/api/order/refund/apply', body, { id: 'double-click-1' }),
    ]);
    expect(a.env.code).toBe('00000');
    expect(b.env).toEqual(a.env);
    expect(await refundsOf()).toBe(had + 1);
    // a new dialog (a new id) is a new application
    expect((await post('/api/order/refund/apply', body, { id: 'next-dialog-1' })).env.code).toBe('00000');
    expect(await refundsOf()).toBe(had + 2);
  });

  it('a refused first try is not kept: the same dialog, corrected, goes through', async () => {
    const o = await paidOrder('order');
    const tooMuch = await post(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: o.amount + 1, reason: 'x' },
      {
        id: 'dialog-retry-1',
      },
    );
    expect(tooMuch.env.code).toBe('A0403');
    const fixed = await post(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: 100, reason: 'x' },
      {
        id: 'dialog-retry-1',
      },
    );
    expect(fixed.env.code).toBe('00000');
  });

  it('belongs to its person, and is forgotten after 24 hours', async () => {
    const path = '/api/sys/role/add';
    const body = { name: '质检', code: 'qa', resourceIds: [] };
    expect((await post(path, body, { id: 'shared-id-01' })).env.code).toBe('00000');
    // another person's call with the same id is theirs: it runs (and meets the role the first one made)
    const other = await bed.login('zhangwei');
    expect((await post(path, body, { id: 'shared-id-01', token: other })).env.code).toBe('A0403');
    expect((await post(path, body, { id: 'shared-id-01' })).headers['x-request-replayed']).toBe('1');
    advanceClock(KEEP_MS + 1000);
    // (the session ended meanwhile: the same person signs in again)
    bed.admin = await bed.login('admin');
    const later = await post(path, body, { id: 'shared-id-01' });
    expect(later.headers['x-request-replayed']).toBeUndefined();
    expect(later.env.code).toBe('A0403');
  });
});

/** A stamped read of a versioned record (a page, list or get that carries recordVersion). */
const READ_BODY: Record<string, () => Record<string, unknown>> = {
  '/api/mng/dict/item/page': () => ({ typeId: getStore().areas ? firstDictType() : 0 }),
  '/api/setting/line/page': () => ({ parentGameId: GAME }),
  '/api/sdk/plugin/config/get': () => ({ pluginId: 2 }),
};
function firstDictType(): number {
  const platform = getStore().areas.platform as { dictTypes: Array<{ id: number }> } | undefined;
  return platform?.dictTypes[0]?.id ?? 1;
}
/** The read whose rows an edit starts from (the screen's list, else its get). */
function readOf(edit: string): string {
  if (edit === '/api/mng/person/edit') return '/api/mng/person/profile';
  const kind = operationOf(edit)?.['x-record'];
  const reads = operations().filter(
    ([, o]) => o['x-record'] === kind && !o['x-versioned'] && !o['x-log'] && !o['x-request-id'],
  );
  const pick = (action: string) =>
    reads.find(([p, o]) => o['x-action'] === action && p.split('/')[2] === edit.split('/')[2]);
  return (pick('page') ?? pick('list') ?? pick('get') ?? reads[0])[0];
}
/** The record an edit of `row` names: its id, else what the record is keyed by. */
function keyOf(edit: string, row: Record<string, unknown>) {
  if (edit.endsWith('/antiAddiction/edit') || edit === '/api/mng/person/edit') return {};
  if (edit === '/api/sdk/plugin/config/save') return { pluginId: 2 };
  if (edit === '/api/mng/game/access/set') return { personId: row.personId };
  return { id: row.id };
}
/** The record id a version belongs to (docs/rules.md "Request ids and versions"). */
function recordIdOf(edit: string, row: Record<string, unknown>): number {
  if (edit === '/api/unity/antiAddiction/edit') return 1;
  if (edit === '/api/special/antiAddiction/edit') return GAME;
  if (edit === '/api/sdk/plugin/config/save') return 2;
  if (edit === '/api/mng/game/access/set') return row.personId as number;
  if (edit === '/api/mng/person/edit') return getStore().people.find((p) => p.account === 'admin')?.id ?? 0;
  return row.id as number;
}
/** A body the edit's schema takes, from the row as read (its fields the edit knows), with the base version. */
function editBody(edit: string, row: Record<string, unknown>, baseVersion: number) {
  const schema = operationOf(edit)?.requestBody?.content['application/json']?.schema;
  const props = schema && Type.IsObject(schema) ? schema.properties : {};
  const body: Record<string, unknown> = {};
  Object.keys(props).forEach((k) => {
    const v = row[k];
    if (v === undefined || v === null) return;
    const type = (props[k] as { type?: unknown }).type;
    if (type === 'string' && typeof v !== 'string') return;
    if (type === 'integer' && typeof v !== 'number') return;
    body[k] = v;
  });
  // a risky edit (x-approval) carries its reason: based on the latest version, it is queued (docs/rules.md "Change requests")
  const reason = operationOf(edit)?.['x-approval'] ? { changeReason: '并发测试' } : {};
  return { ...body, ...EDIT_FIXES[edit]?.(row), ...keyOf(edit, row), ...reason, baseVersion };
}
/** What a row as read lacks for its edit's schema (masked secrets, nested rules, a form's own shape). */
const EDIT_FIXES: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = {
  // a phone is read masked; an edit that does not change it leaves it out
  '/api/sys/user/edit': () => ({ phone: undefined }),
  '/api/mng/person/edit': () => ({ phone: undefined }),
  '/api/operate/eventsManage/edit': (row) => ({ handlerIds: (row.handlers as Array<{ id: number }>).map((h) => h.id) }),
  // a rejection says why
  '/api/mng/changeRequest/reject': () => ({ comment: '并发测试' }),
  '/api/mng/changeRequest/resubmit': () => ({ changeReason: '并发测试' }),
};

/** Someone else saves the record (their own save path ran; here its version is moved as that save moves it). */
function someoneSaved(kind: string, id: number, name: string) {
  const by = getStore().people.find((p) => p.name === name);
  if (!by) throw new Error(`seed: no ${name}`);
  if (!hasHistory(kind)) {
    moveVersion(kind, id, GAME, by.name, Date.now());
    return;
  }
  const ctx = { me: by, gameId: GAME, body: {} } as unknown as ApiContext<unknown>;
  const snapshot = snapshotOf({ id, saved: 'elsewhere' });
  recordVersion(ctx, kind as HistoryKind, id, snapshot, { ...snapshot, saved: 'again' });
}

describe('versions (contract: x-record, x-versioned)', () => {
  const versioned = operations().filter(([, o]) => o['x-versioned']);

  it('every versioned edit takes baseVersion and has a read that carries its version', () => {
    expect(versioned.length).toBeGreaterThanOrEqual(30);
    versioned.forEach(([path, o]) => {
      const schema = o.requestBody?.content['application/json']?.schema;
      expect((schema as { required?: string[] } | undefined)?.required, path).toContain('baseVersion');
      const read = operationOf(readOf(path));
      const data = JSON.stringify(read?.responses['200'].content?.['application/json'].schema);
      expect(data, path).toContain('"recordVersion"');
    });
  });

  it.each(versioned.map(([p]) => p))(
    '%s: a save based on an older version is refused, naming who saved and when; nothing is saved',
    async (edit) => {
      const read = readOf(edit);
      const answer = await post<unknown>(read, { pageNum: 1, pageSize: 5, ...READ_BODY[read]?.() });
      expect(answer.env.code, `${read} ${answer.env.tips}`).toBe('00000');
      const data = answer.env.data as { list?: unknown[] } | unknown[] | Record<string, unknown>;
      const rows = (Array.isArray(data) ? data : Array.isArray(data.list) ? data.list : [data]) as Array<
        Record<string, unknown>
      >;
      const row = rows.find((r) => typeof r.recordVersion === 'number');
      if (!row) throw new Error(`${read}: no stamped row`);
      const kind = operationOf(edit)?.['x-record'] as string;
      const base = row.recordVersion as number;
      someoneSaved(kind, recordIdOf(edit, row), '张伟');
      const before = done(edit);
      const r = await post<{ recordVersion: number; savedBy: string; baseVersion: number; record: unknown }>(
        edit,
        editBody(edit, row, base),
      );
      expect(r.env.code, `${edit} ${r.env.tips}`).toBe('A0409');
      expect(r.env.tips).toMatch(
        new RegExp(
          `^张伟 已于 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\+08:00 保存了这条记录（第 ${base + 1} 版）`,
        ),
      );
      expect(r.env.data).toMatchObject({ baseVersion: base, recordVersion: base + 1, savedBy: '张伟' });
      expect((r.env.data.record as { recordVersion: number }).recordVersion).toBe(base + 1);
      expect(done(edit)).toBe(before);
      // based on the latest version, the save goes through
      const again = await post(edit, editBody(edit, row, base + 1));
      expect(again.env.code, `${edit} ${again.env.tips}`).not.toBe('A0409');
    },
  );
});

describe('two people editing one record', () => {
  // a pay configuration's edit is risky (docs/rules.md "Change requests"): these saves take the emergency path (both
  // people hold its grant) so that each applies at once; what is tested is the version check, the same either way
  const NOW = { emergency: true, changeReason: '并发测试' };
  type Config = { id: number; merchantId: string; notifyUrl: string; recordVersion: number; savedBy: string };
  const wechat = async (token: string) => {
    const page = await bed.call<{ list: Config[] }>(
      '/api/mng/payConfig/page',
      { pageNum: 1, pageSize: 20, payType: 'wechat' },
      { token, gameId: GAME },
    );
    return page.json.data.list[0];
  };

  it('the later save of a pay configuration from the same version is refused; the first change stays', async () => {
    const other = await bed.login('zhangwei');
    const [mine, theirs] = [await wechat(bed.admin), await wechat(other)];
    expect(theirs.recordVersion).toBe(mine.recordVersion);
    const first = await bed.call(
      '/api/mng/payConfig/edit',
      { id: theirs.id, merchantId: 'WX-FROM-ZHANG', baseVersion: theirs.recordVersion, ...NOW },
      { token: other, gameId: GAME },
    );
    expect(first.json.code).toBe('00000');
    const second = await post<{ record: Config; savedBy: string; recordVersion: number }>('/api/mng/payConfig/edit', {
      id: mine.id,
      notifyUrl: 'https://pay.example.com/zhou',
      baseVersion: mine.recordVersion,
      ...NOW,
    });
    expect(second.env.code).toBe('A0409');
    expect(second.env.tips).toContain('张伟 已于');
    expect(second.env.data.record).toMatchObject({
      merchantId: 'WX-FROM-ZHANG',
      recordVersion: mine.recordVersion + 1,
    });
    expect((await wechat(bed.admin)).notifyUrl).not.toBe('https://pay.example.com/zhou');
    // re-applied on the latest version: both changes stay
    const third = await post('/api/mng/payConfig/edit', {
      id: mine.id,
      notifyUrl: 'https://pay.example.com/zhou',
      baseVersion: second.env.data.recordVersion,
      ...NOW,
    });
    expect(third.env.code).toBe('00000');
    expect(await wechat(bed.admin)).toMatchObject({
      merchantId: 'WX-FROM-ZHANG',
      notifyUrl: 'https://pay.example.com/zhou',
      savedBy: '周建国',
    });
  });

  it('a rollback based on an older version of the history is refused the same way', async () => {
    const config = await wechat(bed.admin);
    const ref = { kind: 'payConfig', recordId: config.id };
    await post('/api/mng/payConfig/edit', {
      id: config.id,
      merchantId: 'M-1',
      baseVersion: config.recordVersion,
      ...NOW,
    });
    // the drawer read v1, v2; then someone saved v3
    const other = await bed.login('zhangwei');
    await bed.call(
      '/api/mng/payConfig/edit',
      { id: config.id, merchantId: 'M-2', baseVersion: 2, ...NOW },
      { token: other, gameId: GAME },
    );
    const stale = await post('/api/mng/history/rollback', { ...ref, version: 1, reason: '回到初始', baseVersion: 2 });
    expect(stale.env.code).toBe('A0409');
    expect(stale.env.tips).toContain('张伟');
    expect((await wechat(bed.admin)).merchantId).toBe('M-2');
    const back = await post('/api/mng/history/rollback', {
      ...ref,
      version: 1,
      reason: '回到初始',
      baseVersion: 3,
      emergency: true,
    });
    expect(back.env.code).toBe('00000');
  });

  it('a protocol draft based on a line someone saved since is refused; based on the newest it is saved', async () => {
    const draft = {
      entityId: 1,
      template: 'domestic',
      kind: 'childrenPrivacy',
      lang: 'zh-CN',
      title: '儿童隐私保护指引',
      format: 'markdown',
    };
    const page = await post<{ list: Array<{ id: number; recordVersion: number; lineId: number }> }>(
      '/api/setting/protocol/page',
      { pageNum: 1, pageSize: 5, entityId: 1, kind: 'childrenPrivacy', lang: 'zh-CN' },
    );
    const base = page.env.data.list[0];
    const got = await post<{ content: string }>('/api/setting/protocol/get', { id: base.id });
    const body = { ...draft, content: got.env.data.content, basedOn: base.id };
    const first = await post('/api/setting/protocol/add', { ...body, baseVersion: base.recordVersion });
    expect(first.env.code).toBe('00000');
    const second = await post('/api/setting/protocol/add', { ...body, note: 'x', baseVersion: base.recordVersion });
    expect(second.env.code).toBe('A0409');
    const missing = await post('/api/setting/protocol/add', body);
    expect(missing.env.code).toBe('A0400');
    const third = await post('/api/setting/protocol/add', { ...body, note: 'x', baseVersion: base.recordVersion + 1 });
    expect(third.env.code).toBe('00000');
  });
});
