import { currentSignal } from './abort';
import {
  BizError,
  envelopeFailure,
  envelopeKindOf,
  handleRequestError,
  isEnvelope,
  parseError,
  ShowType,
  type Envelope,
} from './errors';
import { buildHeaders } from './headers';
import { withRequestId } from './requestId';
import { TIMEOUT, timeoutError } from './timeout';
import { currentLocale } from '../utils/i18n';
import { buildSignedForm, isBlob, type FormValue } from './sign';
import { getChildGameId, getGameId, getToken } from '../utils/storage';
import { fileTooLarge, fileTooLargeText, FILE_LIMIT_MB } from '../utils/validate';

/**
 * Signed multipart uploads (docs/rules.md "Uploads") with progress. fetch reports no upload progress, so this one
 * path uses the browser's XMLHttpRequest; headers, signing and error display are the same parts the JSON clients use.
 */
export interface UploadOptions {
  prefix?: '/api' | '/onlinepack';
  headers?: Record<string, string>;
  /** 0–100 as bytes go out */
  onProgress?: (percent: number) => void;
  /** refuse files over this many MB before sending (default 800) */
  maxMB?: number;
  skipErrorHandler?: boolean;
  /** the request id of the upload (X-Request-Id; one per opened dialog): docs/rules.md "Request ids and versions" */
  requestId?: string;
  now?: number;
  /** ms before the call fails with "timeout of {n}ms exceeded" (default 3600000, docs/rules.md "Timeouts") */
  timeout?: number;
}

/** The first file field over the limit, or undefined. */
export function oversizeFile(values: Record<string, FormValue>, maxMB: number): string | undefined {
  return Object.keys(values).find((k) => isBlob(values[k]) && fileTooLarge(values[k] as Blob, maxMB));
}

export function upload<T = unknown>(url: string, values: Record<string, FormValue>, opts: UploadOptions = {}) {
  const prefix = opts.prefix || '/api';
  const maxMB = opts.maxMB ?? FILE_LIMIT_MB;
  const tooLarge = oversizeFile(values, maxMB);
  if (tooLarge) {
    const err = new BizError({
      success: false,
      errorCode: 'FILE_TOO_LARGE',
      errorMessage: fileTooLargeText(maxMB),
      showType: ShowType.WARN_MESSAGE,
    });
    handleRequestError(err, { quiet: opts.skipErrorHandler });
    return Promise.reject(err);
  }
  const { gameId, childGameId, ...rest } = values;
  const { headers, bodyExtra } = buildHeaders(
    opts.headers,
    { gameId, childGameId },
    { token: getToken(), gameId: getGameId(), childGameId: getChildGameId(), locale: currentLocale() },
  );
  // Is_Need_Child_Game_Id: 1 puts the child game (the call's, else the header's choice) in the form (signed like every field) as bodyChildGameId
  const { formData } = buildSignedForm({ ...rest, ...bodyExtra }, { token: getToken(), now: opts.now });

  return new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = currentSignal();
    const onAbort = () => xhr.abort();
    let settled = false;
    /** settles once: whichever of answer, failure, abort or timeout comes first */
    const settle = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      return true;
    };
    const fail = (e: unknown) => {
      if (!settle()) return;
      handleRequestError(e, { quiet: opts.skipErrorHandler });
      reject(e);
    };
    const limit = opts.timeout ?? TIMEOUT;
    const timer = setTimeout(() => {
      fail(timeoutError(limit));
      xhr.abort();
    }, limit);
    xhr.open('POST', `${prefix}${url}`);
    xhr.withCredentials = true;
    const sent = withRequestId(headers, opts.requestId);
    Object.keys(sent).forEach((k) => xhr.setRequestHeader(k, sent[k]));
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && opts.onProgress) opts.onProgress(Math.round((ev.loaded / ev.total) * 100));
    };
    signal.addEventListener('abort', onAbort);
    xhr.onabort = () => {
      const e = new Error('The user aborted a request.');
      e.name = 'AbortError';
      fail(e); // an abort shows nothing (handleRequestError)
    };
    xhr.onerror = () => fail(new Error(xhr.statusText || 'Network error'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const e = Object.assign(new Error(xhr.statusText), {
          type: 'HttpError',
          response: { status: xhr.status, url: `${prefix}${url}` },
        });
        fail(e);
        return;
      }
      let env: unknown;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        fail(parseError());
        return;
      }
      // an empty or non-envelope answer (null, a list, a bare value) is a parse error, not a hang
      if (!isEnvelope(env)) {
        fail(parseError());
        return;
      }
      const failure = envelopeFailure(envelopeKindOf(prefix), env);
      if (failure) {
        fail(failure);
        return;
      }
      if (!settle()) return;
      if (opts.onProgress) opts.onProgress(100);
      resolve(env as Envelope<T>);
    };
    xhr.send(formData);
  });
}
