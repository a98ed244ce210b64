/** Parts 2 and 3 of `npm run bench`: cold loads and tab switches in Chromium, CPU throttled. */
import { gz, RUNS, THROTTLE } from './util.mjs';

/**
 * The network profiles of the cold loads: `fast` is this machine's loopback as is; `slow` is an office line over a VPN
 * (10 Mbit/s down, 5 up, 60 ms round trip), through Chromium's network emulation (CDP
 * Network.emulateNetworkConditions). `max preview` sends scripts gzipped, as nginx does.
 */
export const NETWORKS = {
  fast: null,
  slow: { offline: false, latency: 60, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 },
};
export const NETWORK_NOTE = { fast: 'loopback', slow: '10 Mbit/s, 60 ms' };

/** The pages of the cold loads: where, and what shows them ready. */
export const LOGIN = { path: '/user/login', selector: '#login-account' };
export const OPLOG = { path: '/oplog', selector: '.ant-table-row' };
export const ORDER = { path: '/order/flow', selector: '.ant-table-row' };

/** The dist/ files of one kind (`.js`, `.css`) `page` fetches from `base` from now on (a live set). */
function fetched(page, base, ext = '.js') {
  const files = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && u.pathname.endsWith(ext)) files.add(u.pathname.replace(/^\//, ''));
  });
  return files;
}

/** Sum of the gzip -9 sizes of dist/ files (bytes). */
export const distGzip = (files) => files.reduce((n, f) => n + (gz(f) || 0), 0);

/**
 * A fresh browser context as the bench's pages use: Chinese, `init` (signs in, when given) and then each of `scripts`
 * (a function, or [function, argument]) installed before any page's own script.
 */
export async function benchContext(browser, init, ...scripts) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  if (init) await context.addInitScript(init.fn, init.arg);
  for (const s of scripts) await (Array.isArray(s) ? context.addInitScript(s[0], s[1]) : context.addInitScript(s));
  return context;
}

/** The first visit's start: /welcome loaded and settled (its figures shown, then 1.5 s of quiet). */
export async function settleWelcome(page, base) {
  await page.goto(`${base}/welcome`, { timeout: 120_000 });
  await page.locator('[data-pane="/welcome"] #welcome-figures').waitFor({ state: 'visible', timeout: 120_000 });
  await page.waitForTimeout(1500);
}

/**
 * In the page: open `path` inside the console as a menu link does (the address pushed, the router told) and resolve,
 * at the first frame with a row of its pane laid out, with the time from the push to that frame.
 */
