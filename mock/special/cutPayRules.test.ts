import { describe, expect, it } from 'vitest';
import {
  chooseRule,
  compareVersions,
  findOverlap,
  inWindow,
  regionsIntersect,
  resolvePayTypes,
  rulesOverlap,
  type SwitchRule,
  versionInRange,
  versionRangesIntersect,
  versionRangeValid,
  windowsIntersect,
  windowValid,
} from './cutPayRules';

const rule = (over: Partial<SwitchRule> = {}): SwitchRule => ({
  id: 1,
  gameId: 1,
  channel: 'huawei',
  minVersion: '1.0.0',
  maxVersion: '2.0.0',
  region: 'CN',
  fromPayType: 'alipay',
  toPayType: 'wechat',
  startAt: 1000,
  endAt: 2000,
  status: 1,
  ...over,
});

describe('version comparison', () => {
  it('compares parts as numbers, not as text', () => {
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1);
    expect(compareVersions('1.2.9', '1.2.10')).toBe(-1);
    expect(compareVersions('1.10', '1.9.9')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
  });
  it('treats missing parts as zero', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0.1', '1.2')).toBe(1);
  });
  it('checks a range in order and a version inside it, with open ends', () => {
    expect(versionRangeValid('1.2.10', '1.2.9')).toBe(false);
    expect(versionRangeValid('1.2.9', '1.2.10')).toBe(true);
    expect(versionRangeValid('', '0.1')).toBe(true);
    expect(versionInRange('1.2.10', '1.2.9', '')).toBe(true);
    expect(versionInRange('1.2.10', '', '1.2.9')).toBe(false);
    expect(versionInRange('2.0.0', '1.0.0', '2.0')).toBe(true);
    expect(versionInRange('0.9', '', '')).toBe(true);
  });
});

describe('intersections', () => {
  it('version ranges: inclusive ends, numeric order, open ends', () => {
    expect(versionRangesIntersect({ min: '1.0', max: '2.0' }, { min: '2.0', max: '3.0' })).toBe(true);
    expect(versionRangesIntersect({ min: '1.0', max: '1.2.9' }, { min: '1.2.10', max: '' })).toBe(false);
    expect(versionRangesIntersect({ min: '', max: '1.2.9' }, { min: '1.2.10', max: '' })).toBe(false);
    expect(versionRangesIntersect({ min: '', max: '1.2.10' }, { min: '1.2.10', max: '' })).toBe(true);
    expect(versionRangesIntersect({ min: '', max: '' }, { min: '9.9', max: '9.9' })).toBe(true);
    expect(versionRangesIntersect({ min: '3.0', max: '' }, { min: '', max: '2.0' })).toBe(false);
  });
  it('time windows: [start, end), open ends', () => {
    expect(windowsIntersect({ start: 0, end: 100 }, { start: 100, end: 200 })).toBe(false);
    expect(windowsIntersect({ start: 0, end: 101 }, { start: 100, end: 200 })).toBe(true);
    expect(windowsIntersect({ start: null, end: 100 }, { start: 50, end: null })).toBe(true);
    expect(windowsIntersect({ start: null, end: 50 }, { start: 50, end: null })).toBe(false);
    expect(windowsIntersect({ start: null, end: null }, { start: 5, end: 6 })).toBe(true);
    expect(windowsIntersect({ start: 300, end: null }, { start: 0, end: 200 })).toBe(false);
    expect(windowValid(5, 5)).toBe(false);
    expect(windowValid(null, 5)).toBe(true);
    expect(inWindow(100, 0, 100)).toBe(false);
    expect(inWindow(0, 0, 100)).toBe(true);
  });
  it('regions: the same one, or either is all', () => {
    expect(regionsIntersect('CN', 'CN')).toBe(true);
    expect(regionsIntersect('CN', 'all')).toBe(true);
    expect(regionsIntersect('all', 'SEA')).toBe(true);
    expect(regionsIntersect('CN', 'HK')).toBe(false);
  });
});

