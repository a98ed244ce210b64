#!/usr/bin/env node
/**
 * The browser tests through nginx (playwright.nginx.config.ts, scripts/serve-nginx.sh) use Debian's nginx at
 * /usr/sbin/nginx with its brotli_static module (deploy/nginx.conf sends the build's brotli copies). Missing: installed with apt when running as root; otherwise the command to run is printed and the
 * exit code is 1. Only the binary is used: scripts/serve-nginx.sh runs its own instance with its own configuration,
 * pid, logs and temporary files under a temporary folder (never the system's service).
 */
import { ensureFromApt } from './ensure-apt.mjs';

const nginx = ensureFromApt({ name: 'ensure-nginx', path: '/usr/sbin/nginx', pkg: 'nginx' });
const brotli =
  nginx &&
  ensureFromApt({
    name: 'ensure-nginx',
    path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    pkg: 'libnginx-mod-http-brotli-static',
  });
process.exit(brotli ? 0 : 1);
