import common from './en-US/common';
import menu from './en-US/menu';

/** en-US: one object of dotted keys, assembled from per-area files (src/locales/en-US/*.ts). */
export default {
  ...common,
  ...menu,
};
