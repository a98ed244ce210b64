import { expect, type Page } from '@playwright/test';
import { resetBackend, signIn, apiPost as post, latestLog, test } from './support';

/**
 * Game settings (src/pages/setting/README.md "Games, lines, projects, interface info"): a parent game created on
 * /setting/gamesConfig/config is offered at once by the header's switcher and /gameSelect (no reload); a server line is
 * added with its gateway checked; a key is revealed on /setting/interfaceInfo with a reason that goes to the operation
 * log.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Marks the document so a test can tell the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __settingMark: string }).__settingMark = 'kept';
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __settingMark?: string }).__settingMark === 'kept');

const selectOf = (page: Page, id: string) => page.locator('.ant-select', { has: page.locator(`#${id}`) });

test('a game created in settings is offered by the header switcher (with its interface info) and /gameSelect without a reload', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/setting/gamesConfig');
  await expect(page.locator('#games-table')).toContainText('星海传说');
  await markDocument(page);

  await page.click('#games-create');
  await page.waitForURL(/\/setting\/gamesConfig\/config$/);
  await page.fill('#game-name', '端测远征');
  await page.fill('#game-alias', 'xhcs');
  await page.fill('#game-entity', '上海端测网络科技有限公司');
  await page.click('#game-submit');
  // a taken alias: the backend says which, and the form keeps what was typed
  await expect(page.getByText('游戏别名 xhcs 已存在')).toBeVisible();
  await expect(page).toHaveURL(/\/setting\/gamesConfig\/config$/);
  await expect(page.locator('#game-name')).toHaveValue('端测远征');
  await expect(page.locator('#game-entity')).toHaveValue('上海端测网络科技有限公司');

  await page.fill('#game-alias', 'e2e_expedition');
  await page.click('#game-submit');
  await page.waitForURL(/\/setting\/gamesConfig$/);
  await expect(page.locator('#games-table tr', { hasText: '端测远征' })).toBeVisible();
  const log = await latestLog(request, token, 'game', 'add');
  expect(log.after).toMatchObject({ name: '端测远征', alias: 'e2e_expedition', status: 1 });

  // the header's switcher offers it, and choosing it makes it the current game
  await selectOf(page, 'header-game').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '端测远征' });
  await expect(option).toBeVisible();
  await option.click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('GAME_ID')))
    .toBe(
      String(
        (await post<Array<{ id: number; name: string }>>(request, token, '/api/mng/game/myList')).data.find(
          (g) => g.name === '端测远征',
        )?.id,
      ),
    );

  // the header opens the current game's interface info: a new game has no keys and no line for pay notify yet
  await page.click('#header-interface-info');
  await page.waitForURL(/\/setting\/interfaceInfo$/);
  await expect(page.locator('#iface-url-loginVerify')).toContainText('/sdk/v1/e2e_expedition/user/verify');
  await expect(page.locator('#iface-no-keys')).toBeVisible();
  await expect(page.locator('#iface-endpoints')).toContainText('未设置：游戏还没有启用的线路');

  // /gameSelect, reached the way the browser's back/forward moves (history + popstate), lists it as a card
  await page.evaluate(() => {
    window.history.pushState({}, '', '/gameSelect');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.game-card', { hasText: '端测远征' })).toBeVisible();
  await expect(page.locator('.game-card', { hasText: '端测远征' })).toContainText('e2e_expedition');
  expect(await sameDocument(page)).toBe(true);
});

test('a server line is added with its gateway checked, moved up, and logged', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/setting/gamesConfig');
  await page.click('#games-lines-1');
  await page.waitForURL(/\/setting\/gamesConfig\/line\?gameId=1$/);
  await expect(page.locator('#line-table')).toContainText('电信一线');

  await page.click('#line-table-add');
  await page.fill('#line-form-name', '端测专线');
  await selectOf(page, 'line-form-region').click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="中国香港"]');
  await page.fill('#line-form-gateway', 'gw.e2e.example.com:70000');
  await page.click('.ant-modal:visible button.ant-btn-primary');
  await expect(page.getByText('须为 host:port（端口 1–65535）或 http(s) 地址')).toBeVisible();
  await page.fill('#line-form-gateway', 'gw.e2e.example.com:9443');
  await page.click('.ant-modal:visible button.ant-btn-primary');
  const row = page.locator('#line-table tr', { hasText: '端测专线' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('gw.e2e.example.com:9443');
  await expect(row).toContainText('50');

  const lines = await post<{ list: Array<{ id: number; name: string }> }>(request, token, '/api/setting/line/page', {
    pageNum: 1,
    pageSize: 50,
    parentGameId: 1,
  });
  const added = lines.data.list.find((l) => l.name === '端测专线');
  expect(added).toBeDefined();
  expect(await latestLog(request, token, 'line', 'add')).toMatchObject({ before: null });

  await page.click(`#line-up-${added?.id}`);
  await expect(page.getByText('顺序已保存')).toBeVisible();
  const names = page.locator('#line-table tbody tr td:nth-child(2)');
  await expect(names.nth(3)).toHaveText('端测专线');
  await expect(names.nth(4)).toHaveText('港澳台');
});

test('interface info masks the keys; revealing one asks a reason and is logged; the sheet stays masked', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/setting/gamesConfig');
  await page.click('#games-interface-1');
  await page.waitForURL(/\/setting\/interfaceInfo\?gameId=1$/);
  await expect(page.locator('#iface-url-loginVerify')).toContainText(
    'https://open.gameops.example.cn/sdk/v1/xhcs/user/verify',
  );
  const masked = (await page.locator('#iface-payKey').innerText()).trim();
  expect(masked).toMatch(/^.{4}\*{4}.{4}$/);

  await page.click('#iface-reveal-payKey');
  await expect(page.locator('#iface-reveal-reason')).toBeVisible();
  await page.click('#iface-reveal-submit');
  await expect(page.locator('.ant-modal:visible .ant-form-item-explain-error').first()).toHaveText(
    '请填写查看原因（至少 2 个字）',
  );
  await expect(page.locator('#iface-reveal-value')).toHaveCount(0);
  await page.fill('#iface-reveal-reason', '联调支付回调验签');
  await page.click('#iface-reveal-submit');
  const value = page.locator('#iface-reveal-value');
  await expect(value).toBeVisible();
  const plain = (await value.innerText()).trim();
  expect(plain).toHaveLength(32);
  expect(plain.slice(0, 4)).toBe(masked.slice(0, 4));

  const log = await latestLog(request, token, 'interfaceInfo', 'reveal');
  expect(log.after).toEqual({ field: 'payKey', reason: '联调支付回调验签' });
  expect(JSON.stringify(log)).not.toContain(plain);
  await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
  await expect(page.locator('#iface-reveal-value')).toHaveCount(0);

  // the integration sheet: the endpoints and the keys as masked, never the revealed value
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#iface-download')]);
  expect(download.suggestedFilename()).toBe('对接信息-xhcs.md');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const sheet = await readFile(path, 'utf8');
  expect(sheet).toContain('https://open.gameops.example.cn/sdk/v1/xhcs/user/verify');
  expect(sheet).toContain(masked);
  expect(sheet).not.toContain(plain);
});

test('a project takes a free game (a game of another project is refused, the form kept) and names it in the games list', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const game = await post<{ id: number }>(request, token, '/api/setting/game/add', {
    name: '端测独立游戏',
    alias: 'e2e_indie',
    region: 'overseas',
  });
  expect(game.code).toBe('00000');
  await page.goto('/setting/project');
  await expect(page.locator('#project-table')).toContainText('星海项目组');

  await page.click('#project-table-add');
  await page.fill('#project-form-name', '端测项目');
  await page.fill('#project-form-code', 'e2e-proj');
  await selectOf(page, 'project-form-games').click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="星海传说"]');
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="端测独立游戏"]');
  await page.keyboard.press('Escape');
  await selectOf(page, 'project-form-owner').click();
  await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="李明 (ops)"]');
  await page.click('.ant-modal:visible button.ant-btn-primary');
  await expect(page.getByText('父游戏 星海传说 已属于项目 星海项目组，一个游戏只能属于一个项目')).toBeVisible();
  await expect(page.locator('#project-form-name')).toHaveValue('端测项目');

  await page
    .locator('.ant-select', { has: page.locator('#project-form-games') })
    .locator('.ant-select-selection-item', { hasText: '星海传说' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await page.click('.ant-modal:visible button.ant-btn-primary');
  const row = page.locator('#project-table tr', { hasText: '端测项目' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('端测独立游戏');
  await expect(row).toContainText('李明');
  const log = await latestLog(request, token, 'project', 'add');
  expect(log.after).toMatchObject({ code: 'e2e-proj', gameIds: [game.data.id] });

  await page.goto('/setting/gamesConfig');
  await expect(page.locator('#games-table tr', { hasText: '端测独立游戏' })).toContainText('端测项目');
});

test('a game is disabled only through its confirmation, which names it; enabled again at once', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin');
  await page.goto('/setting/gamesConfig');
  const rows = page.locator('#games-table tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  // an enabled game other than the one the console is on (game 1)
  const row = rows
    .filter({ has: page.locator('[id^="games-disable-"]') })
    .filter({ hasNot: page.locator('#games-disable-1') })
    .first();
  const id = (await row.getAttribute('data-row-key')) ?? '';
  const name = ((await row.locator('td').nth(1).innerText()) || '').trim();
  expect(id).not.toBe('');
  expect(name).not.toBe('');
  // that row from now on (the filter above would move on to another row once this one is disabled)
  const status = page.locator(`#games-table tbody tr[data-row-key="${id}"] .ant-badge-status-text`);

  await page.click(`#games-disable-${id}`);
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText(`停用 ${name}？`);
  await confirm.locator('button').first().click(); // 取消
  await expect(confirm).toHaveCount(0);
  await expect(status).toHaveText('启用');

  await page.click(`#games-disable-${id}`);
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText('已停用');
  await expect(status).toHaveText('停用');
  await page.click(`#games-enable-${id}`);
  await expect(page.locator('.ant-message')).toContainText('已启用');
  await expect(status).toHaveText('启用');
});
