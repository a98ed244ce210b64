#!/usr/bin/env node
/**
 * `node scripts/bench-orders.mjs`: the order list's backend times (seeding, first page, filtered page, deep page of
 * /api/order/flow/page over HTTP through umi's mock middleware), figures only. Runs mock/order/bench.ts with vite-node.
 * BENCH_RUNS=n sets the runs per case (median shown; default 5).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// vite-node comes with vitest (a dev dependency) and runs TypeScript as the tests do
const viteNode = join(ROOT, 'node_modules', 'vite-node', 'vite-node.mjs');
const run = spawnSync(process.execPath, [viteNode, join(ROOT, 'mock', 'order', 'bench.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_NO_WARNINGS: '1' },
});
process.exit(run.status ?? 1);
