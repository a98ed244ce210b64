import { expect, type Page } from '@playwright/test';
import { approveByApi, resetBackend, signIn, apiPost as post, test } from './support';

/**
 * Issue 10: switch-payment rules (/special/cutPay). A rule overlapping an enabled one is refused with the backend's
 * message naming that rule, and the form keeps what was typed; a rule that overlaps nothing is saved, listed and shown
 * applying by the check on the list screen.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

async function choose(page: Page, id: string, label: string) {
  await page.locator('.ant-select', { has: page.locator(`#${id}`) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  // the list closes before the next select opens (two open lists would both offer the same names)
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an overlapping rule is refused naming the other rule, the form keeps its values; a fixed rule is saved and applies', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  expect(games[0].id).toBe(1);
  await page.goto('/special/cutPay');
  const table = page.locator('#cutpay-table');
  // the seeded rule #1: Huawei, mainland China, 3.2.0 and later, WeChat Pay → Huawei Pay
  await expect(table.locator('tr', { hasText: '华为支付' }).first()).toBeVisible();

  await page.click('#cutpay-create');
  await page.waitForURL(/\/special\/cutPay\/create$/);
  await choose(page, 'cutpay-channel', '华为 (huawei)');
  await page.fill('#cutpay-minVersion', '3.5.0');
  await choose(page, 'cutpay-fromPayType', '微信支付');
  await choose(page, 'cutpay-toPayType', '支付宝');
  await page.fill('#cutpay-note', '端到端：华为新版本切换');
  // a new rule is a risky change (issue 34): asked with a reason; its own checks refuse it at once
  await page.fill('#cutpay-changeReason', '华为新版本改走支付宝');
  await page.click('#cutpay-submit');

  const refusal = page.getByText(/与已启用的规则 #1（华为 · 中国大陆 · ≥ 3\.2\.0 · 微信支付 → 华为支付/);
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/special\/cutPay\/create$/);
  await expect(page.locator('#cutpay-minVersion')).toHaveValue('3.5.0');
  await expect(page.locator('#cutpay-note')).toHaveValue('端到端：华为新版本切换');
  const form = page.locator('#cutpay-form');
  await expect(form.locator('.ant-select', { has: page.locator('#cutpay-channel') })).toContainText('华为 (huawei)');
  await expect(form.locator('.ant-select', { has: page.locator('#cutpay-fromPayType') })).toContainText('微信支付');
  await expect(form.locator('.ant-select', { has: page.locator('#cutpay-toPayType') })).toContainText('支付宝');
  const stored = await post<{ total: number }>(request, token, '/api/special/cutPay/page', {
    pageNum: 1,
    pageSize: 50,
    channel: 'huawei',
  });
  expect(stored.data.total).toBe(2);

  // Alipay on Huawei has no rule yet: switching it to UnionPay overlaps nothing
  await choose(page, 'cutpay-fromPayType', '支付宝');
  await choose(page, 'cutpay-toPayType', '银联');
  await page.click('#cutpay-submit');
  await page.waitForURL(/\/special\/cutPay$/);
  // queued: the notice names the request; a second person approves it, then it is saved
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await approveByApi(request, token);
  await page.reload();
  const row = table.locator('tr', { hasText: '端到端：华为新版本切换' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('≥ 3.5.0');
  await expect(row).toContainText('全部地区');
  const saved = await post<{ list: Array<{ id: number; note: string }> }>(request, token, '/api/special/cutPay/page', {
    pageNum: 1,
    pageSize: 50,
    channel: 'huawei',
  });
  const id = saved.data.list.find((r) => r.note === '端到端：华为新版本切换')?.id;
  expect(id).toBeGreaterThan(0);

  // which pay type applies: Huawei, 3.10.2 (numerically above 3.5.0), mainland China, now
  await choose(page, 'cutpay-check-channel', '华为 (huawei)');
  await page.fill('#cutpay-check-version', '3.10.2');
  await page.click('#cutpay-check-submit');
  const results = page.locator('#cutpay-check-results');
  const alipay = results.locator('tr', { hasText: '支付宝' }).first();
  await expect(alipay).toContainText('银联');
  await expect(alipay).toContainText(`#${id}`);
  await expect(results.locator('tr', { hasText: '微信支付' }).first()).toContainText('#1');
  await expect(results.locator('tr', { hasText: 'PayPal' })).toContainText('无规则');

  // below 3.5.0 the new rule does not apply
  await page.fill('#cutpay-check-version', '3.4.9');
  await page.click('#cutpay-check-submit');
  await expect(results.locator('tr', { hasText: '支付宝' }).first()).toContainText('无规则');
});
