import type { MenuEntry } from '@/services/types';
import { entriesForScope, orderAfterDrop, orderAfterStep, siblingsOf, subtreeIds } from './treeOps';

const e = (id: number, parentId: number, sortNumber: number, gameId = 0): MenuEntry => ({
  id,
  parentId,
  name: `n${id}`,
  type: 1,
  uri: `/p${id}`,
  gameId,
  sortNumber,
  icon: '',
  hidden: false,
});

const entries = [e(1, 0, 10), e(2, 1, 20), e(3, 1, 10), e(4, 1, 30, 7), e(5, 3, 10), e(6, 0, 20, 8)];

describe('menu editor tree operations', () => {
  it('shows a game its own and the general entries', () => {
    expect(entriesForScope(entries, 7).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(entriesForScope(entries, 'all')).toHaveLength(6);
  });
  it('orders siblings by sortNumber across games', () => {
    expect(siblingsOf(entries, 1).map((x) => x.id)).toEqual([3, 2, 4]);
  });
  it('knows a subtree (to refuse moving an entry under itself)', () => {
    expect([...subtreeIds(entries, 1)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...subtreeIds(entries, 3)].sort()).toEqual([3, 5]);
  });
  it('places a dropped entry before, after or last among its new siblings', () => {
    expect(orderAfterDrop(entries, 6, { parentId: 1, beforeId: 2 })).toEqual([3, 6, 2, 4]);
    expect(orderAfterDrop(entries, 6, { parentId: 1, afterId: 2 })).toEqual([3, 2, 6, 4]);
    expect(orderAfterDrop(entries, 6, { parentId: 1 })).toEqual([3, 2, 4, 6]);
    expect(orderAfterDrop(entries, 4, { parentId: 1, beforeId: 3 })).toEqual([4, 3, 2]);
  });
  it('steps an entry up or down, not past either end', () => {
    expect(orderAfterStep(entries, 2, -1)).toEqual([2, 3, 4]);
    expect(orderAfterStep(entries, 2, 1)).toEqual([3, 4, 2]);
    expect(orderAfterStep(entries, 3, -1)).toBeNull();
    expect(orderAfterStep(entries, 4, 1)).toBeNull();
  });
});
