import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, resetBackend, signIn, test } from './support';

/**
 * Issue 11: account monitoring (/special/monitor). An operator creates a watch rule in the screen; a payment over its
 * amount is injected into the backend's simulated activity (the dev endpoint POST /api/__mock/activity); the alert
 * appears, the welcome page's open-alerts figure counts it and leads to it, and the operator handles it with a note.
 */
const ACCOUNT = 'xhcs_00042';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

async function admin(request: APIRequestContext) {
  return apiLogin(request, 'admin', ACCOUNTS.admin);
}

/** The seeded rules of the game are disabled first, so the simulated traffic raises nothing else during the test. */
async function quietSeededRules(request: APIRequestContext, token: string, gameId: number) {
  const headers = { satoken: token, 'x-game-id': String(gameId) };
  const res = await request.post('/api/special/monitor/rule/page', { data: { pageNum: 1, pageSize: 50 }, headers });
  const rules: Array<{ id: number }> = (await res.json()).data.list;
  for (const r of rules) {
    const off = await request.post('/api/special/monitor/rule/disable', { data: { id: r.id }, headers });
    expect((await off.json()).code).toBe('00000');
  }
}

async function openAlertsFigure(page: Page): Promise<number> {
  await page.goto('/welcome');
  const value = page.locator('#welcome-figure-openAlerts .ant-statistic-content-value');
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/,/g, ''));
}

test('a rule made in the screen meets an injected payment; the alert is counted on the welcome page and handled with a note', async ({
  page,
  request,
}) => {
  const { games } = await signIn(page, request, 'ops');
  const gameId = games[0].id;
  const adminToken = await admin(request);
  await quietSeededRules(request, adminToken, gameId);
  const before = await openAlertsFigure(page);

  // 1. the rule, made in the screen
  await page.goto('/special/monitor');
  await page.getByRole('tab', { name: '监控规则' }).click();
  await page.click('#monitor-rule-create');
  await page.fill('#monitor-name', 'e2e 大额支付');
  await page.fill('#monitor-account', ACCOUNT);
  await page.fill('#monitor-amount', '1000');
  await page.fill('#monitor-note', '端到端');
  await page.click('#monitor-submit');
  const rules = page.locator('#monitor-rules');
  const ruleRow = rules.locator('tr', { hasText: 'e2e 大额支付' });
  await expect(ruleRow).toBeVisible();
  await expect(ruleRow).toContainText(ACCOUNT);
  await expect(ruleRow).toContainText('单笔 ≥ ¥1,000.00');

  // 2. a payment one cent under the amount raises nothing; one over it raises the alert
  const inject = async (amount: number) => {
    const res = await request.post('/api/__mock/activity', {
      data: { kind: 'payment', account: ACCOUNT, amount, currency: 'CNY' },
      headers: { satoken: adminToken, 'x-game-id': String(gameId) },
    });
    expect((await res.json()).code).toBe('00000');
  };
  await inject(99_999);
  await inject(128_800);

  // 3. the welcome page counts it and leads to the open alerts
  expect(await openAlertsFigure(page)).toBe(before + 1);
  await page.click('#welcome-figure-openAlerts');
  await expect(page).toHaveURL(/\/special\/monitor\?status=open/);
  const alerts = page.locator('#monitor-alerts');
  const alertRow = alerts.locator('tr', { hasText: ACCOUNT });
  await expect(alertRow).toHaveCount(1);
  await expect(alertRow).toContainText('e2e 大额支付');
  await expect(alertRow).toContainText('支付 ¥1,288.00');
  await expect(alertRow).toContainText('未处理');

  // 4. handled with a note (required)
  await alertRow.getByRole('button', { name: '处理' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '处理告警' });
  await dialog
    .getByRole('button', { name: '保 存' })
    .or(dialog.getByRole('button', { name: '保存' }))
    .click();
  await expect(dialog.getByText('请填写处理备注')).toBeVisible();
  await dialog.locator('textarea').fill('已联系玩家，本人充值');
  await dialog
    .getByRole('button', { name: '保 存' })
    .or(dialog.getByRole('button', { name: '保存' }))
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('告警已处理')).toBeVisible();
  // the list keeps its "open" filter: the handled alert leaves it
  await expect(alerts.locator('tr', { hasText: ACCOUNT })).toHaveCount(0);

  await page.goto('/special/monitor');
  const handled = page.locator('#monitor-alerts').locator('tr', { hasText: ACCOUNT });
  await expect(handled).toContainText('已处理');
  await expect(handled).toContainText('已联系玩家，本人充值');
  expect(await openAlertsFigure(page)).toBe(before);
});

test('viewer has no account monitoring: the screen is refused', async ({ page, request }) => {
  await signIn(page, request, 'viewer');
  await page.goto('/special/monitor');
  await expect(page.getByText('你没有权限进入此页面')).toBeVisible();
});
