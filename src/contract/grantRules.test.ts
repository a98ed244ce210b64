import { describe, expect, it } from 'vitest';
import {
  groupGrantNeedsApproval,
  guardedResourceIds,
  isGuardedScreen,
  newlyGrantedGuarded,
  roleGrantNeedsApproval,
} from './grantRules';

// a menu of /access/role with its button and endpoint, a /setting menu, an /operate menu with its endpoint
const resources = [
  { id: 1, pid: 0, path: '/', type: 1 },
  { id: 10, pid: 1, path: '/access/role', type: 1 },
  { id: 11, pid: 10, path: '/access/role:add', type: 2 },
  { id: 12, pid: 10, path: '/api/sys/role/add', type: 3 },
  { id: 20, pid: 1, path: '/setting/games', type: 1 },
  { id: 30, pid: 1, path: '/operate/stopConfig', type: 1 },
  { id: 31, pid: 30, path: '/api/operate/stopConfig/add', type: 3 },
  { id: 40, pid: 1, path: '/accessory', type: 1 },
  { id: 41, pid: 999, path: '/api/orphan', type: 3 },
];
const groups = [
  { id: 1, resourceIds: [10, 11], roleCount: 2 },
  { id: 2, resourceIds: [30], roleCount: 0 },
];
const facts = { resources, groups };

describe('grants that need approval (docs/rules.md "Change requests")', () => {
  it('guards the screens of /access and /setting with their buttons and endpoints, not look-alike paths', () => {
    expect([...guardedResourceIds(resources)].sort((a, b) => a - b)).toEqual([10, 11, 12, 20]);
    expect(isGuardedScreen('/access')).toBe(true);
    expect(isGuardedScreen('/accessory')).toBe(false);
    expect(isGuardedScreen('')).toBe(false);
  });

  it('a role newly given a guarded resource, directly or through a group, needs approval', () => {
    const current = { status: 1, resourceIds: [30], groupIds: [] };
    expect(newlyGrantedGuarded({ resourceIds: [30, 12, 31] }, current, facts)).toEqual([12]);
    expect(newlyGrantedGuarded({ groupIds: [1] }, current, facts)).toEqual([10, 11]);
    expect(roleGrantNeedsApproval({ resourceIds: [30, 31] }, current, facts)).toBe(false);
    expect(roleGrantNeedsApproval({ name: 'x' } as object, current, facts)).toBe(false);
  });

  it('what a role already held, or what it loses, needs nobody', () => {
    const current = { status: 1, resourceIds: [12], groupIds: [1] };
    expect(roleGrantNeedsApproval({ resourceIds: [12, 30] }, current, facts)).toBe(false);
    expect(roleGrantNeedsApproval({ resourceIds: [], groupIds: [] }, current, facts)).toBe(false);
    // the group's resources were held through the group: held directly now, nothing new
    expect(roleGrantNeedsApproval({ resourceIds: [10, 11, 12], groupIds: [] }, current, facts)).toBe(false);
  });

  it('a disabled role grants nothing: created or kept disabled needs nobody, enabled it does', () => {
    expect(roleGrantNeedsApproval({ status: 0, resourceIds: [12] }, null, facts)).toBe(false);
    expect(roleGrantNeedsApproval({ resourceIds: [12] }, null, facts)).toBe(true);
    const off = { status: 0, resourceIds: [12], groupIds: [] };
    expect(roleGrantNeedsApproval({ name: 'x' } as object, off, facts)).toBe(false);
    expect(roleGrantNeedsApproval({ status: '1' }, off, facts)).toBe(true);
    expect(roleGrantNeedsApproval({ status: 0 }, { ...off, status: 1 }, facts)).toBe(false);
  });

  it('ignores ids that are not numbers and groups that do not exist', () => {
    expect(roleGrantNeedsApproval({ resourceIds: ['12'], groupIds: [9] }, null, facts)).toBe(false);
    expect(roleGrantNeedsApproval({ resourceIds: 12 }, null, facts)).toBe(false);
  });

  it('a group edit needs approval when a role holds the group and it gains a guarded resource', () => {
    expect(groupGrantNeedsApproval({ id: 1, resourceIds: [10, 11, 20] }, null, facts)).toBe(true);
    expect(groupGrantNeedsApproval({ id: 1, resourceIds: [10, 11, 30] }, null, facts)).toBe(false);
    expect(groupGrantNeedsApproval({ id: 1 }, null, facts)).toBe(false);
    expect(groupGrantNeedsApproval({ id: 2, resourceIds: [30, 12] }, null, facts)).toBe(false);
    expect(groupGrantNeedsApproval({ id: 3, resourceIds: [12] }, null, facts)).toBe(false);
  });
});
