import { describe, expect, it } from 'vitest';
import { answerChecker, mismatchText, nullableTo2020, type OpenApiDocument } from './answers';
import { contractDocument } from './document';

/** The answer checker on small documents of both OpenAPI versions, and on the console's own contract. */
const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'data', 'tips', 'description', 'msg'],
  properties: {
    code: { type: 'string' },
    data,
    tips: { type: 'string' },
    description: { type: 'string' },
    msg: { type: 'string' },
  },
});
const json = (schema: object) => ({ '200': { description: '', content: { 'application/json': { schema } } } });
const row30 = { type: 'object', required: ['name'], properties: { name: { type: 'string', nullable: true } } };
const doc30: OpenApiDocument = {
  openapi: '3.0.3',
  paths: {
    '/api/x/get': { post: { responses: json(envelope({ ...row30, nullable: true })) } },
    '/api/x/file': {
      get: { responses: { '200': { description: '', content: { 'application/octet-stream': { schema: {} } } } } },
    },
  },
};
const doc31: OpenApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: { Row: { type: 'object', required: ['name'], properties: { name: { type: ['string', 'null'] } } } },
  },
  paths: {
    '/api/x/get': {
      post: { responses: json(envelope({ anyOf: [{ $ref: '#/components/schemas/Row' }, { type: 'null' }] })) },
    },
  },
};
const ok = (data: unknown) => ({ code: '00000', data, tips: '', description: '', msg: 'success' });
const texts = (doc: OpenApiDocument, answer: Parameters<ReturnType<typeof answerChecker>['check']>[0]) =>
  answerChecker(doc).check(answer).map(mismatchText);

