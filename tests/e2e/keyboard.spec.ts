import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, openTab, resetBackend, signIn, test } from './support';

/**
 * docs/rules.md "Accessibility": the console from the keyboard alone. Every action is reached with Tab and shows that
 * it has the focus; a drawer or dialog closed with Escape gives the focus back to what opened it.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Presses Tab (Shift+Tab: `back`) until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, opts: { limit?: number; back?: boolean } = {}) {
  const limit = opts.limit ?? 150;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return i + 1;
  }
  throw new Error(`not reached with ${limit} presses of Tab: ${target}`);
}

/** The focused element draws a focus ring (an outline, or a box shadow as antd's inputs do). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px', shadow: s.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'a visible focus ring').toBe(true);
}

test("a row's actions are reached with Tab and show their focus; the edit dialog and the history drawer give the focus back when closed", async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  // the first row gets a history: two saves
  type Row = { id: number; recordVersion: number };
  const list = await apiPost<{ list: Row[] }>(request, token, '/api/mng/commonConfig/page', {
    pageNum: 1,
    pageSize: 10,
  });
  const first = list.data.list[0];
  for (const [i, description] of ['键盘测试一', '键盘测试二'].entries()) {
    const saved = await apiPost(request, token, '/api/mng/commonConfig/edit', {
      id: first.id,
      description,
      baseVersion: first.recordVersion + i,
    });
    expect(saved.code).toBe('00000');
  }
  await page.goto('/dic/commonConfig');
  const row = page.locator('#config-table .ant-table-row').first();
  await expect(row).toBeVisible();
  const key = await row.getAttribute('data-row-key');
  expect(key).toBe(String(first.id));
  const edit = page.locator(`#config-table-edit-${key}`);
  const history = page.locator(`#history-commonConfig-${key}`);

  // from the top of the page to the row's edit action, Tab only
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await tabTo(page, edit);
  await expectFocusRing(edit);

  // Enter opens the edit dialog with the focus inside it; Escape closes it and the focus is back on "Edit"
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('form') });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // the next action is the history: its drawer, the versions' boxes reached by Tab, Escape back to "History"
  await page.keyboard.press('Tab');
  await expectFocusRing(history);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.history-drawer .ant-drawer-content');
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => page.locator('.history-drawer').evaluate((d) => d.contains(document.activeElement)))
    .toBe(true);
  const box = drawer.locator('input[id^="history-pick-"]').first();
  await expect(box).toBeVisible();
  await tabTo(page, box, { limit: 40 });
  await expect(box).toHaveAccessibleName(/^选择 v\d+$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(history).toBeFocused();
});

test('the tab bar is reached with Tab and shows its focus; the command palette gives the focus back when closed', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  await page.goto('/dic/commonConfig');
  await expect(page.locator('#config-table .ant-table-row').first()).toBeVisible();

  // the shown screen's tab is the bar's one stop (the others by arrow keys)
  const shown = openTab(page, '通用配置');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await tabTo(page, shown);
  await expectFocusRing(shown);

  // the palette takes the focus; closed with Escape, the focus is back on the tab
  await page.keyboard.press('Control+k');
  await expect(page.locator('#palette-input')).toBeFocused();
  await page.keyboard.type('czrz');
  await expect(page.locator('#palette-list [role="option"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#palette-input')).toBeHidden();
  await expect(shown).toBeFocused();
});

test("a CSV import's preview is read and its import reached from the keyboard; the drawer gives the focus back when closed", async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/operate/stopConfig');
  await expect(page.locator('#ban-table')).toBeVisible();
  const open = page.locator('#ban-import');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await tabTo(page, open);
  await expectFocusRing(open);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.locator('#ban-import-choose') });
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((d) => d.closest('.ant-drawer')?.contains(document.activeElement)))
    .toBe(true);

  // the file itself comes from the system's file dialog; the preview is then worked by keyboard
  const csv = [
    'targetType,target,scopes,start,end,reason',
    'account,xhcs_00021,login,,,键盘导入',
    'account,nobody_e2e,login,,,外挂',
  ].join('\r\n');
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'bans.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.locator('#ban-import-summary')).toBeVisible();
  const onlyProblems = page.locator('#ban-import-only-problems');
  await expect(onlyProblems).toHaveAccessibleName('只看有问题的行');
  await page.locator('#ban-import-choose').focus();
  await tabTo(page, onlyProblems, { limit: 20 });
  await expectFocusRing(onlyProblems);
  await page.keyboard.press('Space');
  await expect(onlyProblems).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#ban-import-rows .ant-table-row')).toHaveCount(1);
  // the import button, in the drawer's header, is reached backwards
  const submit = page.locator('#ban-import-submit');
  await tabTo(page, submit, { limit: 20, back: true });
  await expectFocusRing(submit);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
