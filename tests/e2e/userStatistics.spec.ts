import { expect } from '@playwright/test';
import { resetBackend, signIn, test } from './support';

/**
 * Issue 11: role points (/userStatistics/integral). Taking more points than a role has is refused with the backend's
 * message and the dialog keeps the reason; a valid adjustment with a reason shows the new points in the list and the
 * entry in the role's history.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('adjusting a role’s points with a reason updates the list and the history', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'ops');
  const res = await request.post('/api/userStatistics/points/page', {
    data: { pageNum: 1, pageSize: 1 },
    headers: { satoken: token, 'X-Game-Id': '1' },
  });
  const first = (await res.json()).data.list[0] as { roleId: string; points: number };

  await page.goto('/userStatistics/integral');
  const table = page.locator('#points-table');
  const row = table.locator('tr', { hasText: first.roleId });
  await expect(row).toContainText(String(first.points));

  await page.click(`#points-adjust-${first.roleId}`);
  await page.fill('#points-adjust-delta', String(-(first.points + 1)));
  await page.fill('#points-adjust-reason', '端到端补偿');
  await page.click('#points-adjust-submit');
  await expect(page.getByText(/积分不足：角色当前积分/)).toBeVisible();
  await expect(page.locator('#points-adjust-reason')).toHaveValue('端到端补偿');

  await page.fill('#points-adjust-delta', '123');
  await page.click('#points-adjust-submit');
  await expect(page.locator('#points-adjust-delta')).toBeHidden();
  await expect(row.locator('td', { hasText: new RegExp(`^${first.points + 123}$`) })).toBeVisible();

  await page.click(`#points-history-${first.roleId}`);
  const entry = page.locator('#points-history tr', { hasText: '端到端补偿' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('+123');
  await expect(entry).toContainText(String(first.points));
  await expect(entry).toContainText(String(first.points + 123));
  await expect(page.locator('#points-history tbody tr.ant-table-row')).toHaveCount(1);
});
