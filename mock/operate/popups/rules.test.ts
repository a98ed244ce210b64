import { describe, expect, it } from 'vitest';
import { isLive, liveFor, popupState, targets } from './rules';

const T0 = 1_800_000_000_000;
const rec = (over = {}) => ({
  id: 1,
  priority: 10,
  status: 1 as 0 | 1,
  startAt: T0,
  endAt: T0 + 1000,
  channels: [] as string[],
  minVersion: '',
  maxVersion: '',
  ...over,
});

describe('live now', () => {
  it('follows the clock through [start, end)', () => {
    expect(popupState(rec(), T0 - 1)).toBe('scheduled');
    expect(popupState(rec(), T0)).toBe('live');
    expect(popupState(rec(), T0 + 999)).toBe('live');
    expect(popupState(rec(), T0 + 1000)).toBe('ended');
    expect(isLive(rec(), T0 + 1000)).toBe(false);
  });

  it('a disabled record is never live', () => {
    expect(popupState(rec({ status: 0 }), T0 + 1)).toBe('disabled');
  });
});

describe('targeting', () => {
  it('all channels when none listed; listed channels otherwise', () => {
    expect(targets(rec(), 'huawei', '1.0')).toBe(true);
    expect(targets(rec({ channels: ['oppo'] }), 'huawei', '1.0')).toBe(false);
    expect(targets(rec({ channels: ['oppo', 'huawei'] }), 'huawei', '1.0')).toBe(true);
  });

  it('an inclusive version range, compared numerically', () => {
    const r = rec({ minVersion: '1.2.9', maxVersion: '1.10' });
    expect(targets(r, 'x', '1.2.10')).toBe(true);
    expect(targets(r, 'x', '1.10.0')).toBe(true);
    expect(targets(r, 'x', '1.2.8')).toBe(false);
    expect(targets(r, 'x', '1.11')).toBe(false);
  });

  it('lists the live, targeted records by priority, then newest', () => {
    const rows = [
      rec({ id: 1, priority: 5 }),
      rec({ id: 2, priority: 9 }),
      rec({ id: 3, priority: 9 }),
      rec({ id: 4, priority: 99, status: 0 }),
      rec({ id: 5, priority: 99, channels: ['oppo'] }),
    ];
    expect(liveFor(rows, 'huawei', '1.0', T0 + 1).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(liveFor(rows, 'huawei', '1.0', T0 + 5000)).toEqual([]);
  });
});
