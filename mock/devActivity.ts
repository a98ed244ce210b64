/** umi mock entry: development helper: inject one simulated activity event now (POST /api/__mock/activity). */
import { devActivityApi } from './core/shared/activity/devHandlers';

export default { ...devActivityApi };
