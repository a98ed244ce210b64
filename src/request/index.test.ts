import { createHistory, history } from '@umijs/max';
import { message, notification } from 'antd';
import { abortAll } from './abort';
import { ShowType } from './errors';
import { browser } from '../utils/portal';
import { api, BizError, pack, prepare } from './';

// The app's own intl with the real zh-CN messages (src/locales/zh-CN.ts), without rendering the app: umi's locale
// runtime only needs a plugin manager, here one that leaves the locale config as it is. The texts below are the
// literals written in docs/rules.md, never read back from the code's translation.
vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

/*
 * api()/pack() against a stubbed fetch (umi-request reads the global fetch at call time). Every failure must show
 * exactly one thing: one antd message, one notification, one redirect, or — for quiet cases — nothing.
 */

type FetchArgs = [string, RequestInit & { headers: Record<string, string> }];

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubFetch(reply: (url: string, init: FetchArgs[1]) => Response | Promise<Response>) {
  const fn = vi.fn((url: string, init: FetchArgs[1]) => Promise.resolve(reply(url, init)));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Rejects like the real fetch when the call's signal aborts; never answers otherwise. */
function stubHangingFetch() {
  const fn = vi.fn(
    (_url: string, init: FetchArgs[1]) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The user aborted a request.', 'AbortError'));
        if (init.signal?.aborted) abort();
        init.signal?.addEventListener('abort', abort);
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const noop = () => undefined as never;
const makeSpies = () => ({
  msgError: vi.spyOn(message, 'error').mockImplementation(noop),
  msgWarning: vi.spyOn(message, 'warning').mockImplementation(noop),
  msgSuccess: vi.spyOn(message, 'success').mockImplementation(noop),
  msgInfo: vi.spyOn(message, 'info').mockImplementation(noop),
  notError: vi.spyOn(notification, 'error').mockImplementation(noop),
  notWarning: vi.spyOn(notification, 'warning').mockImplementation(noop),
  notInfo: vi.spyOn(notification, 'info').mockImplementation(noop),
  msgLoading: vi.spyOn(message, 'loading').mockImplementation(noop),
  msgOpen: vi.spyOn(message, 'open').mockImplementation(noop),
  notSuccess: vi.spyOn(notification, 'success').mockImplementation(noop),
  notOpen: vi.spyOn(notification, 'open').mockImplementation(noop),
  push: vi.spyOn(history, 'push'),
  assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
});
let spies: ReturnType<typeof makeSpies>;

/** Everything the operator could see or be sent to. */
const shown = () => Object.values(spies).reduce((n, spy) => n + spy.mock.calls.length, 0);

beforeAll(() => {
  createHistory({ type: 'memory', initialEntries: ['/'] });
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('umi_locale', 'zh-CN');
  spies = makeSpies();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
    expect(init.headers).toMatchObject({
      satoken: 'tok-1',
      'X-Game-Id': '7',
      'Accept-Language': 'zh-CN',
    });
    // the header's child-game choice is not a filter of this call: no X-Child-Game-Id
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect(shown()).toBe(0);
  });

  it('a call’s own gameId/childGameId go in headers, never in the body', async () => {
    sessionStorage.setItem('GAME_ID', '7');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/mng/childGame/dropDownList', { gameId: 12, childGameId: 120, q: 'x' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(JSON.parse(String(init.body))).toEqual({ q: 'x' });
    expect(init.headers['X-Game-Id']).toBe('12');
    expect(init.headers['X-Child-Game-Id']).toBe('120');
  });

  it('Is_Need_Child_Game_Id 1 sends the call’s child game as bodyChildGameId in the body and no child header', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/mng/childGame/add', { name: 'c', childGameId: 71 }, { headers: { Is_Need_Child_Game_Id: '1' } });
    await api('/mng/childGame/add', { name: 'd' }, { headers: { Is_Need_Child_Game_Id: '1' } });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'c', bodyChildGameId: 71 });
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect(init.headers.Is_Need_Child_Game_Id).toBe('1');
    // no child game named: none in the body either (the stored choice is not taken)
    const [, second] = fetchMock.mock.calls[1] as FetchArgs;
    expect(JSON.parse(String(second.body))).toEqual({ name: 'd' });
    expect(Object.keys(second.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
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
        expect(spies.msgError).toHaveBeenCalledTimes(1);
        expect(spies.msgError).toHaveBeenCalledWith('timeout of 3600000ms exceeded');
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

describe('business errors and showType (docs/rules.md "Error display (showType)")', () => {
  it('a code with tips (no showType): one error notification titled with tips, described by description', async () => {
    stubFetch(() => json({ code: 'A0400', tips: '名称不能为空', description: 'name: required', data: null }));
    const err = await api('/sys/role/add', { name: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    expect((err as BizError).info.errorCode).toBe('A0400');
    expect((err as BizError).envelope?.tips).toBe('名称不能为空');
    expect(spies.notError).toHaveBeenCalledTimes(1);
    expect(spies.notError).toHaveBeenCalledWith({ message: '名称不能为空', description: 'name: required' });
    expect(shown()).toBe(1);
  });

  it('a code without tips (no showType): notification titled with the code, described by msg', async () => {
    stubFetch(() => json({ code: 'B0001', msg: '系统繁忙', data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledWith({ message: 'B0001', description: '系统繁忙' });
    expect(shown()).toBe(1);
  });

  it('showType 0: silent, but the call still rejects', async () => {
    stubFetch(() => json({ code: 'A0403', tips: 'x', showType: ShowType.SILENT, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(0);
  });

  it('showType 1: one warning message', async () => {
    stubFetch(() => json({ code: 'A0403', tips: '角色仍被使用', showType: 1, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.msgWarning).toHaveBeenCalledWith('角色仍被使用');
    expect(shown()).toBe(1);
  });

  it('showType 2: one error message', async () => {
    stubFetch(() => json({ code: 'A0402', tips: '记录不存在', showType: 2, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.msgError).toHaveBeenCalledWith('记录不存在');
    expect(shown()).toBe(1);
  });

  it('showType 4: one notification, title = error code, description = message', async () => {
    stubFetch(() => json({ code: 'A0301', tips: '无权访问', description: 'ignored here', showType: 4, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledWith({ message: 'A0301', description: '无权访问' });
    expect(shown()).toBe(1);
  });

  it('showType 9: redirect to /exception with errorCode and errorMessage, nothing else', async () => {
    stubFetch(() => json({ code: 'B0001', tips: '服务异常 & 重试', showType: 9, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.push).toHaveBeenCalledTimes(1);
    expect(spies.push).toHaveBeenCalledWith(
      `/exception?errorCode=B0001&errorMessage=${encodeURIComponent('服务异常 & 重试')}`,
    );
    expect(history.location.pathname).toBe('/exception');
    const q = new URLSearchParams(history.location.search);
    expect(q.get('errorCode')).toBe('B0001');
    expect(q.get('errorMessage')).toBe('服务异常 & 重试');
    expect(shown()).toBe(1);
  });

  it('any other showType: one error message', async () => {
    stubFetch(() => json({ code: 'X1', msg: 'odd', showType: 7, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(spies.msgError).toHaveBeenCalledWith('odd');
    expect(shown()).toBe(1);
  });

  it('a failed call leaves the stored session alone', async () => {
    localStorage.setItem('sToken', 'keep');
    stubFetch(() => json({ code: 'A0210', tips: '账号或密码错误', data: null }));
    await expect(api('/mng/login', {}, { successCodes: [0, '00000'] })).rejects.toBeInstanceOf(BizError);
    expect(localStorage.getItem('sToken')).toBe('keep');
    expect(shown()).toBe(1);
  });
});

describe('A0230 session invalid', () => {
  it('removes sToken and sends the browser to the portal login with targetUrl = current address', async () => {
    window.history.pushState({}, '', '/order/flow?page=2');
    localStorage.setItem('sToken', 'old');
    localStorage.setItem('saToken', 'ticket');
    stubFetch(() => json({ code: 'A0230', tips: '会话已失效', data: null }));

    await expect(api('/order/list')).rejects.toBeInstanceOf(BizError);

    expect(localStorage.getItem('sToken')).toBeNull();
    expect(localStorage.getItem('saToken')).toBe('ticket');
    expect(spies.assign).toHaveBeenCalledTimes(1);
    expect(spies.assign).toHaveBeenCalledWith(
      `/portal/login?targetUrl=${encodeURIComponent('http://localhost:3000/order/flow?page=2')}`,
    );
    expect(window.location.href).toBe('http://localhost:3000/order/flow?page=2');
    expect(shown()).toBe(1); // the redirect only, no notice on top
  });

  const portal = (href: string) => `/portal/login?targetUrl=${encodeURIComponent(href)}`;

  it.each([
    ['pack()', { code: 'A0230', msg: '会话已失效', data: null }, () => pack('/task/page', { pageNum: 1 })],
    // the log drawer polls quietly: an expired session still ends the session
    [
      'pack() quiet',
      { code: 'A0230', msg: '会话已失效', data: null },
      () => pack('/task/log', { id: 1 }, { skipErrorHandler: true }),
    ],
    [
      'api() quiet',
      { code: 'A0230', tips: '会话已失效', data: null },
      () => api('/mng/pv', { path: '/x' }, { skipErrorHandler: true }),
    ],
  ])('%s: A0230 removes sToken and goes to the portal login, nothing else', async (_name, envelope, run) => {
    window.history.pushState({}, '', '/package/task?id=3');
    localStorage.setItem('sToken', 'old');
    stubFetch(() => json(envelope));

    const err = await run().catch((e: unknown) => e);

    expect(err).toBeInstanceOf(BizError);
    expect((err as BizError).info.errorCode).toBe('A0230');
    expect(localStorage.getItem('sToken')).toBeNull();
    expect(spies.assign).toHaveBeenCalledTimes(1);
    expect(spies.assign).toHaveBeenCalledWith(portal('http://localhost:3000/package/task?id=3'));
    expect(shown()).toBe(1);
  });
});

describe('transport errors', () => {
  it('HTTP 500: one notification titled "<请求错误> 500: <url>" with the Chinese status text', async () => {
    stubFetch(() => json({ whatever: true }, 500));
    const err = await api('/sys/role/list').catch((e: unknown) => e);
    expect((err as { type?: string }).type).toBe('HttpError');
    expect(spies.notError).toHaveBeenCalledTimes(1);
    const arg = spies.notError.mock.calls[0][0] as { message: string; description: string };
    expect(arg.message).toBe('请求错误 500: /api/sys/role/list');
    expect(arg.description).toBe('服务器发生错误，请检查服务器。');
    expect(shown()).toBe(1);
  });

  it.each([
    [401, '用户没有权限（令牌、用户名、密码错误）。'],
    [403, '用户得到授权，但是访问是被禁止的。'],
    [404, '发出的请求针对的是不存在的记录，服务器没有进行操作。'],
    [502, '网关错误。'],
    [503, '服务不可用，服务器暂时过载或维护。'],
    [504, '网关超时。'],
  ])('HTTP %i uses its status text %s', async (status, text) => {
    stubFetch(() => json('', status));
    await expect(pack('/task/page')).rejects.toMatchObject({ type: 'HttpError' });
    expect(spies.notError).toHaveBeenCalledTimes(1);
    const arg = spies.notError.mock.calls[0][0] as { message: string; description: string };
    expect(arg.message).toBe(`请求错误 ${status}: /onlinepack/task/page`);
    expect(arg.description).toBe(text);
    expect(shown()).toBe(1);
  });

  it('timeout: one error message "timeout of {n}ms exceeded"', async () => {
    stubHangingFetch();
    const err = await api('/slow', {}, { timeout: 30 }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('timeout of 30ms exceeded');
    expect(spies.msgError).toHaveBeenCalledTimes(1);
    expect(spies.msgError).toHaveBeenCalledWith('timeout of 30ms exceeded');
    expect(shown()).toBe(1);
  });

  it('a body that is not JSON: one parse-error message', async () => {
    stubFetch(() => new Response('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const err = await api('/x').catch((e: unknown) => e);
    expect((err as { type?: string }).type).toBe('ParseError');
    expect(spies.msgError).toHaveBeenCalledTimes(1);
    expect(spies.msgError).toHaveBeenCalledWith('服务器返回的数据无法解析');
    expect(shown()).toBe(1);
  });

  it('JSON without an envelope is a parse error too', async () => {
    stubFetch(() => json([1, 2, 3]));
    await expect(api('/x')).rejects.toMatchObject({ type: 'ParseError' });
    expect(shown()).toBe(1);
  });

  it('a network failure: one error message with the failure text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/x')).rejects.toThrow('Failed to fetch');
    expect(spies.msgError).toHaveBeenCalledWith('Failed to fetch');
    expect(shown()).toBe(1);
  });
});

describe('opting out and cancelling', () => {
  it('skipErrorHandler: business, HTTP and timeout failures reject and show nothing', async () => {
    stubFetch(() => json({ code: 'A0400', tips: 't', data: null }));
    await expect(api('/x', {}, { skipErrorHandler: true })).rejects.toBeInstanceOf(BizError);
    stubFetch(() => json({}, 500));
    await expect(api('/x', {}, { skipErrorHandler: true })).rejects.toMatchObject({ type: 'HttpError' });
    stubHangingFetch();
    await expect(pack('/x', {}, { skipErrorHandler: true, timeout: 20 })).rejects.toThrow('timeout of 20ms exceeded');
    expect(shown()).toBe(0);
  });

  it('abortAll() cancels every call in flight silently; later calls work', async () => {
    const fetchMock = stubHangingFetch();
    const a = api('/a').catch((e: unknown) => e);
    const b = pack('/b').catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    abortAll();
    const [ea, eb] = await Promise.all([a, b]);
    expect((ea as Error).name).toBe('AbortError');
    expect((eb as Error).name).toBe('AbortError');
    expect(shown()).toBe(0);

    stubFetch(() => json({ code: '00000', data: 'fresh' }));
    await expect(api('/c')).resolves.toMatchObject({ data: 'fresh' });
  });

  it('a caller’s own signal is used instead of the shared one', async () => {
    const fetchMock = stubHangingFetch();
    const own = new AbortController();
    const p = api('/a', {}, { signal: own.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as FetchArgs)[1].signal).toBe(own.signal);
    own.abort();
    expect(((await p) as Error).name).toBe('AbortError');
    expect(shown()).toBe(0);
  });
});

describe('onlinepack envelope', () => {
  it.each([0, '0'])('code %j is success', async (code) => {
    stubFetch(() => json({ code, msg: 'success', data: { id: 1 } }));
    await expect(pack('/task/add', {})).resolves.toMatchObject({ data: { id: 1 } });
    expect(shown()).toBe(0);
  });

  it('20001 rejects quietly', async () => {
    stubFetch(() => json({ code: 20001, msg: '任务进行中', data: null }));
    const err = await pack('/task/add', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    expect((err as BizError).info.errorCode).toBe('20001');
    expect(shown()).toBe(0);
  });

  it('any other code: one notice with msg', async () => {
    stubFetch(() => json({ code: 30002, msg: '打包失败：签名文件缺失', data: null }));
    await expect(pack('/task/add', {})).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledTimes(1);
    expect(spies.notError).toHaveBeenCalledWith({ message: '打包失败：签名文件缺失', description: undefined });
    expect(shown()).toBe(1);
  });

  it('another code without msg: the notice shows the code', async () => {
    stubFetch(() => json({ code: 500, data: null }));
    await expect(pack('/task/add', {})).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledWith({ message: '500', description: undefined });
    expect(shown()).toBe(1);
  });

  it.each([null, '', '00000', false])('code %j is not success (only 0 is)', async (code) => {
    stubFetch(() => json({ code, msg: 'x', data: null }));
    await expect(pack('/task/add')).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(1);
  });
});
