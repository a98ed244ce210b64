import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { skeleton } from '../../src/contract/setting/protocolTemplates';
import { resetBackend, signIn } from './support';

/**
 * Issue 12, protocols (/setting/operation/protocol): a protocol holding a script tag, an img onerror and a javascript:
 * link is previewed and saved inert (no dialog, no script element, no handler attribute, the payload's global never
 * set), and publishing a second version archives the first. Entity 1 is the seeded 星河互娱; its children's-privacy
 * protocol has a seeded draft v1 (mock/setting/operation/state.ts).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const PAYLOAD = [
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img id="evil" src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
  '<a id="js-link" href="javascript:alert(\'link\')">点我</a>',
  '<SCRIPT>alert(1)</SCRIPT><svg onload="alert(\'svg\')"></svg>',
].join('\n');

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { satoken: token } });
  return (await res.json()) as { code: string; data: T; tips: string };
}

/** Nothing in `scope` can run: no script element, no svg, no handler attribute, no javascript: link, no global set. */
async function expectInert(page: Page, scope: string) {
  const box = page.locator(scope);
  await expect(box).toBeVisible();
  await expect(box.locator('script')).toHaveCount(0);
  await expect(box.locator('svg')).toHaveCount(0);
  await expect(box.locator('img')).toHaveCount(1);
  // the broken image has finished loading (an onerror would have fired by now)
  await page.waitForFunction((s) => {
    const img = document.querySelector(`${s} img`) as HTMLImageElement | null;
    return img?.complete === true;
  }, scope);
  const attrs = await box.evaluate((el) =>
    Array.from(el.querySelectorAll('*')).flatMap((n) => Array.from(n.attributes).map((a) => `${a.name}=${a.value}`)),
  );
  expect(attrs.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
}

test('a protocol with a script tag and an img onerror is previewed and saved inert; publishing archives the previous version', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => undefined);
  });
  const { token } = await signIn(page, request, 'admin');

  await page.goto('/setting/operation/protocol/create?entityId=1');
  await expect(page.locator('#protocol-form')).toBeVisible();
  await page.click('#protocol-form-kind');
  await page.locator('.ant-select-item-option', { hasText: '儿童隐私保护指引' }).click();
  await page.fill('#protocol-form-title', '儿童隐私保护指引');
  // the template's sections are listed as missing until they are there
  await expect(page.locator('#protocol-sections')).toContainText('缺少章节');
  const text = `${skeleton('domestic', 'childrenPrivacy', 'zh-CN', '儿童隐私保护指引')}\n\n${PAYLOAD}`;
  await page.fill('#protocol-form-content', text);
  await expect(page.locator('#protocol-sections')).toContainText('必备章节齐全');
  await expect(page.locator('#protocol-sanitized')).toBeVisible();
  await expect(page.locator('#protocol-preview')).toContainText('点我');
  await expectInert(page, '#protocol-preview');
  expect(dialogs).toEqual([]);

  await page.click('#protocol-submit');
  await expect(page.locator('.ant-message')).toContainText('已保存为第 2 版');
  await expect(page.locator('#protocol-table')).toBeVisible();
  const page1 = await post<{ list: Array<{ id: number; version: number; status: string }> }>(
    request,
    token,
    '/api/setting/protocol/page',
    { pageNum: 1, pageSize: 10, entityId: 1, kind: 'childrenPrivacy' },
  );
  const saved = page1.data.list.find((p) => p.version === 2);
  expect(saved?.status).toBe('draft');
  const savedId = saved?.id as number;

  // the saved view draws what the backend stored: as inert
  await page.click(`#protocol-table-view-${savedId}`);
  await expectInert(page, '#protocol-view');
  const stored = await post<{ content: string; html: string }>(request, token, '/api/setting/protocol/get', {
    id: savedId,
  });
  expect(`${stored.data.content}${stored.data.html}`.toLowerCase()).not.toMatch(
    /<script|onerror|onload|javascript:alert/,
  );
  await page.keyboard.press('Escape');

  // publish it; then a second version, published, archives it
  await page.click(`#protocol-publish-${savedId}`);
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(page.locator(`#protocol-table tr[data-row-key="${savedId}"]`)).toContainText('已发布');
  const second = await post<{ id: number; version: number }>(request, token, '/api/setting/protocol/add', {
    entityId: 1,
    template: 'domestic',
    kind: 'childrenPrivacy',
    lang: 'zh-CN',
    title: '儿童隐私保护指引',
    format: 'markdown',
    content: skeleton('domestic', 'childrenPrivacy', 'zh-CN', '儿童隐私保护指引'),
    basedOn: savedId,
  });
  expect(second.data.version).toBe(3);
  await page.reload();
  await page.click(`#protocol-publish-${second.data.id}`);
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText(`之前的版本 #${savedId} 已归档`);
  await expect(page.locator(`#protocol-table tr[data-row-key="${savedId}"]`)).toContainText('已归档');
  await expect(page.locator(`#protocol-table tr[data-row-key="${second.data.id}"]`)).toContainText('已发布');
  expect(dialogs).toEqual([]);
});
