import { expect, type Request } from '@playwright/test';
import { signIn, test } from './support';

/**
 * A list screen asks for its first page while it first renders (CrudTable's prefetch) and its table takes that
 * answer: one call, never the same call twice — also where React discards and redoes the first render, and on the
 * live screens that poll (their next call comes after the 2 s interval, not right away).
 *
 * No fixed window: every call is counted until the screen has settled — its rows are drawn and the network has been
 * idle (no request in flight for 500 ms, Playwright's networkidle): a second call set off by anything the screen
 * received (person, menu, games, options arriving late) is in flight or counted by then. A live screen is watched
 * until its next poll, a request that must come after everything the first render set off: every call before it is
 * counted, and the poll itself must come at least the polling interval after the previous answer (CrudTable's polling
 * waits that long after each answer), else it is a duplicate.
 */
const LISTS = [
  '/oplog',
  '/package/task',
  '/package/machine',
  '/access/role',
  '/sdk/channel',
  '/unity/listGame',
  '/check/joinup',
];
/** the live screens' polling interval (src/pages/package/task, machine: 2000 ms) */
const POLL_MS = 2000;

for (const path of LISTS) {
  test(`${path} asks for its first page once`, async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const calls: Array<{ req: Request; key: string; sent: number; done?: number }> = [];
    page.on('request', (r) => {
      const body = r.postData() || '';
      if (/"pageNum":1[,}]/.test(body)) calls.push({ req: r, key: `${r.url()} ${body}`, sent: Date.now() });
    });
    const finished = (r: Request) => {
      const c = calls.find((x) => x.req === r);
      if (c) c.done = Date.now();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);

    await page.goto(path);
    await expect(page.locator(`[data-pane="${path}"] .ant-table-row`).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.length).toBeGreaterThan(0);
    const pane = page.locator(`[data-pane="${path}"]`);
    const live =
      path === '/package/machine' ||
      (path === '/package/task' && (await pane.locator('#task-live').getAttribute('data-live')) === '1');
    // a live screen is watched until its next poll (the same call again, answered); any other until its first answer
    await expect
      .poll(() => calls.filter((c) => c.key === calls[0].key && c.done !== undefined).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(live ? 2 : 1);

    const same = calls.filter((c) => c.key === calls[0].key);
    // every call counted so far has been answered (the network is idle)
    expect(same.every((c) => c.done !== undefined)).toBe(true);
    const repeats = same.slice(1).filter((c, i) => c.sent - (same[i].done as number) < POLL_MS);
    expect(
      repeats.map((c) => `${c.key} again ${c.sent - same[0].sent} ms after the first`),
      `${same[0].key} was sent ${same.length} times before the screen settled`,
    ).toEqual([]);
  });
}

test('/oplog opened directly asks for its filter options once, with the console’s start, and offers them', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/mng\/(oplog\/options|oplog\/page|pv)$/.test(r.url())) sent.push(r.url().replace(/.*\//, ''));
  });
  await page.goto('/oplog');
  const pane = page.locator('[data-pane="/oplog"]');
  await expect(pane.locator('.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // asked for once, with the start-up calls: before the router's first page view, long before the screen renders
  expect(sent.filter((s) => s === 'options')).toHaveLength(1);
  expect(sent.indexOf('options')).toBeGreaterThanOrEqual(0);
  expect(sent.indexOf('options')).toBeLessThan(sent.indexOf('pv'));
  expect(sent.indexOf('options')).toBeLessThan(sent.indexOf('page'));
  // the module filter is past the folded search form's first row
  await pane.locator('.ant-pro-query-filter-collapse-button').click();
  await pane.locator('.ant-select', { has: page.locator('input#module') }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
});

test('a screen in an area opened directly asks for every script its first row needs before the console’s first call', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  // the order of what the page asks for: scripts by file name, the console's calls by path
  const asked: string[] = [];
  let counting = true;
  page.on('request', (r) => {
    if (!counting) return;
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) asked.push(url.pathname.slice(1));
    else if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/order/flow');
  await expect(page.locator('[data-pane="/order/flow"] .ant-table-row').first()).toBeVisible();
  counting = false;
  const firstCall = asked.findIndex((a) => a.startsWith('/api/'));
  expect(firstCall).toBeGreaterThan(0);
  // the route's chain (main layout, the area, the screen) is asked for at load, not once the layout has drawn
  expect(asked.slice(0, firstCall)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^layouts__BasicLayout\./),
      expect.stringMatching(/^layouts__AreaLayout\./),
      expect.stringMatching(/^p__order__flow__index\./),
    ]),
  );
  expect(asked.slice(firstCall).filter((a) => a.endsWith('.js'))).toEqual([]);
});
