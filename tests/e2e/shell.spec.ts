import { expect } from '@playwright/test';
import { ACCOUNTS, apiLogin, closeTabButton, openTab, resetBackend, sider, signIn, test } from './support';

/** Issue 2: sign-in and single sign-on, sessions, the shell (menu, 403, tabs, game switch, locale, settings). */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('without a token the browser goes to the portal login with targetUrl = the origin', async ({ page, baseURL }) => {
  await page.goto('/welcome');
  await page.waitForURL(/\/portal\/login/);
  const url = new URL(page.url());
  expect(url.searchParams.get('targetUrl')).toBe(baseURL);
  await expect(page.locator('#portal-account')).toBeVisible();
});

test('without a session /user/login renders the sign-in page; with passwordSignIn false it goes to the portal', async ({
  page,
  baseURL,
}) => {
  await page.goto('/user/login');
  await expect(page.locator('#login-submit')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/user/login');
  // the same build, config.json turning the password sign-in off (docs/rules.md "Start-up and single sign-on")
  const config = await (await page.request.get('/config.json')).json();
  await page.route('**/config.json', (route) => route.fulfill({ json: { ...config, passwordSignIn: false } }));
  await page.goto('/user/login');
  await page.waitForURL(/\/portal\/login/);
  expect(new URL(page.url()).searchParams.get('targetUrl')).toBe(baseURL);
});

test('portal sign-in comes back with satoken, lands on /gameSelect, choosing a game enters the console', async ({
  page,
}) => {
  await page.goto('/welcome');
  await page.waitForURL(/\/portal\/login/);
  await page.fill('#portal-account', 'admin');
  await page.fill('#portal-password', ACCOUNTS.admin);
  await page.click('#portal-submit');
  await page.waitForURL(/\/gameSelect$/);
  expect(await page.evaluate(() => localStorage.getItem('saToken'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('sToken'))).toBeTruthy();
  expect(page.url()).not.toContain('satoken');
  const card = page.locator('.game-card').first();
  await expect(card).toBeVisible();
  const gameId = await card.getAttribute('data-game-id');
  await card.click();
  await page.waitForURL(/\/welcome$/);
  expect(await page.evaluate(() => sessionStorage.getItem('GAME_ID'))).toBe(gameId);
  await expect(page.locator('#LQCONTAINER')).toBeVisible();
});

test('a portal ticket used twice fails with the reason and a way back to the portal', async ({ page, request }) => {
  // a ticket only the portal can mint: sign in there without following the redirect
  const res = await request.post('/portal/login', {
    form: { account: 'viewer', password: ACCOUNTS.viewer, targetUrl: '/' },
    maxRedirects: 0,
  });
  const location = res.headers().location;
  const ticket = new URL(location, 'http://x').searchParams.get('satoken');
  expect(ticket).toBeTruthy();
  const first = await request.post('/api/mng/sso_login', { data: { satoken: ticket } });
  expect((await first.json()).code).toBe('00000');
  await page.goto(`/?satoken=${ticket}`);
  await page.waitForURL(/\/exception/);
  await expect(page.locator('#exception-code')).toContainText('A0231');
  await page.click('#exception-portal');
  await page.waitForURL(/\/portal\/login/);
});

test('password sign-in with loginTime replaces the location with /, which asks for a game', async ({ page }) => {
  await page.goto('/user/login');
  await page.fill('#login-account', 'admin');
  await page.fill('#login-password', ACCOUNTS.admin);
  await page.click('#login-submit');
  await page.waitForURL(/\/gameSelect$/);
  expect(await page.evaluate(() => localStorage.getItem('sToken'))).toBeTruthy();
});

test('first sign-in (no loginTime) lands on /person?key=2', async ({ page }) => {
  await page.goto('/user/login');
  await page.fill('#login-account', 'newbie');
  await page.fill('#login-password', ACCOUNTS.newbie);
  await page.click('#login-submit');
  await page.waitForURL(/\/person\?key=2$/);
});

test('the sign-in form says what is missing before sending anything, and can show the password', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mng/login')) logins.push(r.postData() || '');
  });
  await page.goto('/user/login');
  await page.fill('#login-account', '   ');
  await page.click('#login-submit');
  await expect(page.locator('#login-account-help')).toHaveText('请输入账号');
  await expect(page.locator('#login-password-help')).toHaveText('请输入密码');
  await expect(page.locator('#login-account')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#login-account')).toBeFocused();
  // once marked, a field's message follows what is typed
  await page.fill('#login-password', 'secret pass');
  await expect(page.locator('#login-password-help')).toHaveText('');
  await expect(page.locator('#login-account-help')).toHaveText('请输入账号');
  await page.click('#login-reveal');
  await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
  await expect(page.locator('#login-reveal')).toHaveAttribute('aria-label', '隐藏密码');
  await page.click('#login-reveal');
  await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
  expect(logins).toEqual([]);
  // the account is sent without the spaces around it, the password as typed
  await page.fill('#login-account', '  admin ');
  await page.fill('#login-password', ACCOUNTS.admin);
  await page.click('#login-submit');
  await page.waitForURL(/\/gameSelect$/);
  expect(JSON.parse(logins[0])).toEqual({ account: 'admin', password: ACCOUNTS.admin });
});

