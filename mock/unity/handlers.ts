import { dictApi } from './dict';
import { keyApi } from './key';
import { menuApi } from './menu';

/** The unity screens' menu entries, dictionaries and app keys. Contract: mock/_contract/platform.ts. */
export default {
  ...menuApi,
  ...dictApi,
  ...keyApi,
};
