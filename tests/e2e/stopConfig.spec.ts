import { expect } from '@playwright/test';
import { apiLogin, ACCOUNTS, resetBackend, signIn, apiPost as post, test } from './support';

/**
 * Issue 11, bans (/operate/stopConfig): a CSV of bans with a bad row, an unknown target and a duplicate of a ban in
 * force is previewed row by row; the good rows are imported; the check then says banned; the ban lifted with a
 * reason, the check says not banned. Seeded accounts of game 1 are xhcs_00001 … xhcs_10000 (mock/players).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const CSV = [
  'targetType,target,scopes,start,end,reason',
  'account,xhcs_00011,login|pay,,,外挂',
  'account,xhcs_00012,chat,明天,,刷屏',
  'account,xhcs_00013,login,,,重复封禁',
  'account,nobody_e2e,login,,,外挂',
  'ip,116.2.3.4,register,,,代理',
].join('\r\n');

test('a CSV of bans is previewed row by row, the good rows imported, checked, then lifted', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  expect(games[0].id).toBe(1);
  const first = await post<{ id: number }>(request, token, '/api/operate/stopConfig/add', {
    targetType: 'account',
    target: 'xhcs_00013',
    scopes: ['login'],
    reason: '已有封禁',
  });
  expect(first.code).toBe('00000');

  await page.goto('/operate/stopConfig');
  await expect(page.locator('#ban-table')).toBeVisible();
  await page.click('#ban-import');
  await page
    .locator('.ant-drawer input[type=file]')
    .setInputFiles({ name: 'bans.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });

  await expect(page.locator('#ban-import-summary')).toContainText('2 行可导入，3 行有问题');
  await expect(page.locator('#ban-import-row-2')).toContainText('可导入');
  await expect(page.locator('#ban-import-row-3')).toContainText('值错误');
  await expect(page.locator('#ban-import-row-3')).toContainText('start：明天 不是时间');
  await expect(page.locator('#ban-import-row-4')).toContainText('重复');
  await expect(page.locator('#ban-import-row-4')).toContainText(`与封禁 #${first.data.id}`);
  await expect(page.locator('#ban-import-row-5')).toContainText('目标不存在');
  await expect(page.locator('#ban-import-row-6')).toContainText('可导入');
  // the preview saved nothing
  const before = await post<Array<unknown>>(request, token, '/api/operate/stopConfig/check', {
    targetType: 'account',
    target: 'xhcs_00011',
    scope: 'login',
  });
  expect(before.data).toMatchObject({ banned: false, known: true });

  await page.click('#ban-import-submit');
  await expect(page.getByText('已导入 2 条封禁，跳过 3 行')).toBeVisible();
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  const row = page.locator('#ban-table tr', { hasText: 'xhcs_00011' });
  await expect(row).toContainText('生效中');
  await expect(page.locator('#ban-table tr', { hasText: 'xhcs_00012' })).toHaveCount(0);

  // the check says banned (defaults: account, sign-in, now)
  await page.fill('#ban-check-target', 'xhcs_00011');
  await page.click('#ban-check-submit');
  await expect(page.locator('#ban-check-verdict')).toContainText('已封禁');
  await expect(page.locator('#ban-check-verdict')).toContainText('外挂');
  // the player's contact is masked
  await expect(page.locator('#ban-check-answer')).toContainText(/\d{3}\*{4}\d{4}|\*{3}@/);

  // lifted with a reason: the check says not banned
  await row.getByText('解除', { exact: true }).click();
  await page.fill('#ban-lift-reason', '误封，已核实');
  await page.click('#ban-lift-submit');
  await expect(row).toContainText('已解除');
  await expect(row).toContainText('误封，已核实');
  await page.click('#ban-check-submit');
  await expect(page.locator('#ban-check-verdict')).toContainText('未封禁');
});

test('viewer has no bans screen and the backend refuses its calls; ops runs it', async ({ page, request }) => {
  const { token, games } = await signIn(page, request, 'viewer');
  await page.goto('/operate/stopConfig');
  await expect(page.getByText('你没有权限进入此页面')).toBeVisible();
  await expect(page.locator('#ban-table')).toHaveCount(0);
  const body = { targetType: 'account', target: 'xhcs_00021', scopes: ['login'], reason: 'x' };
  const refused = await post(request, token, '/api/operate/stopConfig/add', body, games[0].id);
  expect(refused.code).toBe('A0301');
  const ops = await apiLogin(request, 'ops', ACCOUNTS.ops);
  expect((await post(request, ops, '/api/operate/stopConfig/add', body, games[0].id)).code).toBe('00000');
});

test('an import of more targets than the contract lets through asks a reason and is queued for approval', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  // 101 IPs (any valid IP is a known target): one more than banImportNeedsApproval lets through without approval
  const many = [
    'targetType,target,scopes,start,end,reason',
    ...Array.from({ length: 101 }, (_, i) => `ip,10.9.${Math.floor(i / 200)}.${(i % 200) + 1},login,,,批量代理`),
  ].join('\r\n');
  await page.goto('/operate/stopConfig');
  await page.click('#ban-import');
  await page
    .locator('.ant-drawer input[type=file]')
    .setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(many, 'utf8') });
  await expect(page.locator('#ban-import-summary')).toContainText('101 行可导入');
  await page.click('#ban-import-submit');
  // the reason is required before anything is sent
  await expect(page.locator('#ban-import-approval')).toContainText('请填写变更原因（至少 2 个字）');
  await expect(page.locator('#change-request-queued')).toHaveCount(0);
  await page.fill('#ban-import-changeReason', '代理 IP 段批量封禁');
  await page.click('#ban-import-submit');
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  // nothing banned yet: it waits for a second person
  const check = await post(request, token, '/api/operate/stopConfig/check', {
    targetType: 'ip',
    target: '10.9.0.1',
    scope: 'login',
  });
  expect(check.data).toMatchObject({ banned: false });
});
