import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { MockHandler } from './http';

/**
 * The embedded backend on a real HTTP server, outside umi: umi's own mock middleware (createMockMiddleware from
 * @umijs/preset-umi, with the body-parser json/urlencoded and multer parsers it applies) on express, followed by a
 * stand-in for `max preview`'s SPA fallback (index.html for any other path). The backend's tests
 * (mock/core/testServer.ts) and `npm run contract:verify`'s run in `npm test` (scripts/contract/embedded.ts) use it.
 */
const nodeRequire = createRequire(import.meta.url);

interface MockEntry {
  method: string;
  path: string;
  handler: unknown;
}
export type Middleware = (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
interface ExpressApp {
  use(mw: Middleware): void;
  (req: unknown, res: unknown): void;
}

const { createMockMiddleware } = nodeRequire('@umijs/preset-umi/dist/features/mock/createMockMiddleware') as {
  createMockMiddleware(opts: { context: { mockData: Record<string, MockEntry> } }): Middleware;
};
const express = nodeRequire('@umijs/bundler-utils/compiled/express') as () => ExpressApp;

/** The SPA fallback's answer (max preview serves dist/index.html with 200 for any unknown path). */
export const SPA_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * umi's mock data from entry modules' default exports, as getMockData builds it: keys 'METHOD /path' (a bare path
 * is GET), in the order the files are given (umi globs them sorted by name).
 */
export function mockDataOf(entries: Array<Record<string, unknown>>): Record<string, MockEntry> {
  const data: Record<string, MockEntry> = {};
  entries.forEach((entry) => {
    Object.keys(entry).forEach((key) => {
      const parts = key.split(/\s+/);
      const [method, path] = parts.length === 1 ? ['GET', key] : [parts[0].toUpperCase(), parts[1]];
      data[`${method} ${path}`] = { method, path, handler: entry[key] };
    });
  });
  return data;
}

export interface TestServer {
  url: string;
  /** how long the server keeps an idle connection, and waits for a request's headers (ms) */
  timeouts(): { keepAlive: number; headers: number };
  close(): Promise<void>;
}

/** Serves `entries` on 127.0.0.1 (`port`, else an ephemeral one), after the `before` middlewares. */
export async function serve(
  entries: Array<Record<string, MockHandler | unknown>>,
  opts: { port?: number; before?: Middleware[] } = {},
): Promise<TestServer> {
  const app = express();
  (opts.before ?? []).forEach((mw) => app.use(mw));
  app.use(createMockMiddleware({ context: { mockData: mockDataOf(entries as Array<Record<string, unknown>>) } }));
  app.use((_req, res) => {
    const r = res as { status(n: number): { type(t: string): { send(b: string): void } } };
    r.status(200).type('html').send(SPA_HTML);
  });
  const server: Server = createServer(app);
  await new Promise<void>((done) => server.listen(opts.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    timeouts: () => ({ keepAlive: server.keepAliveTimeout, headers: server.headersTimeout }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
