import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { openTab, requestId, resetBackend, sider, signIn, test } from './support';

/**
 * Online packaging, end to end against the production build and the embedded backend: upload a base package with an
 * icon (progress bar to 100 %), approve it, build it for three channels (one lacking a required parameter), watch the
 * tasks run live, see the broken one fail at "write parameters" with its log line, fix the channel and retry (new
 * attempt, old log kept), download an output and check its channel id, self-check it.
 */

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MANIFEST = [
  '<?xml version="1.0" encoding="utf-8"?>',
  '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.e2e.starship"',
  '    android:versionCode="207" android:versionName="2.0.7">',
  '    <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="34" />',
  '    <uses-permission android:name="android.permission.INTERNET" />',
  '    <application android:label="Starship" android:icon="@mipmap/ic_launcher" />',
  '</manifest>',
  '',
].join('\n');

function baseZip(): Buffer {
  const dex = new Uint8Array(4096).map((_, i) => (i * 31 + 7) & 0xff);
  const zip = zipSync({
    'AndroidManifest.xml': strToU8(MANIFEST),
    'classes.dex': dex,
    'res/icon.png': new Uint8Array(PNG),
    'lib/arm64-v8a/libgame.so': new Uint8Array(2048).map((_, i) => (i * 13) & 0xff),
  });
  return Buffer.from(zip);
}

interface Env<T> {
  code: number | string;
  msg?: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  gameId: number,
  url: string,
  data: unknown = {},
): Promise<Env<T>> {
  const headers = { satoken: token, 'X-Game-Id': String(gameId), 'X-Request-Id': requestId() };
  const res = await request.post(url, { data, headers });
  return (await res.json()) as Env<T>;
}

