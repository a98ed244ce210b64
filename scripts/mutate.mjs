#!/usr/bin/env node
/**
 * `npm run mutate` (README "Mutation testing"): StrykerJS over the guard modules of stryker.config.mjs, one module at a
 * time, so each gets its own score; at the end a table of every module run: mutants, killed, survived, score, time
 * (also written to reports/mutation/summary.md, with each module's HTML report beside it).
 *
 *   npm run mutate                                   every guard module
 *   npm run mutate -- src/utils/money.ts             one module (or several), by path
 *   npm run mutate -- --incremental [<file> …]       re-test only the mutants whose code or tests changed since the
 *                                                    last run of that module (Stryker's incremental mode)
 *   npm run mutate -- --types [<file> …]             with the TypeScript checker (slow: see stryker.config.mjs)
 *
 * Not part of `npm test`: a module takes minutes. Exit code 1 when a module scores under 90 %.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { GUARDS } from '../stryker.config.mjs';

const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const types = args.includes('--types');
const files = args.filter((a) => !a.startsWith('--'));
const unknown = files.filter((f) => !GUARDS.some((g) => g.file === f));
if (unknown.length) {
  console.error(`not a guard module of stryker.config.mjs: ${unknown.join(', ')}`);
  process.exit(2);
}
const modules = files.length ? GUARDS.filter((g) => files.includes(g.file)) : GUARDS;
const MIN = 90;
const slug = (file) => file.replace(/\.[^.]+$/, '').replace(/[/\\]/g, '_');

/** Counts of one module's JSON report (mutation-testing-report-schema); the score is Stryker's "covered" score. */
function countsOf(report, file) {
  const mutants = report.files[file]?.mutants ?? [];
  const by = (...s) => mutants.filter((m) => s.includes(m.status)).length;
  const killed = by('Killed', 'Timeout');
  const survived = by('Survived');
  const noCoverage = by('NoCoverage');
  const valid = killed + survived + noCoverage;
  return {
    mutants: mutants.length,
    killed,
    survived,
    noCoverage,
    invalid: by('CompileError', 'RuntimeError'),
    ignored: by('Ignored'),
    score: valid ? (100 * killed) / valid : 100,
    survivors: mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map((m) => `${file}:${m.location.start.line} ${m.mutatorName} → ${JSON.stringify(m.replacement ?? '')}`),
  };
}

mkdirSync('reports/mutation', { recursive: true });
const rows = [];
for (const g of modules) {
  const name = slug(g.file);
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      ...(incremental ? ['--incremental'] : []),
      '--incrementalFile',
      `reports/mutation/${name}.incremental.json`,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        MUTATE_ONLY: g.file,
        ...(types ? { MUTATE_TYPES: '1' } : {}),
        MUTATE_HTML: `reports/mutation/${name}.html`,
        MUTATE_JSON: `reports/mutation/${name}.json`,
      },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const json = `reports/mutation/${name}.json`;
  if (run.status !== 0 || !existsSync(json)) {
    rows.push({ file: g.file, failed: true, seconds });
    continue;
  }
  rows.push({ file: g.file, seconds, ...countsOf(JSON.parse(readFileSync(json, 'utf8')), g.file) });
}

const time = (s) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
const table = [
  '| module | mutants | killed | survived | no coverage | score | time |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) =>
    r.failed
      ? `| ${r.file} | run failed | | | | | ${time(r.seconds)} |`
      : `| ${r.file} | ${r.mutants} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.score.toFixed(1)} % | ${time(r.seconds)} |`,
  ),
];
const survivors = rows.flatMap((r) => r.survivors ?? []);
const text = [
  '# Mutation testing of the guard modules',
  '',
  ...table,
  '',
  survivors.length ? '## Survivors' : 'No survivors.',
  ...survivors.map((s) => `- ${s}`),
  '',
].join('\n');
writeFileSync('reports/mutation/summary.md', text);
console.log(`\n${text}`);
process.exit(rows.some((r) => r.failed || r.score < MIN) ? 1 : 0);
