import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { answerChecker, mismatchText, type AnswerChecker } from '../../scripts/contract/answers';
import { contractDocument } from '../../scripts/contract/document';
import { now } from './clock';
import type { MockHandler } from './http';
import { computeSign } from './signedForm';
import { serve, type Middleware, type TestServer } from './serve';
import { getStore, reset } from './store';

/**
 * The embedded backend's tests run against a real HTTP server (./serve.ts: umi's own mock middleware and body
 * parsers on express, 127.0.0.1, an ephemeral port). Tests send real requests (fetch, FormData, raw bodies), so they
 * go through the very parsers the dev server uses; every answer is checked against the contract on its way out.
 */

export type { TestServer };

let checker: AnswerChecker | undefined;
/** What the test servers answered that the contract does not allow, since a test last took them. */
const mismatches: string[] = [];

/**
 * Every answer of a test server is checked against the contract (scripts/contract/answers.ts) as it is sent; a
 * mismatch fails the test that caused it (the hook below), naming the endpoint and the JSON path.
 */
const checkAnswers: Middleware = (req, res, next) => {
  type Chunk = string | Uint8Array;
  const r = res as {
    write(chunk: Chunk, ...rest: unknown[]): boolean;
    end(chunk?: Chunk | (() => void), ...rest: unknown[]): unknown;
    getHeader(name: string): unknown;
    statusCode: number;
  };
  const q = req as { method: string; path: string };
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const { write, end } = r;
  r.write = function (chunk: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return write.call(this, chunk, ...rest);
  };
  r.end = function (chunk?: Chunk | (() => void), ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const type = String(r.getHeader('content-type') ?? '');
    let body: unknown;
    if (/json/i.test(type)) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    checker ??= answerChecker(contractDocument());
    const found = checker.check({ method: q.method, path: q.path, status: r.statusCode, body });
    mismatches.push(...found.map(mismatchText));
    return end.call(this, chunk, ...rest);
  };
  next();
};

/** The answers that did not match the contract since the last call (a test that provokes one takes it). */
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0);
}

afterEach(() => {
  const found = takeAnswerMismatches();
  if (found.length) throw new Error(`answers that do not match the contract (src/contract):\n${found.join('\n')}`);
});

/** Starts a server with the given entries (sorted like umi sorts the entry files), every answer checked. */
export async function startTestServer(entries: Array<Record<string, MockHandler | unknown>>): Promise<TestServer> {
  return serve(entries, { before: [checkAnswers] });
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed JSON body, or null when it is not JSON */
  json: { code: string | number; data: T; tips?: string; msg?: string; description?: string } | null;
}

export interface SendOptions {
  token?: string;
  game?: number | string;
  lang?: string;
  method?: string;
  headers?: Record<string, string>;
}

/**
 * Every test call carries a fresh X-Request-Id, as the console's call from a newly opened dialog does (docs/rules.md
 * "Request ids and versions"), unless the test sets that header itself: a given id to replay, '' to send none.
 */
export function withFreshRequestId(headers: Record<string, string>): Record<string, string> {
  if (Object.keys(headers).some((k) => k.toLowerCase() === 'x-request-id')) return headers;
  return { ...headers, 'x-request-id': `t-${randomUUID()}` };
}

/** A client bound to one server: JSON calls, raw bodies, signed multipart forms. */
export function client(base: string) {
  const headersOf = (o: SendOptions, extra: Record<string, string> = {}) => {
    const h: Record<string, string> = { 'accept-language': o.lang ?? 'zh-CN', ...extra, ...(o.headers ?? {}) };
    if (o.token) h.satoken = o.token;
    if (o.game !== undefined) h['x-game-id'] = String(o.game);
    return withFreshRequestId(h);
  };
  const reply = async <T>(res: Response): Promise<Reply<T>> => {
    const text = await res.text();
    let json: Reply<T>['json'] = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, text, json };
  };

  /** Any body as is (a string is sent with the given content type). */
  const raw = async <T = unknown>(
    path: string,
    body: string | FormData | undefined,
    contentType: string | null,
    o: SendOptions = {},
  ): Promise<Reply<T>> => {
    const res = await fetch(`${base}${path}`, {
      method: o.method ?? 'POST',
      headers: headersOf(o, contentType ? { 'content-type': contentType } : {}),
      body,
    });
    return reply<T>(res);
  };

  const post = <T = unknown>(path: string, body: unknown = {}, o: SendOptions = {}) =>
    raw<T>(path, JSON.stringify(body), 'application/json', o);

  /**
   * A signed multipart form as the console sends it: `fields` (flat, dotted keys) plus timestamp and token, signed;
   * `files` appended unsigned. `tamper` changes the fields after signing.
   */
  const signed = <T = unknown>(
    path: string,
    fields: Record<string, string>,
    files: Record<string, { bytes: Uint8Array; name: string }> = {},
    o: SendOptions & { token: string; timestamp?: number; tamper?: Record<string, string> },
  ) => {
    const form = signedFields(fields, o.token, o.timestamp);
    const all: Record<string, string> = { ...form, ...(o.tamper ?? {}) };
    const data = new FormData();
    Object.keys(all).forEach((k) => data.append(k, all[k]));
    Object.keys(files).forEach((k) => data.append(k, new Blob([files[k].bytes]), files[k].name));
    return raw<T>(path, data, null, o);
  };

  return { post, raw, signed };
}

