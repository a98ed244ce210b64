import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /unity (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/unity': '统一配置',
    '/unity/menu': '菜单管理',
    '/unity/people': '人员游戏权限',
    '/unity/dicConfig': '字典配置',
    '/unity/keyConfig': '密钥配置',
    '/unity/gameConfig': '新建父游戏',
    '/unity/listGame': '游戏列表',
    '/unity/anti-addiction': '防沉迷平台规则',
  },
  icons: {
    '/unity': 'AppstoreOutlined',
  },
  buttons: {
    '/unity/anti-addiction': ['edit'],
    '/unity/gameConfig': ['add'],
    '/unity/people': ['edit', 'export'],
  },
};
