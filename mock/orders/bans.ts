import type { ApiContext } from '../core/defineApi';
import { statusName, ORDER_MESSAGES } from './messages';
import { orderArea } from './state';
import type { Ban, Order } from './types';
import { fail } from '../core/messageBook';

/**
 * Refund blocks of the OG line (/ogorder/refundBan): an account or a device blocked for refund abuse. While a block is
 * active, the OG line's refund/apply refuses that account's or device's orders.
 */
export function activeBanFor(gameId: number, account: string, deviceId: string): Ban | undefined {
  return orderArea().og.bans.find(
    (b) =>
      b.gameId === gameId &&
      b.status === 'active' &&
      ((b.kind === 'account' && b.value === account) || (b.kind === 'device' && b.value === deviceId)),
  );
}

export function refuseBannedRefund<B>(ctx: ApiContext<B>, o: Order): void {
  const ban = activeBanFor(o.gameId, o.account, o.deviceId);
  if (ban) {
    fail(ctx.lang, 'A0403', ORDER_MESSAGES.refundBanned, {
      kind: statusName(ctx.lang, ban.kind),
      value: ban.value,
      reason: ban.reason,
    });
  }
}

/** Refund applications (not rejected) of the account or device in the game's OG line. */
export function refundCountOf(ban: Pick<Ban, 'gameId' | 'kind' | 'value'>): number {
  return orderArea().lines.ogorder.refunds.filter(
    (r) =>
      r.gameId === ban.gameId &&
      r.status !== 'rejected' &&
      (ban.kind === 'account' ? r.account === ban.value : r.deviceId === ban.value),
  ).length;
}

export const banView = (b: Ban) => {
  const { gameId: _g, ...row } = b;
  return { ...row, refundCount: refundCountOf(b) };
};
