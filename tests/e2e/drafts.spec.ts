import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { approveByApi, firstPayConfig, resetBackend, seedSession, signIn, apiPost as post, test } from './support';

/**
 * Issue 34, drafts (docs/rules.md "Drafts"): what is typed in a long editor survives a closed tab and is offered back
 * (恢复 … 保存的草稿 / 丢弃) when the editor opens again, its time in the business time zone (the browser is in São
 * Paulo); a pay configuration's key never enters it; a save removes it; the notice speaks each of the four languages.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

interface Stored {
  savedAt: number;
  values: Record<string, unknown>;
}

/** The draft kept under `key` in the page's local storage, or null. */
const draftIn = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as Stored | null, key);

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('draft:')));

/** `ms` on the business clock (Asia/Shanghai), as the notice writes it: YYYY-MM-DD HH:mm. */
const businessMinute = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

const buttonText = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1');

async function me(request: APIRequestContext, token: string): Promise<number> {
  return (await post<{ id: number }>(request, token, '/api/mng/user/current')).data.id;
}

test('a pay configuration typed, the tab closed: reopened, the draft is offered, restored and saved, then gone', async ({
  page,
  context,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const gameId = games[0].id;
  const alipay = await firstPayConfig<{ id: number; remark?: string }>(request, token, 'alipay', gameId);
  const address = `/pay/payConfig/create?id=${alipay.id}`;
  const key = `draft:${await me(request, token)}:/pay/payConfig/create:${alipay.id}`;
  const remark = '草稿：费率待财务核对';
  const secret = 'MIIEdraft-secret-never-kept-7f3a';

  await page.goto(address);
  await expect(page.locator('#pay-config-merchantId')).not.toHaveValue('');
  const loadedRemark = await page.locator('#pay-config-remark').inputValue();
  expect(loadedRemark).not.toBe(remark);
  await page.fill('#pay-config-privateKey', secret);
  await page.fill('#pay-config-remark', remark);
  // kept half a second after the last change, under the person, the page and the record; the key left out
  await expect.poll(async () => (await draftIn(page, key))?.values.remark).toBe(remark);
  const kept = (await draftIn(page, key)) as Stored;
  expect(kept.values).not.toHaveProperty('privateKey');
  expect(JSON.stringify(kept)).not.toContain(secret);
  expect(await draftKeys(page)).toEqual([key]);
  await page.close();

  // a new tab of the same browser
  const again = await context.newPage();
  await seedSession(again, token, String(gameId));
  await again.goto(address);
  const notice = again.locator('#draft-pay-payConfig-create');
  await expect(notice.locator('.ant-alert-message')).toHaveText(`恢复 ${businessMinute(kept.savedAt)} 保存的草稿`);
  await expect(again.locator('#pay-config-remark')).toHaveValue(loadedRemark);
  await again.click('#draft-pay-payConfig-create-restore');
  await expect(again.locator('#pay-config-remark')).toHaveValue(remark);
  await expect(again.locator('#pay-config-privateKey')).toHaveValue('');
  await expect(notice).toHaveCount(0);

  // a risky change (issue 34): asked with its reason, applied once a second person approves it
  await again.fill('#pay-config-changeReason', '费率待财务核对');
  await again.click('#pay-config-submit');
  await expect(again).toHaveURL(/\/pay\/payConfig$/);
  await expect(again.locator('#change-request-queued')).toBeVisible();
  expect(await draftKeys(again)).toEqual([]);
  await approveByApi(request, token);
  const saved = await post<{ remark: string }>(request, token, '/api/mng/payConfig/get', { id: alipay.id }, gameId);
  expect(saved.data.remark).toBe(remark);

  // opened again: the saved record, nothing offered
  await again.goto(address);
  await expect(again.locator('#pay-config-remark')).toHaveValue(remark);
  await expect(again.locator('#draft-pay-payConfig-create')).toHaveCount(0);
  expect(await draftKeys(again)).toEqual([]);
});

const NOTICES = {
  'zh-CN': (time: string) => [`恢复 ${time} 保存的草稿`, '恢复', '丢弃'],
  'en-US': (time: string) => [`Restore the draft saved at ${time}?`, 'Restore', 'Discard'],
  'pt-BR': (time: string) => [`Restaurar o rascunho salvo em ${time}?`, 'Restaurar', 'Descartar'],
  'zh-TW': (time: string) => [`恢復 ${time} 儲存的草稿`, '恢復', '捨棄'],
} as const;

test('a new role’s draft is offered in each of the four languages after a reload; discarded, it is gone', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  const key = `draft:${await me(request, token)}:roleform:new`;
  await page.goto('/access/roleform');
  await expect(page.locator('#roleform-name')).toBeVisible();
  await page.fill('#roleform-name', '草稿角色');
  await page.fill('#roleform-description', '关掉页面也不丢');
  await expect.poll(async () => (await draftIn(page, key))?.values.description).toBe('关掉页面也不丢');
  const time = businessMinute(((await draftIn(page, key)) as Stored).savedAt);

  for (const [locale, texts] of Object.entries(NOTICES)) {
    await page.evaluate((l) => window.localStorage.setItem('umi_locale', l), locale);
    await page.reload();
    const [message, restore, discard] = texts(time);
    await expect(page.locator('#roleform-draft .ant-alert-message'), locale).toHaveText(message);
    // antd spaces a button's two Chinese characters (恢 复)
    expect(await buttonText(page, '#roleform-draft-restore'), locale).toBe(restore);
    expect(await buttonText(page, '#roleform-draft-discard'), locale).toBe(discard);
    // offered, not applied
    await expect(page.locator('#roleform-name'), locale).toHaveValue('');
  }

  await page.click('#roleform-draft-discard');
  await expect(page.locator('#roleform-draft')).toHaveCount(0);
  expect(await draftIn(page, key)).toBeNull();
  await page.reload();
  await expect(page.locator('#roleform-name')).toBeVisible();
  await expect(page.locator('#roleform-draft')).toHaveCount(0);
});

test('a new protocol’s text is offered back after a reload and restored into the editor', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'admin');
  const key = `draft:${await me(request, token)}:protocol.domestic.1:new`;
  const content = '## 草稿\n\n还没保存的正文';
  await page.goto('/setting/operation/protocol/create?entityId=1');
  await expect(page.locator('#protocol-form')).toBeVisible();
  await page.locator('.ant-select', { has: page.locator('#protocol-form-kind') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '儿童隐私保护指引' }).click();
  await page.fill('#protocol-form-title', '儿童隐私保护指引（草稿）');
  await page.fill('#protocol-form-content', content);
  await expect.poll(async () => (await draftIn(page, key))?.values.content).toBe(content);
  const kept = (await draftIn(page, key)) as Stored;
  expect(kept.values).toMatchObject({ kind: 'childrenPrivacy', title: '儿童隐私保护指引（草稿）' });

  await page.reload();
  await expect(page.locator('#protocol-draft .ant-alert-message')).toHaveText(
    `恢复 ${businessMinute(kept.savedAt)} 保存的草稿`,
  );
  await expect(page.locator('#protocol-form-title')).toHaveValue('');
  await page.click('#protocol-draft-restore');
  await expect(page.locator('#protocol-form-title')).toHaveValue('儿童隐私保护指引（草稿）');
  await expect(page.locator('#protocol-form-content')).toHaveValue(content);
  await expect(page.locator('#protocol-preview')).toContainText('还没保存的正文');
  await expect(page.locator('#protocol-draft')).toHaveCount(0);
});
