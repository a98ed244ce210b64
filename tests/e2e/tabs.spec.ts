import { expect, test } from '@playwright/test';
import { openTab, resetBackend, sider, signIn } from './support';

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
