import common from './pt-BR/common';
import menu from './pt-BR/menu';

/** pt-BR: one object of dotted keys, assembled from per-area files (src/locales/pt-BR/*.ts). */
export default {
  ...common,
  ...menu,
};
