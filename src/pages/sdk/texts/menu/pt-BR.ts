/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.sdk': 'Canais e SDKs',
  'menu.sdk.appMarket': 'Canais principais',
  'menu.sdk.plugin': 'Plugins',
  'menu.sdk.plugin.sdkConfig': 'Configuração do SDK do plugin',
  'menu.sdk.channel': 'Fornecedores de canal',
  'menu.sdk.channel.business.addEdit': 'Editar fornecedor de canal',
  'menu.sdk.channel.sdk': 'Versões do SDK do fornecedor',
  'menu.sdk.packageTool': 'Ferramenta de empacotamento',
};
