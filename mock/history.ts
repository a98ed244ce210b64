/** umi mock entry: configuration history (versions, diff, rollback) of the console's configuration records. */
import { entry } from './backend';
import { historyApi } from './history/index';

export default entry(historyApi);
