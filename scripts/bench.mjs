#!/usr/bin/env node
/**
 * `npm run bench`: figures only, no pass/fail.
 *  1. Sizes (gzip, KiB) from dist/ (built first when missing):
 *     - initial JS of the login page: the scripts of dist/index.html plus the chunks the /user/login route (and its
 *       parent layouts) load, read from umi's route table and chunk map in umi.*.js;
 *     - the same, as observed: every .js the browser fetched until #login-account was visible;
 *     - every route chunk (p__*.js), largest first.
 *  2. Cold loads in Chromium (playwright-core, /usr/bin/chromium) against `max preview` on a free port, CPU throttled 4×
 *     (CDP Emulation.setCPUThrottlingRate), fresh context and cache disabled each run, median of 5:
 *     - /user/login until #login-account is visible;
 *     - /oplog (signed in as admin, first game of /api/mng/game/myList) until a .ant-table-row is visible.
 *  3. Tab switch (same browser, CPU throttled 4×, cache on): signed in by API, /oplog is opened, then /welcome from the
 *     side menu, so both are tabs; then the tabs are clicked alternately, RUNS times each way. One switch is measured
 *     in the page from the click event to the first frame after which the target tab's content is visible and no long
 *     task has run for 1 s (a PerformanceObserver for long tasks, requestAnimationFrame twice for "painted"); the long
 *     tasks' total in that time is shown too, and the time to the first frame painted with the target's content.
 *     Nothing is loaded by a switch: an open tab should come back in one render.
 * BENCH_PARTS=sizes,cold,switch (default all) picks the parts to run; sizes are always printed.
 * Targets (for reading the figures): initial JS ≤ 300 KiB gzip; a route chunk ≤ 60 KiB gzip.
 * Results also go to .bench/result.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const THROTTLE = 4;
const TARGET_INITIAL_KIB = 300;
const TARGET_ROUTE_KIB = 60;
const ACCOUNT = { account: 'admin', password: 'admin123' };
const PARTS = new Set((process.env.BENCH_PARTS || 'sizes,cold,switch').split(',').map((p) => p.trim()));

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;
/** gzip sizes of dist/*.js, taken once: another build may replace dist/ while the browser part runs. */
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) {
    try {
      sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    } catch {
      sizes.set(file, NaN);
    }
  }
  return sizes.get(file);
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const table = (header, rows) => {
  const all = [header, ...rows].map((r) => r.map(String));
  const w = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  return [line(all[0]), w.map((n) => '-'.repeat(n)).join('  '), ...all.slice(1).map(line)].join('\n');
};

// 0. build when needed ----------------------------------------------------------------------------------------------
if (!existsSync(join(DIST, 'index.html'))) {
  console.log('dist/ missing: building (max build)…');
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'max'), ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('bench: max build failed');
    process.exit(1);
  }
}

// 1. sizes ----------------------------------------------------------------------------------------------------------
readdirSync(DIST)
  .filter((f) => f.endsWith('.js'))
  .forEach(gz);
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const htmlScripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)]
  .map((m) => m[1])
  .filter((f) => existsSync(join(DIST, f)));
const umiFile = htmlScripts.find((f) => /^umi\.[^/]*\.js$/.test(f));

