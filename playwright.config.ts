import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, EXTERNAL_URL, serverPort, serverURL } from './tests/e2e/servers';

/**
 * Browser tests against the production build served by `max preview` (STACK_NOTES "Tests"): the built dist/ plus the
 * mock handlers, proxy and SPA fallback. The system Chromium is used; no browser download.
 * Build first (`npx max build`); `npm test` does build → ensure-chromium → playwright.
 */
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const baseURL = serverURL(0);
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: E2E_WORKERS,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    // the interface is zh-CN unless the operator picks another language (docs/rules.md "Locales"; baseNavigator is
    // off); the browser's language is pinned to that default all the same
    locale: 'zh-CN',
    // a browser far from the business time zone (Asia/Shanghai, UTC+8) and from this machine's (UTC): every date the
    // console shows, picks, counts and exports must still be China's (docs/rules.md "Business time zone")
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: EXTERNAL_URL
    ? undefined
    : Array.from({ length: E2E_WORKERS }, (_, i) => ({
        command: `npx max preview --port ${serverPort(i)}`,
        // the embedded backend's development helpers (POST /api/__mock/reset, /api/__mock/clock) exist only with this
        env: { MOCK_DEV_ENDPOINTS: '1' },
        url: serverURL(i),
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
});
