import { expect, type Page } from '@playwright/test';
import { resetBackend, signIn, test } from './support';

/**
 * docs/rules.md "Pre-baked component styles": the build renders the first screens' component styles into a stylesheet
 * of the console's layout chunk, so antd does not generate them in the browser. When antd, pro-components or the
 * theme change, the next build bakes them again.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The page's stylesheets in document order: where each came from, and whether it holds antd's cache-path map. */
function sheets(page: Page) {
  return page.evaluate(() =>
    Array.from(document.styleSheets).map((sheet) => ({
      path: sheet.href ? new URL(sheet.href).pathname : `<${sheet.ownerNode?.nodeName.toLowerCase()}>`,
      baked: Array.from(sheet.cssRules).some(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText === '.data-ant-cssinjs-cache-path',
      ),
    })),
  );
}

test('a cold /oplog takes the shell, menu, table, form and buttons styles from the baked file', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  // antd inserts a <style data-token-hash> for every component style it generates at run time
  const generated = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-token-hash]')).map(
      (s) => (s.textContent || '').match(/\.(ant-[a-z-]+)/)?.[1] || '',
    ),
  );
  const baked = ['ant-table-wrapper', 'ant-btn', 'ant-menu', 'ant-form', 'ant-select', 'ant-picker-dropdown'];
  expect(generated.filter((c) => baked.includes(c))).toEqual([]);
  // and they do apply: a baked rule styles the table's header cells
  const th = page.locator('[data-pane="/oplog"] .ant-table-thead th').first();
  await expect(th).toHaveCSS('font-weight', '600');
});

test("the baked styles come before the console's CSS on console pages, and the sign-in page loads none", async ({
  page,
  request,
}) => {
  await page.goto('/user/login');
  await expect(page.locator('#login-account')).toBeVisible();
  const login = await sheets(page);
  expect(login.filter((s) => s.baked)).toEqual([]);
  expect(login.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/umi\.[0-9a-f]+\.css$/));

  await signIn(page, request, 'admin');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  const shell = await sheets(page);
  const baked = shell.findIndex((s) => s.baked);
  const own = shell.findIndex((s) => /^\/umi\.[0-9a-f]+\.css$/.test(s.path));
  // a stylesheet of a chunk (the console layout's), not one index.html links
  expect(shell[baked]?.path).toMatch(/\.chunk\.css$/);
  expect(shell.filter((s) => s.baked)).toHaveLength(1);
  // before the console's own rules, which override some of antd's where they are equally specific
  expect(baked).toBeLessThan(own);
});

test('index.html has no inline script (the page is built for a Content-Security-Policy without unsafe-inline)', async ({
  request,
}) => {
  const html = await (await request.get('/oplog')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '')).toEqual([]);
});
