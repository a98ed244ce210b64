import common from './zh-TW/common';
import crud from './zh-TW/crud';
import menu from './zh-TW/menu';

/**
 * zh-TW, the shell's messages (app, request layer, layout, sign-in, menu titles, the list pattern): what the sign-in
 * page needs. The screens' own messages (./zh-TW/access, pack, platform, sdk) arrive with the main layout
 * (src/locales/areaMessages.ts), so the first page every operator loads does not carry them.
 */
export default {
  ...common,
  ...crud,
  ...menu,
};
