import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { now } from '../../core/clock';
import { playersOf } from '../../players';
import { getStore, reset } from '../../core/store';
import { client, serveEntries, withDevEndpoints } from '../../core/testServer';
import { seedTickets } from './seed';
import { gameTickets, gameTypes, ticketsArea, type Ticket } from './state';
import { openCountOf } from './staff';

/** Tickets and their types over HTTP: routing to handlers, reply / close / reopen, signed image uploads, access. */
const server = serveEntries([auth, operate]);
const G = 1;
let admin = '';
const call = <T = unknown>(path: string, body: unknown, token = admin, lang?: string) =>
  // a fresh connection per call: on a loaded machine a kept-alive socket may be closed under the next request
  server.call<T>(path, body, { token, game: G, lang, headers: { connection: 'close' } });
const lastLog = () => getStore().oplog[getStore().oplog.length - 1];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

interface Detail {
  id: number;
  status: string;
  handlerId: number | null;
  handlerName: string;
  messages: Array<{ from: string; text: string; images: Array<{ id: number; type: string }> }>;
  events: Array<{ kind: string; by: string; note: string }>;
}
interface TypeRow {
  id: number;
  name: string;
  handlers: Array<{ id: number; account: string; openCount: number }>;
}

withDevEndpoints();
beforeEach(async () => {
  reset();
  admin = await server.login('admin');
});

const player = (i: number) => playersOf(G)[i];
const submit = (typeId: number, i = 7, title = '充值未到账') =>
  call<Detail>('/api/__mock/events/submit', { account: player(i).account, typeId, title, text: '648 没到' });
const accountOf = (id: number | null) => getStore().people.find((p) => p.id === id)?.account ?? '';

describe('ticket routing', () => {
  it('seeds every game the same way, each ticket assigned to one of its type’s handlers', () => {
    const shape = (list: readonly Ticket[]) => JSON.stringify(list.map((t) => [t.id, t.handlerId, t.status, t.title]));
    expect(shape(seedTickets().tickets.filter((t) => t.gameId === G))).toBe(shape(gameTickets(G)));
    const types = gameTypes(G);
    expect(types.map((x) => x.name)).toEqual(['充值问题', '账号问题', 'BUG 反馈', '投诉建议']);
    for (const t of gameTickets(G)) {
      expect(types.find((x) => x.id === t.typeId)?.handlerIds).toContain(t.handlerId);
      expect(t.events[0].kind).toBe('assign');
    }
    expect(new Set(gameTickets(G).map((t) => t.status))).toEqual(new Set(['open', 'answered', 'closed']));
  });

  it('sends a new ticket to the handler with the fewest unclosed tickets, ties by account, and logs it', async () => {
    const types = await call<{ list: TypeRow[] }>('/api/operate/eventsManage/page', { pageNum: 1, pageSize: 10 });
    const type = types.json.data.list[0];
    const handlers = await call<Array<{ id: number; account: string }>>('/api/operate/eventsManage/handlers', {});
    const two = handlers.json.data.filter((h) => !['admin', 'zhangwei'].includes(h.account)).slice(0, 2);
    expect(two).toHaveLength(2);
    const edit = await call<TypeRow>('/api/operate/eventsManage/edit', {
      id: type.id,
      baseVersion: 1,
      name: type.name,
      purpose: 'recharge',
      status: 1,
      handlerIds: two.map((h) => h.id),
    });
    expect(edit.json.code).toBe('00000');
    const load = (id: number) => openCountOf(ticketsArea().tickets, G, id);
    const expected = [...two].sort((a, b) => load(a.id) - load(b.id) || (a.account < b.account ? -1 : 1))[0];
    const first = await submit(type.id);
    expect(first.json.code).toBe('00000');
    expect(accountOf(first.json.data.handlerId)).toBe(expected.account);
    expect(first.json.data.events[0]).toMatchObject({ kind: 'assign', by: '系统' });
    expect(lastLog()).toMatchObject({ module: 'events', action: 'assign', operatorName: '系统', before: null });
    expect(lastLog().after).toMatchObject({ id: first.json.data.id, handlerId: expected.id });

    // keep submitting: each goes to whoever has fewer unclosed tickets then, an equal load to the first account
    let ties = 0;
    for (let i = 0; i < 8; i += 1) {
      const [a, b] = [...two].sort((x, y) => (x.account < y.account ? -1 : 1));
      if (load(a.id) === load(b.id)) ties += 1;
      const want = load(a.id) <= load(b.id) ? a : b;
      const next = await submit(type.id, 20 + i);
      expect(accountOf(next.json.data.handlerId)).toBe(want.account);
    }
    expect(ties).toBeGreaterThan(0);
    expect(Math.abs(load(two[0].id) - load(two[1].id))).toBeLessThanOrEqual(1);
  });

  it('refuses a disabled type, an unknown player, and a handler who may not handle the game', async () => {
    const type = gameTypes(G)[1];
    const viewer = getStore().people.find((p) => p.account === 'viewer');
    const bad = await call('/api/operate/eventsManage/edit', {
      id: type.id,
      baseVersion: 1,
      name: type.name,
      purpose: 'account',
      status: 0,
      handlerIds: [viewer?.id],
    });
    expect(bad.json.code).toBe('A0400');
    expect(bad.json.tips).toBe(
      `参数错误：handlerIds ${viewer?.name} 不能处理本游戏的工单（须启用、可用本游戏并有工单回复权限）`,
    );
    await call('/api/operate/eventsManage/edit', { ...type, status: 0, baseVersion: 1 });
    const refused = await submit(type.id);
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toBe('工单类型“账号问题”已停用，不接新工单');
    const nobody = await call('/api/__mock/events/submit', {
      account: 'nobody',
      typeId: gameTypes(G)[0].id,
      title: 'x',
      text: 'y',
    });
    expect(nobody.json.tips).toBe('参数错误：account 本游戏没有账号 nobody');
  });

  it('validates a type: names unique per game, at least one handler, no deleting a type with tickets', async () => {
    const [a, b] = gameTypes(G);
    const dup = await call('/api/operate/eventsManage/edit', { ...a, name: b.name, baseVersion: 1 }, admin, 'en-US');
    expect(dup.json).toMatchObject({
      code: 'A0403',
      tips: `This game already has a ticket type named “${b.name}” (#${b.id})`,
    });
    const none = await call('/api/operate/eventsManage/add', {
      name: '退款',
      purpose: 'recharge',
      status: 1,
      handlerIds: [],
    });
    expect(none.json.tips).toBe('参数错误：handlerIds 至少选择一位处理人');
    const missing = await call('/api/operate/eventsManage/add', {
      purpose: 'recharge',
      status: 1,
      handlerIds: a.handlerIds,
    });
    expect(missing.json.code).toBe('A0400');
    expect(missing.json.tips).toContain('name');
    const del = await call('/api/operate/eventsManage/delete', { id: a.id });
    expect(del.json.code).toBe('A0403');
    const fresh = await call<TypeRow>('/api/operate/eventsManage/add', {
      name: '退款',
      purpose: 'recharge',
      status: 1,
      handlerIds: a.handlerIds,
    });
    expect(lastLog()).toMatchObject({ module: 'ticketType', action: 'add', before: null, after: { name: '退款' } });
    expect((await call('/api/operate/eventsManage/delete', { id: fresh.json.data.id })).json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'delete', before: { name: '退款' }, after: null });
  });
});

