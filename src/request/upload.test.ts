import { createHash } from 'node:crypto';
import { message, notification } from 'antd';
import { browser } from '../utils/portal';
import { abortAll } from './abort';
import { BizError } from './errors';
import { oversizeFile, upload } from './upload';
import { MB } from '../utils/validate';

// The app's own intl with the real zh-CN messages (src/locales/zh-CN.ts), without rendering the app: umi's locale
// runtime only needs a plugin manager, here one that leaves the locale config as it is. The texts below are the
// literals written in docs/rules.md, never read back from the code's translation.
vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

/** A scriptable XMLHttpRequest: records what upload() does and answers when told to. */
class FakeXHR {
  static instances: FakeXHR[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  aborted = false;
  upload: { onprogress: ((ev: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const last = () => FakeXHR.instances[FakeXHR.instances.length - 1];
const noop = () => undefined as never;
const md5Upper = (s: string) => createHash('md5').update(s, 'utf8').digest('hex').toUpperCase();

const makeSpies = () => ({
  msgError: vi.spyOn(message, 'error').mockImplementation(noop),
  msgWarning: vi.spyOn(message, 'warning').mockImplementation(noop),
  msgSuccess: vi.spyOn(message, 'success').mockImplementation(noop),
  notError: vi.spyOn(notification, 'error').mockImplementation(noop),
  notWarning: vi.spyOn(notification, 'warning').mockImplementation(noop),
});
let spies: ReturnType<typeof makeSpies>;
const shown = () => Object.values(spies).reduce((n, s) => n + s.mock.calls.length, 0);

beforeEach(() => {
  FakeXHR.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('umi_locale', 'zh-CN');
  spies = makeSpies();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A Blob that reports a given size without allocating it. */
function sizedBlob(size: number, name = 'big.apk') {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('upload(): size limit', () => {
  it('refuses a file over 800 MB before any XHR exists, with one warning', async () => {
    const err = await upload('/file/upload', { file: sizedBlob(800 * MB + 1), note: 'n' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    expect((err as BizError).info.errorCode).toBe('FILE_TOO_LARGE');
    expect(FakeXHR.instances).toHaveLength(0);
    expect(spies.msgWarning).toHaveBeenCalledTimes(1);
    expect(spies.msgWarning).toHaveBeenCalledWith('文件大小不能超过800M');
    expect(shown()).toBe(1);
  });

  it('exactly 800 MB is allowed', async () => {
    const p = upload('/file/upload', { file: sizedBlob(800 * MB) });
    expect(FakeXHR.instances).toHaveLength(1);
    last().respond(200, { code: '00000', data: null });
    await expect(p).resolves.toMatchObject({ code: '00000' });
  });

  it('honours maxMB, checks every blob field, and can stay quiet', async () => {
    expect(oversizeFile({ iconFile: sizedBlob(10), signFile: sizedBlob(2 * MB + 1) }, 2)).toBe('signFile');
    expect(oversizeFile({ file: 'x'.repeat(10), other: sizedBlob(1) }, 0)).toBe('other');
    expect(oversizeFile({ file: sizedBlob(MB) }, 1)).toBeUndefined();
    await expect(
      upload('/x', { iconFile: sizedBlob(2 * MB + 1) }, { maxMB: 2, skipErrorHandler: true }),
    ).rejects.toBeInstanceOf(BizError);
    expect(FakeXHR.instances).toHaveLength(0);
    expect(shown()).toBe(0);
  });
});

describe('upload(): the request', () => {
  it('POSTs the signed form to /api<url> with credentials, headers and progress', async () => {
    localStorage.setItem('sToken', 'tok-1');
    sessionStorage.setItem('GAME_ID', '7');
    const progress = vi.fn();
    const file = new File(['apk-bytes'], 'game.apk');
    const p = upload<{ url: string }>(
      '/file/upload',
      { file, name: ' pkg ', gameId: 12, childGameId: 120 },
      { onProgress: progress, now: 1700000000000 },
    );
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload');
    expect(xhr.withCredentials).toBe(true);
    // X-Game-Id is the session's game: a gameId among the values does not override it (docs/rules.md "Request headers")
    expect(xhr.headers).toEqual({
      satoken: 'tok-1',
      'X-Game-Id': '7',
      'X-Child-Game-Id': '120',
      'Accept-Language': 'zh-CN',
    });
    const form = xhr.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('pkg');
    expect(form.get('gameId')).toBeNull();
    expect(form.get('childGameId')).toBeNull();
    expect(form.get('timestamp')).toBe('1700000000');
    expect(form.get('token')).toBe('tok-1');
    expect(form.get('sign')).toBe(md5Upper('name=pkg&timestamp=1700000000&token=tok-1'));
    expect((form.get('file') as File).name).toBe('game.apk');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    expect(progress.mock.calls).toEqual([[25]]);

    xhr.respond(200, { code: '00000', data: { url: '/files/game.apk' } });
    await expect(p).resolves.toMatchObject({ data: { url: '/files/game.apk' } });
    expect(progress.mock.calls).toEqual([[25], [100]]);
    expect(shown()).toBe(0);
  });

  it('the child game: the call’s own, else the header’s choice, in X-Child-Game-Id or, with the flag, the signed form', async () => {
    localStorage.setItem('sToken', 'tok-1');
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const a = upload('/file/upload', { file: new Blob(['x']), name: 'a' }, { now: 1700000000000 });
    expect(last().headers['X-Child-Game-Id']).toBe('70');
    expect((last().body as FormData).get('bodyChildGameId')).toBeNull();
    last().respond(200, { code: '00000', data: null });
    await a;

    const flagged = upload(
      '/file/upload',
      { file: new Blob(['x']), name: 'c' },
      { headers: { Is_Need_Child_Game_Id: '1' }, now: 1700000000000 },
    );
    expect(Object.keys(last().headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect((last().body as FormData).get('bodyChildGameId')).toBe('70');
    last().respond(200, { code: '00000', data: null });
    await flagged;

    const b = upload(
      '/file/upload',
      { file: new Blob(['x']), name: 'b', childGameId: 71 },
      { headers: { Is_Need_Child_Game_Id: '1' }, now: 1700000000000 },
    );
    const xhr = last();
    expect(Object.keys(xhr.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect(xhr.headers.Is_Need_Child_Game_Id).toBe('1');
    const form = xhr.body as FormData;
    expect(form.get('bodyChildGameId')).toBe('71');
    expect(form.get('childGameId')).toBeNull();
    expect(form.get('sign')).toBe(md5Upper('bodyChildGameId=71&name=b&timestamp=1700000000&token=tok-1'));
    xhr.respond(200, { code: '00000', data: null });
    await b;
  });

  it('the /onlinepack prefix uses its own envelope: code 0 is success', async () => {
    const p = upload('/task/add', { file: new Blob(['x']) }, { prefix: '/onlinepack' });
    expect(last().url).toBe('/onlinepack/task/add');
    last().respond(200, { code: 0, msg: 'ok', data: { id: 3 } });
    await expect(p).resolves.toMatchObject({ data: { id: 3 } });
    expect(shown()).toBe(0);
  });
});

describe('upload(): failures show exactly one thing', () => {
  it('/api business error with tips: one notification with tips and description', async () => {
    const p = upload('/file/upload', { file: new Blob(['x']) });
    last().respond(200, { code: 'A0340', tips: '签名错误', description: 'sign mismatch', data: null });
    await expect(p).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledWith({ message: '签名错误', description: 'sign mismatch' });
    expect(shown()).toBe(1);
  });

  it('/onlinepack other code: one notification with msg', async () => {
    const p = upload('/task/add', {}, { prefix: '/onlinepack' });
    last().respond(200, { code: 30001, msg: '渠道不存在', data: null });
    await expect(p).rejects.toBeInstanceOf(BizError);
    expect(spies.notError).toHaveBeenCalledWith({ message: '渠道不存在', description: undefined });
    expect(shown()).toBe(1);
  });

  it('/onlinepack 20001: rejects quietly', async () => {
    const p = upload('/task/add', {}, { prefix: '/onlinepack' });
    last().respond(200, { code: 20001, msg: 'busy', data: null });
    await expect(p).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(0);
  });

  it('HTTP 500: one notification titled with status and url', async () => {
    const p = upload('/file/upload', {});
    last().respond(500, 'oops', 'Internal Server Error');
    await expect(p).rejects.toMatchObject({ type: 'HttpError' });
    expect(spies.notError).toHaveBeenCalledWith({
      message: '请求错误 500: /api/file/upload',
      description: '服务器发生错误，请检查服务器。',
    });
    expect(shown()).toBe(1);
  });

  it('a body that is not JSON: one parse-error message', async () => {
    const p = upload('/file/upload', {});
    last().respond(200, '<html>');
    await expect(p).rejects.toMatchObject({ type: 'ParseError' });
    expect(spies.msgError).toHaveBeenCalledWith('服务器返回的数据无法解析');
    expect(shown()).toBe(1);
  });

  it.each(['', 'null', '[1,2]', '"ok"'])('an answer %j that is no envelope: one parse-error message', async (body) => {
    const p = upload('/file/upload', {});
    last().respond(200, body);
    await expect(p).rejects.toMatchObject({ type: 'ParseError' });
    expect(spies.msgError).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(1);
  });

  it('an upload that never answers fails after 3600000 ms with "timeout of 3600000ms exceeded", shown once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled: unknown = 'pending';
      const p = upload('/sdk/packageTool/upload', { file: new Blob(['x']) }).then(
        () => (settled = 'resolved'),
        (e: unknown) => (settled = e),
      );
      await vi.advanceTimersByTimeAsync(3600000 - 1);
      expect(settled).toBe('pending');
      expect(last().aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect((settled as Error).message).toBe('timeout of 3600000ms exceeded');
      expect(last().aborted).toBe(true);
      expect(spies.msgError).toHaveBeenCalledTimes(1);
      expect(spies.msgError).toHaveBeenCalledWith('timeout of 3600000ms exceeded');
      expect(shown()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network error: one error message', async () => {
    const p = upload('/file/upload', {});
    last().onerror?.();
    await expect(p).rejects.toThrow('Network error');
    expect(spies.msgError).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(1);
  });

  it('skipErrorHandler: rejects, shows nothing', async () => {
    const p = upload('/file/upload', {}, { skipErrorHandler: true });
    last().respond(200, { code: 'A0400', tips: 'x', data: null });
    await expect(p).rejects.toBeInstanceOf(BizError);
    expect(shown()).toBe(0);
  });

  it.each([
    ['/onlinepack', false, { code: 'A0230', msg: '会话已失效', data: null }],
    ['/onlinepack', true, { code: 'A0230', msg: '会话已失效', data: null }],
    ['/api', true, { code: 'A0230', tips: '会话已失效', data: null }],
  ] as const)(
    '%s A0230 (skipErrorHandler %s): sToken removed, portal login with targetUrl, nothing else',
    async (prefix, quiet, env) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      window.history.pushState({}, '', '/package/basePackage?tab=2');
      localStorage.setItem('sToken', 'old');
      const p = upload('/basePackage/upload', { file: new Blob(['x']) }, { prefix, skipErrorHandler: quiet });
      last().respond(200, env);
      await expect(p).rejects.toBeInstanceOf(BizError);
      expect(localStorage.getItem('sToken')).toBeNull();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith(
        `/portal/login?targetUrl=${encodeURIComponent('http://localhost:3000/package/basePackage?tab=2')}`,
      );
      expect(shown()).toBe(0);
    },
  );

  it('abortAll() aborts the XHR silently', async () => {
    const p = upload('/file/upload', { file: new Blob(['x']) });
    abortAll();
    expect(last().aborted).toBe(true);
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(shown()).toBe(0);
  });
});
