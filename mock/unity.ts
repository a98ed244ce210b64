/** umi mock entry: Parent games and who may use them, menu entries, dictionaries and app keys (/unity). */
import { entry } from './backend';
import unity from './unity/index';

export default entry(unity);
