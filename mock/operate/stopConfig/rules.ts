import { businessEpoch } from '../../core/clock';
import type { BanScope, BanStatus } from '../../../src/contract/operate/stopConfig';
import type { PlayerTargetType } from '../../../src/contract/players';

/**
 * The bans' rules, pure (src/pages/operate/README.md "Bans"): a ban's status at a time, whether two bans collide, IP
 * syntax and the times a CSV row may write. No clock is read here: callers pass the time.
 */
export interface BanPeriod {
  startAt: number;
  /** null: permanent */
  endAt: number | null;
  liftedAt: number | null;
}

export interface BanKey extends BanPeriod {
  id: number;
  targetType: PlayerTargetType;
  target: string;
  scopes: BanScope[];
}

/**
 * The status at `at`: lifted once lifted (whatever the period), scheduled before the start, active from the start
 * (inclusive) until the end (exclusive), expired from the end. A permanent ban never expires.
 */
export function banStatus(ban: BanPeriod, at: number): BanStatus {
  if (ban.liftedAt !== null) return 'lifted';
  if (at < ban.startAt) return 'scheduled';
  if (ban.endAt !== null && at >= ban.endAt) return 'expired';
  return 'active';
}

/** Whether a ban applies to a scope at `at`. */
export const banApplies = (ban: BanKey, scope: BanScope, at: number) =>
  banStatus(ban, at) === 'active' && ban.scopes.includes(scope);

/** A target's value as stored and compared: trimmed; devices and IPs lower-case (IPv6 hex). */
export function normalTarget(type: PlayerTargetType, value: string): string {
  const v = value.trim();
  return type === 'device' || type === 'ip' ? v.toLowerCase() : v;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIpv4(v: string): boolean {
  return IPV4.test(v);
}

/** IPv6 in any of its written forms (one `::` at most, 8 groups without it, an IPv4 tail allowed). */
export function isIpv6(v: string): boolean {
  let s = v;
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (tail) {
    if (!isIpv4(tail[2])) return false;
    s = `${tail[1]}0:0`;
  }
  if (!/^[0-9a-fA-F:]+$/.test(s)) return false;
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const parts = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (parts.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? parts.length <= 7 : parts.length === 8;
}

export const isIp = (v: string) => isIpv4(v) || isIpv6(v);

/**
 * Two bans collide (a duplicate) when they name the same target, share a scope and their periods overlap, the other
 * one not lifted nor already expired at `at`. An edited ban is not compared with itself.
 */
export function collides(a: BanKey, b: BanKey, at: number): boolean {
  if (a.id === b.id && a.id !== 0) return false;
  if (a.targetType !== b.targetType || a.target !== b.target) return false;
  if (!a.scopes.some((s) => b.scopes.includes(s))) return false;
  const status = banStatus(b, at);
  if (status === 'lifted' || status === 'expired') return false;
  const aEnd = a.endAt ?? Number.POSITIVE_INFINITY;
  const bEnd = b.endAt ?? Number.POSITIVE_INFINITY;
  return a.startAt < bEnd && b.startAt < aEnd;
}

export const findCollision = <T extends BanKey>(ban: BanKey, others: readonly T[], at: number): T | undefined =>
  others.find((o) => collides(ban, o, at));

/**
 * A time as operators write it in a CSV, in the business zone (docs/rules.md "Business time zone"; China time by
 * default): `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a `T` or `/` also accepted). Undefined when it
 * is not one.
 */
export function parseBusinessTime(text: string): number | undefined {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const back = new Date(Date.UTC(+y, +mo - 1, +d));
  if (back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return undefined;
  return businessEpoch({ year: +y, month: +mo, day: +d, hour: +h, minute: +mi, second: +s });
}
