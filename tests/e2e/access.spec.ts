import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  apiLogin,
  approveByApi,
  openTab,
  requestId,
  resetBackend,
  sider,
  signIn,
  test,
  dialogSettled,
  queuedId,
} from './support';

/**
 * Issue 3 (access): the admin story — a department, a role granting only /order/flow and its buttons, a person in
 * that role; the person sees exactly that menu, gets 403 on /access/role and A0301 from a role endpoint; the grant
 * revoked is gone at their next page load; a role still held cannot be deleted; backend text renders as text.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const FORBIDDEN_TEXT = '你没有权限进入此页面';
const pane = (page: Page, path: string) => page.locator(`[data-pane="${path}"]`);
const modal = (page: Page) => page.locator('.ant-modal-content:visible');

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { satoken: token, 'X-Request-Id': requestId() } });
  return (await res.json()) as { code: string; data: T; tips: string };
}

async function findPerson(request: APIRequestContext, token: string, account: string) {
  const body = await post<{ list: Array<{ id: number; account: string; name: string; recordVersion: number }> }>(
    request,
    token,
    '/api/sys/user/page',
    { pageNum: 1, pageSize: 10, name: account },
  );
  return body.data.list.find((p) => p.account === account);
}

async function findRole(request: APIRequestContext, token: string, name: string) {
  const body = await post<{ list: Array<{ id: number; name: string; userCount: number }> }>(
    request,
    token,
    '/api/sys/role/list',
    { pageNum: 1, pageSize: 50, name },
  );
  return body.data.list.find((r) => r.name === name);
}

/** Types into a list's name filter and runs the query. */
async function filterByName(list: ReturnType<typeof pane>, text: string) {
  await list.locator('input#name').fill(text);
  await list.getByRole('button', { name: /查\s*询/ }).click();
}

/** The side menu's top-level titles, and the items of the open groups. */
async function menuTexts(page: Page) {
  const root = sider(page).locator('ul.ant-menu-root');
  await expect(root).toBeVisible();
  const top = await root.locator(':scope > li > .ant-menu-submenu-title, :scope > li.ant-menu-item').allInnerTexts();
  const sub = await root.locator('.ant-menu-sub li.ant-menu-item').allInnerTexts();
  return { top: top.map((t) => t.trim()), sub: sub.map((t) => t.trim()) };
}

/** Ticks or unticks a node of the grant tree, found by its resource path (searched first: the tree is virtual). */
async function clickGrant(page: Page, path: string) {
  await page.fill('#roleform-grant-search', path);
  const node = page.locator('.ant-tree-treenode', { has: page.locator(`[data-path="${path}"]`) });
  await node.locator('.ant-tree-checkbox').click();
  return node;
}

async function personSession(
  browser: Browser,
  request: APIRequestContext,
  account: string,
  password: string,
  gameId: number,
) {
  const token = await apiLogin(request, account, password);
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, g]) => {
      if (!window.localStorage.getItem('sToken')) window.localStorage.setItem('sToken', t);
      if (!window.sessionStorage.getItem('GAME_ID')) window.sessionStorage.setItem('GAME_ID', g);
      window.localStorage.setItem('umi_locale', 'zh-CN');
    },
    [token, String(gameId)],
  );
  return { token, page: await context.newPage(), context };
}

