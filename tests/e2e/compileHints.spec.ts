import { expect, type Page, type Response } from '@playwright/test';
import { resetBackend, signIn, test } from './support';

/**
 * docs/rules.md "Compile hints": every script the built console sends starts with V8's compile hint, so Chromium
 * compiles it on a background thread while it downloads instead of on the main thread when each function first runs.
 * The sign-in page's scripts and those of a cold /oplog (the entry, React, the layouts, the screen and the shared
 * chunks it loads) are all checked, as they were served. The one exception is umi's route-preload helper: umi writes
 * that file itself after webpack has finished (22 KB, mostly its route map; one function, run once), so it never
 * passes the plugin.
 */

/** V8's hint, written out here rather than taken from the plugin: a misspelt hint in the plugin must fail this test. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/**
 * The scripts the page receives from now on: path and the first bytes of the body as served. The returned function
 * stops listening and gives them.
 */
function served(page: Page) {
  const scripts: Array<Promise<{ path: string; head: string }>> = [];
  const listen = (r: Response) => {
    const path = new URL(r.url()).pathname;
    if (!path.endsWith('.js') || /^\/preload_helper\.[0-9a-f]+\.js$/.test(path)) return;
    scripts.push(r.text().then((body) => ({ path, head: body.slice(0, COMPILE_HINT.length) })));
  };
  page.on('response', listen);
  return () => {
    page.off('response', listen);
    return Promise.all(scripts);
  };
}

test('the sign-in page and a cold /oplog get only scripts that start with the compile hint', async ({
  page,
  request,
}) => {
  // cold loads, as `npm run bench` makes them: no script comes from the cache (nor as a 304 without a body)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const atLogin = served(page);
  await page.goto('/user/login');
  await expect(page.locator('#login-account')).toBeVisible();
  const login = await atLogin();
  expect(login.map((s) => s.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/umi\.[0-9a-f]+\.js$/)]));
  expect(login.filter((s) => s.head !== COMPILE_HINT)).toEqual([]);

  await signIn(page, request, 'admin');
  const atOplog = served(page);
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  const oplog = await atOplog();
  const paths = oplog.map((s) => s.path);
  for (const chunk of [/^\/framework\./, /^\/layouts__BasicLayout\./, /^\/p__oplog__index\./, /^\/shared-/]) {
    expect(paths, String(chunk)).toEqual(expect.arrayContaining([expect.stringMatching(chunk)]));
  }
  expect(oplog.filter((s) => s.head !== COMPILE_HINT)).toEqual([]);
});
