import access from '../zh-CN/access';
import pack from '../zh-CN/pack';
import platform from '../zh-CN/platform';
import sdk from '../zh-CN/sdk';

/** zh-CN: the screens' messages (a chunk of its own, loaded by ../areaMessages.ts). */
export default { ...access, ...pack, ...platform, ...sdk } as Record<string, string>;
