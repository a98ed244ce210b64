import { expect, test } from '@playwright/test';
import { resetBackend, signIn } from './support';

/**
 * docs/rules.md "Pre-baked component styles": the first screens' component styles come in a file linked before the
 * console's CSS on every page but sign-in, so antd does not generate them in the browser. When antd, pro-components or the theme change, the baked file no
 * longer matches and antd generates them again (still correct, only slower): this test says so, and
 * `npx max build && npm run bake:styles && npx max build` brings it back.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

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
  expect(
    generated.filter((c) => baked.includes(c)),
    'generated at run time although baked: run `npm run bake:styles` on a fresh build',
  ).toEqual([]);
  // and they do apply: a baked rule styles the table's header cells
  const th = page.locator('[data-pane="/oplog"] .ant-table-thead th').first();
  await expect(th).toHaveCSS('font-weight', '600');
});

test("the baked file is linked before the console's CSS on console pages, and not loaded by the sign-in page", async ({
  page,
  request,
}) => {
  const baked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/antd-baked.css') baked.push(r.url());
  });
  await page.goto('/user/login');
  await expect(page.locator('#login-account')).toBeVisible();
  expect(baked).toEqual([]);
  expect(await page.locator('link[href^="/antd-baked.css"]').count()).toBe(0);

  await signIn(page, request, 'admin');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  expect(baked).toHaveLength(1);
  expect(baked[0]).toMatch(/\/antd-baked\.css\?v=[0-9a-f]{8}$/);
  // first of the stylesheets: the console's own rules come after it and win where they override antd's
  const sheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
  );
  expect(sheets[0]).toBe('/antd-baked.css');
  expect(sheets[1]).toMatch(/^\/umi\.[0-9a-f]+\.css$/);
});
