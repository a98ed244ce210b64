import { describe, expect, it } from 'vitest';
import {
  chooseRule,
  compareVersions,
  coverageValid,
  covers,
  decide,
  findOverlap,
  fnv1a,
  inRollout,
  rolloutBucket,
  rulesOverlap,
  type UpdateRule,
} from './rules';

const rule = (over: Partial<UpdateRule> = {}): UpdateRule => ({
  id: 1,
  gameId: 1,
  platform: 'android',
  channel: 'huawei',
  minVersion: '2.0.0',
  latestVersion: '2.5.0',
  force: 1,
  rollout: 100,
  status: 1,
  ...over,
});
const client = (version: string, channel = 'huawei') => ({ gameId: 1, platform: 'android' as const, channel, version });

describe('versions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.9.99', '1.10')).toBe(-1);
    expect(compareVersions('10.0', '9.99.99')).toBe(1);
  });

  it('a rule covers min (included) up to latest (excluded); no min means every version below latest', () => {
    const r = rule();
    expect(covers(r, '1.9.99')).toBe(false);
    expect(covers(r, '2.0')).toBe(true);
    expect(covers(r, '2.4.10')).toBe(true);
    expect(covers(r, '2.5.0')).toBe(false);
    expect(covers(r, '2.10.0')).toBe(false);
    expect(covers(rule({ minVersion: '' }), '0.0.1')).toBe(true);
  });

  it('refuses an empty coverage (min at or above latest)', () => {
    expect(coverageValid('2.5.0', '2.5')).toBe(false);
    expect(coverageValid('2.10', '2.9')).toBe(false);
    expect(coverageValid('2.9', '2.10')).toBe(true);
    expect(coverageValid('', '1.0')).toBe(true);
  });
});

describe('overlap', () => {
  it('overlaps on the same platform and channel when the coverages intersect', () => {
    expect(rulesOverlap(rule(), rule({ id: 2, minVersion: '2.4.9', latestVersion: '3.0' }))).toBe(true);
    expect(rulesOverlap(rule(), rule({ id: 2, minVersion: '', latestVersion: '2.0.1' }))).toBe(true);
  });

  it.each<[string, Partial<UpdateRule>]>([
    ['a coverage starting at the latest version (half-open)', { minVersion: '2.5.0', latestVersion: '3.0' }],
    ['a coverage ending at the minimum version', { minVersion: '', latestVersion: '2.0.0' }],
    ['another platform', { platform: 'ios' }],
    ['another channel', { channel: 'oppo' }],
    ['another game', { gameId: 2 }],
    ['a disabled rule', { status: 0 }],
    ['the same id (an edit)', { id: 1 }],
  ])('does not overlap %s', (_, over) => {
    expect(rulesOverlap(rule(), rule({ id: 2, ...over }))).toBe(false);
  });

  it('a rule for every channel overlaps each channel', () => {
    expect(rulesOverlap(rule(), rule({ id: 2, channel: 'all' }))).toBe(true);
    expect(rulesOverlap(rule({ channel: 'all' }), rule({ id: 2, channel: 'oppo' }))).toBe(true);
  });

  it('names the lowest-id rule overlapped', () => {
    const rules = [
      rule({ id: 7, minVersion: '2.1' }),
      rule({ id: 3, channel: 'all' }),
      rule({ id: 5, platform: 'ios' }),
    ];
    expect(findOverlap(rule({ id: 0 }), rules)?.id).toBe(3);
    expect(findOverlap(rule({ id: 0, platform: 'pc' }), rules)).toBeUndefined();
  });
});

describe('which rule applies', () => {
  const rules = [
    rule({ id: 1 }),
    rule({ id: 2, minVersion: '2.5.0', latestVersion: '2.6.0', force: 0 }),
    rule({ id: 3, channel: 'all', minVersion: '', latestVersion: '2.0.0' }),
  ];
  it('chooses by channel and version', () => {
    expect(chooseRule(rules, client('2.4.3'))?.id).toBe(1);
    expect(chooseRule(rules, client('2.5.1'))?.id).toBe(2);
    expect(chooseRule(rules, client('1.0', 'oppo'))?.id).toBe(3);
    expect(chooseRule(rules, client('2.6.0'))).toBeUndefined();
    expect(chooseRule(rules, { ...client('2.4.3'), platform: 'ios' })).toBeUndefined();
  });

  it('prefers the channel-specific rule, then the newest, should two apply', () => {
    const both = [rule({ id: 9, channel: 'all' }), rule({ id: 4 })];
    expect(chooseRule(both, client('2.1'))?.id).toBe(4);
    expect(chooseRule([rule({ id: 4 }), rule({ id: 6 })], client('2.1'))?.id).toBe(6);
  });

  it('decides forced, optional or nothing', () => {
    expect(decide(rules, client('2.4.3'))).toMatchObject({ update: 'forced', forced: true, inRollout: true });
    expect(decide(rules, client('2.5.3'))).toMatchObject({ update: 'optional', forced: false });
    expect(decide(rules, client('3.0'))).toMatchObject({ update: 'none', rule: undefined, bucket: null });
  });
});

describe('rollout', () => {
  it('hashes with FNV-1a 32 bits (reference values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('puts a device in a stable bucket 0–99 per rule', () => {
    expect(rolloutBucket(1, 'dev-1')).toBe(rolloutBucket(1, ' dev-1 '));
    const buckets = Array.from({ length: 1000 }, (_, i) => rolloutBucket(1, `device-${i}`));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThanOrEqual(99);
    const share = buckets.filter((b) => b < 30).length / buckets.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(buckets.some((b, i) => b !== rolloutBucket(2, `device-${i}`))).toBe(true);
  });

  it('a device is in the rollout when its bucket is below the percentage (0: none, 100: all)', () => {
    const b = rolloutBucket(1, 'dev-x');
    expect(inRollout(1, b + 1, 'dev-x')).toBe(true);
    expect(inRollout(1, b, 'dev-x')).toBe(false);
    expect(inRollout(1, 0, 'dev-x')).toBe(false);
    expect(inRollout(1, 100, 'dev-x')).toBe(true);
  });

  it('decides by the device under a partial rollout, unknown without one', () => {
    const b = rolloutBucket(1, 'dev-x');
    const partial = (rollout: number) => [rule({ rollout })];
    expect(decide(partial(b + 1), client('2.1'), 'dev-x')).toMatchObject({
      update: 'forced',
      inRollout: true,
      bucket: b,
    });
    expect(decide(partial(b), client('2.1'), 'dev-x')).toMatchObject({ update: 'none', inRollout: false, bucket: b });
    expect(decide(partial(50), client('2.1'))).toMatchObject({ update: 'unknown', inRollout: null, bucket: null });
  });
});
