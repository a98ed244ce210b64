import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /sdk (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/sdk': 'SDK 管理',
    '/sdk/appMarket': '大渠道管理',
    '/sdk/plugin': '插件管理',
    '/sdk/plugin/sdkConfig': '插件参数配置',
    '/sdk/channel': '渠道商管理',
    '/sdk/channel/business/addEdit': '渠道商编辑',
    '/sdk/channel/sdk': '渠道商版本管理',
    '/sdk/packageTool': '打包工具',
  },
  icons: {
    '/sdk': 'ApiOutlined',
  },
};
