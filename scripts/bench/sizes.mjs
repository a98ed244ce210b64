/** Part 1 of `npm run bench`: gzip sizes of the login page's initial JavaScript and of every route chunk. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, gz, ROOT } from './util.mjs';

export function readSizes() {
  // build when needed ----------------------------------------------------------------------------------------------
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('dist/ missing: building (max build)…');
    const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'max'), ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('bench: max build failed');
      process.exit(1);
    }
  }

  // sizes ----------------------------------------------------------------------------------------------------------
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

  return { login, staticInitial, staticInitialGz, routeChunks };
}
