import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { resetBackend, signIn, apiPost as post, test } from './support';

/** A real zip archive (the backend refuses anything else for SDKs and packaging tools), stored so it keeps its size. */
const zipOf = (name: string, content: Uint8Array) => Buffer.from(zipSync({ [name]: content }, { level: 0 }));

/**
 * Issue 4, channels/SDKs and the self-check platform screens: a channel vendor created on its full-page form with a
 * required parameter; a failed save keeps what was typed; the seeded vendor missing a required parameter gets it
 * filled (and the list, which kept its filter, shows it complete); a vendor SDK version uploaded with the progress
 * bar reaching 100 %; a major channel's maintenance switch; an enrolment in the self-check platform; a check item's
 * parameters edited (a bad number refused before saving).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const pane = (page: Page, path: string) => page.locator(`[data-pane="${path}"]`);

type ChannelRow = {
  id: number;
  name: string;
  code: string;
  missingParams: string[];
  params: Array<{ key: string; value: string }>;
};

async function channelByCode(request: APIRequestContext, token: string, code: string) {
  const body = await post<{ list: ChannelRow[] }>(request, token, '/api/sdk/channel/page', {
    pageNum: 1,
    pageSize: 100,
    name: code,
  });
  return body.data.list.find((c) => c.code === code);
}

async function search(list: Locator, field: string, text: string) {
  await list.locator(`input#${field}`).fill(text);
  await list.getByRole('button', { name: /查\s*询/ }).click();
}

/**
 * Picks `label` in the antd Select whose input has id `id`, typed into its search first where it has one (a long
 * list, grouped by category, draws only the options in view).
 */
async function choose(page: Page, id: string, label: string) {
  await page.locator('.ant-select-selector', { has: page.locator(`#${id}`) }).click();
  await page.keyboard.type(label);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}

test('a channel vendor is created with a required parameter on its page and listed', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/sdk/channel');
  const list = pane(page, '/sdk/channel');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await list.locator('#channel-add').click();
  await expect(page).toHaveURL(/\/sdk\/channel\/business\/addEdit$/);

  const form = pane(page, '/sdk/channel/business/addEdit');
  await form.locator('#channel-form-name').fill('魅族');
  await form.locator('#channel-form-code').fill('meizu');
  await form.locator('#channel-form-loginVerifyUrl').fill('https://sdk-gateway.example.com/login/verify/meizu');
  await form.locator('#channel-param-add').click();
  await form.locator('#channel-param-0-key').fill('appId');
  await form.locator('#channel-param-0-name').fill('应用 ID');
  await expect(form.locator('#channel-param-0-required')).toBeChecked();
  // required and empty: flagged, not blocking
  await expect(form.locator('#channel-form-missing')).toContainText('appId');
  await form.locator('#channel-param-0-value').fill('mz_10086');
  await expect(form.locator('#channel-form-missing')).toHaveCount(0);
  await form.locator('#channel-form-submit').click();

  await expect(page).toHaveURL(/\/sdk\/channel$/);
  await search(list, 'name', 'meizu');
  await expect(list.locator('tbody tr.ant-table-row', { hasText: '魅族' })).toBeVisible();
  await expect(list.locator('tbody tr.ant-table-row', { hasText: '魅族' })).toContainText('1 个参数');

  const saved = await channelByCode(request, token, 'meizu');
  expect(saved?.params).toEqual([
    { key: 'appId', name: '应用 ID', required: true, usedBy: 'client', value: 'mz_10086' },
  ]);
  expect(saved?.missingParams).toEqual([]);
});

