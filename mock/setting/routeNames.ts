import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /setting (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/setting': '游戏设置',
    '/setting/gamesConfig': '游戏配置',
    '/setting/gamesConfig/config': '父游戏编辑',
    '/setting/gamesConfig/child': '子游戏',
    '/setting/gamesConfig/line': '线路',
    '/setting/operation': '运营主体',
    '/setting/operation/protocol': '协议列表',
    '/setting/operation/smsList': '短信签名',
    '/setting/operation/protocol/create': '协议配置',
    '/setting/operation/protocol/createOverseas': '海外协议配置',
    '/setting/project': '项目管理',
    '/setting/interfaceInfo': '接口信息',
  },
  icons: {
    '/setting': 'SettingOutlined',
  },
  buttons: {
    // operating entities: publish gates publishing a protocol version (protocols and signatures are saved with edit)
    '/setting/operation': ['add', 'edit', 'delete', 'publish', 'export'],
  },
};
