import { billingPointApi } from './billingPoint';
import { payConfigApi } from './payConfig';
import { payListApi } from './payList';

/** The pay screens: pay configuration, pay lists, billing points. Contract: src/contract/pay/. */
export default {
  ...payConfigApi,
  ...payListApi,
  ...billingPointApi,
};
