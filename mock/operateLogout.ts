/** umi mock entry: account cancellation requests (/operate/accountLogout). */
import { logoutApi } from './operate/logout/handlers';

export default { ...logoutApi };
