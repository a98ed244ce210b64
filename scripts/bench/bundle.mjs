#!/usr/bin/env node
/**
 * `npm run bench:bundle`: what the script a screen loads before its first row is made of.
 *  1. Builds dist/ with webpack-bundle-analyzer's JSON report (`ANALYZE=1`, .umirc.ts `analyze`): every output file's
 *     modules with their sizes, written to .bench/bundle.json.
 *  2. Serves the build (`max preview`) and loads /user/login, /oplog and /order/flow cold in Chromium once each (as the
 *     bench does), noting the dist/ scripts each fetched before its first row (or the sign-in form).
 *  3. Prints, per page: the files (gzip -9) and the packages and source folders they hold, largest first, by gzip
 *     share (a module's share of its file's gzip size by its minified size). Also written to .bench/bundle.md.
 * BUNDLE_TOP=<n> (default 30) rows per page; BUNDLE_PAGES=login,oplog,order picks the pages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN, measure, OPLOG, ORDER } from './browser.mjs';
import { fmt, gz, launchBrowser, ROOT, signedInit, startPreview, table, waitForServer } from './util.mjs';

const TOP = Number(process.env.BUNDLE_TOP || 30);
const PAGES = {
  login: { ...LOGIN, signedIn: false },
  oplog: { ...OPLOG, signedIn: true },
  order: { ...ORDER, signedIn: true },
};
const chosen = (process.env.BUNDLE_PAGES || Object.keys(PAGES).join(',')).split(',').filter((k) => k in PAGES);
const REPORT = join(ROOT, '.bench', 'bundle.json');

mkdirSync(join(ROOT, '.bench'), { recursive: true });
console.log('building dist/ with the bundle report (ANALYZE=1 max build) …');
const built = spawnSync(join(ROOT, 'node_modules', '.bin', 'max'), ['build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ANALYZE: '1' },
});
if (built.status !== 0) {
  console.error('bench:bundle: max build failed');
  process.exit(1);
}

/** The group a module is counted under: its package in node_modules, else its folder (two levels under src/). */
export function groupOf(path) {
  const packages = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length) return packages[packages.length - 1][1];
  const clean = path.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  const parts = clean.split('/');
  if (parts[0] === 'src')
    return parts.slice(0, parts[1] === '.umi-production' || parts[1] === '.umi' ? 2 : 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** Each leaf module of an analyzer chunk with its share of the chunk's gzip size (by minified size). */
function leaves(node, gzipShare, out) {
  if (!node.groups?.length) {
    out.push({ path: node.path || node.label, gzip: gzipShare });
    return out;
  }
  const total = node.groups.reduce((n, c) => n + (c.parsedSize || c.statSize || 0), 0) || 1;
  for (const c of node.groups) leaves(c, (gzipShare * (c.parsedSize || c.statSize || 0)) / total, out);
  return out;
}

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const byFile = new Map(report.map((chunk) => [chunk.label, chunk]));

const { base, stop } = await startPreview();
const browser = await launchBrowser();
const lines = [];
const say = (s = '') => {
  console.log(s);
  lines.push(s);
};
try {
  if (!(await waitForServer(base, 180_000))) throw new Error('max preview did not answer within 180 s');
  const init = await signedInit(base);
  for (const key of chosen) {
    const page = PAGES[key];
    const r = await measure(browser, base, { ...page, ...(page.signedIn ? { init } : {}) });
    const files = r.scripts.map((f) => ({ f, gzip: gz(f) })).sort((a, b) => b.gzip - a.gzip);
    const groups = new Map();
    for (const { f, gzip } of files) {
      const chunk = byFile.get(f);
      if (!chunk) {
        groups.set(`(no report: ${f})`, (groups.get(`(no report: ${f})`) || 0) + gzip);
        continue;
      }
      for (const m of leaves(chunk, gzip, [])) {
        const g = groupOf(m.path);
        groups.set(g, (groups.get(g) || 0) + m.gzip);
      }
    }
    const total = files.reduce((n, x) => n + x.gzip, 0);
    say(`\n== ${page.path}: ${fmt(total)} of script (gzip -9) in ${files.length} files before ${page.selector} ==`);
    say(files.map((x) => `${x.f} ${fmt(x.gzip)}`).join(', '));
    const rows = [...groups.entries()].sort((a, b) => b[1] - a[1]);
    say(
      table(
        ['package or folder', 'gzip (share)', '% of the page'],
        rows.slice(0, TOP).map(([g, bytes]) => [g, fmt(bytes), `${((100 * bytes) / total).toFixed(1)} %`]),
      ),
    );
    if (rows.length > TOP) {
      const rest = rows.slice(TOP).reduce((n, [, b]) => n + b, 0);
      say(`… and ${rows.length - TOP} more, ${fmt(rest)}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
writeFileSync(join(ROOT, '.bench', 'bundle.md'), `${lines.join('\n')}\n`);
console.log('\n(the report per module: .bench/bundle.json; this summary: .bench/bundle.md)');
