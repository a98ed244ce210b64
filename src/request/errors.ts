import { history } from '@umijs/max';
import { message, notification } from 'antd';
import { t } from '../utils/i18n';
import { browser, portalLoginUrl } from '../utils/portal';
import { local, STORAGE_KEYS } from '../utils/storage';

/** The client's error rules in one place (docs/rules.md "Error display (showType)"): every failure of a call is
 * shown here, once. */

export const SUCCESS_CODE = '00000';
export const SESSION_INVALID = 'A0230';
/** /onlinepack: success and the quiet code that shows no notice. */
export const PACK_SUCCESS = 0;
export const PACK_QUIET = 20001;

/** /onlinepack success: the code 0 (number or its text); null, '' or '00000' are not 0 here. */
export function isPackSuccess(code: unknown): boolean {
  return code === PACK_SUCCESS || code === String(PACK_SUCCESS);
}

export enum ShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** The envelope of every /api answer (docs/rules.md "Envelopes and success codes"). */
export interface Envelope<T = unknown> {
  code: string | number;
  data: T;
  tips?: string;
  description?: string;
  msg?: string;
  showType?: number;
}

/** The normalised error object (docs/rules.md "Envelopes and success codes"). */
export interface ErrorInfo {
  success: boolean;
  errorMessage?: string;
  errorCode?: string;
  showType?: number;
  /** second line of an error notice (envelope `description`) */
  description?: string;
  /** the envelope carried tips: shown as a notice titled with the tips */
  tipsNotice?: boolean;
}

export class BizError extends Error {
  info: ErrorInfo;
  envelope?: Envelope;
  constructor(info: ErrorInfo, envelope?: Envelope) {
    super(info.errorMessage || info.errorCode || 'BizError');
    this.name = 'BizError';
    this.info = info;
    this.envelope = envelope;
  }
}

/** HTTP status → Chinese description (docs/rules.md "HTTP status texts"); other languages: the locale files. */
export const CODE_MESSAGE: Record<number, string> = {
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

export function statusText(status: number): string {
  const key = `request.status.${status}`;
  const text = t(key);
  if (text && text !== key) return text;
  return CODE_MESSAGE[status] || String(status);
}

/** Which envelope a path answers with: /onlinepack… the packaging service's `{code, msg, data}`, anything else /api's. */
export type EnvelopeKind = 'api' | 'pack';

export function envelopeKindOf(url: string): EnvelopeKind {
  let path = url;
  try {
    path = new URL(url, 'http://console.invalid').pathname;
  } catch {
    // keep the text as given
  }
  return /^\/onlinepack(\/|$)/.test(path) ? 'pack' : 'api';
}

/** An object with a `code`: what both services answer. */
export function isEnvelope(v: unknown): v is Envelope {
  return Boolean(v) && typeof v === 'object' && !Array.isArray(v) && 'code' in (v as object);
}

/** An answer that is not the JSON envelope expected: a parse error (docs/rules.md "Envelopes and success codes"). */
export function parseError(): Error & { type: 'ParseError' } {
  return Object.assign(new Error('ParseError'), { type: 'ParseError' as const });
}

/**
 * The one judgement of an envelope, for every way a call goes out (api(), pack(), upload(), download()): undefined
 * when it is a success, else the BizError it stands for. /api: the success codes ('00000' unless the call names
 * others); /onlinepack: 0, with 20001 a quiet failure and any other code a notice with msg. Session expiry (A0230)
 * carries the same errorCode from either service, so showError ends the session the same way for both.
 */
export function envelopeFailure(
  kind: EnvelopeKind,
  env: Envelope,
  successCodes: Array<string | number> = [SUCCESS_CODE],
): BizError | undefined {
  if (kind === 'pack') {
    if (isPackSuccess(env.code)) return undefined;
    return new BizError(
      {
        success: false,
        errorCode: String(env.code),
        errorMessage: env.msg || String(env.code),
        showType: Number(env.code) === PACK_QUIET ? ShowType.SILENT : ShowType.NOTIFICATION,
        tipsNotice: true,
      },
      env,
    );
  }
  if (successCodes.some((c) => c === env.code)) return undefined;
  return new BizError(envelopeToError(env), env);
}

/**
 * An /api envelope's failure, normalised. Without a showType: tips make an error notice of tips and description (the
 * spec's "any other code with tips"); no tips, no showType: the handler's "any other value", an error message.
 */
export function envelopeToError(env: Envelope): ErrorInfo {
  const message = env.tips || env.msg || String(env.code);
  const tipsNotice = typeof env.showType !== 'number' && Boolean(env.tips);
  return {
    success: false,
    errorCode: String(env.code),
    errorMessage: message,
    description: env.description,
    showType: typeof env.showType === 'number' ? env.showType : tipsNotice ? ShowType.NOTIFICATION : undefined,
    tipsNotice,
  };
}

/** Session invalid (A0230): the token goes, the browser goes to the portal login and comes back here after. */
export function expireSession() {
  local.remove(STORAGE_KEYS.sToken);
  browser.assign(portalLoginUrl(window.location.href));
}

/** The global handler for a normalised error (docs/rules.md "Error display (showType)"). A0230 (session invalid,
 * from /api or /onlinepack) ends the session whatever the showType. */
export function showError(info: ErrorInfo) {
  if (info.errorCode === SESSION_INVALID) {
    expireSession();
    return;
  }
  const text = info.errorMessage || t('request.error.retry');
  switch (info.showType) {
    case ShowType.SILENT:
      return;
    case ShowType.WARN_MESSAGE:
      message.warning(text);
      return;
    case ShowType.ERROR_MESSAGE:
      message.error(text);
      return;
    case ShowType.NOTIFICATION:
      if (info.tipsNotice) notification.error({ message: text, description: info.description });
      else notification.error({ message: info.errorCode, description: text });
      return;
    case ShowType.REDIRECT:
      history.push(
        `/exception?errorCode=${encodeURIComponent(info.errorCode || '')}&errorMessage=${encodeURIComponent(text)}`,
      );
      return;
    default:
      message.error(text);
  }
}

interface TransportError extends Error {
  type?: string;
  response?: { status: number; url?: string };
  request?: { url?: string };
  data?: unknown;
}

/** A cancelled call (abortAll, a caller's signal). Duck-typed: an abort DOMException from another realm (iframe,
 * jsdom) is not `instanceof Error`. */
export function isAbort(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, type } = e as { name?: unknown; type?: unknown };
  return name === 'AbortError' || type === 'AbortError';
}

