import common from './zh-TW/common';
import menu from './zh-TW/menu';

/** zh-TW: one object of dotted keys, assembled from per-area files (src/locales/zh-TW/*.ts). */
export default {
  ...common,
  ...menu,
};
