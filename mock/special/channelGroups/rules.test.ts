import { describe, expect, it } from 'vitest';
import { findChannelConflict, normalizeChannels } from './rules';

/** The one-group rule: a channel belongs to one group of a game at most. */
const groups = [
  { id: 1, gameId: 1, name: 'OV', channels: ['oppo', 'vivo'] },
  { id: 2, gameId: 1, name: 'YB', channels: ['yyb', 'bilibili'] },
  { id: 3, gameId: 2, name: 'Other game', channels: ['huawei', 'xiaomi'] },
];

describe('findChannelConflict', () => {
  it('names the group that already holds a channel of the new group', () => {
    const c = findChannelConflict({ id: 0, gameId: 1, name: 'new', channels: ['huawei', 'vivo'] }, groups);
    expect(c).toEqual({ channel: 'vivo', other: groups[0] });
  });

  it('accepts channels no other group of the game holds', () => {
    expect(findChannelConflict({ id: 0, gameId: 1, name: 'new', channels: ['huawei', 'xiaomi'] }, groups)).toBeNull();
  });

  it('does not compare a group with itself (editing keeps its own channels)', () => {
    expect(findChannelConflict({ id: 1, gameId: 1, name: 'OV', channels: ['oppo', 'vivo', 'uc'] }, groups)).toBeNull();
  });

  it('moving a channel of an edited group into another group is refused', () => {
    const c = findChannelConflict({ id: 2, gameId: 1, name: 'YB', channels: ['yyb', 'oppo'] }, groups);
    expect(c?.other.name).toBe('OV');
    expect(c?.channel).toBe('oppo');
  });

  it('groups of another game do not count', () => {
    const c = findChannelConflict({ id: 0, gameId: 2, name: 'x', channels: ['oppo', 'vivo'] }, groups);
    expect(c).toBeNull();
  });
});

describe('normalizeChannels', () => {
  it('trims, drops blanks and duplicates, keeps order', () => {
    expect(normalizeChannels([' oppo', 'vivo', 'oppo', ''])).toEqual(['oppo', 'vivo']);
  });
});
