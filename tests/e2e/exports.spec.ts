import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { parseCsv } from './orderKit';
import { apiPost, chinaText, resetBackend, setBusinessClock, signIn, test } from './support';

/**
 * Issue 22 §6: an export says what it holds. Its file name names the screen, the game, the range its time filter
 * covers and when it was exported (China's days and clock, the browser being in São Paulo); its rows are the list's
 * own, in the order the list shows them; its times carry their offset (docs/rules.md "CSV export").
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

interface Order {
  orderNo: string;
  amount: number;
  created: number;
}

test('the order flow’s export: named screen_game_range_time, the rows in the sort shown, times with +08:00', async ({
  page,
  request,
}) => {
  const { token, games } = await signIn(page, request, 'admin');
  const game = games[0];
  // 02:00 China time: the browser (São Paulo) is still on the day before
  const day = await setBusinessClock(request, token, 2, page);
  const today = await apiPost<{ list: Order[]; total: number }>(
    request,
    token,
    '/api/order/flow/page',
    {
      pageNum: 1,
      pageSize: 500,
      createdFrom: day.dayStart,
      createdTo: day.dayEnd,
      sortField: 'amount',
      sortOrder: 'asc',
    },
    game.id,
  );
  expect(today.data.total).toBeGreaterThan(2);
  const cheapestFirst = today.data.list.map((o) => o.orderNo);

  await page.goto('/order/flow');
  const flow = page.locator('[data-pane="/order/flow"]');
  await expect(flow.locator('#order-flow-table-totals')).toContainText(String(today.data.total));
  // sorted by amount, cheapest first, on the screen
  const sorted = page.waitForResponse((r) => r.url().endsWith('/api/order/flow/page'));
  await flow.getByRole('columnheader', { name: '金额', exact: true }).click();
  await sorted;
  await expect(flow.locator('tbody tr.ant-table-row').first()).toContainText(cheapestFirst[0]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    flow.locator('#order-flow-table-export').click(),
  ]);
  const chinaDay = chinaText(day.dayStart).slice(0, 10).replace(/-/g, '');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^订单流水_${game.name}_${chinaDay}-${chinaDay}_${chinaDay}T02\\d{4}\\.csv$`),
  );
  const text = readFileSync((await download.path()) as string, 'utf8');
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(rows.map((r) => r[header.indexOf('订单号')])).toEqual(cheapestFirst);
  // times: ISO 8601 with China's offset, on China's day
  const created = rows.map((r) => r[header.indexOf('下单时间')]);
  const first = today.data.list[0];
  expect(created[0]).toBe(`${chinaText(first.created, true).replace(' ', 'T')}+08:00`);
  for (const c of created)
    expect(c).toMatch(new RegExp(`^${chinaText(day.dayStart).slice(0, 10)}T0[01]:\\d\\d:\\d\\d\\+08:00$`));

  // a second export, a second later, is another file
  await expect(flow.locator('#order-flow-table-export')).not.toHaveClass(/ant-btn-loading/);
  await page.clock.runFor(1000);
  const [again] = await Promise.all([page.waitForEvent('download'), flow.locator('#order-flow-table-export').click()]);
  expect(again.suggestedFilename()).not.toBe(download.suggestedFilename());
});
