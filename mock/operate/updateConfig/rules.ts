import { ALL_CHANNELS, type Platform } from '../../../src/contract/operate/platforms';
import { compareVersions } from '../../appVersion';

/**
 * The forced-update rules' logic, pure (no store, no clock): coverage, overlap, which rule applies, rollout buckets.
 *
 * What a rule covers: the clients of its platform and channel (`all`: every channel) whose version v satisfies
 * minVersion ≤ v < latestVersion (versions compared numerically, 1.2.10 > 1.2.9; an empty minVersion leaves the lower
 * end open). A client at or above latestVersion is up to date. A covered client is offered latestVersion, forced when
 * the rule's force flag is on; with a rollout under 100, only devices in the rollout are offered it.
 */
export { compareVersions };

export interface UpdateRule {
  id: number;
  gameId: number;
  platform: Platform;
  channel: string;
  minVersion: string;
  latestVersion: string;
  force: 0 | 1;
  rollout: number;
  status: 0 | 1;
}

/** Whether the coverage [min, latest) is not empty: min (if any) below latest. */
export function coverageValid(min: string, latest: string): boolean {
  return !min || compareVersions(min, latest) < 0;
}

/** Whether a client version lies in [min, latest). */
export function covers(rule: Pick<UpdateRule, 'minVersion' | 'latestVersion'>, version: string): boolean {
  return (
    (!rule.minVersion || compareVersions(version, rule.minVersion) >= 0) &&
    compareVersions(version, rule.latestVersion) < 0
  );
}

/** Whether two half-open coverages [min, latest) share a version. */
export function coveragesIntersect(
  a: Pick<UpdateRule, 'minVersion' | 'latestVersion'>,
  b: Pick<UpdateRule, 'minVersion' | 'latestVersion'>,
): boolean {
  // each must start below the other's (exclusive) end
  const startsBelow = (min: string, latest: string) => !min || compareVersions(min, latest) < 0;
  return startsBelow(a.minVersion, b.latestVersion) && startsBelow(b.minVersion, a.latestVersion);
}

/** Whether two rule channels share a channel: the same one, or either is `all`. */
export function channelsIntersect(a: string, b: string): boolean {
  return a === ALL_CHANNELS || b === ALL_CHANNELS || a === b;
}

/**
 * Whether two rules could both answer one client: both enabled, same game and platform, intersecting channels and
 * coverages. A rule never overlaps itself (an edit keeps its id).
 */
export function rulesOverlap(a: UpdateRule, b: UpdateRule): boolean {
  return (
    a.id !== b.id &&
    a.status === 1 &&
    b.status === 1 &&
    a.gameId === b.gameId &&
    a.platform === b.platform &&
    channelsIntersect(a.channel, b.channel) &&
    coveragesIntersect(a, b)
  );
}

/** The first rule (lowest id) that `candidate` overlaps, if any. */
export function findOverlap<R extends UpdateRule>(candidate: UpdateRule, rules: R[]): R | undefined {
  return [...rules].sort((x, y) => x.id - y.id).find((r) => rulesOverlap(candidate, r));
}

export interface Client {
  gameId: number;
  platform: Platform;
  channel: string;
  version: string;
}

/** Whether an enabled rule covers a client. */
export function ruleApplies(rule: UpdateRule, c: Client): boolean {
  return (
    rule.status === 1 &&
    rule.gameId === c.gameId &&
    rule.platform === c.platform &&
    (rule.channel === ALL_CHANNELS || rule.channel === c.channel) &&
    covers(rule, c.version)
  );
}

/**
 * The rule that answers a client. Saved rules never overlap, so at most one applies; should two (data written around
 * the check), the one naming the channel itself wins over `all`, then the newest.
 */
export function chooseRule<R extends UpdateRule>(rules: R[], c: Client): R | undefined {
  const specific = (r: R) => (r.channel === ALL_CHANNELS ? 0 : 1);
  return rules.filter((r) => ruleApplies(r, c)).sort((a, b) => specific(b) - specific(a) || b.id - a.id)[0];
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units: a stable, evenly spread hash. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A device's rollout bucket for a rule, 0–99: FNV-1a of `<ruleId>:<deviceId>` mod 100. Stable for a device and rule;
 * a different rule reshuffles the devices, so the same devices are not always the first to get an update.
 */
export function rolloutBucket(ruleId: number, deviceId: string): number {
  return fnv1a(`${ruleId}:${deviceId.trim()}`) % 100;
}

/** Whether a device falls in a rule's rollout: bucket below the percentage (100: every device, 0: none). */
export function inRollout(ruleId: number, rollout: number, deviceId: string): boolean {
  return rolloutBucket(ruleId, deviceId) < rollout;
}

export type UpdateVerdict = 'none' | 'optional' | 'forced' | 'unknown';

export interface Decision<R> {
  rule: R | undefined;
  forced: boolean;
  bucket: number | null;
  inRollout: boolean | null;
  update: UpdateVerdict;
}

/**
 * What a client is told: no rule → none; a rule with rollout 100 → forced or optional by its flag; under 100 with a
 * device id → the same if the device is in the rollout, else none; under 100 without a device id → unknown.
 */
export function decide<R extends UpdateRule>(rules: R[], c: Client, deviceId = ''): Decision<R> {
  const rule = chooseRule(rules, c);
  if (!rule) return { rule, forced: false, bucket: null, inRollout: null, update: 'none' };
  const forced = rule.force === 1;
  const offer: UpdateVerdict = forced ? 'forced' : 'optional';
  const device = deviceId.trim();
  const bucket = device ? rolloutBucket(rule.id, device) : null;
  if (rule.rollout >= 100) return { rule, forced, bucket, inRollout: true, update: offer };
  if (bucket === null) return { rule, forced, bucket, inRollout: null, update: 'unknown' };
  const inside = bucket < rule.rollout;
  return { rule, forced, bucket, inRollout: inside, update: inside ? offer : 'none' };
}
