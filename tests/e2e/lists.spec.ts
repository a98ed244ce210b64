import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * A list screen asks for its first page while it first renders (CrudTable's prefetch) and its table takes that
 * answer: one call, never the same call twice — also where React discards and redoes the first render, and on the
 * live screens that poll (their next call comes after the 2 s interval, not right away).
 */
const LISTS = ['/oplog', '/package/task', '/package/machine', '/access/role', '/sdk/channel', '/unity/listGame', '/check/joinup'];

for (const path of LISTS) {
  test(`${path} asks for its first page once`, async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const calls: Array<{ at: number; key: string }> = [];
    page.on('request', (r) => {
      const body = r.postData() || '';
      if (/"pageNum":1[,}]/.test(body)) calls.push({ at: Date.now(), key: `${r.url()} ${body}` });
    });
    await page.goto(path);
    await expect(page.locator(`[data-pane="${path}"] .ant-table-row`).first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    const first = calls[0];
    // the whole window is watched: a second call up to 1.5 s after the first would count
    await page.waitForTimeout(Math.max(0, first.at + 1500 - Date.now()));
    const soon = calls.filter((c) => c.key === first.key && c.at - first.at < 1500);
    expect(soon, `${first.key} was sent ${soon.length} times within 1.5 s`).toHaveLength(1);
  });
}
