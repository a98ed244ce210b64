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
 *     - /oplog and /order/flow (signed in as admin, first game of /api/mng/game/myList) until a .ant-table-row is
 *       visible.
 *     Each is timed twice: by the driver, from the navigation until it sees the element visible (its polling
 *     included), and in the page, from navigation start to the first animation frame with the element laid out.
 *  3. Tab switch (same browser, CPU throttled 4×, cache on): signed in by API, /oplog is opened, then /welcome from the
 *     side menu, so both are tabs; then the tabs are clicked alternately, RUNS times each way. One switch is measured
 *     in the page from the click event to the first frame after which the target tab's content is visible and no long
 *     task has run for 1 s (a PerformanceObserver for long tasks, requestAnimationFrame twice for "painted"); the long
 *     tasks' total in that time is shown too, and the time to the first frame painted with the target's content.
 *     Nothing is loaded by a switch: an open tab should come back in one render.
 *  3b. Work on a list (scripts/bench/browser.mjs measureOrderWork): on an open /order/flow at 4× CPU, page 2, a
 *     search by one order number and a reset, RUNS each: the longest task and the blocking time of each, click →
 *     rows shown and no long task for 1 s (target: no task over 200 ms).
 *  3c. What React draws (scripts/bench/renders.mjs): the commits and the components mounted or drawn again for a cold
 *     /oplog, a cold /order/flow and the first visit of /oplog, the median of three runs each (counts, not times).
 *  4. Backend: the embedded backend's time for the first, a filtered and a deep page of the order list (about 100,000
 *     seeded orders), target ≤ 150 ms each (scripts/bench/backend.mjs).
 * The parts live in scripts/bench/ (util, sizes, browser, renders, backend).
 * BENCH_PARTS=sizes,cold,work,switch,renders,backend (default all) picks the parts to run; sizes are always printed.
 * Targets (for reading the figures): initial JS ≤ 250 KiB gzip (issue 33); a route chunk ≤ 60 KiB gzip.
 * Results also go to .bench/result.json.
 * BENCH_AGAINST=<another checkout, built> runs an A/B instead (scripts/bench/ab.mjs): alternating rounds of the cold
 * loads and tab switches of both builds, with the interval of each difference; its runs go to .bench/ab.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runAB } from './bench/ab.mjs';
import { measureOrderList } from './bench/backend.mjs';
import {
  LOGIN,
  measure,
  measureFirstVisit,
  measureOrderWork,
  measureTabSwitch,
  NETWORK_NOTE,
  NETWORKS,
  OPLOG,
  ORDER,
} from './bench/browser.mjs';
import { countRenders } from './bench/renders.mjs';
import { readSizes } from './bench/sizes.mjs';
import {
  ACCOUNT,
  CHROMIUM,
  fmt,
  gz,
  kib,
  launchBrowser,
  median,
  PARTS,
  post,
  ROOT,
  RUNS,
  sizes,
  TARGET_INITIAL_KIB,
  signedInit,
  TARGET_ROUTE_KIB,
  THROTTLE,
  table,
  startPreview,
  waitForServer,
} from './bench/util.mjs';

const { login, staticInitial, staticInitialGz, routeChunks } = readSizes();

if (process.env.BENCH_AGAINST) {
  const other = resolve(process.env.BENCH_AGAINST);
  const browser = await launchBrowser();
  try {
    const runs = await runAB(browser, other);
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    writeFileSync(
      join(ROOT, '.bench', 'ab.json'),
      JSON.stringify({ at: new Date().toISOString(), other, runs }, null, 2),
    );
  } finally {
    await browser.close();
  }
  process.exit(0);
}

/** BENCH_NETS=fast,slow (default both): the network profiles of the cold loads (scripts/bench/browser.mjs NETWORKS). */
const NETS = (process.env.BENCH_NETS || 'fast,slow')
  .split(',')
  .map((n) => n.trim())
  .filter((n) => n in NETWORKS);
const timings = [];
const visits = [];
let switches = null;
let work = null;
let backend = null;
let renders = null;
let observedInitial = null;
let browserNote = '';

