import { expect, type Browser, type APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  approveByApi,
  apiPost as post,
  firstPayConfig,
  myGames,
  resetBackend,
  seedSession,
  signIn,
  test,
} from './support';

/**
 * docs/rules.md "Request ids and versions" in the built console: two people on one pay configuration (the later save
 * is refused naming who saved and when, keeps what was typed, shows the difference, and re-applied on the latest
 * version it saves without losing the first change); a refund application whose answer is lost and which is sent
 * again applies one refund. The browser runs far from the business zone.
 */
const ZONE = 'America/Sao_Paulo';
test.use({ timezoneId: ZONE });

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** A second person's own browser (another session), in the same zone. */
async function secondPerson(browser: Browser, request: APIRequestContext, account: string) {
  const token = await apiLogin(request, account, `${account}123`);
  const gameId = String((await myGames(request, token))[0].id);
  const context = await browser.newContext({ timezoneId: ZONE, locale: 'zh-CN' });
  const page = await context.newPage();
  await seedSession(page, token, gameId);
  return { page, context, token };
}

/** 'YYYY-MM-DD HH:mm:ss UTC+08:00' (the business zone, Asia/Shanghai), as the backend's message writes it. */
const chinaTime = (ms: number) =>
  `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} UTC+08:00`;

type Config = { id: number; merchantId: string; notifyUrl: string; recordVersion: number; savedAt: number };

