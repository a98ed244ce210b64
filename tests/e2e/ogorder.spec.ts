import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { apiLogin, resetBackend, signIn, test } from './support';
import { game, pane, post, setClock, type OrderRow } from './orderKit';

/**
 * Issue 10, the OG line (/ogorder): its shared screens call the OG endpoints; its own screens: an invoice requested
 * from an order and issued with a PDF (a signed upload) and downloaded; a refund block refusing the account's refund;
 * a large-order threshold set as money.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
  await setClock(request, await apiLogin(request, 'admin', 'admin123'), 0);
});

test('the OG line: its flow calls /api/ogorder; an invoice requested, issued with a PDF; a refund block; a threshold', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  game.id = String(games[0].id);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/order/') || r.url().includes('/api/ogorder/')) calls.push(new URL(r.url()).pathname);
  });
  await page.goto('/ogorder/flow');
  await expect(pane(page, '/ogorder/flow').locator('#ogorder-flow-table-totals')).toBeVisible();
  expect(calls).toContain('/api/ogorder/flow/page');
  expect(calls.filter((c) => c.startsWith('/api/order/'))).toEqual([]);

  // an invoice request for one delivered OG order, its amount computed by the backend
  const delivered = await post<{ list: OrderRow[] }>(request, token, '/api/ogorder/flow/page', {
    pageNum: 1,
    pageSize: 50,
    status: 'delivered',
  });
  const order = delivered.data.list.find((o) => o.refundedAmount === 0) as OrderRow;
  await page.goto('/ogorder/bill');
  const bills = pane(page, '/ogorder/bill');
  await bills.locator('#ogorder-bill-table-add').click();
  // picked from the account's paid orders
  await page.fill('#ogorder-bill-pick-account', order.account);
  await page.keyboard.press('Enter');
  await page.locator('#ogorder-bill-orderNos').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: order.orderNo }).click();
  await page.fill('#ogorder-bill-title', '上海某某网络科技有限公司');
  await page.fill('#ogorder-bill-taxNo', '91310000123456789X');
  await page.fill('#ogorder-bill-email', 'finance@example.com');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const row = bills.locator('tbody tr.ant-table-row', { hasText: order.orderNo });
  await expect(row).toContainText('待开票');
  const amount = `${Math.floor(order.amount / 100).toLocaleString('en-US')}.${String(order.amount % 100).padStart(2, '0')}`;
  await expect(row).toContainText(amount);

  // issued with an invoice number and a PDF (a signed upload)
  await row.getByRole('button', { name: '开票' }).click();
  await page.fill('#ogorder-bill-issue-invoiceNo', '0440012345678');
  await page
    .locator('.ant-modal input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.locator('#ogorder-bill-issue-submit').click();
  await expect(row).toContainText('已开票');
  await expect(row).toContainText('invoice.pdf');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'invoice.pdf' }).click(),
  ]);
  expect(readFileSync((await pdf.path()) as string, 'latin1').startsWith('%PDF-')).toBe(true);

  // a refund block: the account is then refused a refund
  await page.goto('/ogorder/refundBan');
  const bans = pane(page, '/ogorder/refundBan');
  await bans.locator('#ogorder-ban-table-add').click();
  await page.fill('#ogorder-ban-value', order.account);
  await page.fill('#ogorder-ban-reason', 'refund abuse');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(bans.locator('tbody tr.ant-table-row', { hasText: order.account })).toContainText('拦截中');
  const refused = await post(request, token, '/api/ogorder/refund/apply', {
    orderNo: order.orderNo,
    amount: 1,
    reason: 'blocked?',
  });
  expect(refused.code).toBe('A0403');

  // a threshold set as money
  await page.goto('/ogorder/largeTransOrder');
  const large = pane(page, '/ogorder/largeTransOrder');
  await large.locator('#ogorder-large-threshold-amount').fill('648.00');
  await large.locator('#ogorder-large-threshold-save').click();
  await expect(large.locator('#ogorder-large-threshold [data-currency="CNY"]')).toContainText('¥648.00');
  await expect(large.locator('tbody tr.ant-table-row').first()).toBeVisible();
});