describe('answer checker', () => {
  it.each([
    ['3.0 with nullable', doc30],
    ['3.1 with $ref and type lists', doc31],
  ])('reads %s: null where allowed, the path and the expectation where not', (_, doc) => {
    const post = (body: unknown) => texts(doc, { method: 'POST', path: '/api/x/get', status: 200, body });
    expect(post(ok({ name: 'a' }))).toEqual([]);
    expect(post(ok({ name: null }))).toEqual([]);
    expect(post(ok(null))).toEqual([]);
    expect(post(ok({ name: 5 }))).toEqual([
      expect.stringMatching(/^POST \/api\/x\/get \(HTTP 200\): data\.name .*got 5$/),
    ]);
    expect(post(ok({ title: 'a' }))).toContain('POST /api/x/get (HTTP 200): data.name is required, but missing');
  });

  it('turns only 3.0 documents’ nullable into 2020-12 terms', () => {
    const read = nullableTo2020(doc30) as unknown as { paths: Record<string, { post: { responses: unknown } }> };
    expect(JSON.stringify(read.paths['/api/x/get'].post.responses)).toContain('"type":["string","null"]');
    expect(JSON.stringify(read)).not.toContain('nullable');
    expect(nullableTo2020(doc31)).toBe(doc31);
  });

  it('checks a refusal against the shared refusal envelope, whatever the endpoint', () => {
    const post = (path: string, status: number, body: unknown) => texts(doc30, { method: 'POST', path, status, body });
    const refusal = { code: 'A0230', data: null, tips: '登录已失效', description: '', msg: '登录已失效' };
    expect(post('/api/x/get', 200, refusal)).toEqual([]);
    expect(post('/api/nowhere', 404, { ...refusal, code: 'A0404' })).toEqual([]);
    expect(post('/api/x/get', 200, { code: 'A0230', data: null, msg: 'x' })).toEqual([
      'POST /api/x/get (HTTP 200): tips is required, but missing',
      'POST /api/x/get (HTTP 200): description is required, but missing',
    ]);
    expect(post('/api/x/get', 200, { ...refusal, data: { a: 1 } })).toEqual([
      'POST /api/x/get (HTTP 200): data must be null, got {"a":1}',
    ]);
    // a stale save carries the latest version
    const stale = { baseVersion: 1, recordVersion: 2, savedBy: 'a', savedAt: 1, record: {} };
    expect(post('/api/x/get', 200, { ...refusal, code: 'A0409', data: stale })).toEqual([]);
  });

  it('takes a file where the contract declares one, and nothing but the envelope elsewhere', () => {
    expect(texts(doc30, { method: 'GET', path: '/api/x/file', status: 200, body: undefined })).toEqual([]);
    expect(texts(doc30, { method: 'POST', path: '/api/x/get', status: 502, body: undefined })).toEqual([
      'POST /api/x/get (HTTP 502): (body) must be the api JSON envelope, got no JSON',
    ]);
    expect(texts(doc30, { method: 'POST', path: '/api/x/get', status: 201, body: ok(null) })).toEqual([
      'POST /api/x/get (HTTP 201): (body) HTTP 201: the contract declares no answer for it',
    ]);
    expect(texts(doc30, { method: 'POST', path: '/api/y', status: 200, body: ok(null) })).toEqual([
      'POST /api/y (HTTP 200): (body) a success from an endpoint the contract lacks',
    ]);
    expect(texts(doc30, { method: 'GET', path: '/welcome', status: 200, body: undefined })).toEqual([]);
  });

  it('tells a one-of by its field against the alternative the value names, and the others only when none fits', () => {
    const event = (kinds: string[], own: Record<string, object>) => ({
      type: 'object',
      required: ['kind', ...Object.keys(own)],
      properties: { kind: { enum: kinds }, ...own },
    });
    const events = {
      type: 'array',
      items: {
        anyOf: [
          event(['created', 'paid'], {}),
          event(['notify'], { attempt: { type: 'integer' }, reason: { type: 'string' } }),
          event(['refunded'], { refundNo: { type: 'string' }, reason: { type: 'string' } }),
        ],
      },
    };
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      paths: { '/api/x/get': { post: { responses: json(envelope(events)) } } },
    };
    const post = (data: unknown) => texts(doc, { method: 'POST', path: '/api/x/get', status: 200, body: ok(data) });
    expect(post([{ kind: 'paid' }, { kind: 'notify', attempt: 1, reason: '' }])).toEqual([]);
    expect(post([{ kind: 'paid' }, { kind: 'notify', attempt: 1 }])).toEqual([
      'POST /api/x/get (HTTP 200): data[1].reason is required, but missing',
    ]);
    expect(post([{ kind: 'refunded', refundNo: 5, reason: '' }])).toEqual([
      'POST /api/x/get (HTTP 200): data[0].refundNo must be string, got 5',
    ]);
    // a kind no alternative has: each alternative's expectation
    expect(post([{ kind: 'shipped' }])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/data\[0\]\.kind must be one of \["created","paid"\], got "shipped"$/),
      ]),
    );
    expect(post([{ kind: 'shipped' }]).some((t) => t.includes('refundNo is required'))).toBe(true);
  });

  it('reads the console’s own contract, onlinepack envelopes included', () => {
    const check = answerChecker(contractDocument()).check;
    const pack = (body: unknown) => check({ method: 'POST', path: '/onlinepack/task/options', status: 200, body });
    expect(pack({ code: 'A0230', msg: '登录已失效', data: null })).toEqual([]);
    expect(pack({ code: 403, msg: '无权限', data: null })).toEqual([]);
    expect(pack({ code: '403', msg: '无权限', data: null }).map(mismatchText)).toEqual([
      expect.stringMatching(/^POST \/onlinepack\/task\/options \(HTTP 200\): code /),
    ]);
  });

  it('holds each call to the refusal codes it declares (x-refusals), and names the code that is not one', () => {
    const check = answerChecker(contractDocument()).check;
    const refusal = (code: string) => ({ code, data: null, tips: '提示', description: '', msg: '提示' });
    const login = (body: unknown) => check({ method: 'POST', path: '/api/mng/login', status: 200, body });
    expect(login(refusal('A0210'))).toEqual([]);
    // a public call is never refused for a grant: a backend that answers so breaks the contract
    expect(login(refusal('A0301')).map(mismatchText)).toEqual([
      expect.stringMatching(/^POST \/api\/mng\/login \(HTTP 200\): code must be one of .*"A0210".*got "A0301"$/),
    ]);
    const role = (body: unknown) => check({ method: 'POST', path: '/api/sys/role/add', status: 200, body });
    expect(role(refusal('A0506'))).toEqual([]);
    expect(role(refusal('A0210')).map(mismatchText)).toEqual([expect.stringMatching(/code must be one of/)]);
    const pack = (body: unknown) =>
      check({ method: 'POST', path: '/onlinepack/basePackage/delete', status: 200, body });
    expect(pack({ code: 20001, msg: '静默失败', data: null })).toEqual([]);
    expect(pack({ code: 401, msg: '账号或密码错误', data: null }).map(mismatchText)).toEqual([
      expect.stringMatching(/code must be one of/),
    ]);
  });
});
