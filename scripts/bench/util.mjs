/** Shared constants and helpers of `npm run bench` (scripts/bench.mjs). */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');
export const CHROMIUM = '/usr/bin/chromium';
export const RUNS = Number(process.env.BENCH_RUNS || 5);
export const THROTTLE = 4;
export const TARGET_INITIAL_KIB = 250;
export const TARGET_ROUTE_KIB = 60;
export const ACCOUNT = { account: 'admin', password: 'admin123' };
export const PARTS = new Set(
  (process.env.BENCH_PARTS || 'sizes,cold,work,switch,renders,backend').split(',').map((p) => p.trim()),
);

export const kib = (bytes) => bytes / 1024;
export const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;
/** gzip sizes of dist/*.js, taken once: another build may replace dist/ while the browser part runs. */
export const sizes = new Map();
export const gz = (file) => {
  if (!sizes.has(file)) {
    try {
      sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    } catch {
      sizes.set(file, NaN);
    }
  }
  return sizes.get(file);
};
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const table = (header, rows) => {
  const all = [header, ...rows].map((r) => r.map(String));
  const w = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  return [line(all[0]), w.map((n) => '-'.repeat(n)).join('  '), ...all.slice(1).map(line)].join('\n');
};

export function freePort() {
  return new Promise((done, fail) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

export async function waitForServer(base, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(`${base}/`);
      if (r.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

export async function post(base, path, body, token, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { satoken: token } : {}), ...headers },
    body: JSON.stringify(body || {}),
  });
  return res.json();
}

/**
 * `max preview` of `root`'s dist/ on a free port (the built console with the embedded backend), stopped with the process
 * at the latest; resolves with its base address and how to stop it.
 */
export async function startPreview(root = ROOT) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(join(root, 'node_modules', '.bin', 'max'), ['preview', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  return { base, stop };
}

/** Chromium for the browser parts (playwright-core driving /usr/bin/chromium). */
export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Signs in as the bench's account on `base` and picks its first game: the init script that gives a fresh context that
 * session (the token and GAME_ID, as the console stores them), with the token and the game in `arg`.
 */
export async function signedInit(base) {
  const signIn = await post(base, '/api/mng/login', ACCOUNT);
  const token = signIn?.data?.sToken;
  if (!token) throw new Error(`${base}: sign-in failed: ${JSON.stringify(signIn)}`);
  const games = await post(base, '/api/mng/game/myList', {}, token);
  const list = Array.isArray(games?.data) ? games.data : games?.data?.list || [];
  if (!list.length) throw new Error(`${base}: no game from /api/mng/game/myList`);
  return {
    fn: ({ sToken, game }) => {
      window.localStorage.setItem('sToken', sToken);
      window.sessionStorage.setItem('GAME_ID', game);
    },
    arg: { sToken: token, game: String(list[0].id) },
  };
}
