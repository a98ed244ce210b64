#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, each one run even when an earlier one failed:
 *   1. type check  `tsc --noEmit -p tsconfig.json`        counts as 1 passed or 1 failed
 *      lint        `biome ci .` (formatting and lint rules)  counts as 1 passed or 1 failed
 *      boundaries  `depcruise src mock --config .dependency-cruiser.cjs` (who may import whom): 1 passed or 1 failed
 *      unused      `knip --no-progress` (unused files, exports, dependencies; knip.ts): 1 passed or 1 failed
 *      contract    `npm run contract:verify -- --write` against the embedded backend (scripts/contract/embedded.ts,
 *                  started alone on a free port): counts as 1 passed or 1 failed
 *   2. unit tests  `vitest run` (default + JSON reporters)  counts its tests
 *   3. browser     `max build` (started before step 1, beside it) → scripts/ensure-chromium.mjs → `playwright test`
 *                  (list + JSON reporters)
 *   4. nginx       scripts/ensure-nginx.mjs → `playwright test -c playwright.nginx.config.ts`: the same build served by
 *                  nginx with deploy/nginx.conf (tests/nginx/)
 * A runner that crashes or cannot run counts as (at least) 1 failed. The last line printed is
 * `N passed, N failed` (plus `, N skipped` when some were skipped); it is also written to .test-results/summary.txt.
 * Exit code 0 only when nothing failed.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '.test-results');
const BIN = join(ROOT, 'node_modules', '.bin');
const VITEST_JSON = join(OUT, 'vitest.json');
const PLAYWRIGHT_JSON = join(OUT, 'playwright.json');
const PLAYWRIGHT_NGINX_JSON = join(OUT, 'playwright-nginx.json');

mkdirSync(OUT, { recursive: true });

/**
 * Runs a command with the output shown as it comes (or, with `log`, kept in that file and shown when it ends);
 * resolves with the exit code (127 when it cannot start).
 */
