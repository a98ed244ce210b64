/** umi mock entry: Common config (/dic). */
import { entry } from './backend';
import dic from './dic/index';

export default entry(dic);
