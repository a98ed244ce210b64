// @vitest-environment node
import { request } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import access from '../access';
import auth from '../auth';
import check from '../check';
import dev from '../dev';
import dic from '../dic';
import fallback from '../fallback';
import games from '../games';
import oplog from '../oplog';
import pack from '../package';
import person from '../person';
import portal from '../portal';
import sdk from '../sdk';
import setting from '../setting';
import unity from '../unity';
import welcome from '../welcome';
import { getStore, reset } from '../core/store';
import { setUploadLimit } from '../core/parsers';
import { client, signedFields as signedFieldsOf, signIn, startTestServer, type TestServer } from '../core/testServer';

/** The backend's security rules, through real HTTP requests and umi's own body parsers. */
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer([
    // every entry, in the order umi loads them (file names sorted)
    access,
    auth,
    check,
    dev,
    dic,
    fallback,
    games,
    oplog,
    pack,
    person,
    portal,
    sdk,
    setting,
    unity,
    welcome,
  ]);
  api = client(server.url);
});
afterAll(() => server.close());
beforeEach(() => reset());

const ZIP = zipSync({ 'sdk/readme.txt': strToU8('sdk') });
const polluted = () => Object.keys(Object.prototype).length > 0 || 'operatorName' in ({} as object);

describe('field names that reach object prototypes', () => {
  afterEach(() => {
    // a failing run must not leave the pollution behind for the next tests
    ['operatorName', 'x', 'polluted'].forEach((k) => delete (Object.prototype as Record<string, unknown>)[k]);
  });

  it('refuses __proto__/constructor/prototype paths in a signed form and changes nothing', async () => {
    const ops = await signIn(server.url, 'ops');
    const before = getStore().oplog.length;
    for (const key of ['__proto__.operatorName', 'constructor.prototype.x', 'a.__proto__.polluted', 'prototype']) {
      const r = await api.signed(
        '/api/sdk/channel/sdk/upload',
        { channelId: '0', version: '9.9.9', [key]: 'forged' },
        { file: { bytes: ZIP, name: 'sdk.zip' } },
        { token: ops, lang: 'en-US' },
      );
      expect(r.json?.code, key).toBe('A0400');
      expect(r.json?.tips, key).toMatch(/field name/i);
      expect(polluted(), key).toBe(false);
    }
    const rows = getStore().oplog.slice(before);
    expect(rows.map((row) => row.operatorName)).not.toContain('forged');
    const sdkList = await api.post<{ list: Array<{ version: string }> }>(
      '/api/sdk/channel/sdk/page',
      { pageNum: 1, pageSize: 50 },
      { token: ops },
    );
    expect(sdkList.json?.data.list.some((v) => v.version === '9.9.9')).toBe(false);
  });

  it('refuses __proto__ and constructor keys in a JSON body', async () => {
    const admin = await signIn(server.url, 'admin');
    const body = '{"pageNum":1,"pageSize":10,"__proto__":{"operatorName":"forged"}}';
    const r = await api.raw('/api/mng/oplog/page', body, 'application/json', { token: admin });
    expect(r.json?.code).toBe('A0400');
    const nested = '{"name":"x","code":"x1","resourceIds":[],"extra":{"constructor":{"prototype":{"x":1}}}}';
    const r2 = await api.raw('/api/sys/role/add', nested, 'application/json', { token: admin });
    expect(r2.json?.code).toBe('A0400');
    expect(polluted()).toBe(false);
  });
});

