import access from '../pt-BR/access';
import pack from '../pt-BR/pack';
import platform from '../pt-BR/platform';
import sdk from '../pt-BR/sdk';

/** pt-BR: the screens' messages (a chunk of its own, loaded by ../areaMessages.ts). */
export default { ...access, ...pack, ...platform, ...sdk } as Record<string, string>;