test('a failed save keeps the typed form', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/sdk/channel/business/addEdit');
  const form = pane(page, '/sdk/channel/business/addEdit');
  await form.locator('#channel-form-name').fill('华为二号');
  await form.locator('#channel-form-code').fill('huawei');
  await form.locator('#channel-param-add').click();
  await form.locator('#channel-param-0-key').fill('appId');
  await form.locator('#channel-param-0-name').fill('应用 ID');
  await form.locator('#channel-param-0-value').fill('777');
  await form.locator('#channel-form-submit').click();

  // the backend refuses the duplicate code; its message shows once and the page stays as typed
  await expect(page.locator('.ant-notification-notice', { hasText: '代码 huawei 已存在' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/sdk\/channel\/business\/addEdit$/);
  await expect(form.locator('#channel-form-name')).toHaveValue('华为二号');
  await expect(form.locator('#channel-form-code')).toHaveValue('huawei');
  await expect(form.locator('#channel-param-0-key')).toHaveValue('appId');
  await expect(form.locator('#channel-param-0-value')).toHaveValue('777');
  await expect(form.locator('#channel-form-submit')).toBeEnabled();
});

test('the seeded vendor missing a required parameter gets it filled; the list kept its filter', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const before = await channelByCode(request, token, 'uc');
  expect(before?.missingParams).toEqual(['appKey']);

  await page.goto('/sdk/channel');
  const list = pane(page, '/sdk/channel');
  await search(list, 'name', '九游');
  const row = list.locator('tbody tr.ant-table-row', { hasText: '九游' });
  await expect(row.locator(`#channel-missing-${before?.id}`)).toContainText('appKey');
  await row.locator(`#channel-edit-${before?.id}`).click();

  const form = pane(page, '/sdk/channel/business/addEdit');
  await expect(form.locator('#channel-form-code')).toHaveValue('uc');
  await expect(form.locator('#channel-form-missing')).toContainText('appKey');
  const index = before?.params.findIndex((p) => p.key === 'appKey') ?? -1;
  await expect(form.locator(`#channel-param-${index}-key`)).toHaveValue('appKey');
  await form.locator(`#channel-param-${index}-value`).fill('uc_api_5f0e2b');
  await form.locator('#channel-form-submit').click();

  await expect(page).toHaveURL(/\/sdk\/channel$/);
  await expect(list.locator('input#name')).toHaveValue('九游');
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list.locator(`#channel-missing-${before?.id}`)).toHaveCount(0);
  const after = await channelByCode(request, token, 'uc');
  expect(after?.missingParams).toEqual([]);
  expect(after?.params.find((p) => p.key === 'appKey')?.value).toBe('uc_api_5f0e2b');
  // the masked server secret was sent back untouched and kept
  expect(after?.params.find((p) => p.key === 'secretKey')?.value).toBe(
    before?.params.find((p) => p.key === 'secretKey')?.value,
  );
});

test('a vendor SDK version is uploaded with the progress bar reaching 100%', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/sdk/channel/sdk?channelId=1');
  const screen = pane(page, '/sdk/channel/sdk');
  await expect(screen.locator('#channelSdk-title')).toContainText('华为');
  await expect(screen.locator('tbody tr.ant-table-row', { hasText: '6.11.0.300' })).toBeVisible();

  await screen.locator('#channelSdk-upload-open').click();
  const dialog = page.locator('.ant-modal-content:visible');
  await dialog.locator('#channelSdk-upload-version').fill('6.12.0.100');
  await dialog.locator('#channelSdk-upload-notes').fill('HMS Core 游戏服务：支付回调重试');
  // small, but enough bytes for progress events
  const sdkZip = zipOf('hms-game.aar', new Uint8Array(64 * 1024));
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'huawei-sdk-6.12.0.100.zip',
    mimeType: 'application/zip',
    buffer: sdkZip,
  });
  await dialog.locator('#channelSdk-upload-submit').click();

  const progress = dialog.locator('#channelSdk-upload-progress');
  await expect(progress).toHaveAttribute('data-percent', '100');
  await expect(progress.locator('.ant-progress-status-success')).toBeVisible();
  await expect(dialog.locator('.ant-alert-success')).toContainText('6.12.0.100');
  await dialog.locator('#channelSdk-upload-close').click();

  await expect(screen.locator('tbody tr.ant-table-row', { hasText: '6.12.0.100' })).toBeVisible();
  const versions = await post<{
    list: Array<{ version: string; channelId: number; fileSize: number; uploader: string }>;
  }>(request, token, '/api/sdk/channel/sdk/page', { pageNum: 1, pageSize: 50, channelId: 1 });
  const uploaded = versions.data.list.find((v) => v.version === '6.12.0.100');
  expect(uploaded?.channelId).toBe(1);
  expect(uploaded?.fileSize).toBe(sdkZip.length);
});

test("a major channel's maintenance switch is saved as on and off", async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/sdk/appMarket');
  const list = pane(page, '/sdk/appMarket');
  const toggle = list.locator('#appMarket-maintenance-1');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  const read = async () =>
    (
      await post<{ list: Array<{ id: number; maintenance: number }> }>(request, token, '/api/sdk/appMarket/page', {
        pageNum: 1,
        pageSize: 50,
      })
    ).data.list.find((m) => m.id === 1)?.maintenance;
  expect(await read()).toBe(1);
  await page.reload();
  await expect(pane(page, '/sdk/appMarket').locator('#appMarket-maintenance-1')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await pane(page, '/sdk/appMarket').locator('#appMarket-maintenance-1').click();
  await expect(pane(page, '/sdk/appMarket').locator('#appMarket-maintenance-1')).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await read()).toBe(0);
});

test('a game and channels are enrolled in the self-check platform and listed', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/check/joinup');
  const list = pane(page, '/check/joinup');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await list.locator('#joinup-add').click();
  const dialog = page.locator('.ant-modal-content:visible');
  // the current game is preselected
  await expect(dialog.locator('.ant-select-selection-item', { hasText: '星海传说' })).toBeVisible();
  await choose(page, 'joinup-form-channels', 'TapTap');
  await page.keyboard.press('Escape');
  await dialog.locator('#joinup-form-remark').fill('上线前接入');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);

  // filtered by game and channel: only the new enrolment (剑影江湖 × TapTap is seeded)
  await choose(page, 'filterGameId', '星海传说');
  await choose(page, 'channelId', 'TapTap');
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const row = list.locator('tbody tr.ant-table-row', { hasText: '星海传说' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('上线前接入');
  await row.getByText('自检记录').click();
  await expect(page).toHaveURL(/\/check\/joinup\/detail\?id=\d+/);
  await expect(pane(page, '/check/joinup/detail').locator('#joinup-detail')).toContainText('TapTap');
});

