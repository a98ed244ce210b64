/** umi mock entry: The operation log (/oplog). */
import { entry } from './backend';
import oplog from './oplog/index';

export default entry(oplog);
