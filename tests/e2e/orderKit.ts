import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, requestId, seedSession } from './support';

/** Steps the order areas' browser tests share (tests/e2e/order.spec.ts, tests/e2e/ogorder.spec.ts). */
export interface OrderRow {
  orderNo: string;
  channelOrderNo: string;
  account: string;
  amount: number;
  currency: string;
  status: string;
  notifyCount: number;
  refundedAmount: number;
}
export interface Envelope<T> {
  code: string;
  data: T;
  tips: string;
}

/** The game the tests work in (the signed-in person's first game), sent as X-Game-Id by post(). */
export const game = { id: '1' };

export async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}) {
  const headers = { satoken: token, 'X-Game-Id': game.id, 'X-Request-Id': requestId() };
  const res = await request.post(path, { data, headers });
  return (await res.json()) as Envelope<T>;
}

export async function orders(request: APIRequestContext, token: string, filters: Record<string, unknown>) {
  const res = await post<{ list: OrderRow[]; total: number }>(request, token, '/api/order/flow/page', {
    pageNum: 1,
    pageSize: 500,
    ...filters,
  });
  expect(res.code).toBe('00000');
  return res.data;
}

export async function setClock(request: APIRequestContext, token: string, offsetMs: number) {
  const res = await request.post('/api/__mock/clock', { data: { offsetMs }, headers: { satoken: token } });
  expect((await res.json()).code).toBe('00000');
}

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

export const pane = (page: Page, path: string) => page.locator(`[data-pane="${path}"]`);
/** A count as antd's Statistic shows it (thousands grouped). */
export const grouped = (n: number) => n.toLocaleString('en-US');

/** Signs in a seeded person outside the ACCOUNTS table (password `<account>123`) in a fresh browser context. */
export async function signInOther(browser: Browser, request: APIRequestContext, account: string) {
  const token = await apiLogin(request, account, `${account}123`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, token, game.id);
  return { page, token, context };
}
