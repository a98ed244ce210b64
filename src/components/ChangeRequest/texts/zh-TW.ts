/** Change requests' shared texts (src/components/ChangeRequest): gated forms, queued notices, links, the header count. */
export default {
  'changeRequest.queued.title': '變更已提交審批：申請 #{id}',
  'changeRequest.queued.body': '須由另一位有審批權限的人核准後才會生效；{time} 前未處理將過期。',
  'changeRequest.queued.open': '查看申請 #{id}',
  'changeRequest.link': '申請 #{id}',
  'changeRequest.link.title': '查看變更申請 #{id}',
  'changeRequest.pending': '待審批的變更 #{id}',
  'changeRequest.pendingNotice':
    '這筆記錄有一項變更正在等待審批；在它處理前再儲存會另起一個申請，先核准的那個生效，另一個會失效。',
  'changeRequest.reason': '變更原因',
  'changeRequest.reason.help': '必填：審批人據此判斷是否核准，並記入這筆記錄的歷史版本',
  'changeRequest.reason.required': '請填寫變更原因（至少 2 個字）',
  'changeRequest.emergency': '立即生效（緊急）',
  'changeRequest.emergency.help': '不等審批立即生效，事後須由另一人確認；同樣須填寫原因',
  'changeRequest.enable.title': '啟用（需審批）',
  'changeRequest.enable.warning': '啟用這條規則是需要第二人審批的變更：提交後進入待審批，批准後才生效。',
  'changeRequest.emergency.applied': '已緊急生效：申請 #{id}，等待另一人確認',
};
