import { execFile } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fallback from '../../mock/fallback';
import { startTestServer, type TestServer } from '../../mock/core/testServer';
import { verify } from './conformance';

/**
 * `npm run contract:verify` against the embedded backend passes; against a backend whose answers differ (a proxy in
 * front of it that renames one field and drops one endpoint) it fails, naming the path and the endpoint.
 */
let backend: TestServer;
let proxy: Server;
let proxyUrl = '';

/** Forwards to the embedded backend; /api/sys/role/list answers `title` for `name`; /api/mng/oplog/options is gone. */
function differingProxy(target: string): Server {
  const { hostname, port } = new URL(target);
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/api/mng/oplog/options') {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
        return;
      }
      const out = request(
        { hostname, port, path: req.url, method: req.method, headers: req.headers },
        (answer: IncomingMessage) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            let bytes = Buffer.concat(body);
            const env = req.url === '/api/sys/role/list' ? JSON.parse(bytes.toString('utf8')) : undefined;
            if (Array.isArray(env?.data?.list)) {
              env.data.list = env.data.list.map(({ name, ...rest }: { name: string }) => ({ ...rest, title: name }));
              bytes = Buffer.from(JSON.stringify(env));
            }
            const headers = { ...answer.headers, 'content-length': String(bytes.length) };
            delete headers['transfer-encoding'];
            res.writeHead(answer.statusCode ?? 502, headers).end(bytes);
          });
        },
      );
      out.end(Buffer.concat(chunks));
    });
  });
}

beforeAll(async () => {
  backend = await startTestServer([fallback]);
  proxy = differingProxy(backend.url);
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((done) => proxy.close(() => done()));
  await backend.close();
});

const ONLY = ['/api/sys/role/', '/api/mng/oplog/', '/api/mng/login', '/api/mng/user/current'];
const admin = { account: 'admin', password: 'admin123', only: ONLY };

describe('contract:verify', () => {
  it('passes against the embedded backend: every row ok or not called, the refusals as required', async () => {
    const report = await verify({ target: backend.url, ...admin });
    const byOutcome = (o: string) => report.rows.filter((r) => r.outcome === o).map((r) => r.name);
    expect(byOutcome('mismatch')).toEqual([]);
    expect(byOutcome('missing')).toEqual([]);
    expect(byOutcome('ok')).toEqual(
      expect.arrayContaining([
        'POST /api/sys/role/list',
        'POST /api/mng/oplog/options',
        'refusal: no session → A0230 (POST /api/mng/user/current)',
        'refusal: unknown path → HTTP 404 A0404',
        'refusal: malformed JSON → A0400 (POST /api/sys/role/list)',
      ]),
    );
    // a list is read three times: its first page, a filtered page and a deep page
    expect(report.rows.find((r) => r.name === 'POST /api/sys/role/list')?.calls).toBe(3);
    expect(report.exitCode).toBe(0);
  });

  it('fails against a backend whose answers differ, naming the path, and one that lacks an endpoint', async () => {
    const report = await verify({ target: proxyUrl, ...admin });
    const row = (name: string) => report.rows.find((r) => r.name === name);
    expect(row('POST /api/sys/role/list')).toMatchObject({
      outcome: 'mismatch',
      detail: expect.stringContaining('data.list[0].name is required, but missing'),
    });
    expect(row('POST /api/mng/oplog/options')).toMatchObject({ outcome: 'missing', detail: 'HTTP 404 (call)' });
    expect(report.exitCode).toBe(1);
  });

  it('writes nothing without --write, and leaves the lists as it found them with it', async () => {
    const only = ['/api/sys/role/', '/api/mng/login'];
    const read = await verify({ target: backend.url, account: 'admin', password: 'admin123', only });
    expect(read.rows.find((r) => r.name === 'POST /api/sys/role/add')).toMatchObject({
      outcome: 'skipped',
      detail: 'changes data (--write)',
      calls: 0,
    });
    const written = await verify({ target: backend.url, account: 'admin', password: 'admin123', only, write: true });
    expect(written.rows.find((r) => r.name === 'write: /api/sys/role left as found')).toMatchObject({
      outcome: 'ok',
      detail: expect.stringMatching(/^created #\d+, edited, deleted; \/api\/sys\/role\/list total back to \d+$/),
    });
    expect(
      ['POST /api/sys/role/add', 'POST /api/sys/role/update', 'POST /api/sys/role/delete'].map(
        (n) => written.rows.find((r) => r.name === n)?.outcome,
      ),
    ).toEqual(['ok', 'ok', 'ok']);
    expect(written.exitCode).toBe(0);
  });

  it('stops at its request budget and says so', async () => {
    const report = await verify({ target: backend.url, ...admin, maxRequests: 3 });
    expect(report.requests).toBe(3);
    expect(report.stopped).toBe('the request budget (3) is spent');
    expect(report.exitCode).toBe(1);
  });

  it('as a command: prints the differing path and exits 1', async () => {
    const run = await new Promise<{ code: number; out: string }>((done) => {
      execFile(
        'node_modules/.bin/vite-node',
        [
          'scripts/contract/verify.ts',
          '--',
          '--target',
          proxyUrl,
          '--account',
          'admin',
          '--password',
          'admin123',
          '--only',
          ONLY.join(','),
        ],
        { timeout: 100_000 },
        (error, stdout) => done({ code: error ? Number(error.code ?? 1) : 0, out: stdout }),
      );
    });
    expect(run.out).toMatch(
      /^shape mismatch +POST \/api\/sys\/role\/list +data\.list\[0\]\.name is required, but missing/m,
    );
    expect(run.out).toMatch(/^missing endpoint +POST \/api\/mng\/oplog\/options +HTTP 404/m);
    expect(run.out).toMatch(/ok, 1 shape mismatch, 1 missing endpoint, \d+ refused, \d+ not called; \d+ requests in/);
    expect(run.code).toBe(1);
  });
});
