import { BASE_EPOCH, DAY, HOUR, MINUTE } from '../core/clock';
import { createPrng } from '../core/prng';
import { DEFAULT_THRESHOLDS, SEED_OPERATORS, SEED_PDF } from './catalog';
import { channelDueAt, channelRefundAnswer } from './channel';
import { notifyGameServer } from './gameServer';
import { testAccounts, ymd } from './seedOrders';
import type { Ban, Bill, LargeHandling, Line, NotifyRecord, Order, OrderArea, Refund, WhitelistEntry } from './types';

/**
 * The records around the seeded orders: whitelists, supplementary attempts, refunds, and the OG line's invoices,
 * refund blocks, thresholds and handled large transfers. Deterministic; times before the seed's today.
 */
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const GAME_IDS = [1, 2, 3, 4, 5];

export function seedWhitelists(line: Line, seq: OrderArea['seq']): WhitelistEntry[] {
  const out: WhitelistEntry[] = [];
  GAME_IDS.forEach((gameId) => {
    testAccounts(line, gameId).forEach((account, k) => {
      seq.whitelist += 1;
      out.push({
        id: seq.whitelist,
        gameId,
        account,
        note: ['QA 回归账号', '支付联调账号', '策划验收账号'][k],
        createdBy: SEED_OPERATORS[0].name,
        created: BASE_EPOCH - (120 - k) * DAY,
      });
    });
  });
  return out;
}

/** Supplementary attempts on some older "delivery failed" orders; the game server answers them as it would now. */
export function seedNotifies(orders: Order[], seq: OrderArea['seq']): NotifyRecord[] {
  const rng = createPrng(20261112);
  const out: NotifyRecord[] = [];
  for (let i = orders.length - 1; i >= 0; i -= 1) {
    const o = orders[i];
    if (o.status !== 'delivery_failed' || o.created > BASE_EPOCH - DAY || !rng.chance(0.4)) continue;
    const operator = SEED_OPERATORS[rng.int(0, SEED_OPERATORS.length - 1)];
    let t = (o.paidAt as number) + rng.int(2, 30) * HOUR;
    const tries = rng.chance(0.6) ? 2 : 1;
    for (let k = 0; k < tries && o.status === 'delivery_failed'; k += 1) {
      const attempt = o.notifyCount + 1;
      const a = notifyGameServer(o.orderNo, attempt);
      seq.notify += 1;
      out.push({
        id: seq.notify,
        gameId: o.gameId,
        requestId: `seed-${seq.notify}`,
        orderNo: o.orderNo,
        childGameName: o.childGameName,
        account: o.account,
        amount: o.amount,
        currency: o.currency,
        operator: operator.name,
        operatorId: operator.id,
        reason: k === 0 ? '玩家反馈未到账' : '再次补单',
        result: a.result,
        answer: a.answer,
        attempt,
        durationMs: a.durationMs,
        time: t,
      });
      o.notifyCount = attempt;
      if (a.result === 'success') {
        o.status = 'delivered';
        o.deliveredAt = t + a.durationMs;
      }
      t += rng.int(5, 60) * MINUTE;
    }
  }
  return out.sort((a, b) => b.time - a.time || b.id - a.id);
}

/** Refunds on ~1.5% of delivered orders older than a day: applied recently, rejected, or answered by the channel. */
export function seedRefunds(orders: Order[], seq: OrderArea['seq'], isTest: (o: Order) => boolean): Refund[] {
  const rng = createPrng(20261113);
  const out: Refund[] = [];
  const latest = BASE_EPOCH - 10 * MINUTE;
  for (let i = orders.length - 1; i >= 0; i -= 1) {
    const o = orders[i];
    if (o.status !== 'delivered' || o.created > BASE_EPOCH - DAY || isTest(o) || !rng.chance(0.015)) continue;
    const applicant = SEED_OPERATORS[rng.int(0, SEED_OPERATORS.length - 1)];
    const approver = SEED_OPERATORS.filter((p) => p.id !== applicant.id)[rng.int(0, 1)];
    const partial = rng.chance(0.3);
    const amount = partial ? Math.max(1, Math.floor(o.amount / 2)) : o.amount;
    // most claims come within a day; some come late, past the channel's refund period (they fail there)
    const late = (o.paidAt as number) + rng.int(61, 80) * DAY;
    const appliedAt =
      rng.chance(0.08) && late < latest ? late : Math.min(latest, (o.deliveredAt as number) + rng.int(1, 20) * HOUR);
    seq.refund += 1;
    const refundNo = `RF${ymd(appliedAt)}${pad(seq.refund, 6)}`;
    const r: Refund = {
      id: seq.refund,
      gameId: o.gameId,
      refundNo,
      orderNo: o.orderNo,
      childGameName: o.childGameName,
      account: o.account,
      deviceId: o.deviceId,
      payType: o.payType,
      channel: o.channel,
      orderAmount: o.amount,
      amount,
      currency: o.currency,
      reason: rng.pick(['玩家误购', '重复支付', '商品未到账', '未成年人消费', '渠道投诉']),
      status: 'applied',
      channelRefundNo: '',
      channelAnswer: '',
      applicant: applicant.name,
      applicantId: applicant.id,
      approver: '',
      approverId: 0,
      comment: '',
      appliedAt,
      decidedAt: null,
      finishedAt: null,
      dueAt: null,
    };
    if (appliedAt < BASE_EPOCH - 3 * DAY || rng.chance(0.5)) {
      const decidedAt = Math.min(latest, appliedAt + rng.int(1, 8) * HOUR);
      r.approver = approver.name;
      r.approverId = approver.id;
      r.decidedAt = decidedAt;
      if (rng.chance(0.12)) {
        r.status = 'rejected';
        r.comment = '不符合退款条件';
      } else {
        const answer = channelRefundAnswer(refundNo, o.paidAt as number, decidedAt);
        r.comment = '同意';
        r.status = answer.outcome;
        r.channelRefundNo = answer.channelRefundNo;
        r.channelAnswer = answer.answer;
        r.finishedAt = channelDueAt(decidedAt);
        if (answer.outcome === 'refunded') {
          o.refundedAmount += amount;
          if (o.refundedAmount === o.amount) o.status = 'refunded';
        }
      }
    }
    out.push(r);
  }
  return out.sort((a, b) => b.appliedAt - a.appliedAt || b.id - a.id);
}

