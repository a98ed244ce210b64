import { expect } from '@playwright/test';
import { operations } from '../../src/contract';
import { apiLogin, ACCOUNTS, approveByApi, resetBackend, signIn, apiPost as post, test } from './support';

/**
 * Issue 11, account migration and role rebind (game 1, seeded players; the seed's servers, names, levels and balances
 * do not depend on the day): a migration is previewed (every role that moves shown with its server, level, points and
 * balance; both accounts' balances before and after) and done, its record listed, then refused when repeated (A has nothing left); a rebind is refused when B already has a
 * role on the server of the chosen role, in the preview and by the backend; viewer is refused the rebind screen and
 * every call of it.
 */
const A = 'xhcs_00001'; // 剑星8210 (s2, Lv90, 元宝 27949), 羽霜8658 (s6, 2525), 青火1483 (s7, 11901): 42375 in all
const B = 'xhcs_00003'; // s8, s5, s3: nothing in common with A; 元宝 38463 in all
const C = 'xhcs_00002'; // 星夜147 (102000003) on s2

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a migration is previewed and done, then refused when repeated', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'ops');
  await page.goto('/operate/userAccountMigration');
  await page.fill('#migration-from', A);
  await page.fill('#migration-to', B);
  await page.click('#migration-preview');

  const moves = page.locator('#migration-moves');
  await expect(moves.locator('tbody tr')).toHaveCount(3);
  const first = moves.locator('tr', { hasText: '剑星8210' });
  await expect(first).toContainText('102000000');
  await expect(first).toContainText('s2');
  await expect(first).toContainText('90');
  await expect(first).toContainText('27949');
  await expect(moves.locator('tr', { hasText: '青火1483' })).toContainText('11901');
  await expect(moves).toContainText('羽霜8658');
  await expect(moves).toContainText('青火1483');
  await expect(page.locator('#migration-summary')).toContainText('将迁移 3 个角色');
  await expect(page.locator('#migration-summary')).toContainText('元宝合计 42375');
  // A gives all it has; B ends with both
  await expect(page.locator('#migration-balance-from')).toHaveText('元宝余额 42375 → 0');
  await expect(page.locator('#migration-balance-to')).toHaveText('元宝余额 38463 → 80838');
  await expect(page.locator('#migration-conflicts')).toHaveCount(0);

  // the reason is required
  await page.click('#migration-execute');
  await expect(page.getByText('请填写原因')).toBeVisible();
  await page.fill('#migration-reason', '玩家申请合并账号');
  await page.click('#migration-execute');
  // an execution is a risky change (docs/rules.md "Change requests"): queued, the notice names the request, nothing
  // moved yet; another person of operations (admin: ops asked it) approves it, then it is done
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await expect(page.locator('#migration-preview-panel')).toHaveCount(0);
  const waiting = await post<{ roles: Array<{ roleId: string }> }>(request, token, '/api/special/rebindUser/roles', {
    account: A,
  });
  expect(waiting.data.roles).toHaveLength(3);
  await approveByApi(request, token, { approver: 'admin' });
  await page.reload();

  const record = page.locator('#migration-records tr', { hasText: '玩家申请合并账号' });
  await expect(record).toContainText(A);
  await expect(record).toContainText(B);
  await expect(record).toContainText('剑星8210');
  const after = await post<{ roles: Array<{ roleId: string }>; balance: number }>(
    request,
    token,
    '/api/special/rebindUser/roles',
    { account: B },
  );
  expect(after.data.roles.map((r) => r.roleId)).toEqual(
    expect.arrayContaining(['102000000', '106000001', '107000002']),
  );
  expect(after.data.balance).toBe(80838);

  // the same migration again (the page was reloaded: the accounts typed again): nothing is left on A
  await page.fill('#migration-from', A);
  await page.fill('#migration-to', B);
  await page.click('#migration-preview');
  await expect(page.locator('#migration-refusal')).toContainText(`账号 ${A} 已没有可迁移的角色`);
  await expect(page.locator('#migration-preview-panel')).toHaveCount(0);
  await expect(page.locator('#migration-records tbody tr', { hasText: A })).toHaveCount(1);
});