/** Chunks of the /user/login route and its parents, from umi's route table and webpack's chunk map. */
function loginChunksFromBuild() {
  if (!umiFile) return { files: [], note: 'no umi.*.js in index.html' };
  const src = readFileSync(join(DIST, umiFile), 'utf8');
  const u = src.match(
    /\.u=function\(\w+\)\{return\(\{([^}]*)\}\[\w+\]\|\|\w+\)\+"\."\+\{([^}]*)\}\[\w+\]\+"\.async\.js"\}/,
  );
  if (!u) return { files: [], note: 'chunk map not found in umi.js' };
  const pairs = (s) => Object.fromEntries([...s.matchAll(/"?([\w-]+)"?:"([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const names = pairs(u[1]);
  const hashes = pairs(u[2]);
  const chunkFile = (id) => `${names[id] || id}.${hashes[id]}.async.js`;

  const routes = {};
  for (const m of src.matchAll(/"?(\d+)"?:\{path:"([^"]*)"([^{}]*?)\}/g)) {
    const parent = m[3].match(/parentId:"([^"]+)"/);
    routes[m[1]] = { path: m[2], parentId: parent ? parent[1] : undefined };
  }
  const loaders = {};
  for (const m of src.matchAll(
    /"?(\d+)"?:\w+\.lazy\(function\(\)\{return (?:Promise\.all\(\[([^\]]*)\]\)|\w+\.e\(("?[\w-]+"?)\))\.then/g,
  )) {
    const list = m[2] ? [...m[2].matchAll(/\.e\("?([\w-]+)"?\)/g)].map((x) => x[1]) : [m[3].replace(/"/g, '')];
    loaders[m[1]] = list;
  }
  const loginId = Object.keys(routes).find((id) => routes[id].path === '/user/login');
  if (!loginId) return { files: [], note: 'route /user/login not found in umi.js' };
  const ids = new Set();
  for (let id = loginId; id; id = routes[id]?.parentId) (loaders[id] || []).forEach((c) => ids.add(c));
  const files = [...ids].map(chunkFile).filter((f) => existsSync(join(DIST, f)));
  return { files, note: `route ${loginId} and its parents` };
}

const login = loginChunksFromBuild();
const staticInitial = [...new Set([...htmlScripts, ...login.files])];
const staticInitialGz = staticInitial.reduce((n, f) => n + gz(f), 0);
const routeChunks = readdirSync(DIST)
  .filter((f) => /^p__.*\.js$/.test(f))
  .map((f) => ({ file: f, gzip: gz(f) }))
  .sort((a, b) => b.gzip - a.gzip);

// 2. browser timings ------------------------------------------------------------------------------------------------
function freePort() {
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

async function waitForServer(base, ms) {
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

async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { satoken: token } : {}) },
    body: JSON.stringify(body || {}),
  });
  return res.json();
}

async function measure(browser, base, { path, selector, init }) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  if (init) await context.addInitScript(init.fn, init.arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const scripts = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && u.pathname.endsWith('.js')) scripts.add(u.pathname.replace(/^\//, ''));
  });
  const t0 = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 120_000 });
  const ms = performance.now() - t0;
  const loaded = [...scripts];
  await context.close();
  return { ms, scripts: loaded };
}

/** Installed in every page of the tab-switch context: long tasks and the last click, in performance.now() time. */
function switchProbe() {
  window.__bench = { longTasks: [], click: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__bench.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the switch is then measured to the first painted frame only
  }
  document.addEventListener(
    'click',
    (e) => {
      window.__bench.click = e.timeStamp;
    },
    true,
  );
}

/**
 * In the page, after a click on a tab: resolves once the pane `path` shows `selector`, painted (two frames), and no long
 * task has started for `quietMs`; returns { ms: click → that frame, longMs: long tasks in between }.
 */
function settleSwitch({ path, selector, quietMs, since }) {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const shown = () => {
    const pane = document.querySelector(`[data-pane="${path}"]`);
    if (!pane || pane.hidden) return false;
    const el = pane.querySelector(selector);
    return Boolean(el && (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length));
  };
  const b = window.__bench;
  return (async () => {
    const deadline = performance.now() + 20000;
    while (!(b.click > since) && performance.now() < deadline) await frame();
    const t0 = b.click;
    while (!shown() && performance.now() < deadline) await frame();
    await frame();
    let end = await frame();
    const painted = end - t0;
    for (;;) {
      await new Promise((r) => setTimeout(r, quietMs));
      const later = b.longTasks.filter((t) => t.start > t0 - 1 && t.end > end);
      if (!later.length || performance.now() > deadline) break;
      // a long task ran after the content was painted (a refetch, a timer): the switch ends with the last of them
      end = Math.max(...later.map((t) => t.end));
    }
    const longMs = b.longTasks
      .filter((t) => t.start > t0 - 1 && t.start < end)
      .reduce((n, t) => n + (t.end - t.start), 0);
    return { ms: end - t0, paintedMs: painted, longMs, clicked: t0 > since };
  })();
}

