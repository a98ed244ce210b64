/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.special': 'Especial',
  'menu.special.channelIntercommu': 'Interoperação de canais',
  'menu.special.cutPay': 'Troca de pagamento',
  'menu.special.cutPay.create': 'Editar troca de pagamento',
  'menu.special.monitor': 'Monitoramento de contas',
  'menu.special.monitor.create': 'Editar regra de monitoramento',
  'menu.special.rebind-user': 'Revincular personagem',
  'menu.special.anti-addiction': 'Antivício',
};