test('a rebind is refused when B already has a role on the same server; viewer is refused', async ({
  browser,
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'ops');
  await page.goto('/special/rebind-user');
  await page.fill('#rebind-from', A);
  await page.fill('#rebind-to', C);
  await page.click('#rebind-load');
  const roles = page.locator('#rebind-roles');
  await expect(roles.locator('tbody tr')).toHaveCount(3);
  await roles.locator('tr', { hasText: '剑星8210' }).locator('input[type="checkbox"]').check();
  await page.click('#rebind-preview');

  const conflicts = page.locator('#rebind-conflicts');
  await expect(conflicts).toContainText(`账号 ${C} 在区服 s2 已有角色 星夜147（102000003）`);
  await expect(conflicts).toContainText('剑星8210（102000000）');
  await expect(page.locator('#rebind-moves')).toContainText('剑星8210');
  await expect(page.locator('#rebind-execute')).toBeDisabled();

  // the backend refuses it too, whatever the page shows, and nothing moved
  const direct = await post(request, token, '/api/special/rebindUser/execute', {
    from: A,
    to: C,
    roleIds: ['102000000'],
    reason: '绕过页面',
    changeReason: '绕过页面',
    token: 'x',
  });
  expect(direct.code).toBe('A0403');
  expect(direct.tips).toContain('s2');
  const still = await post<{ roles: Array<{ roleId: string }> }>(request, token, '/api/special/rebindUser/roles', {
    account: A,
  });
  expect(still.data.roles).toHaveLength(3);

  // viewer: every call of the rebind screen (the contract's list of them) is refused, and so is the screen
  const viewer = await apiLogin(request, 'viewer', ACCOUNTS.viewer);
  const paths = operations()
    .filter(([, o]) => o['x-screen'] === '/special/rebind-user')
    .map(([path]) => path);
  expect(paths.length).toBe(4);
  const body = {
    account: A,
    from: A,
    to: C,
    roleIds: ['102000000'],
    reason: '越权',
    changeReason: '越权',
    token: 'x',
    pageNum: 1,
    pageSize: 10,
  };
  for (const path of paths) expect((await post(request, viewer, path, body)).code, path).toBe('A0301');
  const context = await browser.newContext();
  const viewerPage = await context.newPage();
  await signIn(viewerPage, request, 'viewer');
  await viewerPage.goto('/special/rebind-user');
  await expect(viewerPage.getByText('你没有权限进入此页面')).toBeVisible();
  await expect(viewerPage.locator('#rebind-load')).toHaveCount(0);
  await context.close();
});

test('a holder of the emergency grant migrates at once: done, flagged for a second person on the welcome page', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/operate/userAccountMigration');
  await page.fill('#migration-from', A);
  await page.fill('#migration-to', B);
  await page.click('#migration-preview');
  await expect(page.locator('#migration-moves tbody tr')).toHaveCount(3);
  await page.fill('#migration-reason', '玩家投诉，紧急合并账号');
  await page.check('#migration-emergency');
  await page.click('#migration-execute');

  // applied at once: no request waits, the record is listed and B holds A's roles
  await expect(page.locator('#migration-records tr', { hasText: '玩家投诉，紧急合并账号' })).toContainText(A);
  await expect(page.locator('#change-request-queued')).toHaveCount(0);
  const moved = await post<{ balance: number }>(request, token, '/api/special/rebindUser/roles', { account: B });
  expect(moved.data.balance).toBe(80838);
  const flagged = await post<{
    list: Array<{ id: number; emergency: boolean; acknowledgedBy: string; reason: string }>;
  }>(request, token, '/api/mng/changeRequest/page', { pageNum: 1, pageSize: 1, view: 'mine', emergency: true });
  expect(flagged.data.list[0]).toMatchObject({ emergency: true, acknowledgedBy: '', reason: '玩家投诉，紧急合并账号' });

  // listed for a second person until acknowledged (ops approves operations' changes)
  const ops = await apiLogin(request, 'ops', ACCOUNTS.ops);
  const waiting = await post<{ unacknowledged: number }>(request, ops, '/api/mng/changeRequest/count', {});
  expect(waiting.data.unacknowledged).toBe(1);
  await page.goto('/welcome');
  await expect(page.locator('#welcome-emergency li', { hasText: '玩家投诉，紧急合并账号' })).toBeVisible();
});
