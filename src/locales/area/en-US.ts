import access from '../en-US/access';
import pack from '../en-US/pack';
import platform from '../en-US/platform';
import sdk from '../en-US/sdk';

/** en-US: the screens' messages (a chunk of its own, loaded by ../areaMessages.ts). */
export default { ...access, ...pack, ...platform, ...sdk } as Record<string, string>;
