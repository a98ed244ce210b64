/**
 * umi mock entry: special functions (/special): switch-payment rules, channel interworking, account monitoring, role
 * rebind (the account migration's rules, mock/roleTransfer), the game's anti-addiction rules (mock/antiAddiction).
 */
import { antiAddictionApi } from './antiAddiction';
import { entry } from './backend';
import special from './special/index';
import { rebindRolesApi, transferApi } from './roleTransfer';

export default entry({
  ...special,
  ...rebindRolesApi,
  ...transferApi('rebind'),
  ...antiAddictionApi('/api/special/antiAddiction'),
});
