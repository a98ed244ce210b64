/**
 * umi mock entry: the players' side of tickets and cancellations (development helpers, x-dev: only with
 * MOCK_DEV_ENDPOINTS=1, admin only): submit a ticket, write in one, ask to cancel an account, sign in.
 */
import { logoutSimulateApi } from './operate/accountLogout/simulate';
import { ticketsSimulateApi } from './operate/events/simulate';

export default { ...ticketsSimulateApi, ...logoutSimulateApi };