/** Flat form fields with timestamp, token and sign added (the console's signing rule). */
export function signedFields(
  fields: Record<string, string>,
  token: string,
  timestamp = Math.floor(now() / 1000),
): Record<string, string> {
  const all: Record<string, string> = { ...fields, timestamp: String(timestamp), token };
  return { ...all, sign: computeSign(all) };
}

/** Signs in through the API and returns the session token. */
export async function signIn(base: string, account: string, password = `${account}123`): Promise<string> {
  const r = await client(base).post<{ sToken: string }>('/api/mng/login', { account, password });
  if (r.json?.code !== '00000') throw new Error(`login ${account} failed: ${r.text}`);
  return r.json.data.sToken;
}

/** An answer as the handler tests read it: status, lower-case headers, the JSON envelope (empty when the body is not JSON), text and raw bytes. */
export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string>;
  json: Envelope<T>;
  text: string;
  body: Buffer;
}

export interface Envelope<T = unknown> {
  code: string | number;
  data: T;
  tips?: string;
  msg?: string;
  description?: string;
}

export interface CallOptions {
  token?: string;
  /** X-Game-Id */
  game?: number;
  /** Accept-Language */
  lang?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
}

/**
 * `call(path, body, options)` and `login(account)` bound to a server: a JSON POST (or a GET with a query), sent with
 * node:http so any header can be set (Host defaults to console.test, the console's own host in these tests).
 */
export function caller(base: string) {
  const { hostname, port } = new URL(base);
  const call = <T = unknown>(path: string, body: unknown = {}, opts: CallOptions = {}): Promise<Answer<T>> => {
    const method = opts.method || 'POST';
    const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const payload = method === 'POST' && body !== undefined ? JSON.stringify(body) : undefined;
    const headers: Record<string, string> = { host: 'console.test' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.satoken = opts.token;
    if (opts.game !== undefined) headers['x-game-id'] = String(opts.game);
    if (opts.lang) headers['accept-language'] = opts.lang;
    Object.entries(opts.headers || {}).forEach(([k, v]) => (headers[k.toLowerCase()] = v));
    return new Promise<Answer<T>>((resolve, reject) => {
      const sent = withFreshRequestId(headers);
      const req = request({ hostname, port, path: `${path}${query}`, method, headers: sent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: Envelope<T> = { code: '', data: null as T };
          try {
            json = JSON.parse(text) as Envelope<T>;
          } catch {
            // not JSON: a page or a file
          }
          const out: Record<string, string> = {};
          Object.entries(res.headers).forEach(([k, v]) => {
            if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
          });
          resolve({ status: res.statusCode || 0, headers: out, json, text, body: bytes });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  };
  const login = async (account: string, password = `${account}123`): Promise<string> => {
    const a = await call<{ sToken: string }>('/api/mng/login', { account, password });
    if (a.json.code !== '00000') throw new Error(`login ${account} failed: ${a.json.code} ${a.json.tips}`);
    return a.json.data.sToken;
  };
  return { call, login };
}

/**
 * For a test file: starts a server with `entries` before its tests and closes it after them; `call` and `login` go
 * to it (see caller).
 */
export function serveEntries(entries: Array<Record<string, MockHandler | unknown>>) {
  let server: TestServer | undefined;
  let bound: ReturnType<typeof caller> | undefined;
  beforeAll(async () => {
    server = await startTestServer(entries);
    bound = caller(server.url);
  });
  afterAll(() => server?.close());
  const use = () => {
    if (!bound) throw new Error('serveEntries: the server is not started (call it at the top of a test file)');
    return bound;
  };
  return {
    call: <T = unknown>(path: string, body?: unknown, opts?: CallOptions) => use().call<T>(path, body, opts),
    login: (account: string, password?: string) => use().login(account, password),
    url: () => server?.url ?? '',
  };
}

/**
 * One area's test bed: a server of these entries; `call` names X-Game-Id and Accept-Language the way the area tests
 * do; before each test the store is reset and `bed.admin` holds a fresh admin session.
 */
export function areaTestBed(entries: Array<Record<string, MockHandler | unknown>>) {
  const server = serveEntries(entries);
  const bed = {
    admin: '',
    login: server.login,
    call: <T = unknown>(
      path: string,
      body: unknown = {},
      o: { token?: string; gameId?: number; lang?: string; headers?: Record<string, string> } = {},
    ) => server.call<T>(path, body, { token: o.token, game: o.gameId, lang: o.lang, headers: o.headers }),
    /** the newest operation-log row */
    lastLog: () => getStore().oplog[getStore().oplog.length - 1],
  };
  beforeEach(async () => {
    reset();
    bed.admin = await server.login('admin');
  });
  return bed;
}

/**
 * The development endpoints (`/api/__mock/*`, README "Choices made where the spec is silent") on for a whole suite, as the
 * browser tests' server has them; the variable is put back as it was afterwards.
 */
export function withDevEndpoints(): void {
  const saved = process.env.MOCK_DEV_ENDPOINTS;
  beforeAll(() => {
    process.env.MOCK_DEV_ENDPOINTS = '1';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.MOCK_DEV_ENDPOINTS;
    else process.env.MOCK_DEV_ENDPOINTS = saved;
  });
}
