import common from './zh-CN/common';
import crud from './zh-CN/crud';
import menu from './zh-CN/menu';

/**
 * zh-CN, the shell's messages (app, request layer, layout, sign-in, menu titles, the list pattern): what the sign-in
 * page needs. The screens' own messages (./zh-CN/access, pack, platform, sdk) arrive with the main layout
 * (src/locales/areaMessages.ts), so the first page every operator loads does not carry them.
 */
export default {
  ...common,
  ...crud,
  ...menu,
};
