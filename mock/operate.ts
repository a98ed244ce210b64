/** umi mock entry: game operations (/operate): forced-update rules, SMS scenes. */
import { messageConfigApi } from './operate/messageConfig';
import { updateConfigApi } from './operate/updateConfig';

export default { ...updateConfigApi, ...messageConfigApi };