test('two people save one pay configuration: the later save is refused, kept, compared and re-applied', async ({
  page,
  request,
  browser,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const gameId = games[0].id;
  const wechat = () => firstPayConfig<Config>(request, token, 'wechat', gameId);
  const config = await wechat();
  const edit = `/pay/payConfig/create?id=${config.id}`;

  // 张伟 opens the configuration first, then 周建国 opens it, changes the merchant and saves
  const zhang = await secondPerson(browser, request, 'zhangwei');
  await zhang.page.goto(edit);
  await expect(zhang.page.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  await page.goto(edit);
  await expect(page.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  await page.fill('#pay-config-merchantId', 'WX-ZHOU-2026');
  // a risky change (issue 34): asked with a reason, saved as 周建国's once a second person approves it
  await page.fill('#pay-config-changeReason', '更换微信商户');
  await page.click('#pay-config-submit');
  await expect(page).toHaveURL(/\/pay\/payConfig$/);
  await expect(page.locator('#change-request-queued')).toBeVisible();
  await approveByApi(request, token);
  const saved = await wechat();
  expect(saved).toMatchObject({ merchantId: 'WX-ZHOU-2026', recordVersion: config.recordVersion + 1 });

  // 张伟, still on the version he opened, changes the notify URL and saves: refused, with who and when
  const zp = zhang.page;
  await zp.fill('#pay-config-notifyUrl', 'https://pay.example.com/zhang');
  await zp.fill('#pay-config-changeReason', '更换通知地址');
  await zp.click('#pay-config-submit');
  const notice = zp.locator('#pay-config-stale');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    `周建国 已于 ${chinaTime(saved.savedAt)} 保存了这条记录（第 ${saved.recordVersion} 版）`,
  );
  await expect(notice).toContainText(`你打开的是第 ${config.recordVersion} 版`);
  // one message: the form's, not a notice of the global handler as well
  await expect(zp.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(zp).toHaveURL(new RegExp(`/pay/payConfig/create\\?id=${config.id}$`));
  // what he typed is still there, and the difference names both fields with who changed them
  await expect(zp.locator('#pay-config-notifyUrl')).toHaveValue('https://pay.example.com/zhang');
  await expect(zp.locator('#pay-config-merchantId')).toHaveValue(config.merchantId);
  const diff = zp.locator('#pay-config-stale-diff');
  const merchantRow = diff.locator('tr', { hasText: 'WX-ZHOU-2026' });
  await expect(merchantRow).toContainText(config.merchantId);
  await expect(merchantRow).toContainText('对方修改');
  const urlRow = diff.locator('tr', { hasText: 'https://pay.example.com/zhang' });
  await expect(urlRow).toContainText(config.notifyUrl);
  await expect(urlRow).toContainText('你的修改');
  expect((await wechat()).notifyUrl).toBe(config.notifyUrl);

  // re-applied on the latest version: 周建国's merchant, 张伟's URL; the save goes through
  await zp.click('#pay-config-stale-reapply');
  await expect(notice).toHaveCount(0);
  await expect(zp.locator('#pay-config-merchantId')).toHaveValue('WX-ZHOU-2026');
  await expect(zp.locator('#pay-config-notifyUrl')).toHaveValue('https://pay.example.com/zhang');
  await zp.click('#pay-config-submit');
  await expect(zp).toHaveURL(/\/pay\/payConfig$/);
  await expect(zp.locator('#change-request-queued')).toBeVisible();
  await approveByApi(request, zhang.token);
  expect(await wechat()).toMatchObject({
    merchantId: 'WX-ZHOU-2026',
    notifyUrl: 'https://pay.example.com/zhang',
    recordVersion: config.recordVersion + 2,
  });
  await zhang.context.close();
});

test('a refund application sent again after its answer was lost applies one refund', async ({ page, request }) => {
  const { token, games } = await signIn(page, request, 'admin');
  const gameId = games[0].id;
  const page1 = await post<{ list: Array<{ orderNo: string; amount: number; refundedAmount: number }> }>(
    request,
    token,
    '/api/order/flow/page',
    { pageNum: 1, pageSize: 100, status: 'delivered' },
    gameId,
  );
  const order = page1.data.list.find((o) => o.amount >= 1000 && o.refundedAmount === 0);
  expect(order, 'seed: a delivered order with nothing refunded').toBeDefined();
  const orderNo = (order as { orderNo: string }).orderNo;
  const refunds = async () =>
    (
      await post<{ list: Array<{ amount: number }> }>(
        request,
        token,
        '/api/order/refund/page',
        { pageNum: 1, pageSize: 20, orderNo },
        gameId,
      )
    ).data.list;
  expect(await refunds()).toEqual([]);

  // the first answer is lost on its way back (the backend did apply the refund); the operator presses submit again
  const sent: string[] = [];
  let first = true;
  await page.route('**/api/order/refund/apply', async (route) => {
    sent.push(route.request().headers()['x-request-id'] ?? '');
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/order/flow?orderNo=${orderNo}`);
  await page.locator(`#order-open-${orderNo}`).click();
  await page.locator('#order-refund-open').click();
  await expect(page.locator('#order-refund-refundable')).not.toContainText('…');
  await page.fill('#order-refund-amount', '1.00');
  await page.fill('#order-refund-reason', '玩家反馈重复扣款');
  await page.locator('#order-refund-submit').click();
  await expect.poll(() => sent.length).toBe(1);
  // the dialog keeps what was typed; the second press is the same application
  await expect(page.locator('#order-refund-amount')).toHaveValue('1.00');
  await page.locator('#order-refund-submit').click();
  await expect(page.getByText('退款申请已提交，等待审核')).toBeVisible();
  // one refund, and both presses carried the dialog's one request id
  expect((await refunds()).map((r) => r.amount)).toEqual([100]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('a list’s edit dialog (common config) keeps a stale save in the dialog and re-applies it', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signIn(page, request, 'admin');
  type Row = { id: number; key: string; type: string; value: string; description: string; recordVersion: number };
  const firstPage = async () =>
    (await post<{ list: Row[] }>(request, token, '/api/mng/commonConfig/page', { pageNum: 1, pageSize: 10 })).data.list;
  const row = (await firstPage()).find((r) => r.type === 'string' || r.type === 'number');
  expect(row, 'seed: a text or number config on the first page').toBeDefined();
  const config = row as Row;

  // 张伟 opens the row's edit dialog and changes the description
  const zhang = await secondPerson(browser, request, 'zhangwei');
  const zp = zhang.page;
  await zp.goto('/dic/commonConfig');
  await zp.click(`#config-table-edit-${config.id}`);
  await expect(zp.locator('#config-edit-description')).toBeVisible();
  await zp.fill('#config-edit-description', '张伟写的说明');
  // meanwhile 周建国 changes its value
  const value = config.type === 'number' ? '4242' : 'zhou-value';
  const saved = await post(request, token, '/api/mng/commonConfig/edit', {
    id: config.id,
    value,
    baseVersion: config.recordVersion,
  });
  expect(saved.code).toBe('00000');
  const dialog = zp.locator('.ant-modal-content:visible');
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  const notice = zp.locator(`#config-table-stale-${config.id}`);
  await expect(notice).toContainText('周建国 已于');
  await expect(zp.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(zp.locator('#config-edit-description')).toHaveValue('张伟写的说明');
  await expect(notice.locator('tr', { hasText: value })).toContainText('对方修改');
  await expect(notice.locator('tr', { hasText: '张伟写的说明' })).toContainText('你的修改');
  await zp.click(`#config-table-stale-${config.id}-reapply`);
  await expect(zp.locator('#config-edit-value')).toHaveValue(value);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
  const after = (await firstPage()).find((r) => r.id === config.id);
  expect(after).toMatchObject({ value, description: '张伟写的说明', recordVersion: config.recordVersion + 2 });
  await zhang.context.close();
});