function run(cmd, args, { env = {}, log } = {}) {
  return new Promise((done) => {
    const started = Date.now();
    console.log(
      `\n$ ${[cmd, ...args].join(' ')}${log ? ` (beside the next steps; its output follows when it ends)` : ''}`,
    );
    const out = log ? openSync(log, 'w') : 'inherit';
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: log ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (log) {
      child.on('close', () => {
        closeSync(out);
        console.log(`\n$ ${[cmd, ...args].join(' ')} (ended)\n${readFileSync(log, 'utf8')}`);
      });
    }
    child.on('error', (e) => {
      console.error(`could not start ${cmd}: ${e.message}`);
      done({ code: 127, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => {
      if (signal) console.error(`${cmd} ended by signal ${signal}`);
      done({ code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name) => {
  const p = join(BIN, name);
  return existsSync(p) ? p : name;
};

/** One line per runner: { name, passed, failed, skipped, note } */
const results = [];

// 0. the production build, started first and run beside the checks of step 1: each of them mostly keeps one core
// busy, and the machine (like CI's) has two. It writes src/.umi-production and dist/, which none of them reads.
const building = run(bin('max'), ['build'], { log: join(OUT, 'build.log') });

// 1. type check -------------------------------------------------------------------------------------------------------
{
  const { code, seconds } = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  results.push({
    name: 'typecheck',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    note: `${code === 0 ? 'ok' : `tsc exit ${code}`}, ${seconds.toFixed(1)} s`,
  });
}

// 1b. formatter and linter (Biome, biome.json): `biome ci` checks formatting and lint rules without writing -------------
{
  const { code, seconds } = await run(bin('biome'), ['ci', '.']);
  results.push({
    name: 'lint',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    note: `${code === 0 ? 'ok' : `biome ci exit ${code} (npm run format fixes formatting)`}, ${seconds.toFixed(1)} s`,
  });
}

// 1c. who may import whom (.dependency-cruiser.cjs) and what nothing uses (knip.ts) ----------------------------------
for (const [name, cmd, args, hint] of [
  ['boundaries', 'depcruise', ['src', 'mock', '--config', '.dependency-cruiser.cjs'], 'each line names the rule'],
  ['unused', 'knip', ['--no-progress'], 'remove it, or teach knip.ts the entry that uses it'],
]) {
  const { code, seconds } = await run(bin(cmd), args);
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    note: `${code === 0 ? 'ok' : `${cmd} exit ${code} (${hint})`}, ${seconds.toFixed(1)} s`,
  });
}

// 1d. the contract's conformance run against the embedded backend (README "Checking a backend") ------------------------
/** Starts the embedded backend alone; resolves with its address and a stop function (null when it did not start). */
function startEmbedded() {
  return new Promise((done) => {
    const child = spawn(bin('vite-node'), [join('scripts', 'contract', 'embedded.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () =>
      new Promise((closed) => {
        if (child.exitCode !== null) return closed();
        child.on('close', () => closed());
        child.kill('SIGTERM');
      });
    const timer = setTimeout(() => stop().then(() => done(null)), 180_000);
    child.on('error', () => done(null));
    child.on('close', () => {
      clearTimeout(timer);
      done(null);
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      done(/^http:\/\//.test(line) ? { url: line.trim(), stop } : null);
    });
  });
}
{
  const started = Date.now();
  const embedded = await startEmbedded();
  if (!embedded) {
    results.push({ name: 'contract', passed: 0, failed: 1, skipped: 0, note: 'the embedded backend did not start' });
  } else {
    const { code, seconds } = await run(bin('vite-node'), [
      join('scripts', 'contract', 'verify.ts'),
      '--',
      '--target',
      embedded.url,
      '--account',
      'admin',
      '--password',
      'admin123',
      '--write',
    ]);
    await embedded.stop();
    results.push({
      name: 'contract',
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
      note: `${code === 0 ? 'ok' : `contract:verify exit ${code}`}, ${seconds.toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s with the start)`,
    });
  }
}

// 2. unit tests -------------------------------------------------------------------------------------------------------
{
  rmSync(VITEST_JSON, { force: true });
  const { code, seconds } = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]);
  const report = readJson(VITEST_JSON);
  const r = { name: 'vitest', passed: 0, failed: 0, skipped: 0, note: `${seconds.toFixed(1)} s` };
  if (!report) {
    r.failed = 1;
    r.note = `no JSON report (runner crashed, exit ${code}), ${seconds.toFixed(1)} s`;
  } else {
    r.passed = report.numPassedTests || 0;
    r.failed = report.numFailedTests || 0;
    r.skipped = (report.numPendingTests || 0) + (report.numTodoTests || 0);
    // a file that fails to load has no failed test but a failed suite; unhandled errors only show in the exit code
    const brokenFiles = (report.testResults || []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults || []).some((a) => a.status === 'failed'),
    ).length;
    r.failures = (report.testResults || []).flatMap((f) => {
      const file = relative(process.cwd(), f.name);
      const tests = (f.assertionResults || []).filter((a) => a.status === 'failed');
      if (f.status === 'failed' && tests.length === 0) return [`${file}: ${firstLine(f.message)}`];
      return tests.map((a) => `${file} › ${a.fullName}: ${firstLine((a.failureMessages || [])[0])}`);
    });
    if (brokenFiles) {
      r.failed += brokenFiles;
      r.note += `, ${brokenFiles} file(s) failed to run`;
    }
    if (code !== 0 && r.failed === 0) {
      r.failed = 1;
      r.note += `, exit ${code} with no failed test (unhandled error?)`;
    }
  }
  results.push(r);
}

// 3. build + browser tests --------------------------------------------------------------------------------------------
{
  const build = await building;
  if (build.code !== 0) {
    results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, note: `max build exit ${build.code}` });
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
    results.push({ name: 'nginx', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
  } else {
    results.push({ name: 'build', passed: 0, failed: 0, skipped: 0, note: `${build.seconds.toFixed(1)} s` });
    const chromium = await run(process.execPath, [join(ROOT, 'scripts', 'ensure-chromium.mjs')]);
    if (chromium.code !== 0) {
      results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'not run: no /usr/bin/chromium' });
      results.push({ name: 'nginx', passed: 0, failed: 1, skipped: 0, note: 'not run: no /usr/bin/chromium' });
    } else {
      results.push(await playwright('e2e', PLAYWRIGHT_JSON, []));
      // 4. the same build through nginx (deploy/nginx.conf) --------------------------------------------------------
      const nginx = await run(process.execPath, [join(ROOT, 'scripts', 'ensure-nginx.mjs')]);
      if (nginx.code !== 0) {
        results.push({ name: 'nginx', passed: 0, failed: 1, skipped: 0, note: 'not run: no /usr/sbin/nginx' });
      } else {
        results.push(await playwright('nginx', PLAYWRIGHT_NGINX_JSON, ['-c', 'playwright.nginx.config.ts']));
      }
    }
  }
}

/** `file:line › title: first line of the error` of every spec whose outcome was unexpected, in a playwright report. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs || []).flatMap((spec) =>
      (spec.tests || [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = (t.results || []).map((x) => x.error?.message).find(Boolean);
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...failedSpecs(suite.suites || []),
  ]);
}

/** The first non-empty line of an error message, without colour codes, cut to 200 characters. */
function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);
}

/** Runs playwright with `args` (list + JSON reporters) and counts its tests as the runner `name`. */
async function playwright(name, jsonFile, args) {
  rmSync(jsonFile, { force: true });
  const { code, seconds } = await run(bin('playwright'), ['test', ...args, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  const report = readJson(jsonFile);
  const r = { name, passed: 0, failed: 0, skipped: 0, note: `${seconds.toFixed(1)} s` };
  if (!report?.stats) {
    r.failed = 1;
    r.note = `no JSON report (runner crashed, exit ${code}), ${seconds.toFixed(1)} s`;
    return r;
  }
  const s = report.stats;
  r.passed = (s.expected || 0) + (s.flaky || 0);
  r.failed = s.unexpected || 0;
  r.skipped = s.skipped || 0;
  if (s.flaky) r.note += `, ${s.flaky} flaky`;
  r.failures = failedSpecs(report.suites || []);
  const globalErrors = (report.errors || []).length;
  if (globalErrors && r.failed === 0) {
    r.failed = globalErrors;
    r.note += `, ${globalErrors} error(s) outside tests (web server, config)`;
  }
  if (code !== 0 && r.failed === 0) {
    r.failed = 1;
    r.note += `, exit ${code} with no failed test`;
  }
  return r;
}

// summary -------------------------------------------------------------------------------------------------------------
const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const counts = (r) => `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
const width = Math.max(...results.map((r) => r.name.length));
const lines = results.map(
  (r) => `${r.name.padEnd(width)}  ${r.name === 'build' ? (r.failed ? 'FAILED' : 'ok') : counts(r)}  (${r.note})`,
);
const last = counts(total);
// every failed test by name, above the counts, so that the tail of a CI log says which one failed
const failures = results.flatMap((r) => (r.failures || []).map((f) => `  ${r.name}: ${f}`));
if (failures.length) lines.unshift('failed:', ...failures.slice(0, 30));

writeFileSync(join(OUT, 'summary.txt'), `${lines.join('\n')}\n${last}\n`);
console.log('\n──────── test summary ────────');
lines.forEach((l) => console.log(l));
console.log(last);
process.exitCode = total.failed > 0 ? 1 : 0;
