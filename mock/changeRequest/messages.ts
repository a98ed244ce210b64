import type { Lang } from '../core/i18n';

/**
 * The change requests' envelope tips and stored texts in the operator's language (Accept-Language: zh-CN default,
 * en-US, pt-BR, zh-TW). `{name}` placeholders.
 */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const CHANGE_REQUEST_MESSAGES = {
  queued: e(
    '该变更需要审批：已提交变更申请 #{id}，{expires} 前有效；审批通过前不会保存任何改动',
    'This change needs approval: change request #{id} was submitted and is valid until {expires}; nothing is saved until it is approved',
    'Esta alteração precisa de aprovação: a solicitação #{id} foi enviada e vale até {expires}; nada é salvo antes da aprovação',
    '該變更需要審批：已提交變更申請 #{id}，{expires} 前有效；審批通過前不會儲存任何改動',
  ),
  notPending: e(
    '变更申请 #{id} 已是「{status}」状态，只能处理待审批的申请',
    'Change request #{id} is already {status}: only pending requests can be decided',
    'A solicitação #{id} já está {status}: só solicitações pendentes podem ser decididas',
    '變更申請 #{id} 已是「{status}」狀態，只能處理待審批的申請',
  ),
  ownApproval: e(
    '不能审批自己提交的变更申请 #{id}：须由另一位有审批权限的人处理',
    'You cannot decide your own change request #{id}: another approver must',
    'Você não pode decidir sua própria solicitação #{id}: outro aprovador deve fazê-lo',
    '不能審批自己提交的變更申請 #{id}：須由另一位有審批權限的人處理',
  ),
  notRequester: e(
    '只有申请人可以撤回变更申请 #{id}',
    'Only the requester can withdraw change request #{id}',
    'Só quem pediu pode retirar a solicitação #{id}',
    '只有申請人可以撤回變更申請 #{id}',
  ),
  notEmergency: e(
    '变更申请 #{id} 不是待确认的紧急变更',
    'Change request #{id} is not an emergency change awaiting acknowledgement',
    'A solicitação #{id} não é uma alteração de emergência aguardando confirmação',
    '變更申請 #{id} 不是待確認的緊急變更',
  ),
  ownAcknowledge: e(
    '不能确认自己执行的紧急变更 #{id}：须由另一人确认',
    'You cannot acknowledge your own emergency change #{id}: someone else must',
    'Você não pode confirmar sua própria alteração de emergência #{id}: outra pessoa deve',
    '不能確認自己執行的緊急變更 #{id}：須由另一人確認',
  ),
  historyReason: e(
    '{reason}（变更申请 #{id}，{decider} 批准）',
    '{reason} (change request #{id}, approved by {decider})',
    '{reason} (solicitação #{id}, aprovada por {decider})',
    '{reason}（變更申請 #{id}，{decider} 批准）',
  ),
  target: e(
    '变更申请 #{id}：{what}',
    'Change request #{id}: {what}',
    'Solicitação #{id}: {what}',
    '變更申請 #{id}：{what}',
  ),
  notOutdated: e(
    '变更申请 #{id} 是「{status}」状态：只有已过时的申请可以在最新版本上重新提交',
    'Change request #{id} is {status}: only an outdated request can be resubmitted on the latest version',
    'A solicitação #{id} está {status}: só uma solicitação desatualizada pode ser reenviada sobre a versão mais recente',
    '變更申請 #{id} 是「{status}」狀態：只有已過時的申請可以在最新版本上重新提交',
  ),
  notOwnResubmit: e(
    '只有申请人可以重新提交变更申请 #{id}',
    'Only the requester can resubmit change request #{id}',
    'Só quem pediu pode reenviar a solicitação #{id}',
    '只有申請人可以重新提交變更申請 #{id}',
  ),
  alreadyResubmitted: e(
    '变更申请 #{id} 已重新提交为申请 #{next}',
    'Change request #{id} was already resubmitted as request #{next}',
    'A solicitação #{id} já foi reenviada como a solicitação #{next}',
    '變更申請 #{id} 已重新提交為申請 #{next}',
  ),
  recordGone: e(
    '变更申请 #{id} 修改的记录已不存在，无法重新提交',
    'The record change request #{id} changes no longer exists: it cannot be resubmitted',
    'O registro que a solicitação #{id} altera não existe mais: ela não pode ser reenviada',
    '變更申請 #{id} 修改的記錄已不存在，無法重新提交',
  ),
  pending: e('待审批', 'pending', 'pendente', '待審批'),
  approved: e('已批准', 'approved', 'aprovada', '已批准'),
  rejected: e('已驳回', 'rejected', 'rejeitada', '已駁回'),
  withdrawn: e('已撤回', 'withdrawn', 'retirada', '已撤回'),
  expired: e('已过期', 'expired', 'expirada', '已過期'),
  outdated: e('已过时', 'outdated', 'desatualizada', '已過時'),
};
