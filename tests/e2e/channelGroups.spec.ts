import { expect, type Page } from '@playwright/test';
import { resetBackend, signIn, test } from './support';

/**
 * Issue 11: channel interworking (/special/channelIntercommu). A channel already in a group is refused when put in a
 * second one, with the backend's message naming the first group, and the dialog keeps what was typed; with a free
 * channel instead the group is saved and listed.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Picks `label` in the multiple select holding `#id`, then closes its list. */
async function pick(page: Page, id: string, label: string) {
  await page.locator('.ant-select', { has: page.locator(`#${id}`) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a channel put in a second group is refused naming the first group; the form keeps its values', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/special/channelIntercommu');
  const table = page.locator('#channel-group-table');
  await expect(table.locator('tr', { hasText: 'OV 互通' })).toBeVisible();

  await page.click('#channel-group-create');
  await page.fill('#channel-group-name', '华为 vivo 互通');
  await pick(page, 'channel-group-channels', '华为 (huawei)');
  await pick(page, 'channel-group-channels', 'vivo (vivo)');
  await page.fill('#channel-group-note', '端到端');
  await page.click('#channel-group-submit');

  await expect(page.getByText('渠道 vivo (vivo) 已在分组「OV 互通」（#1）中')).toBeVisible();
  const dialog = page.locator('.ant-modal', { has: page.locator('#channel-group-name') });
  await expect(dialog).toBeVisible();
  await expect(page.locator('#channel-group-name')).toHaveValue('华为 vivo 互通');
  await expect(page.locator('#channel-group-note')).toHaveValue('端到端');
  const select = dialog.locator('.ant-select', { has: page.locator('#channel-group-channels') });
  await expect(select).toContainText('华为 (huawei)');
  await expect(select).toContainText('vivo (vivo)');
  await expect(table.locator('tr', { hasText: '华为 vivo 互通' })).toHaveCount(0);

  // swap vivo for Xiaomi, which no group holds: saved and listed
  await select
    .locator('.ant-select-selection-item', { hasText: 'vivo (vivo)' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await pick(page, 'channel-group-channels', '小米 (xiaomi)');
  await page.click('#channel-group-submit');
  await expect(dialog).toBeHidden();
  const row = table.locator('tr', { hasText: '华为 vivo 互通' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('华为');
  await expect(row).toContainText('小米');
});
