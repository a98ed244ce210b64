import type { Bill, Order } from './types';
import { now } from '../core/clock';
import { canUseGame } from '../core/access';
import { defineApi, type ApiContext } from '../core/defineApi';
import { queryString, type UploadedFile, sendFile, withQueryToken } from '../core/http';
import { paginate } from '../core/paging';
import { statusName, ORDER_MESSAGES } from './messages';
import { inChildGame, PAID_STATUSES, testAccountsOf } from './query';
import { refundableOf, settleRefunds } from './refunds';
import { ymd } from './seedOrders';
import { lineOf, orderArea } from './state';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/**
 * OG invoices (/ogorder/bill): a request names paid orders of one account and one currency; its amount is the orders'
 * paid amount minus their refunds that are not rejected or failed. Issuing takes an invoice number and a PDF (a signed
 * upload, checked by its content: it starts with %PDF-); rejecting takes a reason.
 */

const view = ({ gameId: _g, file: _f, ...b }: Bill) => b;

function billOf<B>(ctx: ApiContext<B>, id: number, gameId = ctx.gameId): Bill {
  const bill = orderArea().og.bills.find((b) => b.id === id && b.gameId === gameId);
  if (!bill) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'bill', id });
  return bill;
}

function refuseHandled<B>(ctx: ApiContext<B>, bill: Bill): void {
  if (bill.status !== 'requested') {
    fail(ctx.lang, 'A0403', ORDER_MESSAGES.billHandled, {
      requestNo: bill.requestNo,
      status: statusName(ctx.lang, bill.status),
    });
  }
}

/** True when the bytes are a PDF by content (not by name or type). */
export const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** The orders of an invoice request, checked; the amount to invoice. */
export function invoiceAmountOf<B>(ctx: ApiContext<B>, orderNos: string[]): { orders: Order[]; amount: number } {
  const data = lineOf('ogorder');
  const tests = testAccountsOf(data, ctx.gameId);
  const open = orderArea().og.bills.filter((b) => b.status !== 'rejected');
  const orders = [...new Set(orderNos)].map((orderNo) => {
    const o = data.byNo.get(orderNo);
    if (!o || o.gameId !== ctx.gameId || !PAID_STATUSES.has(o.status) || tests.has(o.account)) {
      return fail(ctx.lang, 'A0403', ORDER_MESSAGES.billOrderNotPaid, { orderNo });
    }
    const taken = open.find((b) => b.orderNos.includes(orderNo));
    if (taken) fail(ctx.lang, 'A0403', ORDER_MESSAGES.billOrderInvoiced, { orderNo, requestNo: taken.requestNo });
    return o;
  });
  if (orders.some((o) => o.account !== orders[0].account || o.currency !== orders[0].currency)) {
    fail(ctx.lang, 'A0403', ORDER_MESSAGES.billMixed);
  }
  const amount = orders.reduce((sum, o) => sum + refundableOf(data, o), 0);
  if (amount <= 0) fail(ctx.lang, 'A0403', ORDER_MESSAGES.billZero);
  return { orders, amount };
}

function pdfOf<B>(ctx: ApiContext<B>): UploadedFile {
  const file = ctx.req.files?.find((f) => f.fieldname === 'file' && f.size > 0);
  if (!file) return fail(ctx.lang, 'A0400', ORDER_MESSAGES.billFileRequired);
  if (!isPdf(Uint8Array.from(file.buffer.subarray(0, 5)))) {
    fail(ctx.lang, 'A0400', ORDER_MESSAGES.billNotPdf, { name: file.originalname || file.fieldname });
  }
  return file;
}

export const billHandlers = {
  'POST /api/ogorder/bill/page': defineApi('/api/ogorder/bill/page', (ctx) => {
    const f = ctx.body;
    const data = lineOf('ogorder');
    const rows = orderArea().og.bills.filter(
      (b) =>
        b.gameId === ctx.gameId &&
        // an invoice shows under each child game one of its orders belongs to
        b.orderNos.some((no) => inChildGame(data, no, ctx.childGameId)) &&
        (!f.status || b.status === f.status) &&
        (!f.orderNo || b.orderNos.includes(f.orderNo)) &&
        (!f.title || b.title.includes(f.title)) &&
        (!f.account || b.account === f.account) &&
        (f.requestedFrom === undefined || b.requestedAt >= f.requestedFrom) &&
        (f.requestedTo === undefined || b.requestedAt < f.requestedTo),
    );
    const page = paginate(rows, f.pageNum, f.pageSize);
    return { ...page, list: page.list.map(view) };
  }),
  'POST /api/ogorder/bill/add': defineApi('/api/ogorder/bill/add', (ctx) => {
    settleRefunds(lineOf('ogorder'), now());
    const { orders, amount } = invoiceAmountOf(ctx, ctx.body.orderNos);
    const area = orderArea();
    area.seq.bill += 1;
    const at = now();
    const bill: Bill = {
      id: area.seq.bill,
      gameId: ctx.gameId,
      requestNo: `IV${ymd(at)}${String(area.seq.bill).padStart(5, '0')}`,
      orderNos: orders.map((o) => o.orderNo),
      account: orders[0].account,
      title: ctx.body.title,
      taxNo: ctx.body.taxNo,
      amount,
      currency: orders[0].currency,
      email: ctx.body.email,
      status: 'requested',
      invoiceNo: '',
      fileName: '',
      comment: '',
      handler: '',
      requestedAt: at,
      handledAt: null,
      file: null,
    };
    area.og.bills.unshift(bill);
    ctx.audit({ target: bill.requestNo, before: null, after: view(bill) });
    return view(bill);
  }),
  'POST /api/ogorder/bill/issue': defineApi('/api/ogorder/bill/issue', (ctx) => {
    const bill = billOf(ctx, Number(ctx.body.id));
    const before = view({ ...bill });
    ctx.audit({ target: bill.requestNo, before });
    refuseHandled(ctx, bill);
    const file = pdfOf(ctx);
    bill.status = 'issued';
    bill.invoiceNo = ctx.body.invoiceNo;
    bill.fileName = file.originalname || `invoice-${bill.id}.pdf`;
    bill.file = Uint8Array.from(file.buffer);
    bill.handler = ctx.me.name;
    bill.handledAt = now();
    ctx.audit({ target: bill.requestNo, before, after: { ...view(bill), fileSize: bill.file.length } });
    return view(bill);
  }),
  'POST /api/ogorder/bill/reject': defineApi('/api/ogorder/bill/reject', (ctx) => {
    const bill = billOf(ctx, ctx.body.id);
    const before = view({ ...bill });
    ctx.audit({ target: bill.requestNo, before });
    refuseHandled(ctx, bill);
    bill.status = 'rejected';
    bill.comment = ctx.body.comment;
    bill.handler = ctx.me.name;
    bill.handledAt = now();
    ctx.audit({ target: bill.requestNo, before, after: view(bill) });
    return view(bill);
  }),
  'GET /api/ogorder/bill/download': withQueryToken(
    defineApi('/api/ogorder/bill/download', (ctx) => {
      const id = Number(queryString(ctx.req, 'id'));
      const bill = orderArea().og.bills.find((b) => b.id === id && ctx.person && canSee(ctx, b.gameId));
      if (!bill?.file)
        return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'invoice', id: Number.isFinite(id) ? id : 0 });
      sendFile(ctx.res, bill.file, bill.fileName, 'application/pdf');
      ctx.raw();
      return null;
    }),
  ),
};

function canSee<B>(ctx: ApiContext<B>, gameId: number): boolean {
  return Boolean(ctx.person && canUseGame(ctx.person, gameId));
}
