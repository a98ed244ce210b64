/** umi mock entry: The self-check platform (/api/check). */
import { entry } from './backend';
import check from './check/index';

export default entry(check);
