/** umi mock entry: user statistics (/userStatistics): role points. */
import { userStatisticsApi } from './userStatistics/handlers';

export default userStatisticsApi;
