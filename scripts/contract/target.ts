import { filterBody, isPlainObject } from '../../src/request/bodyFilter';
import { buildHeaders } from '../../src/request/headers';
import { newRequestId, withRequestId } from '../../src/request/requestId';
import { buildSignedForm, type FormValue } from '../../src/request/sign';
import type { AnswerChecker, Mismatch } from './answers';

/**
 * The backend under test, called the way the console calls it: the console's own body filter, headers, request ids
 * and form signing (src/request), over fetch; every answer checked against the contract. The run stops at its
 * request or time budget (OutOfBudget).
 */
export class OutOfBudget extends Error {}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** a JSON body (filtered as the console filters it) */
  json?: unknown;
  /** a body sent as is, as application/json (a malformed one) */
  raw?: string;
  /** a signed multipart form's values; `tamper` changes its sign after signing */
  form?: Record<string, FormValue>;
  tamper?: boolean;
  query?: Record<string, string>;
  /** the session token; null: none */
  token?: string | null;
  requestId?: string;
  headers?: Record<string, string>;
}

export interface Got {
  status: number;
  /** the parsed JSON body, undefined when not JSON */
  body: unknown;
  code: unknown;
  tips: string;
  mismatches: Mismatch[];
}

export interface TargetOptions {
  base: string;
  checker: AnswerChecker;
  maxRequests: number;
  deadline: number;
  /** ms one request may take */
  requestTimeout: number;
  lang?: string;
}

export class Target {
  requests = 0;
  token: string | null = null;
  game: number | undefined;

  constructor(private readonly o: TargetOptions) {}

  left(): { requests: number; ms: number } {
    return { requests: this.o.maxRequests - this.requests, ms: this.o.deadline - Date.now() };
  }

  async send(c: Call): Promise<Got> {
    const left = this.left();
    if (left.requests <= 0) throw new OutOfBudget(`the request budget (${this.o.maxRequests}) is spent`);
    if (left.ms <= 0) throw new OutOfBudget('the time budget is spent');
    this.requests += 1;
    const token = c.token === undefined ? this.token : c.token;
    const values = c.form ?? c.json;
    const { body, filtered } = filterBody(values);
    const { headers, bodyExtra } = buildHeaders(c.headers, filtered, {
      token,
      gameId: this.game === undefined ? null : String(this.game),
      childGameId: null,
      locale: this.o.lang ?? 'zh-CN',
    });
    const merged = isPlainObject(body) ? { ...body, ...bodyExtra } : body;
    let payload: string | FormData | undefined;
    if (c.raw !== undefined) {
      payload = c.raw;
      headers['Content-Type'] = 'application/json';
    } else if (c.form) {
      const signed = buildSignedForm((merged ?? {}) as Record<string, FormValue>, { token });
      payload = signed.formData;
      if (c.tamper) {
        const fields = {
          ...signed.fields,
          sign: `${signed.fields.sign.slice(1)}${signed.fields.sign[0] === 'A' ? 'B' : 'A'}`,
        };
        payload = new FormData();
        for (const [k, v] of Object.entries(fields)) payload.append(k, v);
      }
    } else if (c.method === 'POST') {
      payload = JSON.stringify(merged ?? {});
      headers['Content-Type'] = 'application/json';
    }
    const query = c.query ? `?${new URLSearchParams(c.query)}` : '';
    const res = await fetch(`${this.o.base}${c.path}${query}`, {
      method: c.method,
      headers: withRequestId(headers, c.requestId),
      body: payload,
      signal: AbortSignal.timeout(Math.max(1, Math.min(this.o.requestTimeout, left.ms))),
    }).catch((e: Error) => {
      if (Date.now() >= this.o.deadline) throw new OutOfBudget('the time budget is spent');
      throw e;
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    let parsed: unknown;
    if (/json/i.test(res.headers.get('content-type') ?? '')) {
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        parsed = undefined;
      }
    }
    const mismatches = this.o.checker.check({ method: c.method, path: c.path, status: res.status, body: parsed });
    const env = isPlainObject(parsed) ? parsed : {};
    const tips = String(env.tips || env.msg || '');
    return { status: res.status, body: parsed, code: env.code, tips, mismatches };
  }

  /** A fresh request id, as the console makes one per opened dialog. */
  requestId(): string {
    return newRequestId();
  }
}