test("a check item's parameters are edited; a bad number is refused before saving", async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const items = await post<{ list: Array<{ id: number; code: string }> }>(
    request,
    token,
    '/api/check/configuration/page',
    {
      pageNum: 1,
      pageSize: 50,
    },
  );
  const target = items.data.list.find((i) => i.code === 'TARGET_SDK');
  expect(target).toBeTruthy();

  await page.goto('/check/configuration');
  const list = pane(page, '/check/configuration');
  await list.locator(`#checkItem-params-${target?.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/check/configuration/setConfig\\?id=${target?.id}$`));
  const editor = pane(page, '/check/configuration/setConfig');
  await expect(editor.locator('#setConfig-param-0-key')).toHaveValue('minTargetSdk');
  await expect(editor.locator('#setConfig-param-0-key')).toBeDisabled();

  await editor.locator('#setConfig-param-0-value').fill('thirty');
  await editor.locator('#setConfig-submit').click();
  await expect(editor.locator('.ant-form-item-explain-error')).toContainText('请输入数字');
  await expect(page).toHaveURL(/setConfig/);

  await editor.locator('#setConfig-param-0-value').fill('33');
  await editor.locator('#setConfig-submit').click();
  await expect(page).toHaveURL(/\/check\/configuration$/);
  await expect(list.locator('tbody tr.ant-table-row', { hasText: 'TARGET_SDK' })).toContainText('minTargetSdk=33');

  const after = await post<{ list: Array<{ code: string; params: Array<{ key: string; value: string }> }> }>(
    request,
    token,
    '/api/check/configuration/page',
    { pageNum: 1, pageSize: 50, keyword: 'TARGET_SDK' },
  );
  expect(after.data.list[0].params).toEqual([{ key: 'minTargetSdk', name: '最低 targetSdkVersion', value: '33' }]);
});

test('a packaging-tool release is published and downloaded', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/sdk/packageTool');
  const list = pane(page, '/sdk/packageTool');
  await list.locator('#packageTool-upload-open').click();
  const dialog = page.locator('.ant-modal-content:visible');
  await dialog.locator('#packageTool-upload-version').fill('3.3.0');
  await choose(page, 'packageTool-upload-platform', 'Linux');
  await dialog.locator('#packageTool-upload-notes').fill('首个 Linux 版本');
  const bytes = zipOf('packtool', Buffer.from('PackTool 3.3.0 for Linux\n'.repeat(200)));
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'PackTool-3.3.0-linux.zip', mimeType: 'application/zip', buffer: bytes });
  await dialog.locator('#packageTool-upload-submit').click();
  await expect(dialog.locator('#packageTool-upload-progress')).toHaveAttribute('data-percent', '100');
  await dialog.locator('#packageTool-upload-close').click();

  const row = list.locator('tbody tr.ant-table-row', { hasText: '3.3.0' }).filter({ hasText: 'Linux' });
  await expect(row).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByText('下载').click()]);
  expect(file.suggestedFilename()).toBe('PackTool-3.3.0-linux.zip');
  const saved = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).equals(bytes)).toBe(true);
});

test("a plugin's values for the current game are checked and saved", async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const plugins = await post<{ list: Array<{ id: number; code: string }> }>(request, token, '/api/sdk/plugin/page', {
    pageNum: 1,
    pageSize: 50,
  });
  const pangle = plugins.data.list.find((p) => p.code === 'pangle');
  await page.goto('/sdk/plugin');
  const list = pane(page, '/sdk/plugin');
  await list.locator(`#plugin-config-${pangle?.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/sdk/plugin/sdkConfig\\?pluginId=${pangle?.id}$`));
  const form = pane(page, '/sdk/plugin/sdkConfig');
  await form.locator('#pluginConfig-value-appId').fill('5148832');
  await form.locator('#pluginConfig-submit').click();
  // the reward slot is required and still empty: refused before sending
  await expect(form.locator('.ant-form-item-explain-error')).toBeVisible();
  await form.locator('#pluginConfig-value-rewardSlotId').fill('948221077');
  await form.locator('#pluginConfig-submit').click();
  await expect(page.locator('.ant-message-notice', { hasText: '保存' }).first()).toBeVisible();

  const saved = await post<{ values: Record<string, string>; enabled: number }>(
    request,
    token,
    '/api/sdk/plugin/config/get',
    {
      pluginId: pangle?.id,
    },
  );
  expect(saved.data.values).toEqual({ appId: '5148832', rewardSlotId: '948221077' });
});
