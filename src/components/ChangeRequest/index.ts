/**
 * Change requests (issue 34), the parts every gated form, list and log share: the reason and emergency fields, the
 * notice naming a queued request, the link to one and a record's "待审批的变更" mark.
 */
export { default as ApprovalFields, approvalOf, EmergencyField, ReasonField } from './ApprovalFields';
export { APPROVAL_KEYS } from './keys';
export { requestAddress } from './paths';
export { queuedOf } from './queued';
export { useQueuedNotice, useSavedNotice } from './QueuedNotice';
export { PendingNotice, PendingTag, RequestLink, withPendingMark } from './RequestLink';
export { useRequestRights } from './rights';
export { default as ReasonModal } from './ReasonModal';
export { usePendingChanges } from './usePendingChanges';