if (!['cold', 'work', 'switch', 'renders', 'backend'].some((p) => PARTS.has(p))) {
  browserNote = 'browser parts skipped (BENCH_PARTS)';
} else if (!existsSync(CHROMIUM)) {
  browserNote = `no ${CHROMIUM}: timings skipped (node scripts/ensure-chromium.mjs)`;
} else {
  const { base, stop } = await startPreview();
  let browser;
  try {
    console.log(`starting max preview on ${base} …`);
    if (!(await waitForServer(base, 180_000))) throw new Error('max preview did not answer within 180 s');
    browser = await launchBrowser();

    // warm the server (first requests compile nothing in preview, but the mock modules load lazily)
    await post(base, '/api/mng/login', ACCOUNT);

    const loginRuns = [];
    for (let i = 0; PARTS.has('cold') && i < RUNS; i += 1) {
      loginRuns.push(await measure(browser, base, LOGIN));
    }
    if (loginRuns.length) observedInitial = [...new Set(loginRuns.flatMap((r) => r.scripts))];
    const unknown = (observedInitial || []).filter((f) => !sizes.has(f) || Number.isNaN(sizes.get(f)));
    if (unknown.length) browserNote = `dist/ changed during the bench (another build?): ${unknown.join(', ')}`;

    const init = await signedInit(base);
    const { sToken: token, game: gameId } = init.arg;
    for (const net of NETS) {
      const runs = { login: [], list: [], order: [], visit: [] };
      for (let i = 0; PARTS.has('cold') && i < RUNS; i += 1) {
        if (net !== 'fast') runs.login.push(await measure(browser, base, { ...LOGIN, net }));
        runs.list.push(await measure(browser, base, { ...OPLOG, init, net }));
        runs.order.push(await measure(browser, base, { ...ORDER, init, net }));
        runs.visit.push(await measureFirstVisit(browser, base, { init, net }));
      }
      if (net === 'fast') runs.login = loginRuns;
      if (runs.list.length) {
        timings.push(
          { net, what: '/user/login → #login-account visible', runs: runs.login },
          { net, what: `/oplog → .ant-table-row visible (admin, game ${gameId})`, runs: runs.list },
          { net, what: `/order/flow → .ant-table-row visible (admin, game ${gameId})`, runs: runs.order },
        );
        visits.push({ net, what: '/welcome, then /oplog opened in the console → row visible', runs: runs.visit });
      }
    }
    if (PARTS.has('backend')) backend = await measureOrderList(base, token, gameId);

    if (PARTS.has('work')) {
      const runs = await measureOrderWork(browser, base, init);
      work = [
        { what: '/order/flow: the next page', runs: runs.page },
        { what: '/order/flow: a search by one order number (查询)', runs: runs.search },
        { what: '/order/flow: the filters reset (重置)', runs: runs.reset },
      ];
    }

    if (PARTS.has('renders')) renders = await countRenders(browser, base, init);

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

// report ---------------------------------------------------------------------------------------------------------
const observedGz = observedInitial ? observedInitial.reduce((n, f) => n + (sizes.get(f) || 0), 0) : null;
const mark = (bytes, limitKib) => (kib(bytes) <= limitKib ? 'within' : 'OVER');
const ms = (x) => `${Math.round(x)} ms`;
/** A timing's median, min and max, as table cells. */
const spread = (runs) => [ms(median(runs)), ms(Math.min(...runs)), ms(Math.max(...runs))];
/** A browser part's table under its heading, or why the part has no figures (skipped, or no browser). */
const printPart = (heading, part, items, header, row) => {
  console.log(`\n== ${heading} ==`);
  console.log(items ? table(header, items.map(row)) : PARTS.has(part) ? browserNote : 'skipped (BENCH_PARTS)');
};

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

const kibOf = (bytes) => `${kib(bytes).toFixed(0)} KiB`;
console.log(`\n== Cold loads (Chromium, CPU ${THROTTLE}× slower, cache disabled, fresh context; ${RUNS} runs) ==`);
if (timings.length) {
  console.log(
    table(
      [
        'network',
        'page',
        'median',
        'min',
        'max',
        'in the page',
        'script before it',
        'stylesheets',
        'blocking',
        'longest task',
      ],
      timings.map((t) => [
        NETWORK_NOTE[t.net],
        t.what,
        ...spread(t.runs.map((r) => r.ms)),
        ms(median(t.runs.map((r) => r.inPage))),
        `${kibOf(median(t.runs.map((r) => r.bytes)))} in ${median(t.runs.map((r) => r.scripts.length))}`,
        kibOf(median(t.runs.map((r) => r.css))),
        ms(median(t.runs.map((r) => r.tbt))),
        ms(median(t.runs.map((r) => r.longest))),
      ]),
    ),
  );
  console.log(
    '(in the page: navigation start → first frame with it; script, stylesheets: gzip -9 of the dist/ scripts and ' +
      'stylesheets fetched before it; ' +
      'blocking: long tasks beyond 50 ms from first paint to that frame; medians)',
  );
  console.log(`\n== First visit of a list (signed in, from /welcome, CPU ${THROTTLE}× slower; click → row shown) ==`);
  console.log(
    table(
      ['network', 'visit', 'median', 'min', 'max', 'script it fetched'],
      visits.map((t) => [
        NETWORK_NOTE[t.net],
        t.what,
        ...spread(t.runs.map((r) => r.ms)),
        kibOf(median(t.runs.map((r) => r.bytes))),
      ]),
    ),
  );
} else {
  console.log(PARTS.has('cold') ? browserNote : 'skipped (BENCH_PARTS)');
}

printPart(
  `Tab switch (Chromium, CPU ${THROTTLE}× slower; click → target visible, painted and no long task for 1 s; ${RUNS} each way)`,
  'switch',
  switches,
  ['switch', 'median', 'min', 'max', 'shown, painted (median)', 'long tasks (median)'],
  (t) => [
    t.what,
    ...spread(t.runs.map((r) => r.ms)),
    ms(median(t.runs.map((r) => r.paintedMs))),
    ms(median(t.runs.map((r) => r.longMs))),
  ],
);
printPart(
  `Work on a list (Chromium, CPU ${THROTTLE}× slower; click → rows shown and no long task for 1 s; ${RUNS} each; target: no task over 200 ms)`,
  'work',
  work,
  ['action', 'median', 'min', 'max', 'longest task (median, max)', 'blocking (median)'],
  (t) => [
    t.what,
    ...spread(t.runs.map((r) => r.ms)),
    `${ms(median(t.runs.map((r) => r.longest)))}, ${ms(Math.max(...t.runs.map((r) => r.longest)))}`,
    ms(median(t.runs.map((r) => r.tbt))),
  ],
);
printPart(
  'What React draws (components mounted / drawn again, until the row and 1.5 s of quiet; median of 3, not timed)',
  'renders',
  renders,
  ['scenario', 'commits', 'mounted', 'drawn again', 'drawn again (min … max)'],
  (r) => [r.what, r.commits, r.mounted, r.again, `${r.againRange[0]} … ${r.againRange[1]}`],
);
printPart(
  `Backend: order list (POST /api/order/flow/page round trip on this machine; median of ${RUNS})`,
  'backend',
  backend,
  ['page', 'rows selected', 'median', 'min', 'max', 'target'],
  (b) => [b.what, b.total, ...spread(b.runs), b.median <= 150 ? 'within 150 ms' : 'OVER 150 ms'],
);
if ((timings.length || switches || work || renders || backend) && browserNote) console.log(`note: ${browserNote}`);

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
      timings: timings.map((t) => ({
        net: t.net,
        what: t.what,
        runs: t.runs.map((r) => r.ms),
        median: median(t.runs.map((r) => r.ms)),
        inPage: t.runs.map((r) => r.inPage),
        inPageMedian: median(t.runs.map((r) => r.inPage)),
        scriptGzip: median(t.runs.map((r) => r.bytes)),
        cssGzip: median(t.runs.map((r) => r.css)),
        tbtMedian: median(t.runs.map((r) => r.tbt)),
        longestMedian: median(t.runs.map((r) => r.longest)),
        scripts: t.runs[0]?.scripts,
      })),
      firstVisit: visits.map((t) => ({
        net: t.net,
        what: t.what,
        runs: t.runs.map((r) => r.ms),
        median: median(t.runs.map((r) => r.ms)),
        scriptGzip: median(t.runs.map((r) => r.bytes)),
      })),
      orderList: backend || undefined,
      tabSwitch: switches?.map((t) => ({ ...t, median: median(t.runs.map((r) => r.ms)) })),
      work: work?.map((t) => ({ ...t, longest: median(t.runs.map((r) => r.longest)) })),
      renders: renders || undefined,
      note: browserNote || undefined,
    },
    null,
    2,
  ),
);
console.log('\n(figures only; results in .bench/result.json)');
