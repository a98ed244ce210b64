import access from '../zh-TW/access';
import pack from '../zh-TW/pack';
import platform from '../zh-TW/platform';
import sdk from '../zh-TW/sdk';

/** zh-TW: the screens' messages (a chunk of its own, loaded by ../areaMessages.ts). */
export default { ...access, ...pack, ...platform, ...sdk } as Record<string, string>;