export function openInConsole(path) {
  return new Promise((done) => {
    const t0 = performance.now();
    window.history.pushState({ usr: null, key: 'bench', idx: 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    const frame = () => {
      const row = document.querySelector(`[data-pane="${path}"] .ant-table-row`);
      if (row && row.getBoundingClientRect().height > 0) done(performance.now() - t0);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Installed in a cold-load page before its scripts: the time (from navigation start) of the first animation frame in
 * which `selector` is laid out. The figure beside the driver's own has none of the driver's polling in it.
 */
export function shownProbe(selector) {
  // long tasks from the start (buffered): the blocking time up to the row is read from them (blockingUntilShown)
  window.__benchLong = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLong.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the blocking time reads 0
  }
  const frame = () => {
    const el = document.querySelector(selector);
    if (el && el.getBoundingClientRect().height > 0) window.__benchShownAt = performance.now();
    else requestAnimationFrame(frame);
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(frame);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page, once the element was shown: the total blocking time from the first contentful paint to that frame
 * (each long task's time beyond 50 ms, as Lighthouse counts it) and the longest task in that time.
 */
export function blockingUntilShown() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const until = window.__benchShownAt;
  const tasks = (window.__benchLong || []).filter((t) => t.start + t.duration > fcp && t.start < until);
  return {
    tbt: tasks.reduce(
      (n, t) => n + Math.max(0, Math.min(t.start + t.duration, until) - Math.max(t.start, fcp) - 50),
      0,
    ),
    longest: tasks.reduce((n, t) => Math.max(n, t.duration), 0),
  };
}

/**
 * One cold load of `path` in a fresh context, cache disabled, CPU throttled, on the network profile `net` (NETWORKS):
 * { ms: by the driver, inPage: the first frame with `selector` laid out, scripts: the dist/ scripts fetched before the
 * driver saw it, bytes: their gzip size, sheets / css: the dist/ stylesheets fetched by then and their gzip size,
 * tbt / longest: blocking time and longest task from first paint to that frame }. The sizes are of this checkout's
 * dist/ (an A/B sizes the other build's files from its own, by the file lists).
 */
export async function measure(browser, base, { path, selector, init, net = 'fast' }) {
  const context = await benchContext(browser, init, [shownProbe, selector]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (NETWORKS[net]) await cdp.send('Network.emulateNetworkConditions', NETWORKS[net]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const scripts = fetched(page, base);
  const sheets = fetched(page, base, '.css');
  const t0 = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 120_000 });
  const ms = performance.now() - t0;
  const loaded = [...scripts];
  const sheetList = [...sheets];
  const inPage = await (await page.waitForFunction(() => window.__benchShownAt, null, { timeout: 60_000 })).jsonValue();
  const { tbt, longest } = await page.evaluate(blockingUntilShown);
  await context.close();
  return {
    ms,
    inPage,
    scripts: loaded,
    bytes: distGzip(loaded),
    sheets: sheetList,
    css: distGzip(sheetList),
    tbt,
    longest,
  };
}

/**
 * The first visit of a list from the welcome page: signed in, /welcome loaded and settled (normal cache), then /oplog
 * opened inside the console as a menu link does (the address pushed, the router told; CPU throttled, on `net`); the
 * time from then to the first frame with a row of the new tab laid out, and the scripts that visit fetched.
 */
export async function measureFirstVisit(browser, base, { init, net = 'fast' }) {
  const context = await benchContext(browser, init);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (NETWORKS[net]) await cdp.send('Network.emulateNetworkConditions', NETWORKS[net]);
  await settleWelcome(page, base);
  const scripts = fetched(page, base);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const ms = await page.evaluate(openInConsole, OPLOG.path);
  const loaded = [...scripts];
  await context.close();
  return { ms, scripts: loaded, bytes: distGzip(loaded) };
}

/** Installed in every page of the tab-switch context: long tasks and the last click, in performance.now() time. */
export function switchProbe() {
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
export function settleSwitch({ path, selector, quietMs, since }) {
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

/**
 * One signed-in page with /oplog and /welcome open as tabs (CPU throttled 4× once both have settled); `switchTo(path)`
 * clicks that tab and resolves with what settleSwitch measured.
 */
export async function openSwitchPage(browser, base, init) {
  const context = await benchContext(browser, init, switchProbe);
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
  return {
    async switchTo(to) {
      // the tab's place is found first; then the in-page watch starts and the click is sent as real mouse input
      // (CDP), so the figure runs from the click event to the painted frame, without Playwright's checks around a click
      const box = await page.locator(`.workspace-tabs [data-node-key="${to}"] [role="tab"]`).boundingBox();
      if (!box) throw new Error(`tab switch to ${to}: the tab is not laid out`);
      const since = await page.evaluate(() => performance.now());
      const settled = page.evaluate(settleSwitch, { ...targets[to], quietMs: 1000, since });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const r = await settled;
      if (!r.clicked) throw new Error(`tab switch to ${to}: no click seen`);
      return r;
    },
    close: () => context.close(),
  };
}

export async function measureTabSwitch(browser, base, init) {
  const tabs = await openSwitchPage(browser, base, init);
  const runs = { '/oplog': [], '/welcome': [] };
  let from = '/welcome';
  for (let i = 0; i < RUNS * 2; i += 1) {
    const to = from === '/welcome' ? '/oplog' : '/welcome';
    runs[to].push(await tabs.switchTo(to));
    from = to;
  }
  await tabs.close();
  return runs;
}

/**
 * In the page, after an action on a list pane: resolves once the pane's rows show `want` (`{ firstKeyNot }`: the
 * first row is another record; `{ onlyKey }`: one row, that record; `{ many }`: more than one row) and no long task
 * has started for `quietMs`;
 * returns { ms: action → that moment, longest: the longest task, tbt: each long task's time beyond 50 ms }.
 */
export function settleWork({ path, want, quietMs, since }) {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const rows = () => [...document.querySelectorAll(`[data-pane="${path}"] tr.ant-table-row`)];
  const shown = () => {
    const keys = rows().map((r) => r.getAttribute('data-row-key'));
    if (want.onlyKey) return keys.length === 1 && keys[0] === want.onlyKey;
    if (want.many) return keys.length > 1;
    return keys.length > 0 && keys[0] !== want.firstKeyNot;
  };
  const b = window.__bench;
  return (async () => {
    const deadline = performance.now() + 30000;
    while (!shown() && performance.now() < deadline) await frame();
    await frame();
    let end = await frame();
    for (;;) {
      await new Promise((r) => setTimeout(r, quietMs));
      const later = b.longTasks.filter((t) => t.start > since && t.end > end);
      if (!later.length || performance.now() > deadline) break;
      end = Math.max(...later.map((t) => t.end));
    }
    const tasks = b.longTasks.filter((t) => t.start > since && t.start < end);
    return {
      ms: end - since,
      longest: tasks.reduce((n, t) => Math.max(n, t.end - t.start), 0),
      tbt: tasks.reduce((n, t) => n + Math.max(0, t.end - t.start - 50), 0),
      done: shown(),
    };
  })();
}

/**
 * Working on /order/flow once it is open (signed in, rows shown and settled, then CPU throttled): `times` each,
 * page 2 from page 1, a search by one order number of that page (查询), and the filters reset (重置, back to page 1). Each action is measured in the page from just before the click until its rows show and no long task has run
 * for 1 s (settleWork): the longest task and the blocking time in that span.
 */
export async function measureOrderWork(browser, base, init, times = RUNS) {
  const context = await benchContext(browser, init, switchProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const path = ORDER.path;
  const pane = page.locator(`[data-pane="${path}"]`);
  const firstKey = () => pane.locator('tr.ant-table-row').first().getAttribute('data-row-key');
  await page.goto(`${base}${path}`, { timeout: 120_000 });
  await pane.locator('tr.ant-table-row').first().waitFor({ state: 'visible', timeout: 120_000 });
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const act = async (click, want) => {
    const since = await page.evaluate(() => performance.now());
    const settled = page.evaluate(settleWork, { path, want, quietMs: 1000, since });
    await click();
    const r = await settled;
    if (!r.done) throw new Error(`order flow work: the rows never showed ${JSON.stringify(want)}`);
    return r;
  };
  const runs = { page: [], search: [], reset: [] };
  for (let i = 0; i < times; i += 1) {
    runs.page.push(await act(() => pane.locator('.ant-pagination-item-2').click(), { firstKeyNot: await firstKey() }));
    const orderNo = await firstKey();
    await pane.locator('input#orderNo').fill(orderNo);
    runs.search.push(await act(() => pane.getByRole('button', { name: /查\s*询/ }).click(), { onlyKey: orderNo }));
    runs.reset.push(await act(() => pane.getByRole('button', { name: /重\s*置/ }).click(), { many: true }));
  }
  await context.close();
  return runs;
}
