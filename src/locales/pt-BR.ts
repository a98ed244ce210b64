import common from './pt-BR/common';
import crud from './pt-BR/crud';
import menu from './pt-BR/menu';

/**
 * pt-BR, the shell's messages (app, request layer, layout, sign-in, menu titles, the list pattern): what the sign-in
 * page needs. The screens' own messages (./pt-BR/access, pack, platform, sdk) arrive with the main layout
 * (src/locales/areaMessages.ts), so the first page every operator loads does not carry them.
 */
export default {
  ...common,
  ...crud,
  ...menu,
};
