import access from '../access';
import auth from '../auth';
import dev from '../dev';
import games from '../games';
import oplog from '../oplog';
import person from '../person';
import portal from '../portal';
import type { MockHandler, MockRequest, MockResponse } from './http';

/**
 * Drives the handlers of the everyday areas with fake express req/res objects (unit tests of handler logic; the
 * parsers, the catch-all and the security rules are tested over real HTTP with testServer.ts).
 */
const ALL: Record<string, MockHandler> = { ...auth, ...access, ...games, ...oplog, ...person, ...dev, ...portal };

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string>;
  json: Envelope<T>;
  text: string;
}

export interface Envelope<T = unknown> {
  code: string | number;
  data: T;
  tips?: string;
  msg?: string;
  description?: string;
}

export function fakeRes<T = unknown>(): { res: MockResponse; answer: Answer<T> } {
  const answer: Answer<T> = { status: 0, headers: {}, json: { code: '', data: null as T }, text: '' };
  const res: MockResponse = {
    status(code) {
      answer.status = code;
      return res;
    },
    json(body) {
      answer.json = JSON.parse(JSON.stringify(body)) as Envelope<T>;
      return res;
    },
    send(body) {
      answer.text = body;
      return res;
    },
    setHeader(name, value) {
      answer.headers[name.toLowerCase()] = String(value);
      return res;
    },
    end(body) {
      if (body) answer.text = body;
      return res;
    },
  };
  return { res, answer };
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
}

export async function call<T = unknown>(path: string, body: unknown = {}, opts: CallOptions = {}): Promise<Answer<T>> {
  const method = opts.method || 'POST';
  const handler = ALL[`${method} ${path}`];
  if (!handler) throw new Error(`no handler for ${method} ${path}`);
  const headers: Record<string, string> = { host: 'console.test', ...(opts.headers || {}) };
  if (opts.token) headers.satoken = opts.token;
  const req: MockRequest = { method, path, url: path, headers, body, query: opts.query || {}, ip: '10.0.0.8' };
  const { res, answer } = fakeRes<T>();
  await handler(req, res);
  return answer;
}

/** Signs in and returns the session token. */
export async function login(account: string, password = `${account}123`): Promise<string> {
  const a = await call<{ sToken: string }>('/api/mng/login', { account, password });
  if (a.json.code !== '00000') throw new Error(`login ${account} failed: ${a.json.code} ${a.json.tips}`);
  return a.json.data.sToken;
}
