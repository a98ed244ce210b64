import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /operate (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/operate': '游戏运营',
    '/operate/userBirthday': '角色生日',
    '/operate/messageConfig': '短信配置',
    '/operate/stopConfig': '封禁管理',
    '/operate/updateConfig': '强更配置',
    '/operate/accountLogout': '账号注销',
    '/operate/sdkAccountManagement': 'SDK 账号（OG）',
    '/operate/sdkAccountOverseas': 'SDK 账号（海外）',
    '/operate/accountManagement': 'SDK 账号管理',
    '/operate/events': '工单查询',
    '/operate/Events/conversation': '工单会话详情',
    '/operate/eventsManage': '工单管理',
    '/operate/adConfiguration': '广告配置',
    '/operate/posterPop': '海报弹窗',
    '/operate/tipManagement': '提示管理',
    '/operate/userAccountMigration': '账号迁移',
    '/operate/messageConfig/create': '短信配置编辑',
    '/operate/stopConfig/create': '封禁编辑',
    '/operate/updateConfig/create': '强更配置编辑',
    '/operate/posterPop/create': '海报弹窗编辑',
    '/operate/tipManagement/create': '提示编辑',
  },
  icons: {
    '/operate': 'RocketOutlined',
  },
  buttons: {
    // bans: lift gates lifting, import the CSV batch import
    '/operate/stopConfig': ['add', 'edit', 'lift', 'import', 'export'],
    // SDK accounts (three lines): lock gates lock and unlock, reveal shows a phone or e-mail in clear
    '/operate/accountManagement': ['lock', 'resetPassword', 'unbindPhone', 'reveal', 'export'],
    '/operate/sdkAccountManagement': ['lock', 'resetPassword', 'unbindPhone', 'reveal', 'export'],
    '/operate/sdkAccountOverseas': ['lock', 'resetPassword', 'unbindPhone', 'reveal', 'export'],
    // account migration and role rebind: migrate / rebind gate executing; role birthdays: reward gates sending rewards
    '/operate/userAccountMigration': ['migrate', 'export'],
    '/operate/userBirthday': ['reward', 'export'],
    // tickets: reply gates replying (text and images), close gates closing and reopening; cancellations: approve gates
    // approve and reject
    '/operate/events': ['reply', 'close', 'export'],
    '/operate/accountLogout': ['approve', 'export'],
  },
};
