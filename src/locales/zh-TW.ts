import access from './zh-TW/access';
import common from './zh-TW/common';
import crud from './zh-TW/crud';
import menu from './zh-TW/menu';
import pack from './zh-TW/pack';
import platform from './zh-TW/platform';
import sdk from './zh-TW/sdk';

/** zh-TW: one object of dotted keys, assembled from per-area files (src/locales/zh-TW/*.ts). */
export default {
  ...access,
  ...common,
  ...crud,
  ...menu,
  ...pack,
  ...platform,
  ...sdk,
};
