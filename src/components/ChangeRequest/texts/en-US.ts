/** Change requests' shared texts (src/components/ChangeRequest): gated forms, queued notices, links, the header count. */
export default {
  'changeRequest.queued.title': 'Change sent for approval: request #{id}',
  'changeRequest.queued.body':
    'It takes effect only once another person allowed to approve it does; not decided by {time}, it expires.',
  'changeRequest.queued.open': 'Open request #{id}',
  'changeRequest.link': 'Request #{id}',
  'changeRequest.link.title': 'Open change request #{id}',
  'changeRequest.pending': 'Change awaiting approval #{id}',
  'changeRequest.pendingNotice':
    'A change of this record is awaiting approval; saving again now asks a second request: whichever is approved first applies, the other becomes outdated.',
  'changeRequest.reason': 'Reason for the change',
  'changeRequest.reason.help': "Required: the approver decides on it, and it is kept in the record's history",
  'changeRequest.reason.required': 'Enter the reason for the change (at least 2 characters)',
  'changeRequest.emergency': 'Apply at once (emergency)',
  'changeRequest.emergency.help':
    'Applied without waiting for approval; another person must acknowledge it afterwards. The reason is still required',
  'changeRequest.enable.title': 'Enable (needs approval)',
  'changeRequest.enable.warning':
    'Enabling this rule is a change that needs a second person: it is queued and applies once approved.',
  'changeRequest.emergency.applied': 'Applied at once: request #{id}, awaiting acknowledgement by another person',
};
