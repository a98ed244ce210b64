import { describe, expect, it } from 'vitest';
import { banImportNeedsApproval, banImportTargets, banNeedsApproval } from './banRules';

describe('bans that need approval (docs/rules.md "Change requests")', () => {
  it('a ban of an IP or a device, not of an account or a role', () => {
    expect(banNeedsApproval({ targetType: 'ip' })).toBe(true);
    expect(banNeedsApproval({ targetType: 'device' })).toBe(true);
    expect(banNeedsApproval({ targetType: 'account' })).toBe(false);
    expect(banNeedsApproval({ targetType: 'role' })).toBe(false);
    expect(banNeedsApproval({})).toBe(false);
  });

  it('an import of more than 100 targets, counted as the lines after the header', () => {
    const csv = (n: number) =>
      ['targetType,target', ...Array.from({ length: n }, (_, i) => `account,a${i}`)].join('\n');
    expect(banImportTargets(csv(3))).toBe(3);
    expect(banImportTargets(`${csv(3)}\r\n\r\n  \n`)).toBe(3);
    expect(banImportTargets('')).toBe(0);
    expect(banImportNeedsApproval({ csv: csv(100) })).toBe(false);
    expect(banImportNeedsApproval({ csv: csv(101) })).toBe(true);
    expect(banImportNeedsApproval({})).toBe(false);
  });
});
