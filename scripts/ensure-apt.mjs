/**
 * A system program the tests need, from Debian's packages (scripts/ensure-chromium.mjs, scripts/ensure-nginx.mjs):
 * present, nothing is done; missing and running as root, `apt-get update && apt-get install -y <package>`; missing
 * otherwise, the command to run is printed. Resolves true when the program is there afterwards.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureFromApt({ name, path, pkg }) {
  if (existsSync(path)) {
    console.log(`${name}: ${path} present`);
    return true;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${name}: ${path} is missing. Install it with:`);
    console.error(`  sudo apt-get install ${pkg}`);
    return false;
  }
  const run = (cmd, args) => {
    console.log(`${name}: ${cmd} ${args.join(' ')}`);
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.error) console.error(`${name}: ${r.error.message}`);
    return r.status === 0;
  };
  const ok = run('apt-get', ['update']) && run('apt-get', ['install', '-y', pkg]);
  if (!ok || !existsSync(path)) {
    console.error(`${name}: could not install ${pkg} (${path} still missing)`);
    return false;
  }
  console.log(`${name}: installed ${path}`);
  return true;
}
