import access from './pt-BR/access';
import common from './pt-BR/common';
import crud from './pt-BR/crud';
import menu from './pt-BR/menu';
import pack from './pt-BR/pack';
import platform from './pt-BR/platform';
import sdk from './pt-BR/sdk';

/** pt-BR: one object of dotted keys, assembled from per-area files (src/locales/pt-BR/*.ts). */
export default {
  ...access,
  ...common,
  ...crud,
  ...menu,
  ...pack,
  ...platform,
  ...sdk,
};
