/** umi mock entry: configuration history (versions, diff, rollback) of the console's configuration records. */
import { historyApi } from './shared/history';

export default historyApi;