async function measureTabSwitch(browser, base, init) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript(init.fn, init.arg);
  await context.addInitScript(switchProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/oplog`, { timeout: 120_000 });
  await page.locator('[data-pane="/oplog"] .ant-table-row').first().waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator('.ant-pro-sider a[href="/welcome"]').first().click();
  await page.locator('[data-pane="/welcome"] #welcome-figures').waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const targets = {
    '/oplog': { path: '/oplog', selector: '.ant-table-row' },
    '/welcome': { path: '/welcome', selector: '#welcome-figures' },
  };
  const runs = { '/oplog': [], '/welcome': [] };
  let from = '/welcome';
  for (let i = 0; i < RUNS * 2; i += 1) {
    const to = from === '/welcome' ? '/oplog' : '/welcome';
    const since = await page.evaluate(() => performance.now());
    await page.locator(`.workspace-tabs .ant-tabs-tab[data-node-key="${to}"] .ant-tabs-tab-btn`).click();
    const r = await page.evaluate(settleSwitch, { ...targets[to], quietMs: 1000, since });
    if (!r.clicked) throw new Error(`tab switch to ${to}: no click seen`);
    runs[to].push(r);
    from = to;
  }
  await context.close();
  return runs;
}

let timings = null;
let switches = null;
let observedInitial = null;
let browserNote = '';

if (!PARTS.has('cold') && !PARTS.has('switch')) {
  browserNote = 'browser parts skipped (BENCH_PARTS)';
} else if (!existsSync(CHROMIUM)) {
  browserNote = `no ${CHROMIUM}: timings skipped (node scripts/ensure-chromium.mjs)`;
} else {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(join(ROOT, 'node_modules', '.bin', 'max'), ['preview', '--port', String(port)], {
    cwd: ROOT,
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
  let browser;
  try {
    console.log(`starting max preview on ${base} …`);
    if (!(await waitForServer(base, 180_000))) throw new Error('max preview did not answer within 180 s');
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
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

    // warm the server (first requests compile nothing in preview, but the mock modules load lazily)
    await post(base, '/api/mng/login', ACCOUNT);

    const loginRuns = [];
    for (let i = 0; PARTS.has('cold') && i < RUNS; i += 1) {
      loginRuns.push(await measure(browser, base, { path: '/user/login', selector: '#login-account' }));
    }
    if (loginRuns.length) observedInitial = [...new Set(loginRuns.flatMap((r) => r.scripts))];
    const unknown = (observedInitial || []).filter((f) => !sizes.has(f) || Number.isNaN(sizes.get(f)));
    if (unknown.length) browserNote = `dist/ changed during the bench (another build?): ${unknown.join(', ')}`;

    const signIn = await post(base, '/api/mng/login', ACCOUNT);
    const token = signIn?.data?.sToken;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signIn)}`);
    const games = await post(base, '/api/mng/game/myList', {}, token);
    const list = Array.isArray(games?.data) ? games.data : games?.data?.list || [];
    if (!list.length) throw new Error(`no game from /api/mng/game/myList: ${JSON.stringify(games).slice(0, 200)}`);
    const gameId = String(list[0].id);
    const init = {
      fn: ({ sToken, game }) => {
        window.localStorage.setItem('sToken', sToken);
        window.sessionStorage.setItem('GAME_ID', game);
      },
      arg: { sToken: token, game: gameId },
    };
    const listRuns = [];
    for (let i = 0; PARTS.has('cold') && i < RUNS; i += 1) {
      listRuns.push(await measure(browser, base, { path: '/oplog', selector: '.ant-table-row', init }));
    }
    if (loginRuns.length) {
      timings = [
        { what: '/user/login → #login-account visible', runs: loginRuns.map((r) => r.ms) },
        { what: `/oplog → .ant-table-row visible (admin, game ${gameId})`, runs: listRuns.map((r) => r.ms) },
      ];
    }
    if (PARTS.has('switch')) {
      const runs = await measureTabSwitch(browser, base, init);
      switches = [
        { what: 'tab /welcome → /oplog (rows visible, idle)', runs: runs['/oplog'] },
        { what: 'tab /oplog → /welcome (figures visible, idle)', runs: runs['/welcome'] },
      ];
    }
  } catch (e) {
    browserNote = `timings failed: ${e instanceof Error ? e.message : String(e)}`;
  } finally {
    if (browser) await browser.close();
    stop();
  }
}

