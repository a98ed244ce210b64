/** umi mock entry: game operations (/operate): forced-update rules, SMS scenes, poster pop-ups, ads and tips. */
import { messageConfigApi } from './operate/messageConfig/handlers';
import { popupsApi } from './operate/popups/handlers';
import { updateConfigApi } from './operate/updateConfig/handlers';

export default { ...updateConfigApi, ...messageConfigApi, ...popupsApi };
