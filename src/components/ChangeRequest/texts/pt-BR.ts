/** Change requests' shared texts (src/components/ChangeRequest): gated forms, queued notices, links, the header count. */
export default {
  'changeRequest.queued.title': 'Alteração enviada para aprovação: solicitação #{id}',
  'changeRequest.queued.body':
    'Só entra em vigor quando outra pessoa com permissão de aprovar a aprovar; sem decisão até {time}, expira.',
  'changeRequest.queued.open': 'Abrir a solicitação #{id}',
  'changeRequest.link': 'Solicitação #{id}',
  'changeRequest.link.title': 'Abrir a solicitação de alteração #{id}',
  'changeRequest.pending': 'Alteração aguardando aprovação #{id}',
  'changeRequest.pendingNotice':
    'Uma alteração deste registro aguarda aprovação; salvar de novo agora abre outra solicitação: a aprovada primeiro vale, a outra fica desatualizada.',
  'changeRequest.reason': 'Motivo da alteração',
  'changeRequest.reason.help': 'Obrigatório: o aprovador decide com base nele, e ele fica no histórico do registro',
  'changeRequest.reason.required': 'Informe o motivo da alteração (ao menos 2 caracteres)',
  'changeRequest.emergency': 'Aplicar já (emergência)',
  'changeRequest.emergency.help':
    'Aplicada sem esperar a aprovação; outra pessoa deve confirmá-la depois. O motivo continua obrigatório',
  'changeRequest.enable.title': 'Ativar (requer aprovação)',
  'changeRequest.enable.warning':
    'Ativar esta regra é uma mudança que precisa de uma segunda pessoa: ela fica pendente e só vale depois de aprovada.',
  'changeRequest.emergency.applied': 'Aplicada já: solicitação #{id}, aguardando a confirmação de outra pessoa',
};
