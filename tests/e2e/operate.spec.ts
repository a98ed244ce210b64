// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import { expect, type Page } from '@playwright/test';
import { operations } from '../../src/contract';
import { chinaText, resetBackend, sider, signIn, apiPost as post, test } from './support';

/**
 * Issue 11, game-operations configuration: a forced-update rule overlapping an enabled one is refused with the
 * backend's message naming that rule, and the form keeps what was typed; a rule that overlaps nothing is saved, listed
 * and shown applying by the check on the list screen (forced, and by device for a partial rollout).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

async function choose(page: Page, id: string, label: string) {
  await page.locator('.ant-select', { has: page.locator(`#${id}`) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  // the list closes before the next select opens (two open lists would both offer the same names)
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a forced-update rule overlapping another is refused naming it, the form keeps its values; a fixed rule is saved and the check answers', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'ops');
  expect(games[0].id).toBe(1);
  await page.goto('/operate/updateConfig');
  const table = page.locator('#update-table');
  await expect(table.locator('tr', { hasText: '3.0 起旧版本停止服务' })).toBeVisible();

  await page.click('#update-create');
  await page.waitForURL(/\/operate\/updateConfig\/create$/);
  await choose(page, 'update-channel', '华为 (huawei)');
  await page.fill('#update-minVersion', '3.1.0');
  await page.fill('#update-latestVersion', '3.3.0');
  await page.fill('#update-downloadUrl', 'https://dl.example.com/e2e/3.3.0.apk');
  await page.fill('#update-notes', '端到端：华为 3.3');
  await page.click('#update-force');
  await page.click('#update-submit');

  // the seeded rule #2 covers Huawei Android clients from 3.0.0 up to 3.2.0
  const refusal = page.getByText(
    /与已启用的规则 #2（Android · 华为 · 3\.0\.0 至 3\.2\.0 之前 · 提示更新到 3\.2\.0 · 灰度 50%）重叠/,
  );
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/operate\/updateConfig\/create$/);
  await expect(page.locator('#update-minVersion')).toHaveValue('3.1.0');
  await expect(page.locator('#update-latestVersion')).toHaveValue('3.3.0');
  await expect(page.locator('#update-downloadUrl')).toHaveValue('https://dl.example.com/e2e/3.3.0.apk');
  await expect(page.locator('#update-notes')).toHaveValue('端到端：华为 3.3');
  await expect(page.locator('#update-force')).toHaveAttribute('aria-checked', 'true');
  const form = page.locator('#update-form');
  await expect(form.locator('.ant-select', { has: page.locator('#update-channel') })).toContainText('华为 (huawei)');

  // starting at 3.2.0, where #2's coverage ends, overlaps nothing
  await page.fill('#update-minVersion', '3.2.0');
  await page.fill('#update-rollout', '30');
  await page.click('#update-submit');
  await page.waitForURL(/\/operate\/updateConfig$/);
  const row = table.locator('tr', { hasText: '端到端：华为 3.3' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3.2.0 至 3.3.0 之前');
  await expect(row).toContainText('强制');
  await expect(row).toContainText('30%');
  const saved = await post<{ list: Array<{ id: number; notes: string }> }>(
    request,
    token,
    '/api/operate/updateConfig/page',
    { pageNum: 1, pageSize: 50, channel: 'huawei' },
  );
  const id = saved.data.list.find((r) => r.notes === '端到端：华为 3.3')?.id;
  expect(id).toBeGreaterThan(0);

  // which rule applies: Huawei Android 2.9.10 → the seeded forced rule #1
  await choose(page, 'update-check-channel', '华为 (huawei)');
  await page.fill('#update-check-version', '2.9.10');
  await page.click('#update-check-submit');
  await expect(page.locator('#update-check-verdict')).toHaveText('强制更新');
  await expect(page.locator('#update-check-rule')).toContainText('#1');

  // 3.2.10 (numerically above 3.2.0) → the new rule, rolled out to 30%: without a device it depends on the device
  await page.fill('#update-check-version', '3.2.10');
  await page.click('#update-check-submit');
  await expect(page.locator('#update-check-rule')).toContainText(`#${id}`);
  await expect(page.locator('#update-check-verdict')).toHaveText('取决于设备是否在灰度内');

  // with a device id the answer follows the device's bucket, the same as the backend's
  await page.fill('#update-check-device', 'device-e2e-1');
  await page.click('#update-check-submit');
  const expected = await post<{ bucket: number; inRollout: boolean }>(
    request,
    token,
    '/api/operate/updateConfig/check',
    {
      platform: 'android',
      channel: 'huawei',
      version: '3.2.10',
      deviceId: 'device-e2e-1',
    },
  );
  await expect(page.locator('#update-check-inRollout')).toContainText(`灰度桶 ${expected.data.bucket}`);
  await expect(page.locator('#update-check-verdict')).toHaveText(expected.data.inRollout ? '强制更新' : '无需更新');

  // 3.3.0 is up to date
  await page.fill('#update-check-version', '3.3.0');
  await page.click('#update-check-submit');
  await expect(page.locator('#update-check-verdict')).toHaveText('无需更新');
});

test('an SMS template with a placeholder its scene does not allow is refused, then fixed, previewed and saved', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/operate/messageConfig');
  const table = page.locator('#sms-table');
  await expect(table.locator('tr', { hasText: '您的登录验证码是' })).toBeVisible();

  await page.click('#sms-create');
  await page.waitForURL(/\/operate\/messageConfig\/create$/);
  await choose(page, 'sms-scene', '解绑手机');
  await page.fill('#sms-signature', '星辰游戏');
  await page.fill('#sms-template', '账号{account}解绑验证码${code}');
  // the preview already warns; the backend refuses the save with the same reason
  await expect(page.locator('#sms-issues')).toContainText('占位符 account 不是该场景可用的');
  await page.click('#sms-submit');
  await expect(
    page.getByText(
      '参数错误：template 模板中的占位符 account 不是场景 unbind 可用的（可用：code, minutes, game, phoneTail）',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/operate\/messageConfig\/create$/);
  await expect(page.locator('#sms-template')).toHaveValue('账号{account}解绑验证码${code}');
  await expect(page.locator('#sms-signature')).toHaveValue('星辰游戏');

  await page.fill('#sms-template', '您正在解绑尾号{phoneTail}的手机，验证码${code}，{minutes}分钟内有效。');
  await expect(page.locator('#sms-issues')).toHaveCount(0);
  await expect(page.locator('#sms-preview-text')).toHaveText(
    '【星辰游戏】您正在解绑尾号1234的手机，验证码482913，5分钟内有效。',
  );
  await page.click('#sms-submit');
  await page.waitForURL(/\/operate\/messageConfig$/);
  const row = table.locator('tr', { hasText: '您正在解绑尾号' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('解绑手机');
});

/** A time typed into a date picker: China's wall clock (the business zone's), whatever the browser's zone. */
async function pickTime(page: Page, id: string, ms: number) {
  await page.click(`#${id}`);
  await page.fill(`#${id}`, chinaText(ms));
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

test('a poster is created with its preview showing the text and button, and listed as live now', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/operate/posterPop');
  const table = page.locator('#posterPop-table');
  const seeded = table.locator('tr', { hasText: '双十一活动海报' });
  await expect(seeded).toContainText('投放中');
  await expect(table.locator('tr', { hasText: '国庆海报（已结束）' })).toContainText('已结束');

  await page.click('#popup-create');
  await page.waitForURL(/\/operate\/posterPop\/create$/);
  await expect(page.locator('#popup-preview')).toContainText('填写图片、文字或按钮后在此预览');
  await page.fill('#popup-title', '端到端：周末海报');
  await page.fill('#popup-imageUrl', 'https://cdn.example.com/operate/e2e.png');
  await page.fill('#popup-text', '周末双倍经验，登录即领');
  await page.fill('#popup-buttonText', '立即参与');
  await page.fill('#popup-linkUrl', 'https://event.example.com/weekend');
  await expect(page.locator('#popup-preview-text')).toHaveText('周末双倍经验，登录即领');
  await expect(page.locator('#popup-preview-button')).toHaveText(/立即参与/);
  await expect(page.locator('#popup-preview-image')).toHaveAttribute('src', 'https://cdn.example.com/operate/e2e.png');

  const now = Date.now();
  await pickTime(page, 'popup-startAt', now - 60 * 60 * 1000);
  await pickTime(page, 'popup-endAt', now + 2 * 24 * 60 * 60 * 1000);
  await page.click('#popup-submit');
  await page.waitForURL(/\/operate\/posterPop$/);
  const row = table.locator('tr', { hasText: '端到端：周末海报' });
  await expect(row).toContainText('投放中');
  await expect(row).toContainText('全部渠道');
});

