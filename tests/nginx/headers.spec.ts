import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { ACCOUNTS } from '../e2e/support';
import { restoreServedConfig, SERVED_ROOT, writeServedConfig } from './support';

/**
 * What nginx answers with deploy/nginx.conf (docs/rules.md "Serving"): caching by path, the SPA fallback, gzip, the
 * security headers, and /api and /onlinepack reaching the backend.
 */
const YEAR = 'public, max-age=31536000, immutable';
const index = readFileSync(join(SERVED_ROOT, 'index.html'), 'utf8');
const mainScript = /src="\/(umi\.[0-9a-f]{8}\.js)"/.exec(index)?.[1] as string;
const mainStyle = /href="\/(umi\.[0-9a-f]{8}\.css)"/.exec(index)?.[1] as string;

test.afterEach(() => restoreServedConfig());

test('index.html, every route (the SPA fallback), config.json and version.json are revalidated every time', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/order/flow', '/package/task/12/log?x=1', '/no/such/route']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expect(await res.text(), path).toBe(index);
  }
  for (const path of ['/config.json', '/version.json', '/sw.js', '/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  const version = await (await request.get('/version.json')).json();
  expect(version).toEqual({
    version: JSON.parse(readFileSync('package.json', 'utf8')).version,
    commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    builtAt: expect.any(String),
  });
  // revalidation: the same file again is a 304
  const first = await request.get('/config.json');
  const again = await request.get('/config.json', { headers: { 'If-None-Match': first.headers().etag } });
  expect(again.status()).toBe(304);
});

test('hashed scripts and stylesheets are kept a year as immutable; a missing one is a 404 kept nowhere', async ({
  request,
}) => {
  expect(mainScript).toBeTruthy();
  for (const path of [`/${mainScript}`, `/${mainStyle}`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe(YEAR);
  }
  const chunk = (await request.get(`/${mainScript}`)).headers()['content-type'];
  expect(chunk).toBe('application/javascript; charset=utf-8');
  for (const path of ['/umi.0123abcd.js', '/p__gone__index.0123abcd.async.js', '/nothing.json']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control'], path).toBeUndefined();
    expect(await res.text(), path).not.toContain('<div id="root">');
  }
});

/** A GET as a browser sends it with `Accept-Encoding`, the answer's bytes as they came over the wire (not decoded). */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(new URL(path, test.info().project.use.baseURL), { headers: { 'Accept-Encoding': acceptEncoding } });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
  });
}

test('a hashed script is sent as the build compressed it: brotli when taken, else gzip -9, else plain', async () => {
  const plain = readFileSync(join(SERVED_ROOT, mainScript));
  const br = readFileSync(join(SERVED_ROOT, `${mainScript}.br`));
  const gz = readFileSync(join(SERVED_ROOT, `${mainScript}.gz`));
  expect(plain.length).toBeGreaterThan(100_000);
  expect(br.length).toBeLessThan(gz.length);
  const cases: Array<[string, string | undefined, Buffer]> = [
    ['gzip, deflate, br', 'br', br],
    ['gzip', 'gzip', gz],
    ['identity', undefined, plain],
  ];
  for (const [accepted, encoding, bytes] of cases) {
    const res = await rawGet(`/${mainScript}`, accepted);
    expect(res.headers['content-encoding'], accepted).toBe(encoding);
    // the build's own copy, whole (a length, not compressed again on the fly)
    expect(res.body.equals(bytes), accepted).toBe(true);
    expect(Number(res.headers['content-length']), accepted).toBe(bytes.length);
    expect(res.headers['cache-control'], accepted).toBe(YEAR);
  }
  // caches between keep each encoding apart
  for (const accepted of ['br', 'gzip']) {
    expect((await rawGet(`/${mainScript}`, accepted)).headers.vary, accepted).toContain('Accept-Encoding');
  }
  // the stylesheet too
  const style = await rawGet(`/${mainStyle}`, 'br');
  expect(style.body.equals(readFileSync(join(SERVED_ROOT, `${mainStyle}.br`)))).toBe(true);
});

test('index.html, config.json and version.json have no compressed copy: an edited config.json is sent as edited', async () => {
  for (const name of ['index.html', 'config.json', 'version.json']) {
    for (const ext of ['gz', 'br'])
      expect(existsSync(join(SERVED_ROOT, `${name}.${ext}`)), `${name}.${ext}`).toBe(false);
  }
  writeServedConfig({ appTitle: '压缩测试' });
  const config = await rawGet('/config.json', 'gzip, br');
  // under gzip_min_length: sent as it is, never a copy of the build's
  expect(config.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(config.body.toString())).toEqual({ appTitle: '压缩测试' });
});

test('every answer carries the security headers, the CSP allowing no inline or evaluated script', async ({
  request,
}) => {
  const login = await request.post('/api/mng/login', { data: { account: 'viewer', password: ACCOUNTS.viewer } });
  for (const res of [
    await request.get('/'),
    await request.get('/welcome'),
    await request.get(`/${mainScript}`),
    login,
  ]) {
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('same-origin');
    expect(h['x-frame-options']).toBe('DENY');
    const csp = Object.fromEntries(
      h['content-security-policy'].split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  }
  // no error page hides them either
  expect((await request.get('/umi.0123abcd.js')).headers()['x-content-type-options']).toBe('nosniff');
  // what the policy relies on: the built index.html has no inline script, style or event handler
  expect(index).toMatch(/<script src="\//);
  expect(index).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(index).not.toMatch(/<style|\son[a-z]+=/i);
});

test('/api and /onlinepack reach the backend through nginx, which adds no caching to its answers', async ({
  request,
}) => {
  const login = await request.post('/api/mng/login', { data: { account: 'admin', password: ACCOUNTS.admin } });
  const body = await login.json();
  expect(body.code).toBe('00000');
  expect(login.headers()['cache-control']).not.toBe(YEAR);
  expect(login.headers()['cache-control']).not.toBe('no-cache');
  const pack = await request.post('/onlinepack/basePackage/page', {
    data: { pageNum: 1, pageSize: 1 },
    headers: { satoken: body.data.sToken, 'X-Game-Id': '1' },
  });
  expect((await pack.json()).code).toBe(0);
  // a path under /api that looks like a file is still the backend's (Express), never looked up among the files
  expect((await request.get('/api/mng/nothing.json')).headers()['x-powered-by']).toBe('Express');
  expect((await request.get('/nothing.json')).headers()['x-powered-by']).toBeUndefined();
});

test('config.json absent: a 404, not index.html (the console then keeps the build defaults)', async ({ request }) => {
  writeServedConfig(null);
  const res = await request.get('/config.json');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('<div id="root">');
});
