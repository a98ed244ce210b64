import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  apiPost as post,
  approveByApi,
  firstPayConfig,
  myGames,
  resetBackend,
  seedSession,
  setBusinessClock,
  signIn,
  test,
  queuedId,
} from './support';

/**
 * Issue 34, four eyes on risky live changes, in the built console with two people in two browsers: admin asks for a
 * pay configuration change (a reason required), hefeng (finance, who approves the pay area's changes) sees it counted
 * in the header, opens it from there and approves it; the record then holds the change, and its history and the
 * operation log link to the request. A rejection needs a comment and is shown to the person who asked; a request is
 * withdrawn by its own requester, who is never offered to approve it. An emergency change applies at once and is
 * acknowledged by a second person from the welcome page. The browsers run far from the business zone.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

type Config = { id: number; merchantId: string; recordVersion: number };

/** The second person's own browser (another session), signed in by API. */
async function secondPerson(browser: Browser, request: APIRequestContext, account: keyof typeof ACCOUNTS) {
  const token = await apiLogin(request, account, ACCOUNTS[account]);
  const gameId = String((await myGames(request, token))[0].id);
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, token, gameId);
  return { page, token, context };
}

/** The header's count of the requests waiting for the signed-in person. */
const badge = (page: Page) => page.locator('#header-approvals');

