import { message, notification } from 'antd';
import { browser } from '../utils/portal';
import { abortAll } from './abort';
import { download, isDownloading, saveBlob } from './download';

// The app's own intl with the real zh-CN messages (src/locales/zh-CN.ts), without rendering the app: umi's locale
// runtime only needs a plugin manager, here one that leaves the locale config as it is. The texts below are the
// literals written in docs/rules.md, never read back from the code's translation.
vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

type Init = RequestInit & { headers: Record<string, string> };

const noop = () => undefined as never;
const makeSpies = () => ({
  msgWarning: vi.spyOn(message, 'warning').mockImplementation(noop),
  msgSuccess: vi.spyOn(message, 'success').mockImplementation(noop),
  msgError: vi.spyOn(message, 'error').mockImplementation(noop),
  msgDestroy: vi.spyOn(message, 'destroy').mockImplementation(() => {}),
  notError: vi.spyOn(notification, 'error').mockImplementation(noop),
});
let spies: ReturnType<typeof makeSpies>;
let clicks: Array<{ href: string; download: string }>;

/** A fetch whose answer the test releases. */
function deferredFetch() {
  let release: (r: Response) => void = () => {};
  const fn = vi.fn(
    (_url: string, init: Init) =>
      new Promise<Response>((resolve, reject) => {
        release = resolve;
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fn);
  return { fn, release: (r: Response) => release(r) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('umi_locale', 'zh-CN');
  spies = makeSpies();
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  // jsdom has no object URLs
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test-1'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('download() (docs/rules.md "Downloads")', () => {
  it('GETs the file as a blob with the session headers, shows "loading" then "load complete", saves it', async () => {
    localStorage.setItem('sToken', 'tok-1');
    sessionStorage.setItem('GAME_ID', '7');
    const { fn, release } = deferredFetch();

    const p = download('/onlinepack/task/output?id=1', 'task-1.zip');
    expect(isDownloading()).toBe(true);
    expect(spies.msgWarning).toHaveBeenCalledTimes(1);
    expect(spies.msgWarning).toHaveBeenCalledWith({
      content: '加载中',
      duration: 0,
      key: 'download-loading',
    });
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    const [url, init] = fn.mock.calls[0] as [string, Init];
    expect(url).toBe('/onlinepack/task/output?id=1');
    expect(String(init.method).toUpperCase()).toBe('GET');
    expect(init.headers).toEqual({ satoken: 'tok-1', 'X-Game-Id': '7', 'Accept-Language': 'zh-CN' });
    expect(spies.msgSuccess).not.toHaveBeenCalled();

    release(new Response('PK-zip', { status: 200, headers: { 'Content-Type': 'application/zip' } }));
    await expect(p).resolves.toBe(true);

    expect(isDownloading()).toBe(false);
    expect(clicks).toEqual([{ href: 'blob:test-1', download: 'task-1.zip' }]);
    const saved = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await saved.text()).toBe('PK-zip');
    // replaces the loading warning (same key)
    expect(spies.msgSuccess).toHaveBeenCalledWith({ content: '加载完成', key: 'download-loading' });
    expect(spies.msgWarning).toHaveBeenCalledTimes(1);
    expect(spies.msgError).not.toHaveBeenCalled();
    expect(spies.notError).not.toHaveBeenCalled();
  });

  it('X-Child-Game-Id: the caller’s own child game, else the header’s choice', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fn = vi.fn((_u: string, _i: Init) => Promise.resolve(new Response('PK')));
    vi.stubGlobal('fetch', fn);
    await expect(download('/api/x', 'x.zip', { childGameId: 71 })).resolves.toBe(true);
    expect((fn.mock.calls[0] as [string, Init])[1].headers['X-Child-Game-Id']).toBe('71');
    await expect(download('/api/y', 'y.zip')).resolves.toBe(true);
    expect((fn.mock.calls[1] as [string, Init])[1].headers['X-Child-Game-Id']).toBe('70');
  });

  it('a second download while one runs is ignored: no fetch, no message', async () => {
    const { fn, release } = deferredFetch();
    const first = download('/a', 'a.zip');
    await expect(download('/b', 'b.zip')).resolves.toBe(false);
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect(spies.msgWarning).toHaveBeenCalledTimes(1);
    release(new Response('a'));
    await expect(first).resolves.toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(clicks.map((c) => c.download)).toEqual(['a.zip']);

    // after it ends, a new download runs again
    const { release: release2 } = deferredFetch();
    const third = download('/c', 'c.zip');
    await vi.waitFor(() => expect(isDownloading()).toBe(true));
    setTimeout(() => release2(new Response('c')), 0);
    await expect(third).resolves.toBe(true);
    expect(clicks.map((c) => c.download)).toEqual(['a.zip', 'c.zip']);
  });

  it('a failure drops the loading warning and shows one error notice; the flag clears', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('missing', { status: 404 }))),
    );
    await expect(download('/onlinepack/task/output?id=9', 'x.zip')).resolves.toBe(false);
    expect(spies.msgDestroy).toHaveBeenCalledWith('download-loading');
    expect(spies.notError).toHaveBeenCalledTimes(1);
    expect(spies.notError).toHaveBeenCalledWith({
      message: '请求错误 404: /onlinepack/task/output?id=9',
      description: '发出的请求针对的是不存在的记录，服务器没有进行操作。',
    });
    expect(spies.msgSuccess).not.toHaveBeenCalled();
    expect(spies.msgError).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    expect(isDownloading()).toBe(false);
  });

  it.each([
    [
      '/onlinepack',
      '/onlinepack/task/output?id=4',
      { code: 30004, msg: '任务还没有产物', data: null },
      { message: '任务还没有产物', description: undefined },
    ],
    [
      '/api',
      '/api/sdk/packageTool/download?id=4',
      { code: 'A0402', tips: '打包工具不存在', description: 'id=4', data: null },
      { message: '打包工具不存在', description: 'id=4' },
    ],
  ])(
    '%s error envelope with HTTP 200: shown once with its message, no file, no "load complete"',
    async (_p, url, env, notice) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(
            new Response(JSON.stringify(env), {
              status: 200,
              headers: { 'Content-Type': 'application/json;charset=utf-8' },
            }),
          ),
        ),
      );
      await expect(download(url, 'out.apk')).resolves.toBe(false);
      expect(clicks).toEqual([]);
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      expect(spies.msgSuccess).not.toHaveBeenCalled();
      expect(spies.msgDestroy).toHaveBeenCalledWith('download-loading');
      expect(spies.notError).toHaveBeenCalledTimes(1);
      expect(spies.notError).toHaveBeenCalledWith(notice);
      expect(spies.msgError).not.toHaveBeenCalled();
      expect(isDownloading()).toBe(false);
    },
  );

  it('/onlinepack 20001 envelope: no file, nothing shown but the loading warning going away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 20001, msg: 'busy', data: null }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await expect(download('/onlinepack/task/output?id=4', 'out.apk')).resolves.toBe(false);
    expect(clicks).toEqual([]);
    expect(spies.msgSuccess).not.toHaveBeenCalled();
    expect(spies.notError).not.toHaveBeenCalled();
    expect(spies.msgError).not.toHaveBeenCalled();
    expect(isDownloading()).toBe(false);
  });

  it.each([
    ['/onlinepack/task/output?id=4', { code: 'A0230', msg: '会话已失效', data: null }],
    ['/api/sdk/packageTool/download?id=4', { code: 'A0230', tips: '会话已失效', data: null }],
  ])('%s answering A0230: sToken removed, portal login with targetUrl, no file', async (url, env) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    window.history.pushState({}, '', '/package/task?page=2');
    localStorage.setItem('sToken', 'old');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(env), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await expect(download(url, 'out.apk')).resolves.toBe(false);
    expect(localStorage.getItem('sToken')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      `/portal/login?targetUrl=${encodeURIComponent('http://localhost:3000/package/task?page=2')}`,
    );
    expect(clicks).toEqual([]);
    expect(spies.msgSuccess).not.toHaveBeenCalled();
    expect(spies.notError).not.toHaveBeenCalled();
    expect(spies.msgError).not.toHaveBeenCalled();
    expect(isDownloading()).toBe(false);
  });

  it('a JSON file that is no envelope is still a file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"channels":[1,2]}', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await expect(download('/api/x', 'channels.json')).resolves.toBe(true);
    expect(clicks).toEqual([{ href: 'blob:test-1', download: 'channels.json' }]);
    expect(spies.notError).not.toHaveBeenCalled();
  });

  it('a download that never answers fails after 3600000 ms with "timeout of 3600000ms exceeded", shown once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fn } = deferredFetch();
      let settled: unknown = 'pending';
      const p = download('/onlinepack/task/output?id=1', 'a.apk').then((v) => (settled = v));
      await vi.advanceTimersByTimeAsync(3600000 - 1);
      expect(fn).toHaveBeenCalledTimes(1);
      expect(settled).toBe('pending');
      expect(isDownloading()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(settled).toBe(false);
      expect(spies.msgError).toHaveBeenCalledTimes(1);
      expect(spies.msgError).toHaveBeenCalledWith('timeout of 3600000ms exceeded');
      expect(spies.msgDestroy).toHaveBeenCalledWith('download-loading');
      expect(spies.msgSuccess).not.toHaveBeenCalled();
      expect(spies.notError).not.toHaveBeenCalled();
      expect(clicks).toEqual([]);
      expect(isDownloading()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('abortAll() cancels a running download silently', async () => {
    const { fn } = deferredFetch();
    const p = download('/a', 'a.zip');
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    abortAll();
    await expect(p).resolves.toBe(false);
    expect(spies.msgDestroy).toHaveBeenCalledWith('download-loading');
    expect(spies.notError).not.toHaveBeenCalled();
    expect(spies.msgError).not.toHaveBeenCalled();
    expect(isDownloading()).toBe(false);
  });

  it('saveBlob clicks a temporary link and revokes the URL later', () => {
    vi.useFakeTimers();
    try {
      saveBlob(new Blob(['x']), 'name.txt');
      expect(clicks).toEqual([{ href: 'blob:test-1', download: 'name.txt' }]);
      expect(document.querySelectorAll('a[download]')).toHaveLength(0);
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-1');
    } finally {
      vi.useRealTimers();
    }
  });
});
