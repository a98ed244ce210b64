import { api, BizError, pack, prepare } from './';

import { json, requestTestBed, stubFetch, stubHangingFetch, type FetchArgs } from './testKit';

// The app's own intl with the real zh-CN messages (src/locales/zh-CN.ts), without rendering the app: umi's locale
// runtime only needs a plugin manager, here one that leaves the locale config as it is. The texts below are the
// literals written in docs/rules.md, never read back from the code's translation.
vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

/*
 * api()/pack() against a stubbed fetch. Every failure must show exactly one thing: one antd message, one
 * notification, one redirect, or — for quiet cases — nothing.
 */
const bed = requestTestBed();
const shown = () => bed.shown();

describe('the wire: prefix, method, headers, body', () => {
  it('api() POSTs JSON to /api<url> with the session headers and the filtered body', async () => {
    localStorage.setItem('sToken', 'tok-1');
    sessionStorage.setItem('GAME_ID', '7');
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fetchMock = stubFetch(() => json({ code: '00000', data: { list: [1] } }));

    const env = await api<{ list: number[] }>('/sys/role/list', {
      pageNum: 1,
      pageSize: 10,
      name: '',
      remark: null,
      gameId: '',
      childGameId: undefined,
    });

    expect(env.data.list).toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/sys/role/list');
    expect(String(init.method).toUpperCase()).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ pageNum: 1, pageSize: 10 });
    // the call names no child game: the header's choice (CHILD_GAME_ID) filters it
    expect(init.headers).toMatchObject({
      satoken: 'tok-1',
      'X-Game-Id': '7',
      'X-Child-Game-Id': '70',
      'Accept-Language': 'zh-CN',
    });
    expect(shown()).toBe(0);
  });

  it('gameId/childGameId never go in the body; X-Game-Id stays the session’s game, the child game is the call’s', async () => {
    sessionStorage.setItem('GAME_ID', '7');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/mng/childGame/dropDownList', { gameId: 12, childGameId: 120, q: 'x' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(JSON.parse(String(init.body))).toEqual({ q: 'x' });
    expect(init.headers['X-Game-Id']).toBe('7');
    expect(init.headers['X-Child-Game-Id']).toBe('120');
  });

  it('a call for another game names it in its own X-Game-Id header', async () => {
    sessionStorage.setItem('GAME_ID', '7');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/check/joinup/add', { scopeGameId: 12, gameId: 5 }, { headers: { 'X-Game-Id': '12' } });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init.headers['X-Game-Id']).toBe('12');
    expect(JSON.parse(String(init.body))).toEqual({ scopeGameId: 12 });
  });

  it('Is_Need_Child_Game_Id 1 sends the child game as bodyChildGameId in the body and no child header', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/mng/childGame/add', { name: 'c', childGameId: 71 }, { headers: { Is_Need_Child_Game_Id: '1' } });
    await api('/mng/childGame/add', { name: 'd' }, { headers: { Is_Need_Child_Game_Id: '1' } });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'c', bodyChildGameId: 71 });
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect(init.headers.Is_Need_Child_Game_Id).toBe('1');
    // no child game named by the call: the header's choice goes in the body
    const [, second] = fetchMock.mock.calls[1] as FetchArgs;
    expect(JSON.parse(String(second.body))).toEqual({ name: 'd', bodyChildGameId: 70 });
    expect(Object.keys(second.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    // no child game at all: nothing in the body
    sessionStorage.removeItem('CHILD_GAME_ID');
    await api('/mng/childGame/add', { name: 'e' }, { headers: { Is_Need_Child_Game_Id: '1' } });
    const [, third] = fetchMock.mock.calls[2] as FetchArgs;
    expect(JSON.parse(String(third.body))).toEqual({ name: 'e' });
  });

  it('without the flag the call’s child game goes in X-Child-Game-Id, never in the body', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/mng/childGame/edit', { id: 3, name: 'c', childGameId: 71 });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init.headers['X-Child-Game-Id']).toBe('71');
    expect(JSON.parse(String(init.body))).toEqual({ id: 3, name: 'c' });
  });

  it('Is_Need_Game_Id 1 sends no X-Game-Id; explicit headers win case-insensitively', async () => {
    sessionStorage.setItem('GAME_ID', '7');
    localStorage.setItem('sToken', 'tok-1');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/a', {}, { headers: { Is_Need_Game_Id: '1' } });
    await api('/b', {}, { headers: { 'x-game-id': '99', SATOKEN: 'other' } });
    const first = (fetchMock.mock.calls[0] as FetchArgs)[1].headers;
    const second = (fetchMock.mock.calls[1] as FetchArgs)[1].headers;
    expect(Object.keys(first).map((k) => k.toLowerCase())).not.toContain('x-game-id');
    expect(second['x-game-id']).toBe('99');
    expect(second.SATOKEN).toBe('other');
    expect(second).not.toHaveProperty('X-Game-Id');
    expect(second).not.toHaveProperty('satoken');
  });

  it('Accept-Language follows the interface language', async () => {
    localStorage.setItem('umi_locale', 'pt-BR');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/x');
    expect((fetchMock.mock.calls[0] as FetchArgs)[1].headers['Accept-Language']).toBe('pt-BR');
  });

  it('pack() POSTs to /onlinepack<url>', async () => {
    const fetchMock = stubFetch(() => json({ code: 0, msg: 'ok', data: { total: 0 } }));
    const env = await pack('/task/page', { pageNum: 1 });
    expect(env.code).toBe(0);
    expect((fetchMock.mock.calls[0] as FetchArgs)[0]).toBe('/onlinepack/task/page');
    expect(shown()).toBe(0);
  });

  it('prepare(): non-object bodies pass through; bodyChildGameId makes a body when there was none', () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    expect(prepare([1, 2]).body).toEqual([1, 2]);
    expect(prepare('raw').body).toBe('raw');
    expect(prepare(undefined).body).toBeUndefined();
    expect(prepare(undefined, { headers: { Is_Need_Child_Game_Id: '1' } }).body).toEqual({ bodyChildGameId: 70 });
    sessionStorage.removeItem('CHILD_GAME_ID');
    expect(prepare(undefined, { headers: { Is_Need_Child_Game_Id: '1' } }).body).toBeUndefined();
    expect(prepare({ childGameId: '70' }, { headers: { Is_Need_Child_Game_Id: '1' } }).body).toEqual({
      bodyChildGameId: '70',
    });
    expect(prepare([1], { headers: { Is_Need_Child_Game_Id: '1' } }).body).toEqual([1]);
  });

  it.each([
    ['api()', () => api('/order/export', { pageNum: 1 })],
    ['pack()', () => pack('/task/page', { pageNum: 1 })],
  ])(
    '%s: a call that never answers fails after 3600000 ms with "timeout of 3600000ms exceeded", shown once',
    async (_n, run) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const fetchMock = stubHangingFetch();
        let settled: unknown = 'pending';
        const p = run().then(
          () => (settled = 'resolved'),
          (e: unknown) => (settled = e),
        );
        await vi.advanceTimersByTimeAsync(3600000 - 1);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(settled).toBe('pending');
        expect(shown()).toBe(0);
        await vi.advanceTimersByTimeAsync(1);
        await p;
        expect((settled as Error).message).toBe('timeout of 3600000ms exceeded');
        expect(bed.spies.msgError).toHaveBeenCalledTimes(1);
        expect(bed.spies.msgError).toHaveBeenCalledWith('timeout of 3600000ms exceeded');
        expect(shown()).toBe(1);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe('success codes (docs/rules.md "Envelopes and success codes")', () => {
  it("api(): only the string '00000' is success by default", async () => {
    stubFetch(() => json({ code: 0, data: null, msg: 'zero' }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(1);
  });

  it.each([0, '00000'])('login/logout accept code %j with successCodes [0, "00000"]', async (code) => {
    stubFetch(() => json({ code, data: { sToken: 's', loginTime: null } }));
    const env = await api('/mng/login', { account: 'a' }, { successCodes: [0, '00000'] });
    expect(env.code).toBe(code);
    expect(shown()).toBe(0);
  });

  it('successCodes compare strictly: the string "0" is not the number 0', async () => {
    stubFetch(() => json({ code: '0', data: null }));
    await expect(api('/mng/logout', undefined, { successCodes: [0, '00000'] })).rejects.toBeInstanceOf(BizError);
  });
});
