import { expect, type Page } from '@playwright/test';
import { game, orders, pane, type OrderRow } from './orderKit';
import { resetBackend, signIn, test } from './support';

/**
 * Issue 22 §5, amounts and numbers in the interface language (docs/rules.md "Money"), here pt-BR: an order's amount
 * shows with its own currency and a decimal comma (CN¥ 648,00 in the domestic game, R$ 24,90 in the overseas one),
 * counts are grouped with a point, and a refund typed as 12,34 is sent as 1234 minor units (12.34, the other
 * language's decimal point, is refused before anything is sent).
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** What pt-BR writes for an amount of a two-decimal currency: symbol, no-break space, 1.234,56 (written out here). */
const ptBR = (symbol: string, cents: number) =>
  `${symbol}\u00a0${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
/** Playwright compares texts with their white space collapsed: the no-break space as any space. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u00a0/g, '\\s'));

/** Signs in as admin in pt-BR with the game of that name chosen; `game.id` follows for the API calls. */
async function inPortuguese(page: Page, request: Parameters<typeof signIn>[1], gameName: string) {
  const { token, games } = await signIn(page, request, 'admin');
  const chosen = games.find((g) => g.name === gameName);
  expect(chosen, gameName).toBeDefined();
  game.id = String(chosen?.id);
  await page.addInitScript((id) => {
    window.localStorage.setItem('umi_locale', 'pt-BR');
    window.sessionStorage.setItem('GAME_ID', id);
  }, game.id);
  return token;
}

/** The flow list preset to one order by the address; its only row. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto(`/order/flow?orderNo=${orderNo}`);
  const row = pane(page, '/order/flow').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(orderNo);
  return row;
}

test('pt-BR: a CNY order shows as CN¥ with a decimal comma, and counts are grouped with a point', async ({
  page,
  request,
}) => {
  const token = await inPortuguese(page, request, '星海传说');
  const all = await orders(request, token, {});
  const cny = all.list.find((o) => o.currency === 'CNY' && o.amount >= 100000) as OrderRow;
  expect(cny, 'a CNY order of 1000 or more').toBeDefined();

  // every order of the game (range=all): the count the list answered, grouped as pt-BR writes it
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/order/flow/page') && !(r.request().postData() ?? '').includes('createdFrom'),
  );
  await page.goto('/order/flow?range=all');
  const { count } = ((await (await answered).json()) as { data: { totals: { count: number } } }).data.totals;
  expect(count).toBeGreaterThan(999);
  const totals = pane(page, '/order/flow').locator('#order-flow-table-totals');
  await expect(totals.locator('.ant-statistic-content')).toHaveText(
    count.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  );

  const row = await openOrder(page, cny.orderNo);
  await expect(row).toContainText(shown(ptBR('CN¥', cny.amount)));
  await expect(row).not.toContainText(/¥\d/);
});

test('pt-BR: a BRL order shows as R$; a refund typed 12,34 is sent as 1234 minor units, 12.34 is refused', async ({
  page,
  request,
}) => {
  const token = await inPortuguese(page, request, 'Cosmic Raiders');
  const delivered = await orders(request, token, { status: 'delivered' });
  const brl = delivered.list.find((o) => o.currency === 'BRL' && o.amount >= 2490 && o.refundedAmount === 0);
  expect(brl, 'a delivered BRL order of R$ 24,90 or more').toBeDefined();
  const order = brl as OrderRow;

  const row = await openOrder(page, order.orderNo);
  await expect(row).toContainText(shown(ptBR('R$', order.amount)));

  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/order/refund/apply')) sent.push(r.postDataJSON());
  });
  await row.locator(`#order-open-${order.orderNo}`).click();
  await page.locator('#order-refund-open').click();
  const dialog = page.locator('.ant-modal-content:visible');
  await expect(dialog.locator('#order-refund-refundable')).toContainText(shown(ptBR('R$', order.amount)));
  await page.fill('#order-refund-reason', 'compra por engano');

  // the other language's decimal point: refused with an example in pt-BR, nothing sent
  await page.fill('#order-refund-amount', '12.34');
  await page.click('#order-refund-submit');
  await expect(dialog.locator('.ant-form-item-explain-error')).toContainText('por exemplo 12,50');
  expect(sent).toHaveLength(0);

  await page.fill('#order-refund-amount', '12,34');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/order/refund/apply'));
  await page.click('#order-refund-submit');
  expect(((await (await answered).json()) as { code: string }).code).toBe('00000');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ orderNo: order.orderNo, amount: 1234 });
  await expect(dialog).toHaveCount(0);
});