describe('overlap', () => {
  const a = rule();
  it('overlaps when every dimension intersects', () => {
    expect(rulesOverlap(a, rule({ id: 2, toPayType: 'unionpay' }))).toBe(true);
  });
  it.each<[string, Partial<SwitchRule>]>([
    ['another channel', { channel: 'xiaomi' }],
    ['another source pay type', { fromPayType: 'wechat', toPayType: 'alipay' }],
    ['another region', { region: 'HK' }],
    ['later versions', { minVersion: '2.0.1', maxVersion: '' }],
    ['earlier versions', { minVersion: '', maxVersion: '0.9.99' }],
    ['a later window', { startAt: 2000, endAt: null }],
    ['an earlier window', { startAt: null, endAt: 1000 }],
    ['another game', { gameId: 2 }],
    ['a disabled rule', { status: 0 }],
  ])('does not overlap with %s', (_, over) => {
    expect(rulesOverlap(a, rule({ id: 2, ...over }))).toBe(false);
  });
  it('open ends and all regions reach the other rule', () => {
    const wide = rule({ id: 2, region: 'all', minVersion: '', maxVersion: '', startAt: null, endAt: null });
    expect(rulesOverlap(a, wide)).toBe(true);
    expect(rulesOverlap(rule({ id: 3, region: 'SEA' }), wide)).toBe(true);
  });
  it('a rule never overlaps itself, and findOverlap names the lowest id', () => {
    expect(rulesOverlap(a, { ...a })).toBe(false);
    const found = findOverlap(rule({ id: 9 }), [rule({ id: 5 }), rule({ id: 3 }), rule({ id: 9 })]);
    expect(found?.id).toBe(3);
    expect(findOverlap(rule({ id: 9 }), [rule({ id: 9 })])).toBeUndefined();
  });
});

describe('rule choice', () => {
  const pay = { gameId: 1, channel: 'huawei', version: '1.5.0', region: 'CN', at: 1500 };
  it('applies a rule that matches the payment in every dimension', () => {
    expect(chooseRule([rule()], pay, 'alipay')?.id).toBe(1);
    expect(chooseRule([rule()], pay, 'wechat')).toBeUndefined();
    expect(chooseRule([rule()], { ...pay, version: '2.0.1' }, 'alipay')).toBeUndefined();
    expect(chooseRule([rule()], { ...pay, at: 2000 }, 'alipay')).toBeUndefined();
    expect(chooseRule([rule()], { ...pay, region: 'HK' }, 'alipay')).toBeUndefined();
    expect(chooseRule([rule()], { ...pay, channel: 'oppo' }, 'alipay')).toBeUndefined();
    expect(chooseRule([rule({ status: 0 })], pay, 'alipay')).toBeUndefined();
    expect(chooseRule([rule({ region: 'all' })], { ...pay, region: 'JP' }, 'alipay')?.id).toBe(1);
  });
  it('prefers the rule naming the region over all, then the newest', () => {
    const rules = [rule({ id: 1, region: 'all' }), rule({ id: 2, region: 'CN' }), rule({ id: 3, region: 'all' })];
    expect(chooseRule(rules, pay, 'alipay')?.id).toBe(2);
    expect(chooseRule([rules[0], rules[2]], pay, 'alipay')?.id).toBe(3);
  });
  it('answers every pay type, unchanged where no rule applies, one step only', () => {
    const rules = [rule(), rule({ id: 2, fromPayType: 'wechat', toPayType: 'unionpay' })];
    const out = resolvePayTypes(rules, pay);
    const alipay = out.find((r) => r.fromPayType === 'alipay');
    expect(alipay).toMatchObject({ toPayType: 'wechat' });
    expect(alipay?.rule?.id).toBe(1);
    expect(out.find((r) => r.fromPayType === 'wechat')?.toPayType).toBe('unionpay');
    const paypal = out.find((r) => r.fromPayType === 'paypal');
    expect(paypal).toMatchObject({ toPayType: 'paypal', rule: undefined });
  });
});
