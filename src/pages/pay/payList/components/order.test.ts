import { describe, expect, it } from 'vitest';
import { moveItem } from './order';

describe('moveItem', () => {
  it('moves an item up, down, to either end, and leaves the input as it was', () => {
    const list = ['alipay', 'wechat', 'apple_iap'] as const;
    expect(moveItem(list, 1, 0)).toEqual(['wechat', 'alipay', 'apple_iap']);
    expect(moveItem(list, 0, 1)).toEqual(['wechat', 'alipay', 'apple_iap']);
    expect(moveItem(list, 0, 2)).toEqual(['wechat', 'apple_iap', 'alipay']);
    expect(moveItem(list, 2, 0)).toEqual(['apple_iap', 'alipay', 'wechat']);
    expect(list).toEqual(['alipay', 'wechat', 'apple_iap']);
  });

  it('ignores a move out of range (the first item up, the last down)', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
