/** umi mock entry: game operations (/operate): forced-update rules. */
import { updateConfigApi } from './operate/updateConfig';

export default { ...updateConfigApi };
