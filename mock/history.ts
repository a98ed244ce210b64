/** umi mock entry: configuration history (versions, diff, rollback) of the console's configuration records. */
import { historyApi } from './core/shared/history';

export default historyApi;
