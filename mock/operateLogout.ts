/** umi mock entry: account cancellation requests (/operate/accountLogout). */
import { logoutApi } from './operate/accountLogout/handlers';

export default { ...logoutApi };
