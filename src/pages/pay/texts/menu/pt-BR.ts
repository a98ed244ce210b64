/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.pay': 'Pagamentos',
  'menu.pay.payConfig': 'Configuração de pagamento',
  'menu.pay.payList': 'Lista de pagamentos',
  'menu.pay.billingPoint': 'Pontos de cobrança',
  'menu.pay.billingPoint.create': 'Editar ponto de cobrança',
  'menu.pay.payList.create': 'Editar pagamento',
  'menu.pay.payConfig.create': 'Editar configuração de pagamento',
};
