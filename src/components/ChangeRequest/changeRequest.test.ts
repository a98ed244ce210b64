import type { ChangeRequest } from '@/services/changeRequests';
import { approvalOf } from './ApprovalFields';
import { queuedOf } from './queued';
import { rightsOf } from './rights';

/** Change requests' small rules (docs/rules.md "Change requests"): what a form and a drawer decide from. */
describe('queuedOf', () => {
  const pending = { changeRequest: { id: 7, status: 'pending', expiresAt: 1_800_000_000_000 } };

  it('names the request of a queued answer, given the envelope or its data', () => {
    expect(queuedOf({ code: '00000', data: pending, msg: '已提交变更申请 #7' })).toEqual(pending.changeRequest);
    expect(queuedOf(pending)).toEqual(pending.changeRequest);
  });

  it('is undefined for a change applied at once (an emergency, an ungated save) or no answer', () => {
    expect(queuedOf({ code: '00000', data: null })).toBeUndefined();
    expect(queuedOf({ code: '00000', data: { version: 3, unrestored: [] } })).toBeUndefined();
    expect(queuedOf({ changeRequest: { id: 7, status: 'approved' } })).toBeUndefined();
    expect(queuedOf(undefined)).toBeUndefined();
  });
});

describe('approvalOf', () => {
  it('sends the reason trimmed, and the emergency flag only when ticked', () => {
    expect(approvalOf({ changeReason: '  商户号被冻结 ', emergency: true, other: 1 })).toEqual({
      changeReason: '商户号被冻结',
      emergency: true,
    });
    expect(approvalOf({ changeReason: '换商户', emergency: false })).toEqual({ changeReason: '换商户' });
    expect(approvalOf(undefined)).toEqual({ changeReason: '' });
  });
});

describe('rightsOf', () => {
  const request = (over: Partial<ChangeRequest>) =>
    ({
      id: 1,
      area: 'pay',
      status: 'pending',
      emergency: false,
      requesterId: 5,
      acknowledgedBy: '',
      resubmittedAs: null,
      rebased: null,
      ...over,
    }) as ChangeRequest;
  const granted =
    (...keys: string[]) =>
    (key: string) =>
      keys.includes(key);

  it('lets an approver of the area decide someone else’s waiting request, never their own', () => {
    expect(rightsOf(request({}), 9, granted('/approvals:pay'))).toEqual({
      decide: true,
      withdraw: false,
      acknowledge: false,
      resubmit: false,
    });
    expect(rightsOf(request({}), 5, granted('/approvals:pay'))).toEqual({
      decide: false,
      withdraw: true,
      acknowledge: false,
      resubmit: false,
    });
    expect(rightsOf(request({}), 9, granted('/approvals:operate')).decide).toBe(false);
  });

  it('offers nothing on a request that no longer waits', () => {
    for (const status of ['approved', 'rejected', 'withdrawn', 'expired', 'outdated'] as const) {
      expect(rightsOf(request({ status }), 5, granted('/approvals:pay'))).toEqual({
        decide: false,
        withdraw: false,
        acknowledge: false,
        resubmit: false,
      });
    }
  });

  it('lets the requester ask their own outdated request again, once, while its record is there', () => {
    const outdated = request({ status: 'outdated', rebased: [] });
    expect(rightsOf(outdated, 5, granted()).resubmit).toBe(true);
    // someone else, asked again already, or the record gone (no rebased answer)
    expect(rightsOf(outdated, 9, granted('/approvals:pay')).resubmit).toBe(false);
    expect(rightsOf({ ...outdated, resubmittedAs: 12 }, 5, granted()).resubmit).toBe(false);
    expect(rightsOf({ ...outdated, rebased: null }, 5, granted()).resubmit).toBe(false);
    expect(rightsOf({ ...outdated, status: 'rejected' }, 5, granted()).resubmit).toBe(false);
  });

  it('lets a second person acknowledge an emergency change once, not the one who made it', () => {
    const emergency = request({ status: 'approved', emergency: true });
    expect(rightsOf(emergency, 9, granted('/approvals:pay')).acknowledge).toBe(true);
    expect(rightsOf(emergency, 5, granted('/approvals:pay')).acknowledge).toBe(false);
    expect(rightsOf({ ...emergency, acknowledgedBy: '何峰' }, 9, granted('/approvals:pay')).acknowledge).toBe(false);
    // the emergency grant's holders acknowledge too, whatever the area; an area's other people do not
    expect(rightsOf(emergency, 9, granted('/approvals:emergency')).acknowledge).toBe(true);
    expect(rightsOf(emergency, 5, granted('/approvals:emergency')).acknowledge).toBe(false);
    expect(rightsOf(emergency, 9, granted('/approvals:operate')).acknowledge).toBe(false);
  });
});
