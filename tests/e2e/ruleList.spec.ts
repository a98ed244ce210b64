import { expect } from '@playwright/test';
import { resetBackend, signIn, test } from './support';

/**
 * The shared rule list (src/components/RuleList; src/pages/operate/README.md "Forced updates, SMS scenes and pop-ups"):
 * a rule is disabled after a confirmation and stops applying, enabled again and applies again, and its history opens
 * from its row.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a forced-update rule disabled from its row stops applying, enabled again applies; its history opens', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/operate/updateConfig');
  const row = page.locator('#update-table tr[data-row-key="2"]');
  const status = row.locator('.ant-badge-status-text');
  await expect(status).toHaveText('启用');

  // the seeded rule #2 covers Huawei Android clients from 3.0.0 up to 3.2.0
  const check = async () => {
    await page.locator('.ant-select', { has: page.locator('#update-check-channel') }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '华为 (huawei)' }).click();
    await page.fill('#update-check-version', '3.1.0');
    await page.click('#update-check-submit');
  };
  await check();
  await expect(page.locator('#update-check-rule')).toContainText('#2');
  await expect(page.locator('#update-check-verdict')).toHaveText('取决于设备是否在灰度内');

  await page.click('#update-disable-2');
  await expect(page.locator('.ant-popconfirm')).toContainText('停用后不再生效，确定吗？');
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(page.locator('.ant-message').getByText('已停用', { exact: true })).toBeVisible();
  await expect(status).toHaveText('停用');
  await expect(page.locator('#update-enable-2')).toBeVisible();
  // no other rule covers Huawei 3.1.0
  await check();
  await expect(page.locator('#update-check-verdict')).toHaveText('无需更新');

  await page.click('#update-enable-2');
  await expect(page.locator('.ant-message').getByText('已启用', { exact: true })).toBeVisible();
  await expect(status).toHaveText('启用');
  await expect(page.locator('#update-disable-2')).toBeVisible();
  await check();
  await expect(page.locator('#update-check-rule')).toContainText('#2');
  await expect(page.locator('#update-check-verdict')).toHaveText('取决于设备是否在灰度内');

  // the history holds the seeded rule, its disabling and its enabling again; the newest two compared: the status
  // went back on
  await page.click('#history-updateConfig-2');
  const drawer = page.locator('.history-drawer');
  const versions = drawer.locator('#history-versions tbody tr.ant-table-row');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('v3');
  await expect(versions.nth(1)).toContainText('v2');
  await expect(versions.nth(2)).toContainText('初始状态');
  await expect(drawer).toContainText('v2 与 v3 的差异');
  // status 0 (disabled) → 1 (enabled), as the record stores it
  await expect(drawer.locator('#history-diff tr[data-row-key="status"] td')).toHaveText(['状态', '修改', '0', '1']);
});
