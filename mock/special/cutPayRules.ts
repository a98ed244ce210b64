import { PAY_TYPES, type PayType } from '../../src/contract/special/payTypes';
import { ALL_REGIONS, type RuleRegion } from '../../src/contract/special/regions';
import { versionInRange, versionRangesIntersect } from '../appVersion';

// the version helpers the switch-payment rules are written with (./cutPay.ts and the tests take them from here)
export {
  compareVersions,
  versionInRange,
  versionRangesIntersect,
  versionRangeValid,
} from '../appVersion';

/**
 * The switch-payment rules' logic, pure (no store, no clock): the intersection of version ranges (../shared/appVersion),
 * regions and time windows, the overlap of two rules and which rule applies to a payment. The backend's saves
 * (overlap refusal) and its check endpoint both use it.
 *
 * Conventions: a version range is inclusive at both ends and '' leaves an end open; a time window is [start, end)
 * and null leaves an end open; region 'all' matches every region. A rule switches one step: A → B, never A → B → C.
 */
export interface SwitchRule {
  id: number;
  gameId: number;
  channel: string;
  minVersion: string;
  maxVersion: string;
  region: RuleRegion;
  fromPayType: PayType;
  toPayType: PayType;
  startAt: number | null;
  endAt: number | null;
  status: 0 | 1;
}

/** Whether a window's ends are in order: start before end (an open end is always in order). */
export function windowValid(start: number | null, end: number | null): boolean {
  return start === null || end === null || start < end;
}

/** Whether `t` lies in [start, end). */
export function inWindow(t: number, start: number | null, end: number | null): boolean {
  return (start === null || t >= start) && (end === null || t < end);
}

/** Whether two [start, end) windows share an instant. */
export function windowsIntersect(
  a: { start: number | null; end: number | null },
  b: { start: number | null; end: number | null },
): boolean {
  const before = (end: number | null, start: number | null) => end !== null && start !== null && end <= start;
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Whether two rule regions share a region: the same one, or either is 'all'. */
export function regionsIntersect(a: string, b: string): boolean {
  return a === ALL_REGIONS || b === ALL_REGIONS || a === b;
}

/** Whether a rule region covers a concrete region. */
export function regionCovers(ruleRegion: string, region: string): boolean {
  return ruleRegion === ALL_REGIONS || ruleRegion === region;
}

/**
 * Whether two rules could both apply to one payment: both enabled, the same game, channel and source pay type,
 * intersecting regions, version ranges and time windows. A rule never overlaps itself (an edit keeps its id).
 */
export function rulesOverlap(a: SwitchRule, b: SwitchRule): boolean {
  return (
    a.id !== b.id &&
    a.status === 1 &&
    b.status === 1 &&
    a.gameId === b.gameId &&
    a.channel === b.channel &&
    a.fromPayType === b.fromPayType &&
    regionsIntersect(a.region, b.region) &&
    versionRangesIntersect({ min: a.minVersion, max: a.maxVersion }, { min: b.minVersion, max: b.maxVersion }) &&
    windowsIntersect({ start: a.startAt, end: a.endAt }, { start: b.startAt, end: b.endAt })
  );
}

/** The first rule (lowest id) that `candidate` overlaps, if any. */
export function findOverlap<R extends SwitchRule>(candidate: SwitchRule, rules: R[]): R | undefined {
  return [...rules].sort((x, y) => x.id - y.id).find((r) => rulesOverlap(candidate, r));
}

export interface Payment {
  gameId: number;
  channel: string;
  version: string;
  region: string;
  at: number;
}

/** Whether an enabled rule applies to a payment made with `payType`. */
export function ruleApplies(rule: SwitchRule, p: Payment, payType: PayType): boolean {
  return (
    rule.status === 1 &&
    rule.gameId === p.gameId &&
    rule.channel === p.channel &&
    rule.fromPayType === payType &&
    regionCovers(rule.region, p.region) &&
    versionInRange(p.version, rule.minVersion, rule.maxVersion) &&
    inWindow(p.at, rule.startAt, rule.endAt)
  );
}

/**
 * The rule that applies to a payment with `payType`. Saved rules never overlap, so at most one applies; should two
 * (data written around the check), the one naming the region itself wins over 'all', then the newest.
 */
export function chooseRule<R extends SwitchRule>(rules: R[], p: Payment, payType: PayType): R | undefined {
  const specific = (r: R) => (r.region === ALL_REGIONS ? 0 : 1);
  return rules.filter((r) => ruleApplies(r, p, payType)).sort((a, b) => specific(b) - specific(a) || b.id - a.id)[0];
}

export interface Resolution<R> {
  fromPayType: PayType;
  toPayType: PayType;
  rule: R | undefined;
}

/** For every pay type: the pay type the payment ends up with and the rule that decides it (none: unchanged). */
export function resolvePayTypes<R extends SwitchRule>(rules: R[], p: Payment): Array<Resolution<R>> {
  return PAY_TYPES.map((fromPayType) => {
    const rule = chooseRule(rules, p, fromPayType);
    return { fromPayType, toPayType: rule ? rule.toPayType : fromPayType, rule };
  });
}
