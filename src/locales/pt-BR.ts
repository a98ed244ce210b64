import common from './pt-BR/common';
import crud from './pt-BR/crud';
import menu from './pt-BR/menu';

/** pt-BR: one object of dotted keys, assembled from per-area files (src/locales/pt-BR/*.ts). */
export default {
  ...common,
  ...crud,
  ...menu,
};
