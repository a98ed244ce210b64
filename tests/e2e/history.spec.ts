import { expect } from '@playwright/test';
import { approveByApi, firstPayConfig, resetBackend, signIn, apiPost as post, test, dialogSettled } from './support';

/**
 * Issue 12, configuration history: a pay configuration changed on its screen, its history opened, the difference of
 * the two versions shown field by field (secrets only as changed / unchanged), a rollback with a required reason; the
 * screen then shows the old value and the history a third version.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a pay configuration changed, its diff shown, rolled back with a reason: the old value and a third version', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const wechat = await firstPayConfig<{ id: number; merchantId: string; apiKey: string }>(
    request,
    token,
    'wechat',
    games[0].id,
  );
  const oldMerchant = wechat.merchantId;

  await page.goto('/pay/payConfig');
  await page.click(`#pay-config-edit-${wechat.id}`);
  await expect(page).toHaveURL(new RegExp(`/pay/payConfig/create\\?id=${wechat.id}$`));
  await page.fill('#pay-config-merchantId', 'WX-E2E-CHANGED');
  await page.fill('#pay-config-changeReason', '切换到新商户号');
  await page.click('#pay-config-submit');
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  // a risky change (issue 34): applied once a second person approves it
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await approveByApi(request, token);
  await page.reload();
  const row = page.locator('#pay-config-table tr', { hasText: 'WX-E2E-CHANGED' });
  await expect(row).toBeVisible();

  await row.locator(`#history-payConfig-${wechat.id}`).click();
  const drawer = page.locator('.history-drawer');
  const versions = drawer.locator('#history-versions tbody tr.ant-table-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('v2');
  await expect(versions.nth(0)).toContainText('修改');
  await expect(versions.nth(0)).toContainText('切换到新商户号');
  await expect(versions.nth(1)).toContainText('初始状态');
  // the newest two are compared at once: the changed field by the screen's label, the keys only as unchanged
  await expect(drawer).toContainText('v1 与 v2 的差异');
  const diff = drawer.locator('#history-diff');
  const merchantRow = diff.locator('tr', { hasText: '商户号' });
  await expect(merchantRow).toContainText(oldMerchant);
  await expect(merchantRow).toContainText('WX-E2E-CHANGED');
  await expect(diff.locator('tr', { hasText: 'API 密钥' })).toContainText('未变化');
  await expect(drawer).not.toContainText('hmac');

  await drawer.locator('#history-rollback-1').click();
  await dialogSettled(page);
  await page.click('#history-rollback-submit');
  await expect(page.getByText('请填写回滚原因（至少 2 个字）')).toBeVisible();
  await page.fill('#history-rollback-reason', '商户号填错，恢复上线时的配置');
  // the record's save is a risky change (issue 34): admin, holding the emergency grant, rolls back at once
  await page.check('#history-rollback-emergency');
  await page.click('#history-rollback-submit');
  await expect(page.getByText('已回滚，新版本 v3')).toBeVisible();

  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('v3');
  await expect(versions.nth(0)).toContainText('回滚 ← v1');
  await expect(versions.nth(0)).toContainText('商户号填错，恢复上线时的配置');
  await expect(drawer).toContainText('v1 与 v3 的差异');
  await expect(drawer.locator('#history-diff-equal')).toBeVisible();

  await drawer.locator('.ant-drawer-close').click();
  await expect(page.locator('#pay-config-table tr', { hasText: oldMerchant })).toBeVisible();
  await expect(page.locator('#pay-config-table')).not.toContainText('WX-E2E-CHANGED');

  const logs = await post<{ list: Array<{ target: string; before: { merchantId: string } }> }>(
    request,
    token,
    '/api/mng/oplog/page',
    { pageNum: 1, pageSize: 5, module: 'history', action: 'rollback' },
    games[0].id,
  );
  expect(logs.data.list[0].target).toContain('商户号填错');
  expect(logs.data.list[0].before.merchantId).toBe('WX-E2E-CHANGED');
});

test('an app key rotated with a 修改说明: the history shows it as the new version’s reason, the secret only as changed', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const keys = await post<{ list: Array<{ id: number; gameName: string }> }>(request, token, '/api/mng/key/page', {
    pageNum: 1,
    pageSize: 10,
  });
  const key = keys.data.list[0];

  await page.goto('/unity/keyConfig');
  await page.click(`#key-rotate-payKey-${key.id}`);
  await page.fill('#key-rotate-changeReason', '支付密钥疑似泄露，按安全要求轮换');
  // a rotation is a risky change (docs/rules.md "Change requests"): admin, holding the emergency grant, applies it at once
  await page.check('#key-rotate-emergency');
  await page.click('#key-rotate-submit');
  await expect(page.locator('.ant-message')).toContainText('已轮换');

  await page.click(`#history-appKey-${key.id}`);
  const drawer = page.locator('.history-drawer');
  const versions = drawer.locator('#history-versions tbody tr.ant-table-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('v2');
  await expect(versions.nth(0)).toContainText('支付密钥疑似泄露，按安全要求轮换');
  await expect(versions.nth(1)).toContainText('初始状态');
  await expect(drawer.locator('#history-diff tr', { hasText: '支付密钥' })).toContainText('已变化');
  await expect(drawer.locator('#history-diff tr', { hasText: 'App Secret' })).toContainText('未变化');
});

test('a deleted common config: its history reached from 已删除记录的历史, rolled back, and the key is in the list again', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const add = await post<{ id: number }>(request, token, '/api/mng/commonConfig/add', {
    key: 'e2e.deleted.banner',
    value: 'spring',
    type: 'string',
    scopeGameId: 0,
  });
  expect(add.code).toBe('00000');
  expect((await post(request, token, '/api/mng/commonConfig/delete', { id: add.data.id })).code).toBe('00000');

  await page.goto('/dic/commonConfig');
  await expect(page.locator('#config-table .ant-table-row').first()).toBeVisible();
  await expect(page.locator('#config-table')).not.toContainText('e2e.deleted.banner');
  await page.click('#deleted-commonConfig');
  const gone = page.locator('#deleted-commonConfig-table tr', { hasText: 'e2e.deleted.banner' });
  await expect(gone).toBeVisible();
  await gone.locator(`#deleted-commonConfig-history-${add.data.id}`).click();

  const drawer = page.locator('.history-drawer');
  const versions = drawer.locator('#history-versions tbody tr.ant-table-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('删除');
  await expect(drawer.locator('#history-deleted')).toContainText('沿用原 id');
  await drawer.locator('#history-rollback-1').click();
  await dialogSettled(page);
  await page.fill('#history-rollback-reason', '误删，恢复春节横幅');
  await page.click('#history-rollback-submit');
  await expect(page.getByText('已回滚，新版本 v3')).toBeVisible();
  await expect(versions.nth(0)).toContainText('回滚 ← v1');
  await expect(drawer.locator('#history-deleted')).toHaveCount(0);

  await drawer.locator('.ant-drawer-close').click();
  await expect(page.locator('#deleted-commonConfig-table')).not.toContainText('e2e.deleted.banner');
  await page.locator('.deleted-records-drawer .ant-drawer-close').click();
  await expect(page.locator('#config-table tr', { hasText: 'e2e.deleted.banner' })).toBeVisible();
});