test('a wrong password keeps what was typed and says why once', async ({ page }) => {
  await page.goto('/user/login');
  await page.fill('#login-account', 'admin');
  await page.fill('#login-password', 'nope');
  await page.click('#login-submit');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(1);
  // the page says it failed from the call's answer; the login model keeps its state (docs/rules.md "Sign-in and sign-out")
  await expect(page.locator('#login-error')).toBeVisible();
  await expect(page.locator('#login-account')).toHaveValue('admin');
  expect(page.url()).toContain('/user/login');
});

test('switching game stores GAME_ID and later calls carry X-Game-Id', async ({ page, request }) => {
  const { games } = await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await expect(page.locator('#LQCONTAINER')).toBeVisible();
  const target = games[1];
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mng/childGame/dropDownList')) seen.push(r.headers()['x-game-id']);
  });
  await page.click('.header-game-select .ant-select-selector');
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: target.name }).first().click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('GAME_ID'))).toBe(String(target.id));
  await expect.poll(() => seen).toContain(String(target.id));
  await page.reload();
  await expect(page.locator('#header-game')).toBeAttached();
  await expect(page.locator('.ant-select-selection-item', { hasText: target.name }).first()).toBeVisible();
});

/** Each person's menu, and one list screen they open (`refused`: the 403 page instead of the list's rows). */
const menus: Record<string, { sees: string[]; not: string[]; visit: string; refused: boolean }> = {
  admin: { sees: ['权限管理', '在线打包', '订单管理'], not: [], visit: '/access/role', refused: false },
  ops: {
    sees: ['在线打包', '游戏运营', '渠道SDK'],
    not: ['订单管理', '权限管理'],
    visit: '/order/flow',
    refused: true,
  },
  viewer: { sees: ['订单管理'], not: ['权限管理', '在线打包'], visit: '/access/role', refused: true },
  newbie: { sees: ['欢迎'], not: ['订单管理', '权限管理', '在线打包'], visit: '/package/task', refused: true },
};

for (const [account, { sees, not, visit, refused }] of Object.entries(menus)) {
  test(`${account} sees only their menus and ${refused ? 'gets 403 on' : 'opens'} ${visit}`, async ({
    page,
    request,
  }) => {
    await signIn(page, request, account as keyof typeof ACCOUNTS);
    await page.goto('/welcome');
    for (const text of sees) await expect(sider(page).getByText(text, { exact: true })).toBeVisible();
    for (const text of not) await expect(sider(page).getByText(text, { exact: true })).toHaveCount(0);
    await page.goto(visit);
    // the screen is drawn (its rows, or the refusal) before the other one is said to be absent
    const refusal = page.getByText('你没有权限进入此页面');
    const rows = page.locator(`[data-pane="${visit}"] .ant-table-row`);
    await expect(refused ? refusal : rows.first()).toBeVisible();
    await expect(refused ? rows : refusal).toHaveCount(0);
  });
}

test('an unknown path shows the not-found page; /exception shows code and message from the query', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/exception?errorCode=E42&errorMessage=%3Cb%3Ebad%3C%2Fb%3E');
  await expect(page.locator('#exception-code')).toContainText('E42');
  await expect(page.locator('#exception-message')).toHaveText('<b>bad</b>');
});

test('a session ended server-side sends the browser to the portal login with targetUrl = the current page', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await expect(page.locator('#LQCONTAINER')).toBeVisible();
  // the welcome page's own requests answered first: one still on its way when the session ends would send the browser
  // to the portal from /welcome, racing the navigation below
  await page.waitForLoadState('networkidle');
  const out = await request.post('/api/mng/logout', { data: {}, headers: { satoken: token } });
  expect((await out.json()).code).toBe('00000');
  await page.goto('/oplog?from=test');
  await page.waitForURL(/\/portal\/login/);
  const target = new URL(page.url()).searchParams.get('targetUrl') || '';
  expect(target).toMatch(/\/oplog\?from=test$/);
  expect(await page.evaluate(() => localStorage.getItem('sToken'))).toBeNull();
});

