import { moved } from './move';

describe('moving a line', () => {
  it('swaps with its neighbour', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });
  it('does nothing at an end or for an unknown id', () => {
    expect(moved([1, 2, 3], 1, -1)).toBeNull();
    expect(moved([1, 2, 3], 3, 1)).toBeNull();
    expect(moved([1, 2, 3], 9, 1)).toBeNull();
  });
});
