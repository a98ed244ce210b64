/** umi mock entry: pay configuration, pay lists and billing points (/pay). */
import { entry } from './backend';
import pay from './pay/index';

export default entry(pay);