describe('the conversation', () => {
  it('reply → answered, a player message → open, close with a note, reopen; each logged with before/after', async () => {
    const t = (await submit(gameTypes(G)[0].id)).json.data;
    const handler = accountOf(t.handlerId);
    const token = await server.login(handler);
    const empty = await call('/api/operate/events/reply', { id: t.id, text: '  ' }, token);
    expect(empty.json.tips).toBe('参数错误：text 回复内容与图片不能都为空');
    const reply = await call<Detail>('/api/operate/events/reply', { id: t.id, text: '您好，已补发' }, token);
    expect(reply.json.data.status).toBe('answered');
    expect(reply.json.data.messages.at(-1)).toMatchObject({ from: 'staff', text: '您好，已补发' });
    expect(lastLog()).toMatchObject({
      module: 'events',
      action: 'reply',
      before: { status: 'open' },
      after: { status: 'answered' },
    });

    const asked = await call<Detail>('/api/__mock/events/playerMessage', { id: t.id, text: '还是没到' });
    expect(asked.json.data.status).toBe('open');

    const noNote = await call('/api/operate/events/close', { id: t.id }, token);
    expect(noNote.json.code).toBe('A0400');
    expect(noNote.json.tips).toContain('note');
    const closed = await call<Detail>('/api/operate/events/close', { id: t.id, note: '已补发到账' }, token);
    expect(closed.json.data).toMatchObject({ status: 'closed', closeNote: '已补发到账' });
    expect(lastLog()).toMatchObject({ action: 'close', before: { status: 'open' }, after: { status: 'closed' } });
    const late = await call('/api/operate/events/reply', { id: t.id, text: '补充' }, token);
    expect(late.json).toMatchObject({ code: 'A0403', tips: `工单 #${t.id} 已关闭，请先重开再回复` });
    const again = await call('/api/operate/events/close', { id: t.id, note: 'x' }, token);
    expect(again.json.code).toBe('A0403');

    const reopened = await call<Detail>('/api/operate/events/reopen', { id: t.id }, token);
    expect(reopened.json.data.status).toBe('open');
    expect(reopened.json.data.events.map((e) => e.kind)).toEqual(['assign', 'reply', 'player', 'close', 'reopen']);

    const page = await call<{ list: Array<{ id: number; status: string; contact: string }> }>(
      '/api/operate/events/page',
      { pageNum: 1, pageSize: 10, status: 'open', account: player(7).account },
      token,
    );
    expect(page.json.data.list.map((r) => r.id)).toContain(t.id);
    // personal data stays masked in the list
    expect(page.json.data.list[0].contact).toMatch(/\*{3,4}/);
  });

  it('takes images as signed uploads only, checks them by content, and sends them with a reply', async () => {
    const t = (await submit(gameTypes(G)[0].id)).json.data;
    const form = client(server.url());
    const sent = Math.floor(now() / 1000);
    const fields = { ticketId: String(t.id) };
    const unsigned = new FormData();
    unsigned.append('ticketId', String(t.id));
    unsigned.append('file', new Blob([PNG]), 'a.png');
    const bare = await form.raw('/api/operate/events/image/upload', unsigned, null, { token: admin, game: G });
    expect(bare.json?.code).toBe('A0340');
    const tampered = await form.signed(
      '/api/operate/events/image/upload',
      fields,
      { file: { bytes: PNG, name: 'a.png' } },
      {
        token: admin,
        game: G,
        timestamp: sent,
        tamper: { ticketId: '1' },
      },
    );
    expect(tampered.json?.code).toBe('A0340');
    const svg = await form.signed(
      '/api/operate/events/image/upload',
      fields,
      {
        file: { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'x.png' },
      },
      { token: admin, game: G, timestamp: sent - 1 },
    );
    expect(svg.json?.tips).toBe('x.png 不是 PNG、JPEG、GIF 或 WebP 图片');
    const up = await form.signed<{ id: number; type: string }>(
      '/api/operate/events/image/upload',
      fields,
      { file: { bytes: PNG, name: '到账截图.png' } },
      { token: admin, game: G, timestamp: sent - 2 },
    );
    expect(up.json?.data).toMatchObject({ type: 'image/png', size: PNG.length });
    const imageId = up.json?.data.id ?? 0;

    // someone else cannot send the admin's image
    const other = await server.login(accountOf(t.handlerId));
    const stolen = await call('/api/operate/events/reply', { id: t.id, imageIds: [imageId] }, other);
    expect(stolen.json.tips).toBe(`参数错误：imageIds 图片 #${imageId} 不是您为此工单上传的，或已发送过`);
    const reply = await call<Detail>('/api/operate/events/reply', { id: t.id, imageIds: [imageId] });
    expect(reply.json.data.messages.at(-1)?.images).toEqual([
      { id: imageId, name: '到账截图.png', type: 'image/png', size: PNG.length },
    ]);
    const twice = await call('/api/operate/events/reply', { id: t.id, text: 'again', imageIds: [imageId] });
    expect(twice.json.code).toBe('A0400');

    const bytes = await server.call('/api/operate/events/image', undefined, {
      method: 'GET',
      query: { id: String(imageId) },
      token: admin,
    });
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect([...bytes.body]).toEqual([...PNG]);
  });
});

