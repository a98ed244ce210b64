#!/usr/bin/env node
/**
 * Browser tests use the system Chromium at /usr/bin/chromium (no playwright browser download).
 * Missing: installed with apt when running as root; otherwise the command to run is printed and the exit code is 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} present`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`ensure-chromium: ${CHROMIUM} is missing. Install it with:`);
  console.error('  sudo apt-get install chromium');
  process.exit(1);
}

const run = (cmd, args, env = process.env) => {
  console.log(`ensure-chromium: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.error) console.error(`ensure-chromium: ${r.error.message}`);
  return r.status === 0;
};

const ok =
  run('apt-get', ['update']) &&
  run('apt-get', ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });

if (!ok || !existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: could not install chromium (${CHROMIUM} still missing)`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}`);