test('admin story: department, role granting only /order/flow, person in it; grant works, is enforced and revoked', async ({
  page,
  request,
  browser,
}) => {
  // a story of many screens: three times the default budget (it ran out on a loaded machine, never on a quiet one)
  test.slow();
  const { token: admin, games } = await signIn(page, request, 'admin');

  // 1. a department, from the tree beside the people list
  await page.goto('/access/people');
  const people = pane(page, '/access/people');
  await people.locator('#dept-add').click();
  await dialogSettled(page);
  await modal(page).locator('#dept-form-name').fill('订单流水组');
  await modal(page).locator('button.ant-btn-primary').click();
  const deptNode = people.locator('#dept-panel .ant-tree-title', { hasText: '订单流水组' });
  await expect(deptNode).toBeVisible();

  // 2. a role granting /order/flow with its buttons and endpoints (the group /order comes half-checked)
  await page.goto('/access/role');
  await pane(page, '/access/role').locator('#role-table-add').click();
  await page.waitForURL(/\/access\/roleform$/);
  await page.fill('#roleform-name', '订单流水专员');
  await page.fill('#roleform-code', 'order_flow_clerk');
  const flow = await clickGrant(page, '/order/flow');
  await expect(flow.locator('.ant-tree-checkbox-checked')).toBeVisible();
  const group = page.locator('.ant-tree-treenode', { has: page.locator('[data-path="/order"]') });
  await expect(group.locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
  await expect(page.locator('#roleform-grant-summary')).toContainText('菜单 2');
  await page.click('#roleform-submit');
  await page.waitForURL(/\/access\/role$/);
  await expect(pane(page, '/access/role').getByText('订单流水专员', { exact: true })).toBeVisible();
  const role = await findRole(request, admin, '订单流水专员');
  expect(role).toBeTruthy();
  const granted = await post<{ resourceIds: number[] }>(request, admin, '/api/sys/role/get', { id: role!.id });
  const all = await post<Array<{ id: number; path: string }>>(request, admin, '/api/sys/resource/allList', {});
  const paths = all.data.filter((r) => granted.data.resourceIds.includes(r.id)).map((r) => r.path);
  // the order flow's buttons (补单, 申请退款, 导出) and its endpoints come with it
  expect(paths).toEqual(
    expect.arrayContaining([
      '/order',
      '/order/flow',
      '/order/flow:notify',
      '/order/flow:refund',
      '/order/flow:export',
      '/api/order/flow/page',
    ]),
  );
  expect(paths.every((p) => p === '/order' || p.startsWith('/order/flow') || !p.startsWith('/order'))).toBe(true);
  expect(paths).not.toContain('/order/refund');

  // 3. a person in that role and department; the one-time password is shown once
  await page.goto('/access/people');
  await deptNode.click();
  await people.locator('#people-table-add').click();
  await modal(page).locator('#person-form-account').fill('flowclerk');
  await modal(page).locator('#person-form-name').fill('流水专员');
  await modal(page).locator('#person-form-roles').click();
  await page.locator('.ant-select-item-option:visible', { hasText: '订单流水专员' }).click();
  await modal(page).locator('#person-form-account').click(); // close the dropdown
  await modal(page).locator('button.ant-btn-primary').click();
  const passwordText = page.locator('#temp-password');
  await expect(passwordText).toBeVisible();
  const password = (await passwordText.innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await page.click('#temp-password-close');
  await expect(passwordText).toHaveCount(0);
  await expect(people.getByText('flowclerk', { exact: true })).toBeVisible();
  const person = await findPerson(request, admin, 'flowclerk');
  expect(person).toBeTruthy();
  // which games a person may use is /unity/people's screen; here through its endpoint
  const access = await post(request, admin, '/api/mng/game/access/set', {
    personId: person!.id,
    gameIds: [games[0].id],
    // the person's version as read (docs/rules.md "Request ids and versions")
    baseVersion: person!.recordVersion,
  });
  expect(access.code).toBe('00000');

  // 4. signed in as that person: exactly that menu, 403 on /access/role, A0301 from the backend
  const clerk = await personSession(browser, request, 'flowclerk', password, games[0].id);
  await clerk.page.goto('/order/flow');
  // the granted screen shows (its tab and its table), and no 403 with it
  await expect(openTab(clerk.page, '订单流水')).toHaveAttribute('aria-selected', 'true');
  await expect(clerk.page.locator('[data-pane="/order/flow"] .ant-table')).toBeVisible();
  await expect(clerk.page.getByText(FORBIDDEN_TEXT)).toHaveCount(0);
  const menu = await menuTexts(clerk.page);
  expect(menu.top.filter((t) => t !== '欢迎')).toEqual(['订单管理']);
  expect(menu.sub).toEqual(['订单流水']);
  await clerk.page.goto('/access/role');
  await expect(clerk.page.getByText(FORBIDDEN_TEXT)).toBeVisible();
  const refused = await post(request, clerk.token, '/api/sys/role/list', { pageNum: 1, pageSize: 10 });
  expect(refused.code).toBe('A0301');

  // 5. a role still held cannot be deleted: the reason shows and it stays listed
  await page.goto('/access/role');
  const roles = pane(page, '/access/role');
  await roles.locator(`#role-table-delete-${role!.id}`).click();
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  await expect(page.locator('.ant-notification-notice', { hasText: '不能删除' })).toBeVisible();
  await roles.locator('.anticon-reload').first().click();
  await expect(roles.getByText('订单流水专员', { exact: true })).toBeVisible();
  expect(await findRole(request, admin, '订单流水专员')).toBeTruthy();

  // 6. the admin revokes the grant; at the person's next page load the menu item is gone and the route is 403
  await roles.locator(`#role-table-edit-${role!.id}`).click();
  await page.waitForURL(new RegExp(`/access/roleform\\?id=${role!.id}$`));
  await expect(page.locator('#roleform-name')).toHaveValue('订单流水专员');
  const again = await clickGrant(page, '/order/flow');
  await expect(again.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await expect(page.locator('#roleform-grant-summary')).toContainText('菜单 0');
  await page.click('#roleform-submit');
  await page.waitForURL(/\/access\/role$/);

  await clerk.page.goto('/welcome');
  await expect(sider(clerk.page).getByText('欢迎', { exact: true })).toBeVisible();
  await expect(sider(clerk.page).getByText('订单管理', { exact: true })).toHaveCount(0);
  await expect(sider(clerk.page).getByText('订单流水', { exact: true })).toHaveCount(0);
  await clerk.page.goto('/order/flow');
  await expect(clerk.page.getByText(FORBIDDEN_TEXT)).toBeVisible();
  await clerk.context.close();
});

test('a person named like markup renders literally (no element, no script)', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await signIn(page, request, 'admin');
  const evil = '<img src=x onerror=alert(1)>';
  await page.goto('/access/people');
  const people = pane(page, '/access/people');
  await people.locator('#people-table-add').click();
  await modal(page).locator('#person-form-account').fill('evil.name');
  await modal(page).locator('#person-form-name').fill(evil);
  await modal(page).locator('#person-form-department').click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '技术部' }).first().click();
  await modal(page).locator('button.ant-btn-primary').click();
  await page.click('#temp-password-close');
  await filterByName(people, 'evil');
  await expect(people.getByText(evil, { exact: true })).toBeVisible();
  await people.locator('button', { hasText: '详情' }).first().click();
  await expect(page.locator('.ant-drawer-content:visible').getByText(evil, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('role list keeps its filter when coming back from the role form; a failed save keeps what was typed', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/access/role');
  const roles = pane(page, '/access/role');
  await filterByName(roles, '订单');
  await expect(roles.getByText('订单只读', { exact: true })).toBeVisible();
  await expect(roles.getByText('运维打包', { exact: true })).toHaveCount(0);

  await roles.locator('#role-table-add').click();
  await page.waitForURL(/\/access\/roleform$/);
  await page.fill('#roleform-name', '重复编码');
  await page.fill('#roleform-code', 'admin'); // taken: the backend refuses
  await page.fill('#roleform-description', '保存失败也要留着');
  await page.click('#roleform-submit');
  await expect(page.locator('.ant-notification-notice', { hasText: '角色编码 admin 已存在' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/access\/roleform$/);
  await expect(page.locator('#roleform-name')).toHaveValue('重复编码');
  await expect(page.locator('#roleform-description')).toHaveValue('保存失败也要留着');

  await page.locator('#roleform').getByRole('button', { name: '返回列表' }).click();
  await page.waitForURL(/\/access\/role$/);
  await expect(roles.locator('input#name')).toHaveValue('订单');
  await expect(roles.getByText('运维打包', { exact: true })).toHaveCount(0);

  // a double click saves once; back on the list, the filter still holds and the rows are fresh
  await roles.locator('#role-table-add').click();
  await page.waitForURL(/\/access\/roleform$/);
  await page.fill('#roleform-name', '订单复核');
  await page.fill('#roleform-code', 'order_review');
  await page.dblclick('#roleform-submit');
  await page.waitForURL(/\/access\/role$/);
  await expect(roles.locator('input#name')).toHaveValue('订单');
  await expect(roles.getByText('订单复核', { exact: true })).toBeVisible();
  const list = await post<{ total: number }>(request, token, '/api/sys/role/list', {
    pageNum: 1,
    pageSize: 10,
    name: '订单复核',
  });
  expect(list.data.total).toBe(1);
});

test('members of a role: paged list, remove one; people: batch disable through the selection, reset password', async ({
  page,
  request,
}) => {
  const { token: admin } = await signIn(page, request, 'admin');
  const viewerRole = await findRole(request, admin, '订单只读');
  const before = viewerRole!.userCount;
  await page.goto('/access/role');
  const roles = pane(page, '/access/role');
  await roles.locator(`#role-table-users-${viewerRole!.id}`).click();
  const drawer = page.locator('.ant-drawer-content:visible');
  await expect(drawer.getByText('wuhao', { exact: true })).toBeVisible();
  const wuhao = await findPerson(request, admin, 'wuhao');
  await drawer.locator(`#role-users-remove-${wuhao!.id}`).click();
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  await expect(drawer.getByText('wuhao', { exact: true })).toHaveCount(0);
  expect((await findRole(request, admin, '订单只读'))!.userCount).toBe(before - 1);

  await page.goto('/access/people');
  const people = pane(page, '/access/people');
  const ids = [];
  for (const account of ['liuyang', 'chenjing']) {
    const p = await findPerson(request, admin, account);
    ids.push(p!.id);
    await people.locator(`tr[data-row-key="${p!.id}"] .ant-checkbox-input`).check();
  }
  await expect(page.locator('#people-batch-count')).toHaveText('已选 2 人');
  await page.click('#people-batch-disable');
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  await expect(page.locator('#people-batch-count')).toHaveCount(0);
  for (const id of ids) {
    await expect(people.locator(`tr[data-row-key="${id}"]`)).toContainText('停用');
    await expect(people.locator(`#people-table-status-${id}`)).toHaveText('启用');
  }

  const liuyang = ids[0];
  await people.locator(`#people-table-reset-${liuyang}`).click();
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  const temp = (await page.locator('#temp-password').innerText()).trim();
  await page.click('#temp-password-close');
  await people.locator(`#people-table-status-${liuyang}`).click();
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  await expect(people.locator(`#people-table-status-${liuyang}`)).toHaveText('停用');
  expect(await apiLogin(request, 'liuyang', temp)).toBeTruthy();
});

type DeptNode = { id: number; name: string; memberCount: number; children: DeptNode[] };
const flatDepts = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((d) => [d, ...flatDepts(d.children ?? [])]);
async function findDept(request: APIRequestContext, token: string, name: string) {
  const body = await post<{ list: DeptNode[] }>(request, token, '/api/sys/department/list', {});
  return flatDepts(body.data.list).find((d) => d.name === name);
}

test('a department with people cannot be deleted: the reason shows and it stays', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const finance = await findDept(request, token, '财务部');
  expect(finance?.memberCount).toBeGreaterThan(0);
  await page.goto('/access/people');
  const people = pane(page, '/access/people');
  await people.locator('#dept-panel .ant-tree-title', { hasText: '财务部' }).click();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/sys/department/delete'));
  await people.locator('#dept-delete').click();
  await page.locator('.ant-popconfirm:visible button.ant-btn-primary').click();
  expect(((await (await refused).json()) as { code: string }).code).toBe('A0403');
  // the backend's reason, with the department's head count
  await expect(
    page.locator('.ant-notification-notice', { hasText: `该部门下仍有 ${finance?.memberCount} 名人员，不能删除` }),
  ).toBeVisible();
  // still there: in the backend, and in the tree after the page is opened again
  expect(await findDept(request, token, '财务部')).toMatchObject({ id: finance?.id });
  await page.reload();
  await expect(people.locator('#dept-panel .ant-tree-title', { hasText: '财务部' })).toBeVisible();
});

test("a department's leader is chosen from the people, searched by name", async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/access/people');
  const people = pane(page, '/access/people');
  // the choices are asked for when the form opens (the screens' SWR keeps its default under the layout's)
  const choices = page.waitForResponse(
    (r) => r.url().includes('/api/sys/user/page') && (r.request().postData() ?? '').includes('"pageSize":20'),
  );
  await people.locator('#dept-add').click();
  await choices;
  await people.locator('.ant-select', { has: page.locator('#dept-form-leader') }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // retried: the list may draw once more as the answer lands (CI saw one option visible, then none counted)
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  await page.locator('#dept-form-leader').fill('周建国');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('周建国 (admin)');
});

test('the role form names the people holding the role (findUserByRole), whom a change of its grants reaches', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const roles = await post<{ list: Array<{ id: number; name: string; userCount: number }> }>(
    request,
    token,
    '/api/sys/role/list',
    { pageNum: 1, pageSize: 50 },
  );
  const held = roles.data.list.find((r) => r.userCount > 0);
  expect(held, 'a seeded role somebody holds').toBeDefined();
  const { id, userCount } = held as { id: number; userCount: number };
  const holders = await post<Array<{ name: string; account: string }>>(request, token, '/api/sys/role/findUserByRole', {
    id,
  });
  expect(holders.data).toHaveLength(userCount);

  const asked = page.waitForRequest((r) => r.url().endsWith('/api/sys/role/findUserByRole'));
  await page.goto(`/access/roleform?id=${id}`);
  expect((await asked).postDataJSON()).toEqual({ id });
  const box = page.locator('#roleform-holders');
  await expect(box).toContainText(`持有此角色的人员（${userCount}）`);
  for (const p of holders.data.slice(0, 20)) await expect(box).toContainText(`${p.name} · ${p.account}`);
  await expect(box).toContainText('改动在这些人员下次打开页面时生效');

  // a new role has nobody yet: no holders, and nothing asked
  let askedForNew = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/sys/role/findUserByRole')) askedForNew = true;
  });
  await page.goto('/access/roleform');
  await expect(page.locator('#roleform-name')).toBeVisible();
  await expect(box).toHaveCount(0);
  expect(askedForNew).toBe(false);
});

test('a role given a screen of /access asks a reason and waits for a second person; approved, the grant holds', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/access/roleform');
  await page.fill('#roleform-name', '人员审计');
  await page.fill('#roleform-code', 'people_audit');
  // another screen's grant needs nobody: no reason asked
  await clickGrant(page, '/order/flow');
  await expect(page.locator('#roleform-changeReason')).toHaveCount(0);
  await clickGrant(page, '/access/people');
  await expect(page.locator('#roleform-changeReason')).toBeVisible();
  await page.click('#roleform-submit');
  await expect(page.getByText('请填写变更原因')).toBeVisible();
  await expect(page).toHaveURL(/\/access\/roleform$/);
  await page.fill('#roleform-changeReason', '审计需要查看人员');
  await page.click('#roleform-submit');
  await page.waitForURL(/\/access\/role$/);
  const id = await queuedId(page);
  expect(await findRole(request, token, '人员审计')).toBeUndefined();

  const decided = await approveByApi(request, token, { id, approver: 'zhangwei' });
  expect(decided.status).toBe('approved');
  const role = await findRole(request, token, '人员审计');
  expect(role).toBeTruthy();
  const granted = await post<{ resourceIds: number[] }>(request, token, '/api/sys/role/get', { id: role?.id });
  const all = await post<Array<{ id: number; path: string }>>(request, token, '/api/sys/resource/allList', {});
  const paths = all.data.filter((r) => granted.data.resourceIds.includes(r.id)).map((r) => r.path);
  expect(paths).toEqual(expect.arrayContaining(['/access/people', '/order/flow']));

  // a further grant of /access waits too: the role list marks the role, linking to the request
  await page.goto(`/access/roleform?id=${role?.id}`);
  await expect(page.locator('#roleform-name')).toHaveValue('人员审计');
  await expect(page.locator('#roleform-changeReason')).toHaveCount(0);
  await clickGrant(page, '/access/role');
  await page.fill('#roleform-changeReason', '审计也要看角色');
  await page.click('#roleform-submit');
  await page.waitForURL(/\/access\/role$/);
  const asked = await queuedId(page);
  await expect(pane(page, '/access/role').locator(`#role-table-${role?.id}-pending-${asked}`)).toBeVisible();
});
