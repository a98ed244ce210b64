/** Change requests' shared texts (src/components/ChangeRequest): gated forms, queued notices, links, the header count. */
export default {
  'changeRequest.queued.title': '变更已提交审批：申请 #{id}',
  'changeRequest.queued.body': '须由另一位有审批权限的人批准后才会生效；{time} 前未处理将过期。',
  'changeRequest.queued.open': '查看申请 #{id}',
  'changeRequest.link': '申请 #{id}',
  'changeRequest.link.title': '查看变更申请 #{id}',
  'changeRequest.pending': '待审批的变更 #{id}',
  'changeRequest.pendingNotice':
    '这条记录有一项变更正在等待审批；在它处理前再保存会另起一个申请，先批准的那个生效，另一个会失效。',
  'changeRequest.reason': '变更原因',
  'changeRequest.reason.help': '必填：审批人据此判断是否批准，并记入这条记录的历史版本',
  'changeRequest.reason.required': '请填写变更原因（至少 2 个字）',
  'changeRequest.emergency': '立即生效（紧急）',
  'changeRequest.emergency.help': '不等审批立即生效，事后须由另一人确认；同样须填写原因',
  'changeRequest.enable.title': '启用（需审批）',
  'changeRequest.enable.warning': '启用这条规则是需要第二人审批的变更：提交后进入待审批，批准后才生效。',
  'changeRequest.emergency.applied': '已紧急生效：申请 #{id}，等待另一人确认',
};
