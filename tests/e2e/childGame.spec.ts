import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { apiLogin, resetBackend, signIn, test } from './support';
import { pane, setClock } from './orderKit';

/**
 * Issue 22 §2: the header's child-game picker filters. Its choice travels as X-Child-Game-Id on the console's own
 * calls (docs/rules.md "Request headers"), the order list shows only that child game's rows and totals, and clearing
 * it brings every row back. A screen the child game does not narrow says so in the header. The browser runs far from
 * the business zone (Asia/Shanghai).
 */
test.use({ timezoneId: 'America/Sao_Paulo' });

const DAY = 86_400_000;
/** 星海传说-iOS: child game 2 of the first seeded game */
const CHILD = { id: 2, name: '星海传说-iOS' };

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
  await setClock(request, await apiLogin(request, 'admin', 'admin123'), 0);
});

/** The order list's total for a body, as the embedded backend answers it with or without a child game. */
async function backendTotal(request: APIRequestContext, token: string, body: unknown, child?: number) {
  const headers: Record<string, string> = { satoken: token, 'X-Game-Id': '1' };
  if (child !== undefined) headers['X-Child-Game-Id'] = String(child);
  const res = await request.post('/api/order/flow/page', { data: body, headers });
  const json = (await res.json()) as { code: string; data: { total: number } };
  expect(json.code).toBe('00000');
  return json.data.total;
}

/** A statistic's figure as a number (antd groups the digits: 2,695). */
const figureOf = (l: Locator) => async () => Number(((await l.textContent()) ?? '').replace(/\D/g, ''));

const isFlowPage = (r: Request) => r.url().endsWith('/api/order/flow/page') && r.method() === 'POST';

async function pickChildGame(page: Page, name: string) {
  await page.locator('.ant-select', { has: page.locator('#header-child-game') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
}

test('picking child game 2 in the header narrows the order list to its rows; clearing it brings every row back', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  // a week of orders up to the end of the business day (the list's range preset from its address)
  const stats = await request.post('/api/order/flow/statistics', {
    data: {},
    headers: { satoken: token, 'X-Game-Id': '1' },
  });
  const dayStart = ((await stats.json()) as { data: { dayStart: number } }).data.dayStart;
  const range = { createdFrom: dayStart - 6 * DAY, createdTo: dayStart + DAY };

  const first = page.waitForRequest(
    (r) => isFlowPage(r) && (r.postDataJSON() as { createdFrom?: number }).createdFrom === range.createdFrom,
  );
  await page.goto(`/order/flow?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}`);
  const list = pane(page, '/order/flow');
  const sent = (await first).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject(range);
  const all = await backendTotal(request, token, sent);
  const mine = await backendTotal(request, token, sent, CHILD.id);
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThan(all);
  const count = list.locator('#order-flow-table-totals .ant-statistic-content-value');
  await expect.poll(figureOf(count)).toBe(all);
  await expect(page.locator('#header-child-game-na')).toHaveCount(0);

  // pick child game 2: the list is asked again with X-Child-Game-Id and shows only its rows and their totals
  const narrowed = page.waitForRequest((r) => isFlowPage(r) && r.headers()['x-child-game-id'] === String(CHILD.id));
  await pickChildGame(page, CHILD.name);
  await narrowed;
  await expect.poll(figureOf(count)).toBe(mine);
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i += 1) await expect(rows.nth(i)).toContainText(CHILD.name);

  // clear it: the list is asked without a child game, and every row comes back
  const cleared = page.waitForRequest((r) => isFlowPage(r) && !('x-child-game-id' in r.headers()));
  await page.locator('.ant-select', { has: page.locator('#header-child-game') }).hover();
  await page
    .locator('.ant-select', { has: page.locator('#header-child-game') })
    .locator('.ant-select-clear')
    .click();
  await cleared;
  await expect.poll(figureOf(count)).toBe(all);
  expect(await page.evaluate(() => sessionStorage.getItem('CHILD_GAME_ID'))).toBeNull();
});

test('the welcome page’s order figure counts the child game’s orders, as the list it links to', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await pickChildGame(page, CHILD.name);
  const figure = page.locator('#welcome-order-orders .ant-statistic-content-value');
  const today = await request.post('/api/order/flow/statistics', {
    data: {},
    headers: { satoken: token, 'X-Game-Id': '1', 'X-Child-Game-Id': String(CHILD.id) },
  });
  const expected = ((await today.json()) as { data: { orders: number } }).data.orders;
  await expect.poll(figureOf(figure)).toBe(expected);
  await page.locator('#welcome-order-orders').click();
  await expect(page).toHaveURL(/\/order\/flow\?/);
  const listed = pane(page, '/order/flow').locator('#order-flow-table-totals .ant-statistic-content-value');
  await expect.poll(figureOf(listed)).toBe(expected);
});

test('a screen the child game does not narrow says so in the header; the choice stays for those it does', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/order/flow');
  await pickChildGame(page, CHILD.name);
  await expect(page.locator('#header-child-game-na')).toHaveCount(0);
  await page.goto('/access/role');
  const mark = page.locator('#header-child-game-na');
  await expect(mark).toBeVisible();
  await mark.hover();
  await expect(page.getByRole('tooltip')).toHaveText('此页面的数据不区分子游戏，子游戏筛选只用于订单等页面');
  // the choice is kept (shown greyed) and applies again on the order screens
  await expect(page.locator('.header-child-game-na .ant-select-selection-item')).toHaveText(/星海传说-iOS/);
  await page.goto('/ogorder/refundBan');
  await expect(mark).toBeVisible();
  await page.goto('/ogorder/refund');
  await expect(mark).toHaveCount(0);
});
