import { expect } from '@playwright/test';
import { resetBackend, sider, signIn, test } from './support';

/**
 * Issue 22 §3, §8, §9: the shell's own rules. Hidden screens never reach the side menu whatever the server's menu
 * entries say; a person who cannot be loaded is told why with a retry, not left with a loader. The browser runs far
 * from the business zone (Asia/Shanghai).
 */
test.use({ timezoneId: 'America/Sao_Paulo' });

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('hidden screens are never in the side menu, though the seeded menus name them for games 1, 2 and 5', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  // each game's submenu opened through a visible sibling screen: its hidden entry is missing, its siblings are there
  const cases = [
    { game: '星海传说', id: '1', open: '/setting/gamesConfig', sibling: '游戏配置', hidden: '/setting/interfaceInfo' },
    { game: '剑影江湖', id: '2', open: '/sdk/plugin', sibling: '插件管理', hidden: '/sdk/plugin/sdkConfig' },
    {
      game: 'Cosmic Raiders',
      id: '5',
      open: '/setting/operation',
      sibling: '运营主体',
      hidden: '/setting/operation/protocol/createOverseas',
    },
  ];
  for (const c of cases) {
    await page.goto(c.open);
    await page.locator('.ant-select', { has: page.locator('#header-game') }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: c.game }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('GAME_ID'))).toBe(c.id);
    await expect(sider(page).getByRole('link', { name: c.sibling, exact: true })).toBeVisible();
    await expect(sider(page).locator(`a[href="${c.hidden}"]`)).toHaveCount(0);
  }
});

test('a person who cannot be loaded sees why, with a retry that loads the console', async ({
  page,
  request,
  contractAnswers,
}) => {
  await signIn(page, request, 'admin');
  let failures = 0;
  await page.route('**/api/mng/user/current', async (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream down' });
  });
  await page.goto('/welcome');
  const failed = page.locator('.user-load-failed');
  await expect(failed).toContainText('无法读取当前登录人员的信息');
  await expect(failed).toContainText('500');
  // said once: the page, not a notification as well
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.locator('#user-load-retry').click();
  await expect(page.locator('#header-user-name')).toHaveText('周建国');
  await expect(failed).toHaveCount(0);
  expect(failures).toBe(1);
  // the faked failure is no answer the contract allows; every other answer is
  expect(await contractAnswers.take()).toEqual([
    'POST /api/mng/user/current (HTTP 500): (body) must be the api JSON envelope, got no JSON',
  ]);
});

test('with pwa on, a new build’s service worker shows the update notice, whose 刷新 hands over to it and reloads', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.addInitScript(() => localStorage.setItem('layout-settings', JSON.stringify({ pwa: true })));
  await page.goto('/welcome');
  // the console registers public/sw.js under its build, which takes over the page
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(first).toMatch(/\/sw\.js\?v=[\w-]+$/);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  // a new build's worker (another script address on the same scope) installs and waits: the notice shows
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=next-build', { scope: '/' }));
  const notice = page.locator('.ant-notification-notice', { hasText: '有新内容' });
  await expect(notice).toContainText('请点击“刷新”按钮或者手动刷新页面');
  const reloaded = page.waitForEvent('load');
  await notice.locator('#sw-update-reload').click();
  await reloaded;
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller?.scriptURL.includes('v=next-build')));
});

test('with pwa off (the default), service workers and caches left from before are removed', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await expect(page.locator('#header-user-name')).toBeVisible();
  // what an earlier visit with pwa on (or an older console) left behind
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?v=old', { scope: '/' });
    const cache = await caches.open('old-console');
    await cache.put('/old.js', new Response('old'));
  });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  await page.reload();
  await expect(page.locator('#header-user-name')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
});

test('option lists: the packing statistics rank every build step by its failures, 0 for those that never failed; major-channel dropdowns hold each once, grouped by system', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  const answered = page.waitForResponse((r) => r.url().endsWith('/onlinepack/statistics'));
  await page.goto('/package/packingStatistics');
  const stats = (await (await answered).json()) as {
    data: { topFailureSteps: Array<{ step: string; count: number }> };
  };
  const failed = new Map(stats.data.topFailureSteps.map((s) => [s.step, s.count]));
  await page.locator('#stats-view').getByText('表格').click();
  const card = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: '失败最多的步骤' }) });
  const rows = card.locator('tbody tr.ant-table-row');
  // all seven steps of a build, whatever the range holds
  await expect(rows).toHaveCount(7);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ step: tr.getAttribute('data-row-key') ?? '', count: Number(tr.children[1]?.textContent) })),
  );
  expect(shown.map((r) => r.count)).toEqual(shown.map((r) => failed.get(r.step) ?? 0));
  expect(shown.map((r) => r.count)).toEqual([...shown.map((r) => r.count)].sort((a, b) => b - a));
  expect(shown.some((r) => !failed.has(r.step) && r.count === 0)).toBe(true);

  // the major-channel filter of the channel vendors: grouped by system, each major channel once
  await page.goto('/sdk/channel');
  await page.locator('[data-pane="/sdk/channel"] .ant-select', { has: page.locator('#appMarketId') }).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown.locator('.ant-select-item-group').first()).toHaveText(/^(Android|iOS|HarmonyOS)$/);
  // the options are read once the list has drawn them (a group header can be up a frame before its options)
  await expect(dropdown.locator('.ant-select-item-option').nth(1)).toBeVisible();
  const labels = await dropdown.locator('.ant-select-item-option').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  expect(new Set(labels).size).toBe(labels.length);
});

test('free text drops emoji as typed and a count takes at most 10 digits, with the console’s message', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/roleform');
  const name = page.locator('#roleform-name');
  await name.fill('春节🎉活动组');
  await expect(name).toHaveValue('春节活动组');

  // a count in a record form (the shared whole-number field): at most 10 digits, said before anything is sent
  await page.goto('/operate/messageConfig/create');
  let saved = 0;
  page.on('request', (r) => {
    if (/\/api\/operate\/messageConfig\/(add|edit)$/.test(r.url())) saved += 1;
  });
  await page.locator('#sms-dailyPerPhone').fill('12345678901');
  await page.click('#sms-submit');
  await expect(page.getByText('数字长度不能超过10位')).toBeVisible();
  expect(saved).toBe(0);
});

test('the header shows the shown screen’s trail, a hidden page under the screen it belongs to; its links go there', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  const trail = page.locator('nav.console-breadcrumb li');
  await page.goto('/order/flow');
  await expect(trail).toHaveText(['订单管理', '订单流水']);
  await page.goto('/pay/payConfig/create');
  await expect(trail).toHaveText(['支付管理', '支付配置', '支付配置编辑']);
  await expect(trail.last().locator('[aria-current="page"]')).toHaveText('支付配置编辑');
  await trail.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  await expect(trail).toHaveText(['支付管理', '支付配置']);
});
