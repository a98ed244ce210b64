import { message, notification } from 'antd';
import {
  BizError,
  CODE_MESSAGE,
  envelopeToError,
  handleRequestError,
  isAbort,
  isPackSuccess,
  SESSION_INVALID,
  showError,
  ShowType,
  statusText,
  SUCCESS_CODE,
} from './errors';
import { browser } from '../utils/portal';

// The app's own intl with the real zh-CN messages (src/locales/zh-CN.ts), without rendering the app: umi's locale
// runtime only needs a plugin manager, here one that leaves the locale config as it is. The texts below are the
// literals written in docs/rules.md, never read back from the code's translation.
vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

const noop = () => undefined as never;

describe('error catalogue constants (docs/rules.md "Envelopes and success codes", "HTTP status texts")', () => {
  it('success and session codes', () => {
    expect(SUCCESS_CODE).toBe('00000');
    expect(SESSION_INVALID).toBe('A0230');
    expect(ShowType).toMatchObject({ SILENT: 0, WARN_MESSAGE: 1, ERROR_MESSAGE: 2, NOTIFICATION: 4, REDIRECT: 9 });
  });

  it('the Chinese status table covers exactly the spec’s statuses', () => {
    expect(Object.keys(CODE_MESSAGE).map(Number)).toEqual([
      200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504,
    ]);
  });

  const ZH_STATUS: Record<number, string> = {
    200: '服务器成功返回请求的数据。',
    201: '新建或修改数据成功。',
    202: '一个请求已经进入后台排队（异步任务）。',
    204: '删除数据成功。',
    400: '发出的请求有错误，服务器没有进行新建或修改数据的操作。',
    401: '用户没有权限（令牌、用户名、密码错误）。',
    403: '用户得到授权，但是访问是被禁止的。',
    404: '发出的请求针对的是不存在的记录，服务器没有进行操作。',
    406: '请求的格式不可得。',
    410: '请求的资源被永久删除，且不会再得到。',
    422: '当创建一个对象时，发生一个验证错误。',
    500: '服务器发生错误，请检查服务器。',
    502: '网关错误。',
    503: '服务不可用，服务器暂时过载或维护。',
    504: '网关超时。',
  };

  it.each(Object.entries(ZH_STATUS))('statusText(%s) in Chinese: %s', (status, text) => {
    localStorage.setItem('umi_locale', 'zh-CN');
    expect(statusText(Number(status))).toBe(text);
    // the fallback table outside the app's texts says the same
    expect(CODE_MESSAGE[Number(status)]).toBe(text);
  });

  it('statusText: the number for an unknown status', () => {
    expect(statusText(418)).toBe('418');
  });

  it('isPackSuccess: 0 or "0" only', () => {
    expect(isPackSuccess(0)).toBe(true);
    expect(isPackSuccess('0')).toBe(true);
    [null, undefined, '', '00000', false, 20001].forEach((c) => expect(isPackSuccess(c)).toBe(false));
  });
});

describe('envelopeToError', () => {
  it('tips first, then msg, then the code as the message', () => {
    expect(envelopeToError({ code: 'A1', tips: 'T', msg: 'M', data: null }).errorMessage).toBe('T');
    expect(envelopeToError({ code: 'A1', msg: 'M', data: null }).errorMessage).toBe('M');
    expect(envelopeToError({ code: 'A1', data: null }).errorMessage).toBe('A1');
  });

  it('without a showType: tips make a notification (tipsNotice), no tips the handler’s "other value" (an error message)', () => {
    expect(envelopeToError({ code: 7, tips: 'T', description: 'D', data: null })).toEqual({
      success: false,
      errorCode: '7',
      errorMessage: 'T',
      description: 'D',
      showType: ShowType.NOTIFICATION,
      tipsNotice: true,
    });
    expect(envelopeToError({ code: 'A', tips: 'T', showType: 2, data: null })).toMatchObject({
      showType: 2,
      tipsNotice: false,
    });
    expect(envelopeToError({ code: 'A', msg: 'M', data: null }).tipsNotice).toBe(false);
    expect(envelopeToError({ code: 'A', msg: 'M', data: null }).showType).toBeUndefined();
    expect(envelopeToError({ code: 'A', msg: 'M', showType: 4, data: null }).showType).toBe(ShowType.NOTIFICATION);
  });

  it('BizError carries info and envelope; its message is the error message', () => {
    const env = { code: 'A0400', tips: 'bad', data: null };
    const e = new BizError(envelopeToError(env), env);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('BizError');
    expect(e.message).toBe('bad');
    expect(e.envelope).toBe(env);
    expect(new BizError({ success: false, errorCode: 'C' }).message).toBe('C');
    expect(new BizError({ success: false }).message).toBe('BizError');
  });
});

