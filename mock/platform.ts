import { configApi } from './_platform/configApi';
import { dictApi } from './_platform/dictApi';
import { everydayApi } from './_platform/everydayApi';
import { keyApi } from './_platform/keyApi';
import { menuApi } from './_platform/menuApi';

/**
 * Platform configuration and everyday pages (domain.md): menu entries, dictionaries, app keys, common config, the
 * welcome summary, the person's profile and the operation-log filter options. Contract: mock/_contract/platform.ts.
 */
export default {
  ...menuApi,
  ...dictApi,
  ...keyApi,
  ...configApi,
  ...everydayApi,
};