/** Asks for a pay configuration's merchant id to change, on its edit page, with a reason; answers the request id. */
async function askMerchantChange(page: Page, config: Config, merchantId: string, reason: string): Promise<number> {
  await page.goto(`/pay/payConfig/create?id=${config.id}`);
  await expect(page.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  await page.fill('#pay-config-merchantId', merchantId);
  await page.fill('#pay-config-changeReason', reason);
  await page.click('#pay-config-submit');
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  return queuedId(page);
}

/**
 * admin asks for the first wechat configuration's merchant id to change; 何峰 (finance) opens the request's drawer in
 * a browser of her own.
 */
async function askedAndOpened(
  { page, request, browser }: { page: Page; request: APIRequestContext; browser: Browser },
  merchantId: string,
  reason: string,
) {
  const { token, games } = await signIn(page, request, 'admin');
  const config = await firstPayConfig<Config>(request, token, 'wechat', games[0].id);
  const id = await askMerchantChange(page, config, merchantId, reason);
  const finance = await secondPerson(browser, request, 'hefeng');
  await finance.page.goto(`/approvals?id=${id}`);
  return { token, games, config, id, finance, drawer: finance.page.locator('.approvals-drawer') };
}

test('a pay configuration change asked by one person, approved by another: applied, linked from its history and the log', async ({
  page,
  request,
  browser,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  // 林娜's seeded request expires at the end of the seed's day: the backend is held on that day, however close to
  // China's midnight the run is (a run that crossed it counted 0)
  await setBusinessClock(request, token, 12);
  const config = await firstPayConfig<Config>(request, token, 'wechat', games[0].id);
  const finance = await secondPerson(browser, request, 'hefeng');
  await finance.page.goto('/welcome');
  // the count once read: 林娜's seeded pay request waits for him
  await expect(badge(finance.page)).toHaveAttribute('data-count', '1');
  const before = Number(await badge(finance.page).getAttribute('data-count'));

  // the reason is required: nothing is sent without it, and the form keeps what was typed
  await page.goto(`/pay/payConfig/create?id=${config.id}`);
  await expect(page.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  await page.fill('#pay-config-merchantId', 'WX-CR-2026');
  await page.click('#pay-config-submit');
  await expect(page.getByText('请填写变更原因（至少 2 个字）')).toBeVisible();
  await expect(page.locator('#pay-config-merchantId')).toHaveValue('WX-CR-2026');
  await page.fill('#pay-config-changeReason', '微信支付更换商户主体');
  await page.click('#pay-config-submit');

  // the form closes with the notice naming the request; nothing is applied yet, the record says a change waits
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  const id = await queuedId(page);
  await expect(page.locator('.ant-notification')).toContainText(`变更已提交审批：申请 #${id}`);
  const row = page.locator('#pay-config-table tr', { hasText: config.merchantId });
  await expect(row.locator(`#pay-config-${config.id}-pending-${id}`)).toHaveText(`待审批的变更 #${id}`);
  expect((await firstPayConfig<Config>(request, token, 'wechat', games[0].id)).merchantId).toBe(config.merchantId);

  // the approver's header counts it and leads to it
  await finance.page.reload();
  await expect(badge(finance.page)).toHaveAttribute('data-count', String(before + 1));
  await badge(finance.page).click();
  await expect(finance.page).toHaveURL(/\/approvals$/);
  const waiting = finance.page.locator('#approvals-waiting');
  const asked = waiting.locator('tr', { has: finance.page.locator(`#approvals-waiting-view-${id}`) });
  await expect(asked).toContainText('微信支付更换商户主体');
  await expect(asked).toContainText('周建国');
  await expect(asked).toContainText('待审批');
  await waiting.locator(`#approvals-waiting-view-${id}`).click();
  const drawer = finance.page.locator('.approvals-drawer');
  await expect(drawer).toContainText(`变更申请 #${id}`);
  await expect(drawer.locator('#approvals-drawer-reason')).toHaveText('微信支付更换商户主体');
  // the field named as the contract names it, not by its key
  const merchantRow = drawer.locator('#approvals-diff tr', { hasText: '商户号' });
  await expect(merchantRow).toContainText(config.merchantId);
  await expect(merchantRow).toContainText('WX-CR-2026');
  await finance.page.click('#approvals-approve');
  await expect(finance.page.getByText(`已批准申请 #${id}，变更已生效`)).toBeVisible();
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('已生效');
  // the count follows the decision at once
  await expect(badge(finance.page)).toHaveAttribute('data-count', String(before));

  // the record holds the change, marked no more; its history and the operation log link to the request
  await page.goto('/pay/payConfig');
  const changed = page.locator('#pay-config-table tr', { hasText: 'WX-CR-2026' });
  await expect(changed).toBeVisible();
  await expect(changed.locator(`#pay-config-${config.id}-pending-${id}`)).toHaveCount(0);
  await changed.locator(`#history-payConfig-${config.id}`).click();
  const versions = page.locator('.history-drawer #history-versions tbody tr.ant-table-row');
  // the new version's reason names the request and its approver (docs/rules.md "Change requests")
  await expect(versions.nth(0)).toContainText(`微信支付更换商户主体（变更申请 #${id}，何峰 批准）`);
  // and links to it
  await expect(versions.nth(0).locator(`a[href="/approvals?id=${id}"]`)).toBeVisible();
  await page.goto('/oplog');
  const linked = page.locator(`#oplog-table a[href="/approvals?id=${id}"]`);
  // asked, applied (as the person who asked), approved
  await expect(linked).toHaveCount(3);
  await linked.first().click();
  await expect(page).toHaveURL(new RegExp(`/approvals\\?id=${id}$`));
  await expect(page.locator('.approvals-drawer #approvals-drawer-status')).toHaveText('已生效');
  await finance.context.close();
});

test('a rejection needs a comment and shows to the person who asked; an own request is withdrawn, never approved', async ({
  page,
  request,
  browser,
}) => {
  const {
    token,
    games,
    config,
    id: rejected,
    finance,
    drawer,
  } = await askedAndOpened({ page, request, browser }, 'WX-REJECT-1', '测试驳回');
  await expect(drawer.locator('#approvals-drawer-reason')).toHaveText('测试驳回');
  await finance.page.click('#approvals-reject');
  await expect(finance.page.getByText('驳回须填写审批意见')).toBeVisible();
  await finance.page.fill('#approvals-comment', '商户主体尚未签约');
  await finance.page.click('#approvals-reject');
  await expect(finance.page.getByText(`已驳回申请 #${rejected}`)).toBeVisible();
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('已驳回');
  await finance.context.close();

  // the person who asked sees it rejected, with the comment; nothing was applied
  await page.goto('/approvals');
  await page.click('#approvals-tab-mine');
  const mine = page.locator('#approvals-mine');
  await expect(mine.locator('tr', { has: page.locator(`#approvals-mine-view-${rejected}`) })).toContainText('已驳回');
  await mine.locator(`#approvals-mine-view-${rejected}`).click();
  await expect(page.locator('.approvals-drawer #approvals-drawer-comment')).toHaveText('商户主体尚未签约');
  expect((await firstPayConfig<Config>(request, token, 'wechat', games[0].id)).merchantId).toBe(config.merchantId);

  // a second request, withdrawn by its requester: no approve or reject for it, only withdraw
  const withdrawn = await askMerchantChange(page, config, 'WX-WITHDRAW-1', '测试撤回');
  await page.goto(`/approvals?id=${withdrawn}`);
  const own = page.locator('.approvals-drawer');
  await expect(own.locator('#approvals-own')).toBeVisible();
  await expect(own.locator('#approvals-approve')).toHaveCount(0);
  await expect(own.locator('#approvals-reject')).toHaveCount(0);
  // the backend refuses an own approval too
  const read = await post<{ recordVersion: number }>(request, token, '/api/mng/changeRequest/get', { id: withdrawn });
  const refused = await post(request, token, '/api/mng/changeRequest/approve', {
    id: withdrawn,
    baseVersion: read.data.recordVersion,
    comment: '',
  });
  expect(refused.code).toBe('A0403');
  await page.click('#approvals-withdraw');
  await expect(page.getByText(`已撤回申请 #${withdrawn}`)).toBeVisible();
  await expect(own.locator('#approvals-drawer-status')).toHaveText('已撤回');
  await expect(own.locator('#approvals-withdraw')).toHaveCount(0);
});

test('an emergency change applies at once and is acknowledged by a second person from the welcome page', async ({
  page,
  request,
  browser,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const config = await firstPayConfig<Config>(request, token, 'wechat', games[0].id);
  await page.goto(`/pay/payConfig/create?id=${config.id}`);
  await expect(page.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  await page.fill('#pay-config-merchantId', 'WX-URGENT-1');
  await page.check('#pay-config-emergency');
  // the emergency path still needs its reason
  await page.click('#pay-config-submit');
  await expect(page.getByText('请填写变更原因（至少 2 个字）')).toBeVisible();
  await page.fill('#pay-config-changeReason', '商户号被冻结，紧急切换');
  await page.click('#pay-config-submit');
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  await expect(page.locator('#pay-config-table tr', { hasText: 'WX-URGENT-1' })).toBeVisible();

  // the person who made it sees it waiting for someone else
  await page.goto('/welcome');
  const listed = page.locator('#welcome-emergency li', { hasText: '商户号被冻结，紧急切换' });
  await expect(listed).toContainText('须由另一人确认');
  await expect(listed.locator('button')).toHaveCount(0);

  const finance = await secondPerson(browser, request, 'hefeng');
  await finance.page.goto('/welcome');
  const theirs = finance.page.locator('#welcome-emergency li', { hasText: '商户号被冻结，紧急切换' });
  await expect(theirs).toContainText('周建国');
  await theirs.locator('button[id^="welcome-emergency-ack-"]').click();
  await expect(finance.page.getByText(/已确认紧急变更 #\d+/)).toBeVisible();
  await expect(theirs).toHaveCount(0);
  const acknowledged = await post<{ list: Array<{ acknowledgedBy: string }> }>(
    request,
    token,
    '/api/mng/changeRequest/page',
    { pageNum: 1, pageSize: 1, view: 'mine', emergency: true },
  );
  expect(acknowledged.data.list[0].acknowledgedBy).toBe('何峰');
  await finance.context.close();
});

test('a request someone else decided meanwhile: the later approval is refused as stale, saying who, and applies nothing twice', async ({
  page,
  request,
  browser,
}) => {
  const { token, games, config, id, finance, drawer } = await askedAndOpened(
    { page, request, browser },
    'WX-TWICE-1',
    '测试并发审批',
  );
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('待审批');
  // 张伟 (admin role, approves every area) approves it first, by API
  const decided = await approveByApi(request, token, { id, approver: 'zhangwei' });
  expect(decided.status).toBe('approved');

  await finance.page.fill('#approvals-comment', '同意');
  await finance.page.click('#approvals-approve');
  const notice = drawer.locator('#approvals-stale');
  await expect(notice).toContainText('张伟 已于');
  // one message: the drawer's, not a notification of the global handler as well
  await expect(finance.page.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('已生效');
  await expect(drawer.locator('#approvals-approve')).toHaveCount(0);
  const after = await firstPayConfig<Config>(request, token, 'wechat', games[0].id);
  expect(after).toMatchObject({ merchantId: 'WX-TWICE-1', recordVersion: config.recordVersion + 1 });
  await finance.context.close();
});

test('an outdated request is resubmitted by its requester on the latest version: their field asked again, the other change kept', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const gameId = games[0].id;
  type Full = Config & { notifyUrl: string; feeRateBp: number; remark: string };
  const config = await firstPayConfig<Full>(request, token, 'wechat', gameId);
  const asked = await askMerchantChange(page, config, 'WX-AGAIN-1', '更换商户号');
  // meanwhile another change of the same record (its remark) is asked and approved first
  const other = await post<{ changeRequest: { id: number } }>(
    request,
    token,
    '/api/mng/payConfig/edit',
    {
      id: config.id,
      baseVersion: config.recordVersion,
      merchantId: config.merchantId,
      notifyUrl: config.notifyUrl,
      feeRateBp: config.feeRateBp,
      remark: '备注已由另一申请修改',
      changeReason: '更新备注',
    },
    gameId,
  );
  await approveByApi(request, token, { id: other.data.changeRequest.id });
  expect((await approveByApi(request, token, { id: asked })).status).toBe('outdated');

  await page.goto(`/approvals?id=${asked}`);
  const drawer = page.locator('.approvals-drawer');
  await expect(drawer.locator('#approvals-outdated')).toBeVisible();
  const section = drawer.locator('#approvals-resubmit');
  // only the request's own field is asked again; the other change is not undone
  await expect(section.locator('#approvals-resubmit-diff')).toContainText('WX-AGAIN-1');
  await expect(section.locator('#approvals-resubmit-diff')).not.toContainText('备注已由另一申请修改');
  await expect(page.locator('#approvals-resubmit-changeReason')).toHaveValue('更换商户号');
  // a new reason is required: emptied, nothing is sent
  await page.fill('#approvals-resubmit-changeReason', '');
  await page.click('#approvals-resubmit-send');
  await expect(section.locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('已失效（记录已变）');
  await page.fill('#approvals-resubmit-changeReason', '商户号在最新版本上重新申请');

  await page.click('#approvals-resubmit-send');
  // the new request opens in its place, linked to the old one
  await expect(drawer.locator(`#approvals-resubmit-of-request-${asked}`)).toBeVisible();
  await expect(drawer.locator('#approvals-drawer-status')).toHaveText('待审批');
  await expect(drawer.locator('#approvals-drawer-reason')).toHaveText('商户号在最新版本上重新申请');
  const fresh = await post<{ list: Array<{ id: number; resubmitOf: number }> }>(
    request,
    token,
    '/api/mng/changeRequest/page',
    { pageNum: 1, pageSize: 1, view: 'mine', status: 'pending' },
  );
  const next = fresh.data.list[0];
  expect(next.resubmitOf).toBe(asked);

  expect((await approveByApi(request, token, { id: next.id })).status).toBe('approved');
  const after = await firstPayConfig<Full>(request, token, 'wechat', gameId);
  expect(after).toMatchObject({ merchantId: 'WX-AGAIN-1', remark: '备注已由另一申请修改' });
});

test('the difference names each field in the operator’s language', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  // the seed's second request: 林娜 asks the alipay fee rate down from 60 to 55 basis points
  await page.goto('/approvals?id=2');
  const diff = page.locator('.approvals-drawer #approvals-diff');
  for (const [locale, label] of [
    ['en-US', 'Fee rate'],
    ['pt-BR', 'Taxa'],
    ['zh-TW', '費率'],
    ['zh-CN', '费率'],
  ]) {
    await page.evaluate((l) => window.localStorage.setItem('umi_locale', l), locale);
    await page.reload();
    await expect(diff, locale).toContainText(label);
    await expect(diff, locale).toContainText('55');
  }
});