async function chooseOption(page: Page, selectId: string, text: string) {
  await page.locator(`#${selectId}`).click();
  await page.locator(`#${selectId}`).fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

test.describe('online packaging', () => {
  test.beforeEach(async ({ request }) => {
    await resetBackend(request);
  });

  test('upload, approve, batch of three channels, live log, failure and retry, download, self-check', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { token, games } = await signIn(page, request, 'admin');
    const gameId = games[0].id;

    // ---- upload a base package with an icon
    await page.goto('/package/manager');
    await page.locator('#manager-upload').click();
    const drawer = page.locator('#manager-upload-drawer');
    await expect(drawer).toBeVisible();
    await page.locator('#manager-upload_version').fill('2.0.7-e2e');
    await page
      .locator('#manager-upload_file')
      .setInputFiles({ name: 'starship.apk', mimeType: 'application/vnd.android.package-archive', buffer: baseZip() });
    await page
      .locator('#manager-upload_iconFile')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await expect(drawer.getByText('starship.apk')).toBeVisible();
    await page.locator('#manager-upload-submit').click();
    await expect(page.locator('#manager-upload-progress')).toHaveAttribute('data-percent', '100');
    await expect(page.locator('#manager-upload-progress [role="progressbar"]')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.locator('#manager-upload-result')).toContainText('2.0.7-e2e');
    await page.locator('#manager-upload-close').click();

    // the row is there, pending review, with its icon
    const version = page.locator('#manager-table [id^="manager-version-"]', { hasText: '2.0.7-e2e' });
    await expect(version).toBeVisible();
    const baseId = Number((await version.getAttribute('id'))?.replace('manager-version-', ''));
    const baseRow = page.locator('#manager-table tr.ant-table-row', {
      has: page.locator(`#manager-version-${baseId}`),
    });
    await expect(baseRow.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.locator(`#manager-status-${baseId}`)).toHaveText('待审核');

    // ---- approve it
    await page.locator(`#manager-approve-${baseId}`).click();
    await page.locator('#manager-review_comment').fill('e2e 验收通过');
    await page.locator('#manager-review-ok').click();
    await expect(page.locator(`#manager-status-${baseId}`)).toHaveText('已通过');

    // ---- a batch for three channels, one of them missing a required parameter
    const options = await call<{
      channels: Array<{ id: number; name: string; code: string; missingParams: string[] }>;
    }>(request, token, gameId, '/onlinepack/task/options');
    const broken = options.data.channels.find((c) => c.missingParams.length > 0);
    expect(broken, 'a seeded channel lacks a required parameter').toBeTruthy();
    const healthy = options.data.channels.filter((c) => c.missingParams.length === 0).slice(0, 2);
    expect(healthy).toHaveLength(2);
    const chosen = [healthy[0], broken!, healthy[1]];

    await page.locator(`#manager-build-${baseId}`).click();
    await expect(page).toHaveURL(/\/package\/task/);
    await expect(page.locator('form#task-batch')).toContainText('2.0.7-e2e');
    for (const c of chosen) await chooseOption(page, 'task-batch_channelIds', c.name);
    await expect(page.locator('#task-batch-missing')).toContainText(broken!.name);
    await page.locator('#task-batch-submit').click();
    await expect(page.locator('.ant-message')).toContainText('已创建 3 个任务');

    const tasks = await call<{ list: Array<{ id: number; channelId: number; batchId: number }> }>(
      request,
      token,
      gameId,
      '/onlinepack/task/page',
      {
        pageNum: 1,
        pageSize: 10,
      },
    );
    const batchId = tasks.data.list[0].batchId;
    const byChannel = new Map(tasks.data.list.filter((t) => t.batchId === batchId).map((t) => [t.channelId, t.id]));
    expect(byChannel.size).toBe(3);
    const goodTask = byChannel.get(healthy[0].id)!;
    const badTask = byChannel.get(broken!.id)!;

    // the list shows only the new batch and follows it by itself
    await expect(page.locator('#task-table tbody tr.ant-table-row')).toHaveCount(3);
    await expect(page.locator('#task-live')).toHaveAttribute('data-live', '1');

    // ---- live log of a healthy task: lines arrive while it runs, then it succeeds
    await page.locator(`#task-log-${goodTask}`).click();
    const log = page.locator('#task-log');
    await expect(log.locator('.task-log-line').first()).toBeVisible({ timeout: 20_000 });
    const early = await log.locator('.task-log-line').count();
    await expect.poll(async () => log.locator('.task-log-line').count(), { timeout: 30_000 }).toBeGreaterThan(early);
    await expect(page.locator('#task-log-status')).toHaveText('成功', { timeout: 60_000 });
    await expect(log).toContainText('签名');
    await page.locator('#task-log-drawer .ant-drawer-close').click();

    // ---- the broken channel fails at "write parameters", seen in the list without a reload
    await expect(page.locator(`#task-status-${badTask}`)).toHaveText('失败', { timeout: 60_000 });
    await expect(page.locator(`#task-step-${badTask}`)).toHaveText('写入参数');
    for (const c of healthy) {
      await expect(page.locator(`#task-status-${byChannel.get(c.id)}`)).toHaveText('成功', { timeout: 60_000 });
    }
    await expect(page.locator('#task-live')).toHaveAttribute('data-live', '0', { timeout: 10_000 });

    await page.locator(`#task-log-${badTask}`).click();
    const errorLine = log.locator('.task-log-line[data-level="error"]');
    await expect(errorLine.first()).toContainText('缺少必填参数');
    await expect(errorLine.first()).toContainText(broken!.missingParams[0]);
    await expect(page.locator('#task-log-reason')).toContainText(broken!.missingParams[0]);

    // cancelling a finished task is refused by the backend with a message
    const refused = await call<null>(request, token, gameId, '/onlinepack/task/cancel', { id: badTask });
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toContain('不能取消');

    // ---- fix the channel's parameter (the channel API), retry: a new attempt, the old log kept
    const channel = await call<{ params: Array<{ key: string; value: string }>; recordVersion: number }>(
      request,
      token,
      gameId,
      '/api/sdk/channel/get',
      {
        id: broken!.id,
      },
    );
    const params = channel.data.params.map((p) =>
      broken!.missingParams.includes(p.key) ? { ...p, value: 'e2e-fixed-value' } : p,
    );
    const edited = await call<null>(request, token, gameId, '/api/sdk/channel/edit', {
      id: broken!.id,
      params,
      baseVersion: channel.data.recordVersion,
    });
    expect(edited.code).toBe('00000');

    await page.locator(`#task-log-retry-${badTask}`).click();
    await expect(log.locator('#task-log-attempt-2')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#task-log-status')).toHaveText('成功', { timeout: 60_000 });
    // attempt 1 still holds its error line
    await expect(log.locator('#task-log-attempt-1 .task-log-line[data-level="error"]').first()).toContainText(
      '缺少必填参数',
    );
    await expect(log.locator('#task-log-attempt-2 .task-log-line').first()).toBeVisible();

    // ---- download the output: the channel id is written into assets/channel.json
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`#task-log-download-${badTask}`).click(),
    ]);
    const file = readFileSync((await download.path())!);
    const entries = unzipSync(new Uint8Array(file));
    const channelJson = JSON.parse(strFromU8(entries['assets/channel.json'])) as Record<string, unknown>;
    expect(channelJson.channelId).toBe(broken!.id);
    expect(channelJson[broken!.missingParams[0]]).toBe('e2e-fixed-value');
    expect(entries['res/icon.png']).toBeTruthy();

    // ---- self-check it
    await page.locator(`#task-log-check-${badTask}`).click();
    await expect(page).toHaveURL(/\/package\/checkTask\/details\?id=\d+/);
    await expect(page.locator('#check-results')).toBeVisible();
    const channelRow = page.locator('#check-result-CHANNEL_ID');
    await expect(channelRow).toHaveAttribute('data-pass', '1');
    await expect(page.locator('#check-result-PACKAGE_NAME')).toContainText('com.e2e.starship');
    await expect(page.locator('#check-facts')).toContainText('arm64-v8a');
    await page.locator('#check-open-json').click();
    await expect(page.locator('#check-json')).toContainText(`"channelId": ${broken!.id}`);
    // the JSON shown is what its copy button puts on the clipboard
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator('#check-json-copy').click();
    await expect(page.getByText('已复制到剪贴板')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#check-json').innerText());
    expect(copied).toContain(`"channelId": ${broken!.id}`);
  });

  test('two operators watch one batch; a machine dropping off mid-task loses nothing, nor does switching tabs', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const a = await signIn(page, request, 'admin');
    const gameId = a.games[0].id;
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const b = await signIn(pageB, request, 'ops');
    expect(b.games[0].id, 'both operators work on the same game').toBe(gameId);

    const options = await call<{
      basePackages: Array<{ id: number }>;
      channels: Array<{ id: number; missingParams: string[] }>;
      sdkVersions: Array<{ id: number; channelId: number | null }>;
      signKeys: Array<{ id: number; hasKeystore: boolean }>;
    }>(request, a.token, gameId, '/onlinepack/task/options');
    const o = options.data;
    // the farm holds still while both operators open the batch: its tasks run for seconds only, and on a loaded
    // machine opening two pages can take longer than that, so none would still be running to take off the network
    await call(request, a.token, gameId, '/onlinepack/__farm', { paused: true });
    const created = await call<{ batchId: number; taskIds: number[] }>(
      request,
      a.token,
      gameId,
      '/onlinepack/task/createBatch',
      {
        basePackageId: o.basePackages[0].id,
        channelIds: o.channels
          .filter((c) => c.missingParams.length === 0)
          .slice(0, 2)
          .map((c) => c.id),
        sdkVersionId: o.sdkVersions.find((v) => v.channelId === null)!.id,
        signKeyId: o.signKeys.find((k) => k.hasKeystore)!.id,
      },
    );
    const { batchId, taskIds } = created.data;

    await page.goto(`/package/task?batchId=${batchId}`);
    await pageB.goto(`/package/task?batchId=${batchId}`);
    await expect(page.locator('#task-table tbody tr.ant-table-row')).toHaveCount(2);
    await expect(pageB.locator('#task-table tbody tr.ant-table-row')).toHaveCount(2);

    // a task on a machine: hold the farm's clock while operator A takes that machine off the network
    await call(request, a.token, gameId, '/onlinepack/__farm', { paused: false });
    let running: { id: number; machineId: number } | undefined;
    await expect
      .poll(
        async () => {
          const r = await call<{ list: Array<{ id: number; status: string; machineId: number | null }> }>(
            request,
            a.token,
            gameId,
            '/onlinepack/task/page',
            {
              pageNum: 1,
              pageSize: 10,
              batchId,
            },
          );
          const t = r.data.list.find((x) => x.status === 'running' && x.machineId);
          running = t ? { id: t.id, machineId: t.machineId! } : undefined;
          return Boolean(running);
          // the farm's four machines may be busy with seeded tasks first: the batch waits its turn in the queue
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await call(request, a.token, gameId, '/onlinepack/__farm', { paused: true });
    const { id: taskId, machineId } = running!;

    await page.locator(`#task-log-${taskId}`).click();
    await expect(page.locator('#task-log .task-log-line').first()).toBeVisible();
    await sider(page).getByText('打包机器', { exact: true }).click();
    await page.locator(`#machine-offline-${machineId}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await call(request, a.token, gameId, '/onlinepack/__farm', { paused: false });
    await expect(page.locator(`#machine-status-${machineId}`)).toHaveText('离线', { timeout: 15_000 });

    // back to the task tab: the log drawer is still open and followed the hand-over
    await openTab(page, '任务列表').click();
    await expect(page.locator('#task-log-drawer')).toBeVisible();
    await expect(page.locator('#task-log')).toContainText('判定离线', { timeout: 20_000 });
    await expect(page.locator('#task-log-status')).toHaveText('成功', { timeout: 60_000 });
    await page.locator('#task-log-drawer .ant-drawer-close').click();

    // both operators see the same final states, neither reloaded
    for (const id of taskIds) {
      await expect(page.locator(`#task-status-${id}`)).toHaveText('成功', { timeout: 60_000 });
      await expect(pageB.locator(`#task-status-${id}`)).toHaveText('成功', { timeout: 60_000 });
    }
    await contextB.close();
  });

  test('machines, statistics and the self-check list', async ({ page, request }) => {
    const { token, games } = await signIn(page, request, 'admin');
    await page.goto('/package/machine');
    await expect(page.locator('#machine-table tbody tr.ant-table-row')).toHaveCount(4);
    await expect(page.locator('#machine-table [id^="machine-status-"]', { hasText: '离线' }).first()).toBeVisible();
    // heartbeats keep coming: the relative time of a connected machine stays within seconds
    await expect(page.locator('#machine-table [id^="machine-heartbeat-"]').first()).toContainText(/刚刚|秒前/);

    // statistics: the figures shown are the backend's for the range asked (default: the last 14 days, seeded history)
    type Stats = {
      totals: { total: number; succeeded?: number; failed?: number; cancelled?: number };
      successRate: number | null;
      perDay: Array<{ date: string; total: number; succeeded?: number }>;
    };
    const answered = page.waitForResponse((r) => r.url().endsWith('/onlinepack/statistics'));
    await page.goto('/package/packingStatistics');
    const res = await answered;
    const asked = res.request().postDataJSON() as { startTime: number; endTime: number };
    const shownData = ((await res.json()) as Env<Stats>).data;
    expect(asked.endTime - asked.startTime).toBeGreaterThan(13 * 86400_000);
    expect(shownData.totals.total).toBeGreaterThan(0);
    // asked again for the same range, the backend gives the same days (today's tasks may still be moving)
    const today = shownData.perDay.reduce((m, d) => (d.date > m ? d.date : m), '');
    const again = (await call<Stats>(request, token, games[0].id, '/onlinepack/statistics', asked)).data;
    const past = (days: Stats['perDay']) =>
      days.filter((d) => d.date < today).map((d) => [d.date, d.total, d.succeeded ?? 0]);
    expect(past(again.perDay)).toEqual(past(shownData.perDay));
    expect(past(shownData.perDay).length).toBeGreaterThan(0);

    const figure = (title: string) =>
      page
        .locator('#stats-totals .ant-statistic', {
          has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }),
        })
        .locator('.ant-statistic-content');
    const n = (v?: number) => (v ?? 0).toLocaleString('en-US');
    await expect(figure('任务总数')).toHaveText(n(shownData.totals.total));
    await expect(figure('成功')).toHaveText(n(shownData.totals.succeeded));
    await expect(figure('失败')).toHaveText(n(shownData.totals.failed));
    await expect(figure('已取消')).toHaveText(n(shownData.totals.cancelled));
    await expect(figure('成功率')).toHaveText(
      shownData.successRate === null ? '-' : `${(shownData.successRate * 100).toFixed(1)}%`,
    );

    // the bars (drawn by @ant-design/plots on a canvas, the chart's title its accessible name): pointing along the
    // chart names each day of the range, and each day's counts by status are the backend's for that day
    const perDay = page.locator('#stats-per-day');
    await expect(perDay).toHaveAttribute('role', 'img');
    await expect(perDay).toHaveAttribute('aria-label', '每日任务（按状态）');
    const box = await perDay.locator('canvas').boundingBox();
    if (!box) throw new Error('the per-day chart has no canvas');
    const pointed = new Map<string, Record<string, number>>();
    for (let x = box.x + 2; x < box.x + box.width; x += box.width / 60) {
      await page.mouse.move(x, box.y + box.height * 0.6);
      // the tooltip's title (the day) and its items (status: count), read at once
      const tip = await perDay.evaluate((chart) => {
        const el = chart.querySelector<HTMLElement>('.g2-tooltip');
        if (!el || getComputedStyle(el).visibility === 'hidden') return null;
        const text = (sel: string) => Array.from(el.querySelectorAll(sel), (n) => n.textContent ?? '');
        return {
          day: text('.g2-tooltip-title')[0],
          names: text('.g2-tooltip-list-item-name-label'),
          values: text('.g2-tooltip-list-item-value'),
        };
      });
      if (tip) pointed.set(tip.day, Object.fromEntries(tip.names.map((n, i) => [n, Number(tip.values[i])])));
    }
    // the default range: the last 14 business days, every one drawn, empty ones too
    expect(pointed.size).toBe(14);
    for (const d of shownData.perDay) {
      const counts = pointed.get(d.date);
      expect(counts, d.date).toBeDefined();
      expect(Object.keys(counts ?? {})).toEqual(['成功', '失败', '已取消', '运行中', '排队中']);
      expect(Object.values(counts ?? {}).reduce((a, b) => a + b, 0)).toBe(d.total);
      expect(counts?.成功).toBe(d.succeeded ?? 0);
    }
    const busiest = shownData.perDay.filter((d) => (d.succeeded ?? 0) > 0).sort((a, b) => b.total - a.total)[0];

    // the table view shows the same numbers
    await page.locator('#stats-view').getByText('表格').click();
    await expect(page.locator('#stats-per-day-table')).toBeVisible();
    const busiestRow = page.locator(`#stats-per-day-table tr[data-row-key="${busiest.date}"] td`);
    await expect(busiestRow.nth(0)).toHaveText(busiest.date);
    await expect(busiestRow.nth(1)).toHaveText(String(busiest.total));

    // the self-check list: the backend's runs of the game, newest first, each row with its verdict and summary
    type Run = {
      id: number;
      taskId: number;
      pass: boolean;
      created: number;
      summary: { passed: number; total: number };
    };
    const checked = page.waitForResponse((r) => r.url().endsWith('/onlinepack/checkTask/page'));
    await page.goto('/package/checkTask');
    const runs = ((await (await checked).json()) as Env<{ list: Run[]; total: number }>).data;
    const fromBackend = await call<{ list: Run[] }>(request, token, games[0].id, '/onlinepack/checkTask/page', {
      pageNum: 1,
      pageSize: runs.list.length,
    });
    expect(runs.list.length).toBeGreaterThan(1);
    expect(runs.list.map((r) => r.id)).toEqual(fromBackend.data.list.map((r) => r.id));
    const created = runs.list.map((r) => r.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const rows = page.locator('#check-table tbody tr.ant-table-row');
    await expect(rows).toHaveCount(runs.list.length);
    for (const [i, r] of runs.list.entries()) {
      await expect(rows.nth(i)).toContainText(`#${r.id}`);
      await expect(rows.nth(i)).toContainText(`#${r.taskId}`);
      await expect(rows.nth(i).locator(`#check-pass-${r.id}`)).toHaveText(r.pass ? '通过' : '不通过');
      await expect(rows.nth(i)).toContainText(`通过 ${r.summary.passed}/${r.summary.total}`);
    }
  });
});