describe('isAbort', () => {
  it('recognises abort errors of any realm, and nothing else', () => {
    expect(isAbort(new DOMException('x', 'AbortError'))).toBe(true);
    const e = new Error('x');
    e.name = 'AbortError';
    expect(isAbort(e)).toBe(true);
    expect(isAbort({ type: 'AbortError' })).toBe(true);
    expect(isAbort(new Error('AbortError'))).toBe(false);
    expect(isAbort(new DOMException('x', 'TimeoutError'))).toBe(false);
    expect(isAbort(null)).toBe(false);
    expect(isAbort('AbortError')).toBe(false);
  });
});

describe('showError / handleRequestError fallbacks', () => {
  const makeSpies = () => ({
    msgError: vi.spyOn(message, 'error').mockImplementation(noop),
    notError: vi.spyOn(notification, 'error').mockImplementation(noop),
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
  });
  let msgError: ReturnType<typeof makeSpies>['msgError'];
  let notError: ReturnType<typeof makeSpies>['notError'];
  let assign: ReturnType<typeof makeSpies>['assign'];
  beforeEach(() => {
    ({ msgError, notError, assign } = makeSpies());
  });
  afterEach(() => vi.restoreAllMocks());

  it('no errorMessage: "request.error.retry" text', () => {
    showError({ success: false, showType: ShowType.ERROR_MESSAGE });
    expect(msgError).toHaveBeenCalledWith('请求错误，请重试。');
  });

  it('no showType at all: an error message (the "other value" branch)', () => {
    showError({ success: false, errorMessage: 'plain' });
    expect(msgError).toHaveBeenCalledWith('plain');
    expect(notError).not.toHaveBeenCalled();
  });

  it('an /api failure without showType, per branch (docs/rules.md "Error display (showType)")', () => {
    // tips: an error notification of tips and description
    showError(envelopeToError({ code: 'A0400', tips: '名称不能为空', description: 'name', data: null }));
    expect(notError).toHaveBeenLastCalledWith({ message: '名称不能为空', description: 'name' });
    // no tips: an error message with the normalised message, never a notification titled with the raw code
    showError(envelopeToError({ code: 'B0001', msg: '系统繁忙', data: null }));
    expect(msgError).toHaveBeenLastCalledWith('系统繁忙');
    // no message in the normalised info: the retry text, in the operator's language
    showError({ success: false, errorCode: 'B0001' });
    expect(msgError).toHaveBeenLastCalledWith('请求错误，请重试。');
    localStorage.setItem('umi_locale', 'en-US');
    showError({ success: false, errorCode: 'B0001', errorMessage: '' });
    expect(msgError).toHaveBeenLastCalledWith('Request error, please retry.');
    localStorage.removeItem('umi_locale');
    expect(notError).toHaveBeenCalledTimes(1);
    expect(msgError).toHaveBeenCalledTimes(3);
  });

  it('A0230 wins over any showType, even silent', () => {
    localStorage.setItem('sToken', 'x');
    showError({ success: false, errorCode: 'A0230', showType: ShowType.SILENT });
    expect(localStorage.getItem('sToken')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0][0])).toMatch(/^\/portal\/login\?targetUrl=http%3A%2F%2Flocalhost/);
  });

  it('an unknown error with a message shows the message; without one, the retry text', () => {
    handleRequestError(new Error('boom'));
    expect(msgError).toHaveBeenLastCalledWith('boom');
    handleRequestError(undefined);
    expect(msgError).toHaveBeenLastCalledWith('请求错误，请重试。');
    handleRequestError({});
    expect(msgError).toHaveBeenLastCalledWith('请求错误，请重试。');
    expect(msgError).toHaveBeenCalledTimes(3);
  });

  it('an HTTP error prefers the response URL, then the request URL', () => {
    handleRequestError({
      name: 'ResponseError',
      message: 'http error',
      response: { status: 404, url: 'http://h/api/a' },
    });
    expect(notError).toHaveBeenLastCalledWith({
      message: '请求错误 404: http://h/api/a',
      description: '发出的请求针对的是不存在的记录，服务器没有进行操作。',
    });
    handleRequestError({ name: 'ResponseError', message: '', response: { status: 502 }, request: { url: '/api/b' } });
    expect(notError).toHaveBeenLastCalledWith({
      message: '请求错误 502: /api/b',
      description: '网关错误。',
    });
    handleRequestError({ name: 'ResponseError', message: '', response: { status: 499 } });
    expect(notError).toHaveBeenLastCalledWith({ message: '请求错误 499: ', description: '499' });
    expect(msgError).not.toHaveBeenCalled();
  });

  it('aborts show nothing', () => {
    handleRequestError(new DOMException('x', 'AbortError'));
    expect(msgError).not.toHaveBeenCalled();
    expect(notError).not.toHaveBeenCalled();
  });
});
