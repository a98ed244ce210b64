/** umi mock entry: role rebind (/special/rebind-user), the same rules as the account migration (mock/operate/transfer). */
import { rebindRolesApi, transferApi } from './shared/roleTransfer/handlers';

export default { ...rebindRolesApi, ...transferApi('rebind') };
