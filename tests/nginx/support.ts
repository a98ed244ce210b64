import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Shared parts of the tests through nginx (playwright.nginx.config.ts): the folder nginx serves, the run-time
 * configuration written into it, and a watch on the Content-Security-Policy that fails any test during which Chromium
 * reported a violation.
 */
export const SERVED_ROOT = process.env.E2E_NGINX_ROOT as string;

const CONFIG_FILE = () => join(SERVED_ROOT, 'config.json');
const BUILT_CONFIG = readFileSync(join(__dirname, '..', '..', 'dist', 'config.json'), 'utf8');

/** Replaces the served config.json (an object is written as JSON, a string as it is); null removes it. */
export function writeServedConfig(config: Record<string, unknown> | string | null) {
  if (config === null) rmSync(CONFIG_FILE(), { force: true });
  else writeFileSync(CONFIG_FILE(), typeof config === 'string' ? config : JSON.stringify(config, null, 2));
}

/** Puts the build's own config.json back. */
export function restoreServedConfig() {
  writeFileSync(CONFIG_FILE(), BUILT_CONFIG);
}

export interface Violation {
  directive: string;
  blocked: string;
  url: string;
  sample?: string;
}

/** What a page reported: `securitypolicyviolation` events and Chromium's console lines about the policy. */
export async function watchCsp(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    seen.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        url: e.documentURI,
        sample: e.sample,
      });
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) {
      seen.push({ directive: 'console', blocked: m.text(), url: page.url() });
    }
  });
  return seen;
}

/** `test` whose every page is watched: a test ends with no violation reported, or fails naming them. */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const seen = await watchCsp(page);
      await use(seen);
      expect(seen, 'Content-Security-Policy violations reported by Chromium').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
