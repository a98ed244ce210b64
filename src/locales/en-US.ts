import common from './en-US/common';
import crud from './en-US/crud';
import menu from './en-US/menu';

/**
 * en-US, the shell's messages (app, request layer, layout, sign-in, menu titles, the list pattern): what the sign-in
 * page needs. The screens' own messages (./en-US/access, pack, platform, sdk) arrive with the main layout
 * (src/locales/areaMessages.ts), so the first page every operator loads does not carry them.
 */
export default {
  ...common,
  ...crud,
  ...menu,
};
