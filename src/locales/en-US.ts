import access from './en-US/access';
import common from './en-US/common';
import crud from './en-US/crud';
import menu from './en-US/menu';
import pack from './en-US/pack';
import platform from './en-US/platform';
import sdk from './en-US/sdk';

/** en-US: one object of dotted keys, assembled from per-area files (src/locales/en-US/*.ts). */
export default {
  ...access,
  ...common,
  ...crud,
  ...menu,
  ...pack,
  ...platform,
  ...sdk,
};
