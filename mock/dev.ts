/** umi mock entry: Development helpers: the API contract (GET /openapi.json) and resetting or moving the backend. */
import { entry } from './backend';
import dev from './dev/index';

export default entry(dev);