/**
 * Shows any error a call ended with, once: business errors through the showType handler; HTTP errors as a notice
 * titled 请求错误; timeouts and parse errors as an error message; cancelled calls not at all. A call that opted out of
 * the handler (`quiet`, the caller's skipErrorHandler) shows nothing, but an invalid session (A0230) still ends the
 * session: a quiet poll must not keep an expired console open.
 */
export function handleRequestError(e: unknown, opts: { quiet?: boolean } = {}) {
  if (isAbort(e)) return;
  if (e instanceof BizError) {
    if (opts.quiet && e.info.errorCode !== SESSION_INVALID) return;
    showError(e.info);
    return;
  }
  if (opts.quiet) return;
  const err = e as TransportError;
  if (err?.response && typeof err.response.status === 'number') {
    const { status } = err.response;
    const url = err.response.url || err.request?.url || '';
    notification.error({
      message: `${t('request.error.title')} ${status}: ${url}`,
      description: statusText(status),
    });
    return;
  }
  if (err && err.type === 'Timeout') {
    message.error(err.message);
    return;
  }
  if (err && err.type === 'ParseError') {
    message.error(t('request.error.parse'));
    return;
  }
  message.error(err?.message || t('request.error.retry'));
}

/** A failure as a screen states it (code when there is one, and the text the global handler would show). */
export interface FailureText {
  code?: string;
  message: string;
}

/**
 * What a call ended with, for a screen that shows the failure itself (a call made with `skipErrorHandler`): the same
 * words as the global handler (docs/rules.md "Error display (showType)").
 */
export function describeFailure(e: unknown): FailureText {
  if (e instanceof BizError) {
    return { code: e.info.errorCode, message: e.info.errorMessage || t('request.error.retry') };
  }
  const err = e as TransportError;
  if (err?.response && typeof err.response.status === 'number') {
    const { status } = err.response;
    const url = err.response.url || err.request?.url || '';
    return { code: String(status), message: `${t('request.error.title')} ${status}: ${url} ${statusText(status)}` };
  }
  if (err && err.type === 'ParseError') return { message: t('request.error.parse') };
  return { message: err?.message || t('request.error.retry') };
}
