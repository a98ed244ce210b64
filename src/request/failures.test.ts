import { history } from '@umijs/max';
import { abortAll } from './abort';
import { ShowType } from './errors';
import { api, BizError, pack } from './';

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

describe('business errors and showType (docs/rules.md "Error display (showType)")', () => {
  it('a code with tips (no showType): one error notification titled with tips, described by description', async () => {
    stubFetch(() => json({ code: 'A0400', tips: '名称不能为空', description: 'name: required', data: null }));
    const err = await api('/sys/role/add', { name: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    expect((err as BizError).info.errorCode).toBe('A0400');
    expect((err as BizError).envelope?.tips).toBe('名称不能为空');
    expect(bed.spies.notError).toHaveBeenCalledTimes(1);
    expect(bed.spies.notError).toHaveBeenCalledWith({ message: '名称不能为空', description: 'name: required' });
    expect(shown()).toBe(1);
  });

  it('a code without tips (no showType): one error message with msg, no notification titled with the code', async () => {
    stubFetch(() => json({ code: 'B0001', msg: '系统繁忙', data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.msgError).toHaveBeenCalledWith('系统繁忙');
    expect(bed.spies.notError).not.toHaveBeenCalled();
    expect(shown()).toBe(1);
  });

  it('a code with neither tips, msg nor showType: one error message naming the code', async () => {
    stubFetch(() => json({ code: 'B0001', data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.msgError).toHaveBeenCalledWith('B0001');
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
    expect(bed.spies.msgWarning).toHaveBeenCalledWith('角色仍被使用');
    expect(shown()).toBe(1);
  });

  it('showType 2: one error message', async () => {
    stubFetch(() => json({ code: 'A0402', tips: '记录不存在', showType: 2, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.msgError).toHaveBeenCalledWith('记录不存在');
    expect(shown()).toBe(1);
  });

  it('showType 4: one notification, title = error code, description = message', async () => {
    stubFetch(() => json({ code: 'A0301', tips: '无权访问', description: 'ignored here', showType: 4, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.notError).toHaveBeenCalledWith({ message: 'A0301', description: '无权访问' });
    expect(shown()).toBe(1);
  });

  it('showType 9: redirect to /exception with errorCode and errorMessage, nothing else', async () => {
    stubFetch(() => json({ code: 'B0001', tips: '服务异常 & 重试', showType: 9, data: null }));
    await expect(api('/x')).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.push).toHaveBeenCalledTimes(1);
    expect(bed.spies.push).toHaveBeenCalledWith(
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
    expect(bed.spies.msgError).toHaveBeenCalledWith('odd');
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
    expect(bed.spies.assign).toHaveBeenCalledTimes(1);
    expect(bed.spies.assign).toHaveBeenCalledWith(
      `/portal/login?targetUrl=${encodeURIComponent('http://localhost:3000/order/flow?page=2')}`,
    );
    // a full page load to the portal (which the app cannot route to), not an in-app navigation
    expect(bed.spies.push).not.toHaveBeenCalled();
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
    expect(bed.spies.assign).toHaveBeenCalledTimes(1);
    expect(bed.spies.assign).toHaveBeenCalledWith(portal('http://localhost:3000/package/task?id=3'));
    expect(shown()).toBe(1);
  });
});

describe('transport errors', () => {
  it('HTTP 500: one notification titled "<请求错误> 500: <url>" with the Chinese status text', async () => {
    stubFetch(() => json({ whatever: true }, 500));
    const err = await api('/sys/role/list').catch((e: unknown) => e);
    expect((err as { type?: string }).type).toBe('HttpError');
    expect(bed.spies.notError).toHaveBeenCalledTimes(1);
    const arg = bed.spies.notError.mock.calls[0][0] as { message: string; description: string };
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
    expect(bed.spies.notError).toHaveBeenCalledTimes(1);
    const arg = bed.spies.notError.mock.calls[0][0] as { message: string; description: string };
    expect(arg.message).toBe(`请求错误 ${status}: /onlinepack/task/page`);
    expect(arg.description).toBe(text);
    expect(shown()).toBe(1);
  });

  it('timeout: one error message "timeout of {n}ms exceeded"', async () => {
    stubHangingFetch();
    const err = await api('/slow', {}, { timeout: 30 }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('timeout of 30ms exceeded');
    expect(bed.spies.msgError).toHaveBeenCalledTimes(1);
    expect(bed.spies.msgError).toHaveBeenCalledWith('timeout of 30ms exceeded');
    expect(shown()).toBe(1);
  });

  it('a body that is not JSON: one parse-error message', async () => {
    stubFetch(() => new Response('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const err = await api('/x').catch((e: unknown) => e);
    expect((err as { type?: string }).type).toBe('ParseError');
    expect(bed.spies.msgError).toHaveBeenCalledTimes(1);
    expect(bed.spies.msgError).toHaveBeenCalledWith('服务器返回的数据无法解析');
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
    expect(bed.spies.msgError).toHaveBeenCalledWith('Failed to fetch');
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
    expect(bed.spies.notError).toHaveBeenCalledTimes(1);
    expect(bed.spies.notError).toHaveBeenCalledWith({ message: '打包失败：签名文件缺失', description: undefined });
    expect(shown()).toBe(1);
  });

  it('another code without msg: the notice shows the code', async () => {
    stubFetch(() => json({ code: 500, data: null }));
    await expect(pack('/task/add', {})).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.notError).toHaveBeenCalledWith({ message: '500', description: undefined });
    expect(shown()).toBe(1);
  });

  it.each([null, '', '00000', false])('code %j is not success (only 0 is)', async (code) => {
    stubFetch(() => json({ code, msg: 'x', data: null }));
    await expect(pack('/task/add')).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(1);
  });
});
