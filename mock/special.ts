/** umi mock entry: special functions (/special): switch-payment rules. */
import { cutPayApi } from './special/cutPay';

export default { ...cutPayApi };
