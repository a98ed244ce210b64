/** umi mock entry: Channels and SDKs (/api/sdk). */
import { entry } from './backend';
import sdk from './sdk/index';

export default entry(sdk);
