import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, requestId, resetBackend, seedSession, test } from './support';

/**
 * Issue 11, tickets and cancellations. A player (the backend's dev helper, as admin) submits a ticket; it is routed to
 * one of its type's handlers, who signs in, answers it with text and an image (a signed upload) and closes it; the
 * list shows it closed. An approved cancellation shows completed, its account locked, once the backend's clock has
 * moved past the 15-day cooling-off. Seeded accounts of game 1 are xhcs_00001 … xhcs_10000 (mock/players).
 */
const GAME = 1;
const DAY = 24 * 60 * 60 * 1000;
/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});
test.afterAll(async ({ request }) => {
  // the clock back to now for the specs that follow
  await resetBackend(request);
});

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}) {
  const headers = { satoken: token, 'X-Game-Id': String(GAME), 'X-Request-Id': requestId() };
  const res = await request.post(path, { data, headers });
  const body = (await res.json()) as { code: string; data: T; tips: string };
  expect(body.code, `${path}: ${body.tips}`).toBe('00000');
  return body.data;
}

/** Signs `page` in as any seeded person (password `<account>123`) on game 1, without the login page. */
async function signInAs(page: Page, request: APIRequestContext, account: string) {
  const token = await apiLogin(request, account, `${account}123`);
  await seedSession(page, token, String(GAME));
  return token;
}

test('a ticket is routed to a handler, who answers it with text and an image and closes it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', ACCOUNTS.admin);
  const types = await post<{ list: Array<{ id: number; name: string; handlers: Array<{ id: number }> }> }>(
    request,
    admin,
    '/api/operate/eventsManage/page',
    { pageNum: 1, pageSize: 10 },
  );
  const type = types.list[0];
  const ticket = await post<{ id: number; handlerId: number; status: string }>(
    request,
    admin,
    '/api/__mock/events/submit',
    { account: 'xhcs_00021', typeId: type.id, title: 'E2E 充值 648 未到账', text: '昨晚充值到现在没到' },
  );
  expect(type.handlers.map((h) => h.id)).toContain(ticket.handlerId);
  const people = await post<Array<{ id: number; account: string }>>(
    request,
    admin,
    '/api/operate/eventsManage/handlers',
  );
  const handler = people.find((p) => p.id === ticket.handlerId)?.account ?? '';
  expect(handler).not.toBe('');

  await signInAs(page, request, handler);
  await page.goto('/operate/events');
  const row = page.locator('#ticket-table tr', { hasText: 'E2E 充值 648 未到账' });
  await expect(row).toContainText('待处理');
  await expect(row).toContainText('xhcs_00021');
  await expect(row).toContainText(type.name);
  await page.click(`#ticket-table-view-${ticket.id}`);

  await expect(page.locator('#ticket-thread')).toContainText('昨晚充值到现在没到');
  await expect(page.locator('#ticket-status')).toContainText('待处理');
  await page.fill('#ticket-reply-text', '您好，钻石已补发，请重新登录查看');
  await page.locator('input[type=file]').setInputFiles({ name: '补发记录.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('#ticket-reply-images')).toContainText('补发记录.png');
  await page.click('#ticket-reply-send');
  await expect(page.locator('#ticket-status')).toContainText('已回复');
  const staff = page.locator('.ticket-message[data-from=staff]').last();
  await expect(staff).toContainText('您好，钻石已补发，请重新登录查看');
  await expect(staff.locator('img')).toHaveCount(1);

  await page.click('#ticket-close');
  await page.fill('#ticket-close-note', '已补发到账');
  await page.click('#ticket-close-submit');
  await expect(page.locator('#ticket-status')).toContainText('已关闭');
  await expect(page.getByText('已补发到账').first()).toBeVisible();
  // a closed ticket takes no reply until reopened
  await expect(page.locator('#ticket-reply-send')).toHaveCount(0);

  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page.locator('#ticket-table tr', { hasText: 'E2E 充值 648 未到账' })).toContainText('已关闭');
});

test('an approved cancellation shows completed, its account locked, once the clock passes the cooling-off', async ({
  page,
  context,
  request,
}) => {
  const admin = await apiLogin(request, 'admin', ACCOUNTS.admin);
  const asked = await post<{ id: number; account: string; status: string }>(
    request,
    admin,
    '/api/__mock/accountLogout/request',
    { account: 'xhcs_00031', reason: 'E2E 不再玩了' },
  );
  expect(asked.status).toBe('pending');

  await signInAs(page, request, 'ops');
  await page.goto('/operate/accountLogout');
  const row = page.locator('#logout-table tr', { hasText: 'xhcs_00031' });
  await expect(row).toContainText('待审核');
  await page.click(`#logout-approve-${asked.id}`);
  await page.click(`#logout-approve-ok-${asked.id}`);
  await expect(row).toContainText('冷静期中');
  await expect(row).toContainText('正常');

  // 16 days later on the backend's clock (sessions idle that long have expired: sign in again)
  const res = await request.post('/api/__mock/clock', { data: { offsetMs: 16 * DAY }, headers: { satoken: admin } });
  expect((await res.json()).code).toBe('00000');
  const later = await context.newPage();
  await signInAs(later, request, 'ops');
  await later.goto('/operate/accountLogout');
  const done = later.locator('#logout-table tr', { hasText: 'xhcs_00031' });
  await expect(done).toContainText('已完成');
  await expect(done).toContainText('已锁定');
});
