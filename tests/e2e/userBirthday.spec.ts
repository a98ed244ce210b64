import { type APIRequestContext, expect } from '@playwright/test';
import { ACCOUNTS, apiLogin, apiPost as post, resetBackend, signIn, test } from './support';

/**
 * Role birthdays (game 1, this week's anniversaries): the operator selects roles not yet rewarded, the
 * preview lists every one with what a send would do, the send rewards exactly those (one log entry each); selecting
 * one of them again, the preview shows it as already sent this year, when and by whom, and offers nothing to send.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The operation log's birthday rewards, newest first (the log is admin's to read). */
async function rewardLogs(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin', ACCOUNTS.admin);
  const page = await post<{ list: Array<{ target: string; after: Record<string, unknown> | null }>; total: number }>(
    request,
    admin,
    '/api/mng/oplog/page',
    { pageNum: 1, pageSize: 50, module: 'userBirthday', action: 'reward' },
  );
  return page.data;
}

test('selected roles are previewed, then sent; a second send of one of them previews as already sent', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/operate/userBirthday');
  await expect(page.locator('#birthday-table tbody tr[data-row-key]').first()).toBeVisible();
  // rows not yet rewarded: the seed's rewards fall in the week before the backend's (China) day, which overlaps the
  // browser's "this week" when the browser's day is still the day before (in UTC, from 16:00)
  const rows = page.locator('#birthday-table tbody tr[data-row-key]', { hasText: '未发放' });
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    ids.push((await rows.nth(i).getAttribute('data-row-key')) ?? '');
    await rows.nth(i).locator('input[type="checkbox"]').check();
  }
  expect(ids.every(Boolean)).toBe(true);

  const before = await rewardLogs(request);
  await page.click('#birthday-send');
  const drawer = page.locator('#birthday-preview-rows');
  await expect(drawer.locator('tbody tr[data-row-key]')).toHaveCount(3);
  for (const id of ids) await expect(page.locator(`#birthday-preview-row-${id}`)).toContainText('将发放');
  await expect(page.locator('#birthday-preview-summary')).toContainText('将发放 3 个');
  await expect(page.locator('#birthday-preview-send')).toHaveText('发放给 3 个角色');
  await page.click('#birthday-preview-send');

  await expect(page.locator('#birthday-result-summary')).toContainText('已发放 3 个，跳过 0 个');
  // the operation log (admin's to read): one new entry per role sent, each naming its role, sent by the operator
  const after = await rewardLogs(request);
  expect(after.total - before.total).toBe(3);
  const fresh = after.list.slice(0, 3);
  for (const id of ids)
    expect(
      fresh.filter((l) => l.target.includes(id)),
      id,
    ).toHaveLength(1);
  for (const l of fresh) expect(l.after).toMatchObject({ status: 'sent', sentBy: '李明' });
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('#birthday-result-summary')).toHaveCount(0);

  // the list shows them sent; one of them selected again previews as already sent, by whom
  const again = page.locator(`#birthday-table tbody tr[data-row-key="${ids[1]}"]`);
  await expect(again).toContainText('已发放');
  await again.locator('input[type="checkbox"]').check();
  await page.click('#birthday-send');
  const row = page.locator(`#birthday-preview-row-${ids[1]}`);
  await expect(row).toContainText('该年已发过，跳过');
  await expect(row).toContainText('由 李明 发放');
  await expect(page.locator('#birthday-preview-summary')).toContainText('将发放 0 个；跳过 1 个该年已发过');
  await expect(page.locator('#birthday-preview-send')).toBeDisabled();
});
