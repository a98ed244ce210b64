import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiContext } from '../core/defineApi';
import { reset } from '../core/store';
import { recordVersion, rollbackMarks, versionsOf, withSecrets } from './record';
import { unseal } from './secrets';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

const person = { id: 7, name: '周建国' };
const ctxOf = (gameId = 1) => ({ gameId, me: person }) as unknown as ApiContext<unknown>;

describe('recordVersion', () => {
  beforeEach(() => {
    reset();
  });

  it('keeps the state before the first save as the baseline, then one version per save', () => {
    const row = { id: 3, gameId: 1, merchantId: 'A', apiKey: 'k-one-0123456789', updated: 100, updatedBy: 'x' };
    recordVersion(ctxOf(), 'payConfig', 3, { ...row }, { ...row, merchantId: 'B' });
    recordVersion(ctxOf(), 'payConfig', 3, { ...row, merchantId: 'B' }, { ...row, merchantId: 'C' });
    const rows = versionsOf('payConfig', 3, 1);
    expect(rows.map((v) => [v.version, v.action, v.baseline, v.operatorName])).toEqual([
      [1, 'create', true, ''],
      [2, 'update', false, '周建国'],
      [3, 'update', false, '周建国'],
    ]);
    expect(rows[0].time).toBe(100);
    // a game-scoped kind keeps another game's record apart
    expect(versionsOf('payConfig', 3, 2)).toEqual([]);
  });

  it('keeps secrets as fingerprints in the snapshot and sealed beside it, never in clear', () => {
    const row = { id: 3, apiKey: 'k-one-0123456789', certPassword: '' };
    const v = recordVersion(ctxOf(), 'payConfig', 3, null, row);
    expect(v.action).toBe('create');
    expect(JSON.stringify(v.snapshot)).not.toContain('k-one-0123456789');
    expect(v.snapshot?.apiKey).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(JSON.stringify(v.sealed)).not.toContain('k-one-0123456789');
    expect(withSecrets(v, unseal)).toMatchObject({ apiKey: 'k-one-0123456789', certPassword: '' });
    // the same value gives the same fingerprint: an unchanged secret compares equal
    const again = recordVersion(ctxOf(), 'payConfig', 3, row, { ...row });
    expect(again.snapshot?.apiKey).toBe(v.snapshot?.apiKey);
  });

  it('marks a save that a rollback drives as a rollback with its reason, and a delete as a delete', () => {
    const row = { id: 5, key: 'a', gameId: 0 };
    const ctx = ctxOf(0);
    recordVersion(ctx, 'commonConfig', 5, null, row);
    const inner = { ...ctxOf(0) } as ApiContext<unknown>;
    rollbackMarks().set(inner, { reason: 'undo', fromVersion: 1 });
    const v = recordVersion(inner, 'commonConfig', 5, row, row);
    expect(v).toMatchObject({ action: 'rollback', reason: 'undo', fromVersion: 1, version: 2 });
    expect(recordVersion(ctx, 'commonConfig', 5, row, null)).toMatchObject({ action: 'delete', snapshot: null });
  });
});
