import access from './zh-CN/access';
import common from './zh-CN/common';
import crud from './zh-CN/crud';
import menu from './zh-CN/menu';
import pack from './zh-CN/pack';
import platform from './zh-CN/platform';
import sdk from './zh-CN/sdk';

/** zh-CN: one object of dotted keys, assembled from per-area files (src/locales/zh-CN/*.ts). */
export default {
  ...access,
  ...common,
  ...crud,
  ...menu,
  ...pack,
  ...platform,
  ...sdk,
};