test('an ad, which has no create page, is created in a drawer with the same editor and listed; its link is required', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'ops');
  await page.goto('/operate/adConfiguration');
  const table = page.locator('#adConfiguration-table');
  await expect(table.locator('tr', { hasText: '开屏广告：周年庆' })).toContainText('投放中');
  await page.click('#popup-create');
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('#popup-preview')).toBeVisible();
  await page.fill('#popup-title', '端到端：广告');
  await page.fill('#popup-imageUrl', 'https://cdn.example.com/operate/e2e-ad.png');
  const now = Date.now();
  await pickTime(page, 'popup-startAt', now + 24 * 60 * 60 * 1000);
  await pickTime(page, 'popup-endAt', now + 3 * 24 * 60 * 60 * 1000);
  await page.click('#popup-submit');
  // an ad needs its link
  await expect(drawer.locator('.ant-form-item-has-error', { has: page.locator('#popup-linkUrl') })).toContainText(
    '必填',
  );
  await page.fill('#popup-linkUrl', 'https://event.example.com/ad');
  await page.click('#popup-submit');
  await expect(drawer).toBeHidden();
  await expect(table.locator('tr', { hasText: '端到端：广告' })).toContainText('未开始');
});

/** The screens driven above, with their menu entries. */
const SCREENS = [
  ['/operate/updateConfig', '强更配置'],
  ['/operate/messageConfig', '短信配置'],
  ['/operate/posterPop', '海报弹窗'],
  ['/operate/adConfiguration', '广告配置'],
] as const;

test('viewer has none of these screens: the menu leaves them out and the page is refused', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'viewer');
  await page.goto('/welcome');
  // the menu is drawn (viewer's own entry shows) before entries are said to be absent
  await expect(sider(page).getByText('订单管理', { exact: true })).toBeVisible();
  await expect(sider(page).getByText('游戏运营', { exact: true })).toHaveCount(0);
  for (const [path, name] of SCREENS) {
    await expect(sider(page).getByText(name, { exact: true })).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByText('你没有权限进入此页面')).toBeVisible();
    await expect(page.locator('.ant-table')).toHaveCount(0);
  }
  // and the backend refuses viewer every call of those screens (the contract's list of them)
  const paths = operations()
    .filter(([, o]) => SCREENS.some(([screen]) => o['x-screen'] === screen))
    .map(([path]) => path);
  expect(paths.length).toBe(28);
  for (const path of paths)
    expect((await post(request, token, path, { pageNum: 1, pageSize: 10 })).code, path).toBe('A0301');
});