test('logout clears storage, ends the session and goes to the portal', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await page.locator('#header-account').hover();
  await page.click('#menu-logout');
  await page.waitForURL(/\/portal\/user/);
  await expect(page.getByText('您已退出控制台')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const after = await request.post('/api/mng/user/current', { data: {}, headers: { satoken: token } });
  expect((await after.json()).code).toBe('A0230');
});

test('the language switch changes the interface, is kept under umi_locale, and reaches the backend', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'viewer');
  await page.goto('/welcome');
  await expect(sider(page).getByText('订单管理', { exact: true })).toBeVisible();
  const greeting = page.locator('[data-pane="/welcome"] .ant-page-header-heading-title').first();
  await expect(greeting).toContainText('你好');
  await page.locator('#header-locale').hover();
  await page.locator('[data-locale="en-US"]').click();
  await expect(sider(page).getByText('Orders', { exact: true })).toBeVisible();
  // the open screen's own texts (loaded for one language at a time) follow without a reload
  await expect(greeting).toContainText('Hello');
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en-US');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  await page.reload();
  await expect(sider(page).getByText('Orders', { exact: true })).toBeVisible();
  await expect(greeting).toContainText('Hello');
  // a refusal from the backend comes in the operator's language: the console's own call asks in en-US, and the
  // backend's answer (a wrong current password) shows in English
  await page.goto('/person?key=2');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/mng/user/changePassword'));
  await page.fill('#person-old-password', 'wrong-password1');
  await page.fill('#person-new-password', 'Viewer2026x');
  await page.fill('#person-confirm-password', 'Viewer2026x');
  await page.click('#person-password-submit');
  expect((await sent).headers()['accept-language']).toBe('en-US');
  await expect(page.locator('.ant-notification-notice', { hasText: 'The current password is wrong' })).toBeVisible();
  await expect(page.getByText('原密码不正确')).toHaveCount(0);
});

test('open screens stay as tabs and keep their state while the operator works elsewhere', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/role');
  const search = page.locator('[data-pane="/access/role"]').getByRole('textbox', { name: '角色名称' });
  await expect(search).toBeVisible();
  await search.fill('kept-across-tabs');
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('[data-pane="/access/role"]')).toBeHidden();
  await openTab(page, '角色管理').click();
  await expect(page).toHaveURL(/\/access\/role$/);
  await expect(search).toBeVisible();
  await expect(search).toHaveValue('kept-across-tabs');
  // closing the tab drops its state
  await closeTabButton(page, '角色管理').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('[data-pane="/access/role"]')).toHaveCount(0);
});

test('a tab closed while the switch to it is on its way: the workspace stays on an open tab', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/role');
  await expect(page.locator('[data-pane="/access/role"]').getByRole('textbox', { name: '角色名称' })).toBeVisible();
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // the tab is clicked and closed in one go, before the switch has moved the address to it
  await page.evaluate(() => {
    const tab = Array.from(document.querySelectorAll<HTMLElement>('.workspace-tabs .workspace-tab')).find((t) =>
      t.textContent?.includes('角色管理'),
    );
    tab?.querySelector<HTMLElement>('[role="tab"]')?.click();
    tab?.querySelector<HTMLElement>('.workspace-tab-close')?.click();
  });
  await expect(openTab(page, '角色管理')).toHaveCount(0);
  await expect(page.locator('[data-pane="/welcome"]')).toBeVisible();
  // nothing arrives later to take the address to the closed tab (a switch pushes its address a frame after its paint)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('[data-pane="/access/role"]')).toHaveCount(0);
});

test('switching tabs moves the menu selection and the page title with the tab; a kept list is not asked again for its rows', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  const oplogPages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mng/oplog/page')) oplogPages.push(r.url());
  });
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  const operator = page.locator('[data-pane="/oplog"] input#operatorName');
  await operator.fill('typed-before-switching');
  await sider(page).getByText('权限管理', { exact: true }).click();
  await sider(page).getByText('角色管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/access\/role$/);
  await expect(page).toHaveTitle('角色管理 - 游戏运营控制台');
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const selected = sider(page).locator('.ant-menu-item-selected');
  await expect(selected).toHaveText('欢迎');
  const asked = oplogPages.length;

  const tab = (name: string) => openTab(page, name);
  await tab('角色管理').click();
  await expect(page).toHaveURL(/\/access\/role$/);
  await expect(selected).toHaveText('角色管理');
  await expect(sider(page).locator('.ant-menu-submenu-open > .ant-menu-submenu-title')).toHaveText('权限管理');
  await expect(page).toHaveTitle('角色管理 - 游戏运营控制台');
  await tab('欢迎').click();
  await expect(selected).toHaveText('欢迎');
  await expect(page).toHaveTitle('欢迎 - 游戏运营控制台');

  await tab('操作日志').click();
  await expect(page).toHaveURL(/\/oplog$/);
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  await expect(operator).toHaveValue('typed-before-switching');
  await expect(selected).toHaveCount(0); // the log is not in the menu
  // the switch asked for nothing: the next call of the list is the one its reload button asks for, and it is the only
  // call since the switch (a call the switch started would have gone out before it)
  expect(oplogPages.length).toBe(asked);
  const reloaded = page.waitForResponse((r) => r.url().includes('/api/mng/oplog/page'));
  await page.locator('[data-pane="/oplog"] .anticon-reload').click();
  await reloaded;
  expect(oplogPages.length).toBe(asked + 1);
});

