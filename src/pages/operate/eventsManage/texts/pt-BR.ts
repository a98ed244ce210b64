/** Ticket types and their handlers (/operate/eventsManage). */
export default {
  'pages.operate.eventsManage.name': 'Nome',
  'pages.operate.eventsManage.purpose': 'Finalidade',
  'pages.operate.eventsManage.purpose.recharge': 'Problema de recarga',
  'pages.operate.eventsManage.purpose.account': 'Conta',
  'pages.operate.eventsManage.purpose.bug': 'Relato de bug',
  'pages.operate.eventsManage.purpose.complaint': 'Reclamação',
  'pages.operate.eventsManage.purpose.other': 'Outro',
  'pages.operate.eventsManage.description': 'Descrição',
  'pages.operate.eventsManage.handlers': 'Responsáveis',
  'pages.operate.eventsManage.handlers.help':
    'Um novo chamado vai para o responsável com menos chamados não fechados (abertos ou respondidos), empate pela conta; só pessoas com acesso a este jogo e à resposta de chamados podem ser escolhidas',
  'pages.operate.eventsManage.handler.load': '{name} ({n} não fechados)',
  'pages.operate.eventsManage.inUse': 'Tem {n} chamados: não pode ser excluído, desative-o',
  'pages.operate.eventsManage.ticketCount': 'Chamados',
  'pages.operate.eventsManage.exportName': 'tipos-de-chamado',
};