describe('development endpoints (/api/__mock/*)', () => {
  const saved = process.env.MOCK_DEV_ENDPOINTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.MOCK_DEV_ENDPOINTS;
    else process.env.MOCK_DEV_ENDPOINTS = saved;
  });

  it('do not exist unless MOCK_DEV_ENDPOINTS=1', async () => {
    delete process.env.MOCK_DEV_ENDPOINTS;
    const admin = await signIn(server.url, 'admin');
    const r = await api.post('/api/__mock/reset', {}, { token: admin });
    expect(r.status).toBe(404);
    expect(r.json?.code).toBe('A0404');
    const c = await api.post('/api/__mock/clock', { offsetMs: 1000 }, { token: admin });
    expect(c.status).toBe(404);
  });

  it('answer only a signed-in admin, and only to application/json', async () => {
    process.env.MOCK_DEV_ENDPOINTS = '1';
    const admin = await signIn(server.url, 'admin');
    const viewer = await signIn(server.url, 'viewer');
    expect((await api.post('/api/__mock/reset', {})).json?.code).toBe('A0230');
    expect((await api.post('/api/__mock/clock', { offsetMs: 5000 }, { token: viewer })).json?.code).toBe('A0301');
    // what any web page can send cross-site without a preflight
    const form = await api.raw('/api/__mock/reset', 'x=1', 'application/x-www-form-urlencoded', { token: admin });
    expect(form.status).toBe(415);
    expect(form.json?.code).toBe('A0400');
    const text = await api.raw('/api/__mock/clock', '{"offsetMs":5000}', 'text/plain', { token: admin });
    expect(text.status).toBe(415);
    expect(getStore().sessions[admin]).toBeDefined();
    const ok = await api.post<{ offsetMs: number }>('/api/__mock/clock', { offsetMs: 5000 }, { token: admin });
    expect(ok.json?.code).toBe('00000');
    expect(ok.json?.data.offsetMs).toBe(5000);
    expect((await api.post('/api/__mock/reset', {}, { token: admin })).json?.code).toBe('00000');
  });
});

describe('farm development endpoints (/onlinepack/__farm, /onlinepack/__seedMany)', () => {
  it('are granted to admin only', async () => {
    for (const account of ['viewer', 'ops']) {
      const token = await signIn(server.url, account);
      const farm = await api.post('/onlinepack/__farm', { paused: true }, { token, game: 1 });
      expect(farm.json?.code, account).toBe(403);
      const seed = await api.post('/onlinepack/__seedMany', { count: 5 }, { token, game: 1 });
      expect(seed.json?.code, account).toBe(403);
    }
    const admin = await signIn(server.url, 'admin');
    const farm = await api.post<{ paused: boolean }>('/onlinepack/__farm', { paused: true }, { token: admin, game: 1 });
    expect(farm.json?.code).toBe(0);
    expect(farm.json?.data.paused).toBe(true);
    expect((await api.post('/onlinepack/__seedMany', { count: 5 }, { token: admin, game: 1 })).json?.code).toBe(0);
  });
});

describe('signed forms', () => {
  it('refuse the same signed form sent twice within the window (A0342)', async () => {
    const ops = await signIn(server.url, 'ops');
    const fields = { channelId: '0', version: '7.0.1' };
    const timestamp = Math.floor(Date.now() / 1000);
    const send = () =>
      api.signed(
        '/api/sdk/channel/sdk/upload',
        fields,
        { file: { bytes: ZIP, name: 'sdk.zip' } },
        { token: ops, timestamp },
      );
    expect((await send()).json?.code).toBe('00000');
    const again = await send();
    expect(again.json?.code).toBe('A0342');
    expect(again.json?.tips).toMatch(/已提交过/);
  });

  it('refuse a file that is not a zip for channel SDKs and packaging tools', async () => {
    const ops = await signIn(server.url, 'ops');
    const text = { bytes: strToU8('not a zip at all'), name: 'sdk.zip' };
    const sdkUpload = await api.signed(
      '/api/sdk/channel/sdk/upload',
      { channelId: '0', version: '7.0.2' },
      { file: text },
      { token: ops },
    );
    expect(sdkUpload.json?.code).toBe('A0400');
    const tool = await api.signed(
      '/api/sdk/packageTool/upload',
      { version: '3.0.0', platform: 'Android' },
      { file: { bytes: strToU8('PK but no more'), name: 'tool.zip' } },
      { token: ops },
    );
    expect(tool.json?.code).toBe('A0400');
  });
});

describe('session expiry on /onlinepack', () => {
  it("answers code 'A0230' (HTTP 200) for a missing or expired session, like /api", async () => {
    const missing = await api.post('/onlinepack/machine/page', { pageNum: 1, pageSize: 10 }, { game: 1 });
    expect(missing.status).toBe(200);
    expect(missing.json?.code).toBe('A0230');
    const unknown = await api.post('/onlinepack/task/page', { pageNum: 1, pageSize: 10 }, { token: 'nope', game: 1 });
    expect(unknown.json?.code).toBe('A0230');
  });
});

