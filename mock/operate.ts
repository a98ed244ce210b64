/**
 * umi mock entry: game operations (/operate): forced-update rules, SMS scenes, poster pop-ups, ads and tips, bans, role
 * birthdays, SDK accounts of the three lines, account migration (mock/roleTransfer), player tickets and their types,
 * account cancellations, and the players' side of tickets and cancellations (development helpers, x-dev: only with
 * MOCK_DEV_ENDPOINTS=1, admin only).
 */
import { entry } from './backend';
import operate from './operate/index';
import { transferApi } from './roleTransfer';

export default entry({ ...operate, ...transferApi('migration') });
