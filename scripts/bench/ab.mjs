/**
 * `BENCH_AGAINST=<checkout> npm run bench`: this build (A) against another checkout's build (B), served side by side
 * (two `max preview`s, one browser), in alternating runs: round i measures A then B when i is even, B then A when odd,
 * so a drift of the machine during the bench falls on both alike. Per round and build: the cold loads of /user/login,
 * /oplog and /order/flow (as part 2 of the bench) and one tab switch each way (as part 3; each build keeps one
 * signed-in page open for its switches). Opt-in figures: the cold loads on the slow line, and the work on an open
 * /order/flow (page 2, a search, a reset: each one's longest task, and their blocking time; measureOrderWork once a
 * round). After the rounds, what React draws in each build (scripts/bench/renders.mjs: counts, the median of three).
 * B needs its own node_modules and a built dist/ (`npm ci && npx max build` in that checkout).
 *
 * A difference is called beyond noise when the 95 % interval of the median difference (B − A), by a bootstrap of
 * 4,000 resamples with a fixed seed, leaves out 0. Beside it: in how many rounds A was the faster of the pair (far
 * from half of them, the difference is likely real even when the interval holds 0).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN, measure, measureFirstVisit, measureOrderWork, OPLOG, ORDER, openSwitchPage } from './browser.mjs';
import { countRenders } from './renders.mjs';
import { median, ROOT, RUNS, signedInit, startPreview, table, waitForServer } from './util.mjs';

/** A small seeded generator (mulberry32): the interval is the same on every reading of the same runs. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 95 % bootstrap interval of median(b) − median(a). */
export function medianDiffInterval(a, b, resamples = 4000) {
  const random = seeded(24);
  const pick = (xs) => Array.from(xs, () => xs[Math.floor(random() * xs.length)]);
  const diffs = Array.from({ length: resamples }, () => median(pick(b)) - median(pick(a))).sort((x, y) => x - y);
  return [diffs[Math.floor(resamples * 0.025)], diffs[Math.ceil(resamples * 0.975) - 1]];
}

/** [label, key, measured by default]: BENCH_FIGURES picks by key; the slow-line ones (browser.mjs NETWORKS) are opt-in. */
const FIGURES = [
  ['/user/login → #login-account visible (cold)', 'login', true],
  ['/oplog → .ant-table-row visible (cold)', 'oplog', true],
  ['/order/flow → .ant-table-row visible (cold)', 'order', true],
  ['/order/flow: blocking time, first paint → row (cold)', 'orderTbt', true],
  ['/welcome, then /oplog opened in the console → row (first visit)', 'visit', true],
  ['tab /welcome → /oplog (idle)', 'toOplog', true],
  ['tab /oplog → /welcome (idle)', 'toWelcome', true],
  ['/user/login (cold, 10 Mbit/s, 60 ms)', 'loginSlow', false],
  ['/oplog (cold, 10 Mbit/s, 60 ms)', 'oplogSlow', false],
  ['/order/flow (cold, 10 Mbit/s, 60 ms)', 'orderSlow', false],
  ['first visit (10 Mbit/s, 60 ms)', 'visitSlow', false],
  ['/order/flow open: page 2, longest task', 'workPage', false],
  ['/order/flow open: search by order no, longest task', 'workSearch', false],
  ['/order/flow open: reset, longest task', 'workReset', false],
  ['/order/flow open: page 2 + search + reset, blocking time', 'workTbt', false],
];
const WORK = ['workPage', 'workSearch', 'workReset', 'workTbt'];

/** BENCH_FIGURES=login,order (keys of FIGURES) measures only those figures: a quicker A/B of one change. */
const CHOSEN = (
  process.env.BENCH_FIGURES ||
  FIGURES.filter(([, , byDefault]) => byDefault)
    .map(([, key]) => key)
    .join(',')
)
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean);
const SHOWN = FIGURES.filter(([, key]) => CHOSEN.includes(key));
const wants = (key) => CHOSEN.includes(key);

/** The gzip -9 bytes of files of a build's dist/ (its scripts, its stylesheets). */
const gzipOf = (dir, files) =>
  [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dir, 'dist', f)), { level: 9 }).length, 0);

