/**
 * The console's route tree: one line per screen, grouped by area (the route's first path segment). The rules it
 * follows are in docs/rules.md "Routes and authority":
 *
 * - `screen(path)`: a screen whose page is `src/pages<path>`, titled by the message `menu.<path with dots>`, granted
 *   by the authority key equal to its own path. Only exceptions are written: `authority` (other keys, or `null`
 *   for none), `hideInMenu`, `keepAlive: false` ("not kept alive": the workspace rebuilds it on every visit; only
 *   the routes the product lists as such), `followsAddress: true` (a kept-alive page showing the record its address
 *   names: built afresh at another address, asking first when it holds unsaved input),
 *   `palette: true` (a hidden screen that needs no record in its address: the command palette offers it like a menu
 *   screen), `childGame: true` (the header's child game narrows what the screen shows; elsewhere the header's picker
 *   says it does not apply).
 * - `editor(path)`: a hidden page under a screen (a create or edit page) granted by that screen's key (`of`, by
 *   default the parent path).
 * - `area(path, screens, { childGame })`: a menu group granted by its own key, which gates all its screens; `/<area>`
 *   goes to its first screen; `childGame` holds for its screens unless one says otherwise.
 */
import { area, editor, screen, type AppRoute } from './routeDefine';

export type { AppRoute } from './routeDefine';

/** The screens of the main layout (behind the security wrapper, in the tab workspace). */
const screens: AppRoute[] = [
  // the welcome page's order figures follow the child game
  screen('/welcome', { childGame: true }),
  screen('/oplog'),
  // change requests: risky changes a second person approves (docs/rules.md "Change requests")
  screen('/approvals'),
  screen('/person', { hideInMenu: true, palette: true }),
  area('/unity', [
    screen('/unity/menu'),
    screen('/unity/people'),
    screen('/unity/dicConfig'),
    screen('/unity/keyConfig'),
    screen('/unity/gameConfig'),
    screen('/unity/listGame'),
    screen('/unity/anti-addiction'),
  ]),
  area('/sdk', [
    screen('/sdk/appMarket'),
    screen('/sdk/plugin'),
    screen('/sdk/plugin/sdkConfig', { hideInMenu: true }),
    screen('/sdk/channel'),
    editor('/sdk/channel/business/addEdit', { of: '/sdk/channel', keepAlive: false }),
    screen('/sdk/channel/sdk', { hideInMenu: true, palette: true }),
    screen('/sdk/packageTool'),
  ]),
  area('/dic', [screen('/dic/commonConfig'), editor('/dic/commonConfig/create', { keepAlive: false })]),
  // orders carry their child game; refunds, supplementary records, invoices and large transfers follow their order's
  area('/order', [screen('/order/flow'), screen('/order/record'), screen('/order/check'), screen('/order/refund')], {
    childGame: true,
  }),
  area(
    '/ogorder',
    [
      screen('/ogorder/flow'),
      screen('/ogorder/record'),
      screen('/ogorder/check'),
      screen('/ogorder/refund'),
      screen('/ogorder/bill'),
      // a refund block holds an account or a device in the whole game
      screen('/ogorder/refundBan', { childGame: false }),
      screen('/ogorder/largeTransOrder'),
    ],
    { childGame: true },
  ),
  area('/operate', [
    screen('/operate/userBirthday'),
    screen('/operate/messageConfig'),
    screen('/operate/stopConfig'),
    screen('/operate/updateConfig'),
    screen('/operate/accountLogout'),
    screen('/operate/sdkAccountManagement'),
    screen('/operate/sdkAccountOverseas'),
    screen('/operate/accountManagement'),
    screen('/operate/events'),
    // the spec's address keeps its capital; the page sits in events/ (one folder on a case-insensitive disk)
    screen('/operate/Events/conversation', {
      component: './operate/events/conversation',
      hideInMenu: true,
      followsAddress: true,
    }),
    screen('/operate/eventsManage'),
    screen('/operate/adConfiguration'),
    screen('/operate/posterPop'),
    screen('/operate/tipManagement'),
    screen('/operate/userAccountMigration'),
    editor('/operate/messageConfig/create', { keepAlive: false }),
    editor('/operate/stopConfig/create', { keepAlive: false }),
    editor('/operate/updateConfig/create', { keepAlive: false }),
    editor('/operate/posterPop/create', { keepAlive: false }),
    editor('/operate/tipManagement/create', { keepAlive: false }),
  ]),
  area('/pay', [
    screen('/pay/payConfig'),
    screen('/pay/payList'),
    screen('/pay/billingPoint'),
    editor('/pay/billingPoint/create', { followsAddress: true }),
    editor('/pay/payList/create', { followsAddress: true }),
    editor('/pay/payConfig/create', { followsAddress: true }),
  ]),
  area('/setting', [
    screen('/setting/gamesConfig'),
    screen('/setting/gamesConfig/config', { hideInMenu: true, followsAddress: true }),
    screen('/setting/gamesConfig/child', { hideInMenu: true, palette: true }),
    screen('/setting/gamesConfig/line', { hideInMenu: true, palette: true }),
    screen('/setting/operation'),
    screen('/setting/operation/protocol', { hideInMenu: true }),
    screen('/setting/operation/smsList', { hideInMenu: true }),
    editor('/setting/operation/protocol/create', { followsAddress: true }),
    editor('/setting/operation/protocol/createOverseas', { followsAddress: true }),
    screen('/setting/project'),
    screen('/setting/interfaceInfo', { hideInMenu: true, palette: true }),
  ]),
  area('/package', [
    screen('/package/manager'),
    screen('/package/task'),
    screen('/package/machine'),
    screen('/package/packingStatistics'),
    screen('/package/checkTask'),
    screen('/package/checkTask/details', { hideInMenu: true }),
    screen('/package/checkTask/detailsJson', { hideInMenu: true }),
  ]),
  area('/special', [
    screen('/special/channelIntercommu'),
    screen('/special/cutPay'),
    editor('/special/cutPay/create', { followsAddress: true }),
    screen('/special/monitor'),
    editor('/special/monitor/create', { followsAddress: true }),
    screen('/special/rebind-user'),
    screen('/special/anti-addiction'),
  ]),
  area('/check', [
    screen('/check/joinup'),
    screen('/check/configuration'),
    screen('/check/joinup/detail', { hideInMenu: true }),
    screen('/check/configuration/setConfig', { hideInMenu: true }),
  ]),
  area('/access', [
    screen('/access/role'),
    screen('/access/people'),
    screen('/access/roleform', { authority: ['/access/people'], hideInMenu: true, keepAlive: false }),
    screen('/access/rightGroup', { authority: null }),
  ]),
  area('/userStatistics', [screen('/userStatistics/integral')]),
];

const routes: AppRoute[] = [
  {
    path: '/user',
    layout: false,
    component: '@/layouts/UserLayout',
    routes: [
      { path: '/user', redirect: '/user/login' },
      { path: '/user/login', name: 'user.login', component: './user/login' },
    ],
  },
  { path: '/exception', name: 'exception', layout: false, component: './exception' },
  { ...screen('/gameSelect'), layout: false, wrappers: ['@/layouts/SecurityLayout'] },
  {
    path: '/',
    component: '@/layouts/SecurityLayout',
    routes: [
      {
        path: '/',
        component: '@/layouts/BasicLayout',
        routes: [{ path: '/', redirect: '/welcome' }, ...screens, { path: '*', component: './404' }],
      },
    ],
  },
];

export default routes;
