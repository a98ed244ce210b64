import { describe, expect, it } from 'vitest';
import { forcesEveryone, updateEnableNeedsApproval, updateSaveNeedsApproval } from './updateRules';

const all = { channel: 'all', minVersion: '', force: 1, rollout: 100, status: 1 };

describe('update rules that need approval (docs/rules.md "Change requests")', () => {
  it('a rule forces everyone only when forced, for every channel and version, the whole rollout, and on', () => {
    expect(forcesEveryone(all)).toBe(true);
    expect(forcesEveryone({ channel: 'all', force: '1' })).toBe(true);
    expect(forcesEveryone({ ...all, force: 0 })).toBe(false);
    expect(forcesEveryone({ ...all, force: undefined })).toBe(false);
    expect(forcesEveryone({ ...all, channel: 'vivo' })).toBe(false);
    expect(forcesEveryone({ ...all, minVersion: ' 1.0 ' })).toBe(false);
    expect(forcesEveryone({ ...all, minVersion: '  ' })).toBe(true);
    expect(forcesEveryone({ ...all, rollout: 99 })).toBe(false);
    expect(forcesEveryone({ ...all, status: '0' })).toBe(false);
  });

  it('a save is judged on the rule as saved: the record’s fields the body leaves out are kept', () => {
    expect(updateSaveNeedsApproval(all, null)).toBe(true);
    expect(updateSaveNeedsApproval({ ...all, status: undefined }, null)).toBe(true);
    const { status: _s, ...body } = all;
    expect(updateSaveNeedsApproval(body, { ...all, status: 0 })).toBe(false);
    expect(updateSaveNeedsApproval({ ...body, minVersion: '2.0' }, all)).toBe(false);
    expect(updateSaveNeedsApproval(body, all)).toBe(true);
  });

  it('enabling is judged on the record, enabled', () => {
    expect(updateEnableNeedsApproval({ id: 1 }, { ...all, status: 0 })).toBe(true);
    expect(updateEnableNeedsApproval({ id: 1 }, { ...all, status: 0, rollout: 50 })).toBe(false);
    expect(updateEnableNeedsApproval({ id: 1 }, null)).toBe(false);
  });
});
