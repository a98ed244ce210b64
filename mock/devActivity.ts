/** umi mock entry: development helper: inject one simulated activity event now (POST /api/__mock/activity). */
import { devActivityApi } from './activity';
import { entry } from './backend';

export default entry({ ...devActivityApi });
