import { expect, type Page } from '@playwright/test';
import { openTab, resetBackend, signIn, test } from './support';

/**
 * Issue 12: the command palette (Ctrl+K: screens the person may open, by title, path or pinyin initials; Enter opens
 * a tab) and saved table views (stored by the backend, so the default view follows the person to another browser).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const options = (page: Page) => page.locator('#palette-list [role="option"]');

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('#palette-input')).toBeFocused();
}

test('Ctrl+K finds a screen the person may open and Enter opens it as a tab; screens they may not open are not offered', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'viewer');
  await page.goto('/welcome');
  await expect(page.locator('#header-user-name')).not.toBeEmpty();

  // pinyin initials of 订单流水, keyboard only
  await openPalette(page);
  await page.keyboard.type('ddls');
  await expect(options(page).first()).toHaveAttribute('data-path', '/order/flow');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/flow$/);
  await expect(openTab(page, '订单流水')).toBeVisible();
  await expect(page.locator('#palette-input')).toBeHidden();

  // the title in the current language, the second match chosen with ↓
  await openPalette(page);
  await page.keyboard.type('订单');
  await expect(options(page).first()).toBeVisible();
  const second = await options(page).nth(1).getAttribute('data-path');
  expect(second).toMatch(/^\/order\//);
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second}$`));

  // not granted to viewer: the operation log (by title, initials or path) and access management
  await openPalette(page);
  for (const query of ['操作日志', 'czrz', '/oplog', '/access/role', '角色管理']) {
    await page.locator('#palette-input').fill(query);
    await expect(page.locator('#palette-list [data-path="/oplog"]')).toHaveCount(0);
    await expect(page.locator('#palette-list [data-path="/access/role"]')).toHaveCount(0);
  }
  await page.locator('#palette-input').fill('czrz');
  await expect(page.locator('#palette-list')).toContainText('没有匹配的页面或操作');
  await page.keyboard.press('Escape');
  await expect(page.locator('#palette-input')).toBeHidden();
  await expect(openTab(page, '操作日志')).toHaveCount(0);
});

test('the palette’s code loads on the first Ctrl+K; a hidden stand-alone screen and a language switch, keyboard only', async ({
  page,
  request,
}) => {
  const chunk = /command-palette[^/]*\.js(\?|$)/;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (chunk.test(r.url())) asked.push(r.url());
  });
  await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await expect(page.locator('#header-user-name')).not.toBeEmpty();
  // the console has drawn and read its data; the palette's chunk has not been asked for, nor is it on the page
  await expect(page.locator('.workspace-tabs').getByRole('tab').first()).toBeVisible();
  expect(asked).toEqual([]);
  const loaded = () =>
    page.evaluate(
      (source) =>
        performance.getEntriesByType('resource').filter((e) => new RegExp(source).test(e.name)).length +
        document.querySelectorAll('script[src*="command-palette"]').length,
      chunk.source,
    );
  expect(await loaded()).toBe(0);

  await openPalette(page);
  expect(asked).toHaveLength(1);
  expect(await loaded()).toBeGreaterThan(0);

  // a hidden screen that needs no record (the current game's interface info), by its title
  await page.keyboard.type('接口信息');
  await expect(options(page).first()).toHaveAttribute('data-path', '/setting/interfaceInfo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting\/interfaceInfo$/);
  await expect(openTab(page, '接口信息')).toBeVisible();

  // an action: switch the language to English, from the keyboard alone
  await openPalette(page);
  await page.keyboard.type('English');
  await expect(options(page).first()).toHaveAttribute('data-kind', 'action');
  await expect(options(page).first()).toContainText('English');
  await page.keyboard.press('Enter');
  await expect(page.locator('#palette-input')).toBeHidden();
  await expect(page.locator('#header-locale')).toContainText('English');
  await expect(openTab(page, 'Interface info')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en-US');
  // the chunk came once
  await openPalette(page);
  await page.keyboard.press('Escape');
  expect(asked).toHaveLength(1);
});

test('a saved default view is applied when the list opens in another browser: filters, columns, their order, the sort', async ({
  page,
  request,
  browser,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/dic/commonConfig');
  const rows = (p: Page) => p.locator('#config-table .ant-table-tbody .ant-table-row');
  const headers = (p: Page) =>
    p.locator('#config-table thead th.ant-table-cell:not(.ant-table-selection-column)').allInnerTexts();
  const keyHeader = (p: Page) => p.locator('#config-table thead th', { hasText: '配置键' });
  await expect(rows(page).first()).toBeVisible();

  // filter by key (newest first: announcement.text, then announcement.enabled), hide the 说明 column
  await page.locator('.ant-pro-table-search input#key').fill('announcement');
  await page.getByRole('button', { name: '查 询' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('announcement.text');
  await expect(page.locator('#config-table thead th', { hasText: '说明' })).toHaveCount(1);
  await page.locator('#LQCONTAINER').getByRole('img', { name: 'setting' }).click();
  const setting = page.locator('.ant-pro-table-column-setting-overlay');
  await setting.locator('.ant-tree-treenode', { hasText: '说明' }).locator('.ant-tree-checkbox').click();
  await expect(page.locator('#config-table thead th', { hasText: '说明' })).toHaveCount(0);
  // order: 值类型 dragged above 配置键, so it is the first column
  expect((await headers(page)).slice(0, 3)).toEqual(['配置键', '配置值', '值类型']);
  await setting
    .locator('.ant-tree-treenode', { hasText: '值类型' })
    .dragTo(setting.locator('.ant-tree-treenode', { hasText: '配置键' }), { targetPosition: { x: 40, y: 2 } });
  await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(['值类型', '配置键', '配置值']);
  await page.keyboard.press('Escape');
  // sort by key, ascending: announcement.enabled first now
  await keyHeader(page).click();
  await expect(keyHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('announcement.enabled');

  // save it as the default view
  await page.locator('#config-table-views-button').click();
  await page.locator('#config-table-views-save').click();
  await page.locator('#config-table-views-name').fill('公告开关');
  await page.locator('#config-table-views-asDefault').check();
  await page.locator('#config-table-views-ok').click();
  await expect(page.locator('.ant-message')).toContainText('视图已保存');
  await expect(page.locator('#config-table-views-button')).toContainText('公告开关');

  // another browser (a new context: nothing of the first one's storage), signed in afresh
  const other = await browser.newContext();
  const second = await other.newPage();
  const sorted: string[] = [];
  second.on('request', (r) => {
    if (r.url().endsWith('/api/mng/commonConfig/page')) sorted.push(String(r.postDataJSON()?.sortField ?? ''));
  });
  await signIn(second, request, 'admin');
  await second.goto('/dic/commonConfig');
  await expect(second.locator('#config-table-views-button')).toContainText('公告开关');
  await expect(second.locator('.ant-pro-table-search input#key')).toHaveValue('announcement');
  await expect(rows(second)).toHaveCount(2);
  await expect(second.locator('#config-table thead th', { hasText: '说明' })).toHaveCount(0);
  // the columns in the saved order, sorted by key as saved: the rows too
  await expect.poll(async () => (await headers(second)).slice(0, 3)).toEqual(['值类型', '配置键', '配置值']);
  await expect(keyHeader(second)).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(second).first()).toContainText('announcement.enabled');
  await expect(rows(second).nth(1)).toContainText('announcement.text');
  expect(sorted.at(-1)).toBe('key');

  // "no view" goes back to the screen's own start
  await second.locator('#config-table-views-button').click();
  await second.locator('#config-table-views-none').click();
  await expect(second.locator('.ant-pro-table-search input#key')).toHaveValue('');
  await expect(second.locator('#config-table thead th', { hasText: '说明' })).toHaveCount(1);
  await expect.poll(async () => (await headers(second)).slice(0, 3)).toEqual(['配置键', '配置值', '值类型']);
  await expect(keyHeader(second)).not.toHaveAttribute('aria-sort', /ascending|descending/);
  await other.close();
});