/** The OG line's invoices, refund blocks, thresholds and handled large transfers. */
export function seedOg(ogOrders: Order[], refunds: Refund[], seq: OrderArea['seq'], isTest: (o: Order) => boolean) {
  const rng = createPrng(20261114);
  const thresholds = new Map<number, Record<string, number>>(GAME_IDS.map((g) => [g, { ...DEFAULT_THRESHOLDS }]));
  const large = new Map<string, LargeHandling>();
  const bills: Bill[] = [];
  const refunded = new Set(refunds.map((r) => r.orderNo));
  for (let i = ogOrders.length - 1; i >= 0; i -= 1) {
    const o = ogOrders[i];
    if (o.status !== 'delivered' || isTest(o)) continue;
    const age = BASE_EPOCH - o.created;
    if (o.amount >= (thresholds.get(o.gameId)?.[o.currency] ?? 0) && age > 3 * DAY && rng.chance(0.6)) {
      const ignored = rng.chance(0.3);
      large.set(o.orderNo, {
        handleStatus: ignored ? 'ignored' : 'handled',
        note: ignored ? '老玩家正常消费' : '已电话回访，确认本人操作',
        handler: SEED_OPERATORS[rng.int(0, 2)].name,
        handledAt: o.created + rng.int(2, 48) * HOUR,
      });
    }
    if (!refunded.has(o.orderNo) && age > DAY && rng.chance(0.008)) {
      seq.bill += 1;
      const requestedAt = o.created + rng.int(1, 20) * HOUR;
      const old = age > 7 * DAY;
      const roll = rng.next();
      const status: Bill['status'] = !old
        ? 'requested'
        : roll < 0.85
          ? 'issued'
          : roll < 0.95
            ? 'rejected'
            : 'requested';
      bills.push({
        id: seq.bill,
        gameId: o.gameId,
        requestNo: `IV${ymd(requestedAt)}${pad(seq.bill, 5)}`,
        orderNos: [o.orderNo],
        account: o.account,
        title: rng.pick(['上海某某网络科技有限公司', '个人', '杭州某某贸易有限公司', '深圳某某文化传媒有限公司']),
        taxNo: `91310000${pad(rng.int(0, 99_999_999), 8)}${rng.pick(['X', 'Y', '2'])}A`,
        amount: o.amount,
        currency: o.currency,
        email: `${o.account}@mail.example.com`,
        status,
        invoiceNo: status === 'issued' ? pad(rng.int(10_000_000, 99_999_999), 8) + pad(seq.bill, 4) : '',
        fileName: status === 'issued' ? `invoice-${seq.bill}.pdf` : '',
        file: status === 'issued' ? SEED_PDF : null,
        comment: status === 'rejected' ? '抬头与税号不符' : '',
        handler: status === 'requested' ? '' : SEED_OPERATORS[1].name,
        requestedAt,
        handledAt: status === 'requested' ? null : requestedAt + rng.int(2, 72) * HOUR,
      });
    }
  }
  bills.sort((a, b) => b.requestedAt - a.requestedAt || b.id - a.id);
  return { thresholds, large, bills: bills.slice(0, 200), bans: seedBans(refunds, seq) };
}

function seedBans(refunds: Refund[], seq: OrderArea['seq']): Ban[] {
  const counts = new Map<string, { gameId: number; account: string; deviceId: string; n: number }>();
  refunds.forEach((r) => {
    const key = `${r.gameId}|${r.account}`;
    const c = counts.get(key) || { gameId: r.gameId, account: r.account, deviceId: r.deviceId, n: 0 };
    c.n += 1;
    counts.set(key, c);
  });
  const ranked = [...counts.values()].sort((a, b) => b.n - a.n || a.account.localeCompare(b.account));
  // the two accounts with the most refunds in each game
  const top = GAME_IDS.flatMap((g) => ranked.filter((c) => c.gameId === g).slice(0, 2));
  return top.map((c, i) => {
    seq.ban += 1;
    const lifted = i % 4 === 3;
    const created = BASE_EPOCH - (20 - i) * DAY;
    return {
      id: seq.ban,
      gameId: c.gameId,
      kind: i % 3 === 2 ? 'device' : 'account',
      value: i % 3 === 2 ? c.deviceId : c.account,
      reason: `近 90 天退款 ${c.n} 次，疑似恶意退款`,
      status: lifted ? 'lifted' : 'active',
      createdBy: SEED_OPERATORS[2].name,
      created,
      liftReason: lifted ? '玩家申诉，核实为误操作' : '',
      liftedBy: lifted ? SEED_OPERATORS[1].name : '',
      liftedAt: lifted ? created + 3 * DAY : null,
    };
  });
}
