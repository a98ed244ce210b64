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
import { t } from '../utils/i18n';
import { browser } from '../utils/portal';

const noop = () => undefined as never;

describe('error catalogue constants (spec §8, §9)', () => {
  it('success and session codes', () => {
    expect(SUCCESS_CODE).toBe('00000');
    expect(SESSION_INVALID).toBe('A0230');
    expect(ShowType).toMatchObject({ SILENT: 0, WARN_MESSAGE: 1, ERROR_MESSAGE: 2, NOTIFICATION: 4, REDIRECT: 9 });
  });

  it('the Chinese status table covers exactly the spec’s statuses', () => {
    expect(Object.keys(CODE_MESSAGE).map(Number)).toEqual([
      200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504,
    ]);
    expect(CODE_MESSAGE[401]).toContain('没有权限');
    expect(CODE_MESSAGE[403]).toContain('禁止');
    expect(CODE_MESSAGE[500]).toContain('服务器发生错误');
  });

  it('statusText: the table outside the app runtime, the number for an unknown status', () => {
    Object.keys(CODE_MESSAGE).forEach((k) => {
      const status = Number(k);
      const key = `request.status.${status}`;
      // with locale files loaded t() gives the translated text; otherwise the Chinese table
      expect(statusText(status)).toBe(t(key) !== key ? t(key) : CODE_MESSAGE[status]);
    });
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

  it('defaults to a notification; tipsNotice only when tips came without a showType', () => {
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
    expect(msgError).toHaveBeenCalledWith(t('request.error.retry'));
  });

  it('no showType at all: an error message (the "other value" branch)', () => {
    showError({ success: false, errorMessage: 'plain' });
    expect(msgError).toHaveBeenCalledWith('plain');
    expect(notError).not.toHaveBeenCalled();
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
    expect(msgError).toHaveBeenLastCalledWith(t('request.error.retry'));
    handleRequestError({});
    expect(msgError).toHaveBeenLastCalledWith(t('request.error.retry'));
    expect(msgError).toHaveBeenCalledTimes(3);
  });

  it('an HTTP error prefers the response URL, then the request URL', () => {
    handleRequestError({ name: 'ResponseError', message: 'http error', response: { status: 404, url: 'http://h/api/a' } });
    expect(notError).toHaveBeenLastCalledWith({
      message: `${t('request.error.title')} 404: http://h/api/a`,
      description: statusText(404),
    });
    handleRequestError({ name: 'ResponseError', message: '', response: { status: 502 }, request: { url: '/api/b' } });
    expect(notError).toHaveBeenLastCalledWith({
      message: `${t('request.error.title')} 502: /api/b`,
      description: statusText(502),
    });
    handleRequestError({ name: 'ResponseError', message: '', response: { status: 499 } });
    expect(notError).toHaveBeenLastCalledWith({ message: `${t('request.error.title')} 499: `, description: '499' });
    expect(msgError).not.toHaveBeenCalled();
  });

  it('aborts show nothing', () => {
    handleRequestError(new DOMException('x', 'AbortError'));
    expect(msgError).not.toHaveBeenCalled();
    expect(notError).not.toHaveBeenCalled();
  });
});
