/** umi mock entry: user statistics (/userStatistics): role points. */
import { entry } from './backend';
import { userStatisticsApi } from './userStatistics/index';

export default entry(userStatisticsApi);