test("a screen's drawer stays with its tab", async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await sider(page).getByText('权限管理', { exact: true }).click();
  await sider(page).getByText('角色管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/access\/role$/);
  await page.locator('[data-pane="/access/role"] .ant-table-row').first().getByText('详情', { exact: true }).click();
  const drawer = page.locator('[data-pane="/access/role"] .ant-drawer-content');
  await expect(drawer).toBeVisible();
  // leave the screen without closing its drawer (browser back): the drawer goes with it
  await page.goBack();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('.ant-drawer-content:visible')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/access\/role$/);
  await expect(drawer).toBeVisible();
});

test('a not-kept-alive screen is rebuilt on each visit', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/role');
  await page.click('#role-table-add');
  await expect(page).toHaveURL(/\/access\/roleform$/);
  const name = page.locator('[data-pane="/access/roleform"] #roleform-name');
  await name.fill('typed-then-left');
  await sider(page).getByText('欢迎', { exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.locator('[data-pane="/access/roleform"]')).toHaveCount(0);
  await openTab(page, '新建角色').click();
  await expect(page).toHaveURL(/\/access\/roleform$/);
  await expect(name).toHaveValue('');
});

test('the side menu collapses to its icons and back with its selection, and takes the menu colours from the settings', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/role');
  const menu = sider(page).locator('ul.ant-menu').first();
  const selected = sider(page).locator('.ant-menu-item-selected');
  await expect(selected).toHaveText('角色管理');
  // collapsed: the menu is the icon rail, the submenu's title text is gone from view
  await sider(page).locator('.ant-pro-sider-collapsed-button').click();
  await expect(menu).toHaveClass(/ant-menu-inline-collapsed/);
  await expect(sider(page).getByText('权限管理', { exact: true })).toBeHidden();
  // expanded again: the screen's submenu open, its entry selected
  await sider(page).locator('.ant-pro-sider-collapsed-button').click();
  await expect(menu).not.toHaveClass(/ant-menu-inline-collapsed/);
  await expect(selected).toHaveText('角色管理');
  await expect(sider(page).locator('.ant-menu-submenu-open > .ant-menu-submenu-title')).toHaveText('权限管理');
  // the light menu (界面设置 → 亮色菜单) recolours the menu's entries; the dark one (the default) brings them back
  const entry = sider(page)
    .locator('.ant-menu-submenu-title')
    .filter({ has: page.getByText('订单管理', { exact: true }) });
  const colour = () => entry.evaluate((el) => getComputedStyle(el).color);
  const before = await colour();
  await page.locator('#header-account').hover();
  await page.click('#menu-settings');
  await page.locator('#settings-drawer').getByText('亮色菜单', { exact: true }).click();
  await expect.poll(colour).not.toBe(before);
  await page.locator('#settings-drawer').getByText('暗色菜单', { exact: true }).click();
  await expect.poll(colour).toBe(before);
});

test('colour-weak mode toggles the root class and is remembered across reloads', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/welcome');
  await page.locator('#header-account').hover();
  await page.click('#menu-settings');
  await page.click('#settings-color-weak');
  await expect(page.locator('#root')).toHaveClass(/colorWeak/);
  await page.reload();
  await expect(page.locator('#root')).toHaveClass(/colorWeak/);
});

test('the API refuses an endpoint the person is not granted, whatever the page shows', async ({ request }) => {
  const token = await apiLogin(request, 'viewer', ACCOUNTS.viewer);
  const res = await request.post('/api/sys/role/list', {
    data: { pageNum: 1, pageSize: 10 },
    headers: { satoken: token },
  });
  expect((await res.json()).code).toBe('A0301');
  const none = await request.post('/api/sys/role/list', { data: { pageNum: 1, pageSize: 10 } });
  expect((await none.json()).code).toBe('A0230');
});

test('index.html has no inline script (the page is built for a Content-Security-Policy without unsafe-inline)', async ({
  request,
}) => {
  const html = await (await request.get('/oplog')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '')).toEqual([]);
});