describe('access', () => {
  it('lets cs and ops run tickets and refuses viewer, also for the players’ simulation', async () => {
    const ops = await server.login('ops');
    expect((await call('/api/operate/events/page', { pageNum: 1, pageSize: 5 }, ops)).json.code).toBe('00000');
    const cs = getStore().people.find((p) => p.account === 'huangmin');
    expect(cs).toBeTruthy();
    const csToken = await server.login('huangmin');
    const csGame = cs?.gameIds[0] ?? G;
    const asCs = await server.call(
      '/api/operate/events/page',
      { pageNum: 1, pageSize: 5 },
      { token: csToken, game: csGame },
    );
    expect(asCs.json.code).toBe('00000');
    const viewer = await server.login('viewer');
    for (const path of ['/api/operate/events/page', '/api/operate/eventsManage/page']) {
      const r = await call(path, { pageNum: 1, pageSize: 5 }, viewer);
      expect(r.json.code).toBe('A0301');
    }
    expect((await call('/api/operate/events/close', { id: 1, note: 'x' }, viewer)).json.code).toBe('A0301');
    const simulated = await call(
      '/api/__mock/events/submit',
      { account: player(1).account, typeId: 1, title: 'x', text: 'y' },
      ops,
    );
    expect(simulated.json.code).toBe('A0301');
  });
});