export async function runAB(browser, other) {
  if (!SHOWN.length) throw new Error(`BENCH_FIGURES names none of ${FIGURES.map(([, key]) => key).join(', ')}`);
  if (!existsSync(join(other, 'dist', 'index.html')) || !existsSync(join(other, 'node_modules', '.bin', 'max'))) {
    throw new Error(`${other}: needs node_modules and dist/ (npm ci && npx max build there)`);
  }
  const servers = { A: await startPreview(), B: await startPreview(other) };
  try {
    for (const s of Object.values(servers)) {
      if (!(await waitForServer(s.base, 180_000))) throw new Error(`max preview on ${s.base} did not answer`);
    }
    const builds = {};
    for (const [name, s] of Object.entries(servers)) {
      const init = await signedInit(s.base);
      const tabs = wants('toOplog') || wants('toWelcome') ? await openSwitchPage(browser, s.base, init) : undefined;
      builds[name] = {
        base: s.base,
        dir: name === 'A' ? ROOT : other,
        init,
        tabs,
        scripts: new Set(),
        bytes: {},
        css: {},
      };
      builds[name].runs = Object.fromEntries(FIGURES.map(([, key]) => [key, []]));
    }
    for (let round = 0; round < RUNS; round += 1) {
      for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        const b = builds[name];
        const cold = (key, page, net) =>
          measure(browser, b.base, { ...page, ...(key.startsWith('login') ? {} : { init: b.init }), net });
        if (wants('login')) {
          const login = await cold('login', LOGIN);
          login.scripts.forEach((f) => b.scripts.add(f));
          b.runs.login.push(login.inPage);
        }
        if (wants('oplog')) {
          const r = await cold('oplog', OPLOG);
          b.runs.oplog.push(r.inPage);
          b.bytes.oplog = gzipOf(b.dir, r.scripts);
          b.css.oplog = gzipOf(b.dir, r.sheets);
        }
        if (wants('order') || wants('orderTbt')) {
          const r = await cold('order', ORDER);
          b.runs.order.push(r.inPage);
          b.runs.orderTbt.push(r.tbt);
          b.bytes.order = gzipOf(b.dir, r.scripts);
          b.css.order = gzipOf(b.dir, r.sheets);
        }
        if (wants('visit')) b.runs.visit.push((await measureFirstVisit(browser, b.base, { init: b.init })).ms);
        if (wants('loginSlow')) b.runs.loginSlow.push((await cold('loginSlow', LOGIN, 'slow')).inPage);
        if (wants('oplogSlow')) b.runs.oplogSlow.push((await cold('oplogSlow', OPLOG, 'slow')).inPage);
        if (wants('orderSlow')) b.runs.orderSlow.push((await cold('orderSlow', ORDER, 'slow')).inPage);
        if (wants('visitSlow')) {
          b.runs.visitSlow.push((await measureFirstVisit(browser, b.base, { init: b.init, net: 'slow' })).ms);
        }
        if (WORK.some(wants)) {
          const w = await measureOrderWork(browser, b.base, b.init, 1);
          b.runs.workPage.push(w.page[0].longest);
          b.runs.workSearch.push(w.search[0].longest);
          b.runs.workReset.push(w.reset[0].longest);
          b.runs.workTbt.push(w.page[0].tbt + w.search[0].tbt + w.reset[0].tbt);
        }
        if (b.tabs && wants('toOplog')) b.runs.toOplog.push((await b.tabs.switchTo('/oplog')).ms);
        if (b.tabs && wants('toWelcome')) b.runs.toWelcome.push((await b.tabs.switchTo('/welcome')).ms);
      }
      process.stdout.write(`round ${round + 1}/${RUNS} done\n`);
    }
    for (const b of Object.values(builds)) await b.tabs?.close();
    // what React draws: counts, not times (scripts/bench/renders.mjs: the median of three runs of each build)
    for (const b of Object.values(builds)) b.renders = await countRenders(browser, b.base, b.init);

    const ms = (x) => `${Math.round(x)} ms`;
    const rows = SHOWN.map(([what, key]) => {
      const a = builds.A.runs[key];
      const b = builds.B.runs[key];
      const [lo, hi] = medianDiffInterval(a, b);
      const verdict = lo > 0 ? 'A faster' : hi < 0 ? 'A slower' : 'within noise';
      // rounds are pairs (A and B back to back): in how many was A the faster one
      const faster = a.filter((x, i) => x < b[i]).length;
      return [
        what,
        ms(median(a)),
        ms(median(b)),
        ms(median(b) - median(a)),
        `${ms(lo)} … ${ms(hi)}`,
        verdict,
        `${faster} of ${a.length}`,
      ];
    });
    const initialKiB = (dir, files) => gzipOf(dir, files) / 1024;
    console.log(`\n== A/B: A = this checkout, B = ${other}; ${RUNS} alternating rounds, CPU 4×, in-page times ==`);
    console.log(
      table(['figure', 'A median', 'B median', 'B − A', '95 % interval of B − A', 'verdict', 'rounds A faster'], rows),
    );
    for (const key of ['oplog', 'order']) {
      if (builds.A.bytes[key] !== undefined) {
        console.log(
          `script before the first row of ${key === 'oplog' ? '/oplog' : '/order/flow'} (gzip -9): ` +
            `A ${(builds.A.bytes[key] / 1024).toFixed(1)} KiB, B ${(builds.B.bytes[key] / 1024).toFixed(1)} KiB; ` +
            `stylesheets: A ${(builds.A.css[key] / 1024).toFixed(1)} KiB, B ${(builds.B.css[key] / 1024).toFixed(1)} KiB`,
        );
      }
    }
    console.log('\ncomponents mounted / drawn again (median of 3 runs each, scripts/bench/renders.mjs):');
    builds.A.renders.forEach((a, i) => {
      const b = builds.B.renders[i];
      console.log(`  ${a.what}: A ${a.mounted} / ${a.again}, B ${b.mounted} / ${b.again}`);
    });
    if (wants('login'))
      console.log(
        `\nsign-in initial JS, as fetched (gzip -9): A ${initialKiB(ROOT, builds.A.scripts).toFixed(1)} KiB, ` +
          `B ${initialKiB(other, builds.B.scripts).toFixed(1)} KiB`,
      );
    return Object.fromEntries(Object.entries(builds).map(([name, b]) => [name, b.runs]));
  } finally {
    for (const s of Object.values(servers)) s.stop();
  }
}