// 3. report ---------------------------------------------------------------------------------------------------------
const observedGz = observedInitial ? observedInitial.reduce((n, f) => n + (sizes.get(f) || 0), 0) : null;
const mark = (bytes, limitKib) => (kib(bytes) <= limitKib ? 'within' : 'OVER');

console.log('\n== Bundle sizes (gzip -9) ==');
console.log(
  table(
    ['initial JS of the login page', 'gzip', `target ≤ ${TARGET_INITIAL_KIB} KiB`],
    [
      [
        `from the build (index.html + ${login.note || 'login chunks'})`,
        fmt(staticInitialGz),
        mark(staticInitialGz, TARGET_INITIAL_KIB),
      ],
      ...(observedGz !== null
        ? [
            [
              `observed in the browser (${observedInitial.length} files)`,
              fmt(observedGz),
              mark(observedGz, TARGET_INITIAL_KIB),
            ],
          ]
        : []),
    ],
  ),
);
console.log(`\nfiles (build): ${staticInitial.map((f) => `${f} ${fmt(gz(f))}`).join(', ')}`);
if (observedInitial) console.log(`files (browser): ${observedInitial.map((f) => `${f} ${fmt(gz(f))}`).join(', ')}`);

console.log('');
console.log(
  table(
    ['route chunk', 'gzip', `target ≤ ${TARGET_ROUTE_KIB} KiB`],
    routeChunks.map((c) => [c.file, fmt(c.gzip), mark(c.gzip, TARGET_ROUTE_KIB)]),
  ),
);

console.log(`\n== Cold loads (Chromium, CPU ${THROTTLE}× slower, cache disabled, fresh context; ${RUNS} runs) ==`);
if (timings) {
  console.log(
    table(
      ['page', 'median', 'min', 'max'],
      timings.map((t) => [
        t.what,
        `${Math.round(median(t.runs))} ms`,
        `${Math.round(Math.min(...t.runs))} ms`,
        `${Math.round(Math.max(...t.runs))} ms`,
      ]),
    ),
  );
} else {
  console.log(PARTS.has('cold') ? browserNote : 'skipped (BENCH_PARTS)');
}

console.log(
  `\n== Tab switch (Chromium, CPU ${THROTTLE}× slower; click → target visible, painted and no long task for 1 s; ${RUNS} each way) ==`,
);
if (switches) {
  console.log(
    table(
      ['switch', 'median', 'min', 'max', 'shown, painted (median)', 'long tasks (median)'],
      switches.map((t) => {
        const ms = t.runs.map((r) => r.ms);
        return [
          t.what,
          `${Math.round(median(ms))} ms`,
          `${Math.round(Math.min(...ms))} ms`,
          `${Math.round(Math.max(...ms))} ms`,
          `${Math.round(median(t.runs.map((r) => r.paintedMs)))} ms`,
          `${Math.round(median(t.runs.map((r) => r.longMs)))} ms`,
        ];
      }),
    ),
  );
} else {
  console.log(PARTS.has('switch') ? browserNote : 'skipped (BENCH_PARTS)');
}
if ((timings || switches) && browserNote) console.log(`note: ${browserNote}`);

mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  join(ROOT, '.bench', 'result.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      targets: { initialKiB: TARGET_INITIAL_KIB, routeChunkKiB: TARGET_ROUTE_KIB },
      initial: {
        build: { files: staticInitial, gzip: staticInitialGz },
        observed: observedInitial && { files: observedInitial, gzip: observedGz },
      },
      routeChunks,
      timings: timings?.map((t) => ({ ...t, median: median(t.runs) })),
      tabSwitch: switches?.map((t) => ({ ...t, median: median(t.runs.map((r) => r.ms)) })),
      note: browserNote || undefined,
    },
    null,
    2,
  ),
);
console.log('\n(figures only; results in .bench/result.json)');
