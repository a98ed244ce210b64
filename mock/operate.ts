/** umi mock entry: game operations (/operate): forced-update rules, SMS scenes, poster pop-ups, ads and tips. */
import { messageConfigApi } from './operate/messageConfig';
import { popupsApi } from './operate/popups';
import { updateConfigApi } from './operate/updateConfig';

export default { ...updateConfigApi, ...messageConfigApi, ...popupsApi };
