import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from './playwright.config';

/**
 * The browser tests through nginx (tests/nginx/; README "Production"): the built dist/ served by Debian's nginx with
 * deploy/nginx.conf (scripts/serve-nginx.sh), in front of the embedded backend (`max preview` on its own port, as
 * playwright.config.ts starts it). nginx serves a copy of dist/, so a test may write its config.json without touching
 * the build. Build first (`npx max build`); `npm test` runs these after the other browser tests.
 *
 * E2E_NGINX_PORT (default 4174) is nginx's port; the backend's is the next one. Chromium and its settings (locale,
 * time zone) are playwright.config.ts's.
 */
const PORT = Number(process.env.E2E_NGINX_PORT || 4174);
const BACKEND_PORT = PORT + 1;
const ROOT = join(tmpdir(), `game-ops-console-nginx-root.${PORT}`);
// the tests write config.json there (tests/nginx/support.ts)
process.env.E2E_NGINX_ROOT = ROOT;

export default defineConfig({
  ...base,
  testDir: 'tests/nginx',
  outputDir: 'test-results/nginx',
  globalTeardown: './tests/nginx/teardown.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    {
      command: `npx max preview --port ${BACKEND_PORT}`,
      // the embedded backend's development helpers (reset, clock), as in playwright.config.ts
      env: { MOCK_DEV_ENDPOINTS: '1' },
      url: `http://127.0.0.1:${BACKEND_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: [
        `rm -rf "${ROOT}" && cp -R dist "${ROOT}"`,
        `scripts/serve-nginx.sh ${PORT} http://127.0.0.1:${BACKEND_PORT}`,
      ].join(' && '),
      env: { NGINX_ROOT: ROOT },
      url: `http://127.0.0.1:${PORT}/version.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      // the script stops nginx and removes its temporary folder on SIGTERM
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
