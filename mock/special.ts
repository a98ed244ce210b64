/** umi mock entry: special functions (/special): switch-payment rules, the game's anti-addiction rules. */
import { antiAddictionApi } from './core/antiAddiction/handlers';
import { cutPayApi } from './special/cutPay';

export default { ...cutPayApi, ...antiAddictionApi('/api/special/antiAddiction') };
