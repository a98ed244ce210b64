/** umi mock entry: The packaging service (/onlinepack) with its simulated farm. */
import { entry } from './backend';
import pack from './package/index';

export default entry(pack);
