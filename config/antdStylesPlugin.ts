import type { IApi } from '@umijs/max';
import { type AntdSheet, antdSheet } from './antdStyles';
import defaultSettings from './defaultSettings';

/** umi's generated folder (`@@/`): the sheet, imported by src/layouts/BasicLayout.tsx, and its list. */
const DIR = 'plugin-antdStyles';
const EMPTY = '/* max dev: antd generates its styles in the page */\n';

/**
 * docs/rules.md "antd's styles at build time": a production build writes the main layout's antd sheet
 * (config/antdStyles.ts) where the main layout imports it, so it comes with the layout's code (the sign-in page does
 * not load it), and the rule listing its styles into the entry's stylesheet (umi.css), which every page has before
 * any script runs. `max dev` and `max setup` write both empty: antd generates every style in the page, as a build
 * does for any style not listed.
 */
export default (api: IApi) => {
  let sheet: AntdSheet | undefined;
  const made = () => {
    sheet ??= antdSheet(defaultSettings.colorPrimary);
    return sheet;
  };
  api.onGenerateFiles(() => {
    const building = api.env === 'production';
    api.writeTmpFile({ path: `${DIR}/main.css`, noPluginDir: true, content: building ? made().css : EMPTY });
    api.writeTmpFile({ path: `${DIR}/list.css`, noPluginDir: true, content: building ? made().map : EMPTY });
    if (building)
      api.logger.info(
        `antd's styles at build time: ${made().styles} styles, ${(made().css.length / 1024).toFixed(0)} KiB`,
      );
  });
  api.addEntryImports(() => [{ source: `@@/${DIR}/list.css` }]);
};
