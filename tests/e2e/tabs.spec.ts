import { expect } from '@playwright/test';
import { openTab, resetBackend, sider, signIn, test } from './support';

/** The workspace's tab bar (docs/rules.md "Tabs and keep-alive"): keyboard and mouse beyond a plain click. */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('the tab bar from the keyboard: arrows switch screens and Delete closes one; a middle click closes a tab', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await openTab(page, '欢迎').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/oplog$/);
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  await expect(openTab(page, '操作日志')).toBeFocused();
  await expect(openTab(page, '操作日志')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('[data-pane="/welcome"]')).toBeVisible();
  // Delete closes the focused (shown) tab: its neighbour shows and takes the focus
  await page.keyboard.press('Delete');
  await expect(openTab(page, '欢迎')).toHaveCount(0);
  await expect(page).toHaveURL(/\/oplog$/);
  await expect(openTab(page, '操作日志')).toBeFocused();

  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await openTab(page, '操作日志').click({ button: 'middle' });
  await expect(openTab(page, '操作日志')).toHaveCount(0);
  await expect(page.locator('[data-pane="/oplog"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a kept-alive editor keeps what was typed while the operator works elsewhere, follows its address to another record, and asks before dropping unsaved input', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const res = await request.post('/api/mng/payConfig/page', {
    data: { pageNum: 1, pageSize: 20 },
    headers: { satoken: token, 'X-Game-Id': '1' },
  });
  const list = ((await res.json()) as { data: { list: Array<{ id: number; merchantId: string }> } }).data.list;
  const [a, b] = list.filter((c) => c.merchantId);
  expect(b, 'two seeded pay configurations with merchant ids').toBeDefined();
  const editor = page.locator('[data-pane="/pay/payConfig/create"]');
  const merchant = editor.locator('#pay-config-merchantId');

  // edit A, type, leave through the menu, come back through the tab: the input is still there (kept alive)
  await page.goto('/pay/payConfig');
  await page.click(`#pay-config-edit-${a.id}`);
  await expect(merchant).toHaveValue(a.merchantId);
  await merchant.fill('TYPED-NOT-SAVED');
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await openTab(page, '支付配置编辑').click();
  await expect(page).toHaveURL(new RegExp(`/pay/payConfig/create\\?id=${a.id}$`));
  await expect(merchant).toHaveValue('TYPED-NOT-SAVED');

  // open B from the list: asked first; staying keeps A with the input, at A's address
  await openTab(page, '支付配置').click();
  await page.click(`#pay-config-edit-${b.id}`);
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('有未保存的内容');
  await expect(dialog).toContainText('「支付配置编辑」里输入的内容还没有保存');
  await page.click('#workspace-unsaved-stay');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/pay/payConfig/create\\?id=${a.id}$`));
  await expect(merchant).toHaveValue('TYPED-NOT-SAVED');

  // asked again, the operator drops the input: the editor shows B, read afresh
  await openTab(page, '支付配置').click();
  await page.click(`#pay-config-edit-${b.id}`);
  await page.click('#workspace-unsaved-discard');
  await expect(page).toHaveURL(new RegExp(`/pay/payConfig/create\\?id=${b.id}$`));
  await expect(merchant).toHaveValue(b.merchantId);

  // nothing typed: another record opens at once, no question
  await openTab(page, '支付配置').click();
  await page.click(`#pay-config-edit-${a.id}`);
  await expect(merchant).toHaveValue(a.merchantId);
  await expect(dialog).toHaveCount(0);

  // typed, then cancelled: the work is done, the next visit starts afresh from the record
  await merchant.fill('TYPED-THEN-CANCELLED');
  await page.click('#pay-config-cancel');
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  await page.click(`#pay-config-edit-${a.id}`);
  await expect(dialog).toHaveCount(0);
  await expect(merchant).toHaveValue(a.merchantId);
});
