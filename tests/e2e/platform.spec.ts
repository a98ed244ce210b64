import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  resetBackend,
  setBusinessClock,
  sider,
  signIn,
  apiPost as post,
  latestLog,
  test,
} from './support';

/**
 * Issue 3 part B: platform configuration and everyday pages — common config, the menu-entry editor and the side menu,
 * the operation log's diff, key reveal, and a first sign-in changing the password.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Marks the document so a test can tell the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __platformMark: string }).__platformMark = 'kept';
  });
}

async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __platformMark?: string }).__platformMark === 'kept');
}

test('common config: a key is created on the create page, edited in the list, and a built-in key cannot be deleted', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/dic/commonConfig');
  await page.click('#config-create');
  await page.waitForURL(/\/dic\/commonConfig\/create$/);

  await page.fill('#config-key', 'e2e.flags');
  await page.locator('.ant-select', { has: page.locator('#config-type') }).click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="JSON"]');
  await page.fill('#config-value', '{"beta": tru');
  await page.click('#config-create-submit');
  // the JSON does not parse: the form says so and keeps what was typed
  await expect(page.getByText('不是合法的 JSON')).toBeVisible();
  await expect(page.locator('#config-key')).toHaveValue('e2e.flags');
  await page.fill('#config-value', '{"beta": true}');
  await page.fill('#config-description', '端到端测试开关');
  await page.click('#config-create-submit');
  await page.waitForURL(/\/dic\/commonConfig$/);

  const table = page.locator('#config-table');
  const row = table.locator('tr', { hasText: 'e2e.flags' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('{"beta": true}');
  await expect(row).toContainText('通用[0]');

  const list = await post<{ list: Array<{ id: number; key: string; builtIn: boolean; value: string }> }>(
    request,
    token,
    '/api/mng/commonConfig/page',
    { pageNum: 1, pageSize: 50 },
  );
  const created = list.data.list.find((c) => c.key === 'e2e.flags');
  expect(created).toBeDefined();

  await page.click(`#config-table-edit-${created?.id}`);
  await page.fill('#config-edit-value', '{"beta": false}');
  await page.click('.ant-modal:visible button.ant-btn-primary');
  await expect(row).toContainText('{"beta": false}');

  const builtIn = list.data.list.find((c) => c.builtIn);
  expect(builtIn).toBeDefined();
  const del = table.locator(`#config-table-delete-${builtIn?.id}`);
  await expect(del).toHaveAttribute('aria-disabled', 'true');
  // an operator can still click it (the browser does not stop them): nothing opens
  await del.click({ force: true });
  await expect(page.locator('.ant-popover:visible')).toHaveCount(0);
  // the backend refuses on its own too, with a clear message, and keeps the key
  const refused = await post(request, token, '/api/mng/commonConfig/delete', { id: builtIn?.id });
  expect(refused.code).toBe('A0403');
  expect(refused.tips).toBe(`内置配置项 ${builtIn?.key} 不能删除`);
  await page.reload();
  await expect(page.locator('#config-table tr', { hasText: String(builtIn?.key) }).first()).toBeVisible();
});

test('a menu entry added under a group shows in the side menu without a reload; hiding it removes it', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const menus = await post<Array<{ id: number; uri: string; gameId: number }>>(request, token, '/api/mng/menu/list');
  const dicGroup = menus.data.find((m) => m.uri === '/dic' && m.gameId === 0);
  expect(dicGroup).toBeDefined();
  // every screen the menu may show has its entry already (a hidden route's entry never reaches the side menu:
  // tests/e2e/layout.spec.ts): the common-config entry goes first, to be added again in the editor
  const seeded = menus.data.find((m) => m.uri === '/dic/commonConfig' && m.gameId === 0);
  expect((await post(request, token, '/api/mng/menu/delete', { id: seeded?.id })).code).toBe('00000');

  await page.goto('/unity/menu');
  await markDocument(page);
  const link = sider(page).locator('a[href="/dic/commonConfig"]');
  await expect(link).toHaveCount(0);

  await page.locator(`#menu-tree [data-menu-id="${dicGroup?.id}"]`).click();
  await page.click('#menu-add');
  await page.fill('#menu-add-name', '新增配置入口');
  await page.fill('#menu-add-uri', '/dic/commonConfig');
  await page.click('#menu-add-name'); // closes the route suggestions
  await page.click('.ant-modal:visible button.ant-btn-primary');
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await expect(page.locator('#menu-tree')).toContainText('新增配置入口');

  // the side menu follows: open the 字典 group and find the new entry
  await sider(page).getByText('字典', { exact: true }).click();
  await expect(link).toHaveCount(1);
  expect(await stillSameDocument(page)).toBe(true);

  // the new entry is selected in the editor: hide it
  await expect(page.locator('#menu-form-name')).toHaveValue('新增配置入口');
  await page.click('#menu-toggle-hidden');
  await expect(link).toHaveCount(0);
  await expect(page.locator('#menu-tree .menu-entry-hidden', { hasText: '新增配置入口' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);

  const log = await latestLog(request, token, 'menu', 'edit');
  expect(log.before).toMatchObject({ hidden: false });
  expect(log.after).toMatchObject({ hidden: true, uri: '/dic/commonConfig' });
});

test('the operation log shows a change with its before/after diff, changed keys highlighted', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  // "today" held at noon of the backend's day, for the backend and the browser (?range=today below)
  await setBusinessClock(request, token, 12, page);
  const list = await post<{ list: Array<{ id: number; key: string; builtIn: boolean; recordVersion: number }> }>(
    request,
    token,
    '/api/mng/commonConfig/page',
    {
      pageNum: 1,
      pageSize: 50,
      key: 'pay.notify.maxRetry',
    },
  );
  const id = list.data.list[0].id;
  expect(
    (
      await post(request, token, '/api/mng/commonConfig/edit', {
        id,
        value: '9',
        description: '回调重试上限',
        baseVersion: list.data.list[0].recordVersion,
      })
    ).code,
  ).toBe('00000');
  const entry = await latestLog(request, token, 'commonConfig', 'edit');

  const pageCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/mng/oplog/page')) pageCalls.push(r.postData() || '');
  });
  await page.goto('/oplog');
  const row = page.locator('#oplog-table tr', { hasText: entry.target }).first();
  await expect(row).toBeVisible();
  // the first page was asked for once, while the screen was drawn (CrudTable takes the early answer): counted until
  // the screen has settled (rows drawn, nothing in flight for 500 ms), so a late second call is counted too
  await page.waitForLoadState('networkidle');
  expect(pageCalls).toHaveLength(1);
  // a long target is cut by the table's CSS ellipsis and shown whole on hover (the cell's title)
  await expect(row.locator(`td[title="${entry.target}"]`)).toHaveClass(/ant-table-cell-ellipsis/);
  await expect(row).toContainText('周建国');
  await expect(row).toContainText('通用配置');
  await expect(row).toContainText('编辑');
  await expect(row).toContainText('成功');
  await page.click(`#oplog-table-view-${entry.id}`);
  const diff = page.locator('#oplog-diff');
  await expect(diff).toBeVisible();
  const valueRow = diff.locator('tr.diff-row', { hasText: 'value' }).first();
  await expect(valueRow).toHaveClass(/diff-changed/);
  await expect(valueRow).toContainText('5');
  await expect(valueRow).toContainText('9');
  await expect(diff.locator('tr.diff-row', { hasText: 'description' }).first()).toHaveClass(/diff-changed/);
  await expect(diff.locator('tr.diff-row', { hasText: 'type' }).first()).toHaveClass(/diff-same/);

  // the welcome page's link (?range=today) presets today's time range: today's change is there
  await page.keyboard.press('Escape');
  pageCalls.length = 0;
  await page.goto('/oplog?range=today');
  await expect(page.locator('#oplog-table tr', { hasText: entry.target }).first()).toBeVisible();
  // the early call (no filter) was not taken: the rows shown are those of the preset range
  expect(JSON.parse(pageCalls[pageCalls.length - 1])).toHaveProperty('startTime');
});

test('revealing a key needs a reason and is logged with it, never with the secret', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const keys = await post<{ list: Array<{ id: number; appSecret: string }> }>(request, token, '/api/mng/key/page', {
    pageNum: 1,
    pageSize: 10,
  });
  const key = keys.data.list[0];
  expect(key.appSecret).toMatch(/^.{4}\*{4}.{4}$/);

  await page.goto('/unity/keyConfig');
  await expect(page.locator(`#key-appSecret-${key.id}`)).toHaveText(key.appSecret);
  await page.click(`#key-reveal-appSecret-${key.id}`);
  await page.click('#key-reveal-submit');
  await expect(page.getByText('请填写查看原因')).toBeVisible();
  await expect(page.locator('#key-reveal-value')).toHaveCount(0);

  await page.fill('#key-reveal-reason', '联调支付回调签名');
  await page.click('#key-reveal-submit');
  const value = page.locator('#key-reveal-value');
  await expect(value).toBeVisible();
  const plain = (await value.innerText()).trim();
  expect(plain).toHaveLength(32);
  expect(plain.slice(0, 4)).toBe(key.appSecret.slice(0, 4));
  expect(plain.slice(-4)).toBe(key.appSecret.slice(-4));

  const log = await latestLog(request, token, 'appKey', 'reveal');
  expect(log.after).toEqual({ field: 'appSecret', reason: '联调支付回调签名' });
  expect(JSON.stringify(log)).not.toContain(plain);
  // closed, the dialog keeps nothing of the plain value, and the list still shows the secret masked
  await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
  await expect(page.locator('#key-reveal-value')).toHaveCount(0);
  await expect(page.locator(`#key-appSecret-${key.id}`)).toHaveText(key.appSecret);
});

test('a first sign-in lands on /person?key=2, on the password tab, and the password can be changed', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'zh-CN'));
  await page.goto('/user/login');
  await page.fill('#login-account', 'newbie');
  await page.fill('#login-password', ACCOUNTS.newbie);
  await page.click('#login-submit');
  await page.waitForURL(/\/person\?key=2$/);
  await expect(page.locator('#person-tabs .ant-tabs-tab-active')).toContainText('修改密码');
  await expect(page.locator('#person-first-login')).toBeVisible();

  await page.fill('#person-old-password', 'wrong-password1');
  await page.fill('#person-new-password', 'Newbie2026x');
  await page.fill('#person-confirm-password', 'Newbie2026x');
  await page.click('#person-password-submit');
  // refused: the form keeps what was typed
  await expect(page.getByText('原密码不正确').first()).toBeVisible();
  await expect(page.locator('#person-new-password')).toHaveValue('Newbie2026x');

  await page.fill('#person-old-password', ACCOUNTS.newbie);
  await page.click('#person-password-submit');
  await expect(page.locator('.person-password-done')).toBeVisible();

  const old = await request.post('/api/mng/login', { data: { account: 'newbie', password: ACCOUNTS.newbie } });
  expect((await old.json()).code).toBe('A0210');
  expect(await apiLogin(request, 'newbie', 'Newbie2026x')).toBeTruthy();
});

test('the new-parent-game wizard creates a game that the game list shows with no child games', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/unity/gameConfig');
  await page.fill('#game-wizard-name', '端测新游');
  await page.fill('#game-wizard-alias', 'Bad Alias');
  await page.click('#game-wizard-next');
  await expect(page.getByText('小写字母开头，2–32 位小写字母、数字或下划线')).toBeVisible();
  await page.fill('#game-wizard-alias', 'e2e_new_game');
  await page.click('#game-wizard-next');
  await page.fill('#game-wizard-entity', '上海端测网络科技有限公司');
  await page.fill('#game-wizard-project', '端测项目组');
  await page.click('#game-wizard-next');
  await expect(page.locator('#game-wizard-summary')).toContainText('e2e_new_game');
  await page.click('#game-wizard-prev');
  await expect(page.locator('#game-wizard-entity')).toHaveValue('上海端测网络科技有限公司');
  await page.click('#game-wizard-next');
  await page.click('#game-wizard-submit');
  await expect(page.getByText('父游戏“端测新游”已创建')).toBeVisible();

  const games = await post<{ list: Array<{ name: string; childGameCount: number }> }>(
    request,
    token,
    '/api/mng/game/page',
    {
      pageNum: 1,
      pageSize: 10,
      name: 'e2e_new_game',
    },
  );
  expect(games.data.list).toEqual([expect.objectContaining({ name: '端测新游', childGameCount: 0 })]);
  await page.click('#game-wizard-list');
  await page.waitForURL(/\/unity\/listGame$/);
  await expect(page.locator('#game-table tr', { hasText: '端测新游' })).toBeVisible();
});

test('a child game is added on /mng/childGame/add with header Is_Need_Child_Game_Id = 1', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/setting/gamesConfig/child');
  await expect(page.locator('#child-table')).toContainText('星海传说-安卓官服');
  // the child game chosen in the header: the add call names it as bodyChildGameId (docs/rules.md "Request headers")
  await page.locator('.ant-select', { has: page.locator('#header-child-game') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '星海传说-安卓官服' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('CHILD_GAME_ID'))).not.toBeNull();
  const chosen = Number(await page.evaluate(() => sessionStorage.getItem('CHILD_GAME_ID')));
  await page.click('#child-table-add');
  await page.fill('#child-form-name', '星海传说-端测渠道');
  await page.locator('.ant-select', { has: page.locator('#child-form-platform') }).click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="安卓"]');
  await page.fill('#child-form-package', 'com.xinghai.legend.e2e');
  await page.locator('.ant-select', { has: page.locator('#child-form-type') }).click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="渠道包"]');
  // the list's reload after the save: listened for before the click (it may follow the answer at once)
  const reload = page.waitForRequest((r) => r.url().endsWith('/api/mng/childGame/page'));
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/mng/childGame/add')),
    page.click('.ant-modal:visible button.ant-btn-primary'),
  ]);
  expect(req.headers().is_need_child_game_id).toBe('1');
  expect(req.headers()['x-game-id']).toBe('1');
  // with the flag the child game travels in the body, not in X-Child-Game-Id; childGameId itself never in the body
  expect(req.headers()).not.toHaveProperty('x-child-game-id');
  const body = req.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: '星海传说-端测渠道',
    packageName: 'com.xinghai.legend.e2e',
    bodyChildGameId: chosen,
  });
  expect(body).not.toHaveProperty('childGameId');
  expect(body).not.toHaveProperty('gameId');
  await expect(page.locator('#child-table tr', { hasText: '星海传说-端测渠道' })).toBeVisible();
  const list = await reload;
  // without the flag, a call carries the header's choice as X-Child-Game-Id (the child-game list is not narrowed by it,
  // and the header's picker says so on this screen)
  expect(list.headers()['x-child-game-id']).toBe(String(chosen));
  await expect(page.locator('#header-child-game-na')).toBeVisible();
});

test('text from the backend renders as text', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const evil = '<img src=x onerror=alert(1)>';
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    d.dismiss().catch(() => undefined);
  });
  expect((await post(request, token, '/api/mng/dict/type/add', { code: 'xss_probe', name: evil })).code).toBe('00000');
  await page.goto('/unity/dicConfig');
  await expect(page.locator('#dict-type-table').getByText(evil)).toBeVisible();
  await expect(page.locator('#dict-type-table img[src="x"]')).toHaveCount(0);
  expect(alerted).toBe(false);
});
