import { extend, type RequestOptionsInit } from 'umi-request';
import { currentSignal } from './abort';
import { filterBody, isPlainObject } from './bodyFilter';
import {
  BizError,
  envelopeFailure,
  handleRequestError,
  isEnvelope,
  parseError,
  type Envelope,
  type EnvelopeKind,
} from './errors';
import { buildHeaders } from './headers';
import { withRequestId } from './requestId';
import { TIMEOUT } from './timeout';
import { currentLocale } from '../utils/i18n';
import { getChildGameId, getGameId, getToken } from '../utils/storage';

/**
 * The one signed-request layer (docs/rules.md "Clients and calls"). Pages and services never build headers, bodies or
 * signs themselves: they call `api()` (prefix /api) or `pack()` (prefix /onlinepack).
 */
export { TIMEOUT };

const errorPassThrough = (e: unknown) => {
  throw e;
};

export const apiClient = extend({
  prefix: '/api',
  credentials: 'include',
  timeout: TIMEOUT,
  method: 'post',
  errorHandler: errorPassThrough,
});

export const packClient = extend({
  prefix: '/onlinepack',
  credentials: 'include',
  timeout: TIMEOUT,
  method: 'post',
  errorHandler: errorPassThrough,
});

export interface CallOptions extends Omit<RequestOptionsInit, 'data' | 'headers'> {
  headers?: Record<string, string>;
  /** opt out of the global handler: the caller shows (or hides) the failure itself */
  skipErrorHandler?: boolean;
  /**
   * codes that count as success for this call (login and logout also accept 0, docs/rules.md "Sign-in and sign-out")
   */
  successCodes?: Array<string | number>;
  /**
   * the request id of a call that creates something (X-Request-Id; one per opened dialog, `useRequestId`):
   * docs/rules.md "Request ids and versions"
   */
  requestId?: string;
  /**
   * business error codes the caller shows itself (e.g. a form showing a stale save, A0409): the global handler
   * stays silent for these; any other failure is shown as usual
   */
  handles?: string[];
}

/** The options of a call that creates something: its request id is required. */
export interface CreateOptions extends CallOptions {
  requestId: string;
}

/**
 * Turns a payload and options into what goes on the wire: filtered body, headers, body extras (docs/rules.md
 * "Body filter", "Request headers").
 */
export function prepare(data: unknown, options: CallOptions = {}) {
  const { body, filtered } = filterBody(data);
  const { headers, bodyExtra } = buildHeaders(options.headers, filtered, {
    token: getToken(),
    gameId: getGameId(),
    childGameId: getChildGameId(),
    locale: currentLocale(),
  });
  let finalBody = body;
  if (Object.keys(bodyExtra).length) {
    if (body === undefined || body === null) finalBody = { ...bodyExtra };
    else if (isPlainObject(body)) finalBody = { ...body, ...bodyExtra };
  }
  return { body: finalBody, filtered, headers };
}

type Client = typeof apiClient;

async function call<T>(
  client: Client,
  kind: EnvelopeKind,
  url: string,
  data?: unknown,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const { skipErrorHandler, successCodes, headers: _h, requestId, handles, ...rest } = options;
  const prepared = prepare(data, options);
  try {
    const env = await client(url, {
      ...rest,
      data: prepared.body,
      headers: withRequestId(prepared.headers, requestId),
      signal: rest.signal || currentSignal(),
    });
    if (!isEnvelope(env)) throw parseError();
    const failure = envelopeFailure(kind, env, successCodes);
    if (failure) throw failure;
    return env as Envelope<T>;
  } catch (e) {
    const own = e instanceof BizError && Boolean(handles?.includes(e.info.errorCode ?? ''));
    handleRequestError(e, { quiet: skipErrorHandler || own });
    throw e;
  }
}

/** POST /api<url>: resolves with the envelope on success; shows the failure once and rejects otherwise. */
export function api<T = unknown>(url: string, data?: unknown, options?: CallOptions) {
  return call<T>(apiClient, 'api', url, data, options);
}

/** POST /onlinepack<url>: code 0 is success; other codes show their msg, except 20001 which stays quiet. */
export function pack<T = unknown>(url: string, data?: unknown, options?: CallOptions) {
  return call<T>(packClient, 'pack', url, data, options);
}

export { BizError };
export type { Envelope };
