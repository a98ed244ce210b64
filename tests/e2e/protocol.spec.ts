import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { skeleton } from '../../src/contract/setting/protocolTemplates';
import { requestId, resetBackend, signIn, test } from './support';

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
  const res = await request.post(path, { data, headers: { satoken: token, 'X-Request-Id': requestId() } });
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

/**
 * Signed in as admin, on a new domestic protocol of entity 1 of the kind 儿童隐私保护指引 with its title typed; every
 * browser dialog (an alert a script would raise) is recorded and dismissed.
 */
async function newChildrenProtocol(page: Page, request: APIRequestContext) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => undefined);
  });
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/setting/operation/protocol/create?entityId=1');
  await expect(page.locator('#protocol-form')).toBeVisible();
  await page.locator('.ant-select', { has: page.locator('#protocol-form-kind') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '儿童隐私保护指引' }).click();
  await page.fill('#protocol-form-title', '儿童隐私保护指引');
  return { dialogs, token };
}

test('a protocol with a script tag and an img onerror is previewed and saved inert; publishing archives the previous version', async ({
  page,
  request,
}) => {
  const { dialogs, token } = await newChildrenProtocol(page, request);
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
  const stored = await post<{ content: string; html: string; recordVersion: number }>(
    request,
    token,
    '/api/setting/protocol/get',
    {
      id: savedId,
    },
  );
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
    // the line's version as read above (docs/rules.md "Request ids and versions")
    baseVersion: stored.data.recordVersion,
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

test('the visual editor: typed and bolded text is saved as HTML; a pasted script and onerror image stay inert in the editor, the preview and the saved protocol', async ({
  page,
  request,
}) => {
  const { dialogs, token } = await newChildrenProtocol(page, request);

  // HTML opens the visual editor; the template's sections come in as headings
  await page.getByRole('radio', { name: 'HTML', exact: true }).check();
  const editor = page.locator('#protocol-visual');
  await expect(editor).toBeVisible();
  await expect(page.locator('#protocol-form-content')).toHaveCount(0);
  await page.click('#protocol-skeleton');
  await expect(editor.locator('h2', { hasText: '监护人同意' })).toBeVisible();
  await expect(page.locator('#protocol-sections')).toContainText('必备章节齐全');

  // typed at the end, the last four characters made bold with the toolbar
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('监护人可以随时撤回同意');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.click('#protocol-visual-bold');
  await expect(editor.locator('b, strong', { hasText: '撤回同意' })).toBeVisible();
  await expect(page.locator('#protocol-preview').locator('b, strong', { hasText: '撤回同意' })).toBeVisible();

  // pasted after it (End: the selection collapses to the line's end), HTML holding a script, an img onerror, a
  // javascript: link and an svg onload
  await page.keyboard.press('End');
  await editor.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, PAYLOAD);
  await expect(editor).toContainText('点我');
  await expectInert(page, '#protocol-visual');
  await expect(page.locator('#protocol-preview')).toContainText('点我');
  await expectInert(page, '#protocol-preview');
  expect(dialogs).toEqual([]);

  await page.click('#protocol-submit');
  await expect(page.locator('.ant-message')).toContainText('已保存为第 2 版');
  const list = await post<{ list: Array<{ id: number; version: number }> }>(
    request,
    token,
    '/api/setting/protocol/page',
    {
      pageNum: 1,
      pageSize: 10,
      entityId: 1,
      kind: 'childrenPrivacy',
    },
  );
  const savedId = list.data.list.find((p) => p.version === 2)?.id as number;
  const stored = await post<{ format: string; content: string; html: string }>(
    request,
    token,
    '/api/setting/protocol/get',
    { id: savedId },
  );
  expect(stored.data.format).toBe('html');
  expect(stored.data.content).toMatch(/<(b|strong)>撤回同意<\/(b|strong)>/);
  expect(stored.data.content).toContain('<h2>监护人同意</h2>');
  expect(`${stored.data.content}${stored.data.html}`.toLowerCase()).not.toMatch(
    /<script|<svg|onerror|onload|javascript:/,
  );
  await page.click(`#protocol-table-view-${savedId}`);
  await expectInert(page, '#protocol-view');
  expect(dialogs).toEqual([]);
});

test('an entity is added with its phone masked; its SMS signature is pending until the carrier answers by the clock', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'admin');
  await page.goto('/setting/operation');
  await expect(page.locator('#entity-table')).toBeVisible();
  await page.click('#entity-table-add');
  await page.fill('#entity-form-company', '北风游戏（北京）有限公司');
  await page.fill('#entity-form-shortName', '北风游戏');
  await page.locator('.ant-select', { has: page.locator('#entity-form-region') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '中国大陆' }).click();
  // a wrong check character is said under the field before anything is sent
  await page.fill('#entity-form-licenceNo', '91110108MA0000001X');
  await page.fill('#entity-form-contactName', '王芳');
  await page.fill('#entity-form-contactPhone', '13911112222');
  await page.fill('#entity-form-contactEmail', 'legal@beifeng.example.cn');
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-modal:visible')).toContainText('校验位不正确');
  await page.fill('#entity-form-licenceNo', '91110108MA0000001D');
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  const row = page.locator('#entity-table tr', { hasText: '北风游戏' }).first();
  await expect(row).toContainText('139****2222');
  await expect(row).not.toContainText('13911112222');

  await row.getByText('短信签名').click();
  await expect(page.locator('#sms-table')).toBeVisible();
  await page.click('#sms-submit');
  await page.fill('#sms-form-text', '北风游戏');
  await page.locator('.ant-select', { has: page.locator('#sms-form-purpose') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '验证码' }).click();
  await page.locator('.ant-select', { has: page.locator('#sms-form-provider') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '腾讯云' }).click();
  await page.click('#sms-form-submit');
  const sig = page.locator('#sms-table tr', { hasText: '北风游戏' }).first();
  await expect(sig).toContainText('审核中');
  // two hours later by the backend's clock the carrier has answered
  const clock = await request.post('/api/__mock/clock', {
    data: { offsetMs: 2 * 3600_000 },
    headers: { satoken: token },
  });
  expect((await clock.json()).code).toBe('00000');
  try {
    await page.reload();
    await expect(page.locator('#sms-table tr', { hasText: '北风游戏' }).first()).toContainText('已通过');
  } finally {
    await request.post('/api/__mock/clock', { data: { offsetMs: 0 }, headers: { satoken: token } });
  }
});