describe('unknown paths and methods, bodies that do not parse, invalid headers', () => {
  it('answers 404 in the envelope for an unknown /api or /onlinepack path', async () => {
    const a = await api.post('/api/no/such/thing', {});
    expect(a.status).toBe(404);
    expect(a.json?.code).toBe('A0404');
    const p = await api.post('/onlinepack/no/such/thing', {});
    expect(p.status).toBe(404);
    expect(p.json?.code).toBe(404);
    const g = await api.raw('/api/whatever', undefined, null, { method: 'GET' });
    expect(g.status).toBe(404);
  });

  it('answers 405 for a known endpoint called with another method, and lets every endpoint still answer', async () => {
    const r = await api.raw('/api/mng/login', undefined, null, { method: 'GET' });
    expect(r.status).toBe(405);
    expect(r.json?.code).toBe('A0405');
    expect(r.headers.get('allow')).toBe('POST');
    const admin = await signIn(server.url, 'admin');
    // an entry sorted after the catch-all's file still answers
    expect((await api.post('/api/mng/game/myList', {}, { token: admin })).json?.code).toBe('00000');
    expect(
      (await api.post('/onlinepack/machine/page', { pageNum: 1, pageSize: 5 }, { token: admin, game: 1 })).json?.code,
    ).toBe(0);
  });

  it('says a malformed JSON body is not valid JSON', async () => {
    const admin = await signIn(server.url, 'admin');
    const r = await api.raw('/api/mng/oplog/page', '{"pageNum":1,', 'application/json', { token: admin });
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toBe('参数错误：请求体不是合法的 JSON');
  });

  it('says an X-Game-Id that is not a positive integer is invalid, and a missing one is missing', async () => {
    const admin = await signIn(server.url, 'admin');
    for (const game of ['abc', '-1', '1.5']) {
      const r = await api.post('/onlinepack/task/page', { pageNum: 1, pageSize: 5 }, { token: admin, game });
      expect(r.json?.code, game).toBe(400);
      expect(r.json?.msg, game).toContain('X-Game-Id 无效');
    }
    const missing = await api.post('/onlinepack/task/page', { pageNum: 1, pageSize: 5 }, { token: admin });
    expect(missing.json?.msg).toContain('X-Game-Id 不能为空');
  });
});

/** Sends a multipart request's start and waits for an answer without ever finishing the body. */
function answerBeforeBodyEnds(path: string, headers: Record<string, string>, parts: Buffer[]): Promise<unknown> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, failed) => {
    const boundary = 'xBOUNDARYx';
    const req = request({
      hostname,
      port,
      path,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(900 * 1024 * 1024),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      done('no answer while the body was still being sent');
    }, 3000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        done(JSON.parse(text));
      });
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      failed(e);
    });
    parts.forEach((p) => req.write(p));
  });
}

function multipartStart(fields: Record<string, string>, fileBytes: number): Buffer[] {
  const b = '--xBOUNDARYx\r\n';
  const text = Object.keys(fields)
    .map((k) => `${b}Content-Disposition: form-data; name="${k}"\r\n\r\n${fields[k]}\r\n`)
    .join('');
  const fileHead = `${b}Content-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return [Buffer.from(text + fileHead), Buffer.alloc(fileBytes, 7)];
}

describe('multipart uploads', () => {
  afterEach(() => setUploadLimit(null));

  it('are refused without a session before the body is read', async () => {
    const answer = await answerBeforeBodyEnds(
      '/api/sdk/channel/sdk/upload',
      {},
      multipartStart({ channelId: '0', version: '1' }, 1024),
    );
    expect(answer).toMatchObject({ code: 'A0230' });
  });

  it('stop at the size limit, answering at once', async () => {
    const ops = await signIn(server.url, 'ops');
    setUploadLimit(64 * 1024);
    const fields = signedFieldsOf({ channelId: '0', version: '8.0.0' }, ops);
    const answer = await answerBeforeBodyEnds(
      '/api/sdk/channel/sdk/upload',
      { satoken: ops },
      multipartStart(fields, 256 * 1024),
    );
    expect(answer).toMatchObject({ code: 'A0400' });
    expect((answer as { tips: string }).tips).toContain('超过');
  });
});
