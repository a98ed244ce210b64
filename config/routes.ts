/**
 * The console's route tree (spec §2, §6; ../shared/spec/routes.tsv).
 *
 * - `authority`: the stored authority must include one of these keys (spec §6). Each screen carries its own path,
 *   groups carry theirs, hidden create pages reuse their parent's, /access/roleform uses /access/people and
 *   /access/rightGroup has none.
 * - `hideInMenu`: hidden routes never show in the menu.
 * - `keepAlive: false`: "not kept alive": the multi-tab workspace rebuilds the screen on every visit.
 * - `name` is also the i18n key of the title: `menu.<name>`.
 */
export interface AppRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  authority?: string[];
  hideInMenu?: boolean;
  keepAlive?: boolean;
  layout?: boolean;
  wrappers?: string[];
  routes?: AppRoute[];
}

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
  {
    path: '/gameSelect',
    name: 'gameSelect',
    layout: false,
    component: './gameSelect',
    wrappers: ['@/layouts/SecurityLayout'],
    authority: ['/gameSelect'],
  },
  {
    path: '/',
    component: '@/layouts/SecurityLayout',
    routes: [
      {
        path: '/',
        component: '@/layouts/BasicLayout',
        routes: [
          { path: '/', redirect: '/welcome' },
          {
            path: '/welcome',
            name: 'welcome',
            component: './welcome',
            authority: ['/welcome'],
          },
          {
            path: '/oplog',
            name: 'oplog',
            component: './oplog',
            authority: ['/oplog'],
          },
          {
            path: '/person',
            name: 'person',
            component: './person',
            authority: ['/person'],
            hideInMenu: true,
          },
          {
            path: '/unity',
            name: 'unity',
            authority: ['/unity'],
            routes: [
              { path: '/unity', redirect: '/unity/menu' },
              {
                path: '/unity/menu',
                name: 'unity.menu',
                component: './unity/menu',
                authority: ['/unity/menu'],
              },
              {
                path: '/unity/people',
                name: 'unity.people',
                component: './unity/people',
                authority: ['/unity/people'],
              },
              {
                path: '/unity/dicConfig',
                name: 'unity.dicConfig',
                component: './unity/dicConfig',
                authority: ['/unity/dicConfig'],
              },
              {
                path: '/unity/keyConfig',
                name: 'unity.keyConfig',
                component: './unity/keyConfig',
                authority: ['/unity/keyConfig'],
              },
              {
                path: '/unity/gameConfig',
                name: 'unity.gameConfig',
                component: './unity/gameConfig',
                authority: ['/unity/gameConfig'],
              },
              {
                path: '/unity/listGame',
                name: 'unity.listGame',
                component: './unity/listGame',
                authority: ['/unity/listGame'],
              },
              {
                path: '/unity/anti-addiction',
                name: 'unity.anti-addiction',
                component: '@/components/PendingScreen',
                authority: ['/unity/anti-addiction'],
              },
            ],
          },
          {
            path: '/sdk',
            name: 'sdk',
            authority: ['/sdk'],
            routes: [
              { path: '/sdk', redirect: '/sdk/appMarket' },
              {
                path: '/sdk/appMarket',
                name: 'sdk.appMarket',
                component: './sdk/appMarket',
                authority: ['/sdk/appMarket'],
              },
              {
                path: '/sdk/plugin',
                name: 'sdk.plugin',
                component: './sdk/plugin',
                authority: ['/sdk/plugin'],
              },
              {
                path: '/sdk/plugin/sdkConfig',
                name: 'sdk.plugin.sdkConfig',
                component: './sdk/plugin/sdkConfig',
                authority: ['/sdk/plugin/sdkConfig'],
                hideInMenu: true,
              },
              {
                path: '/sdk/channel',
                name: 'sdk.channel',
                component: './sdk/channel',
                authority: ['/sdk/channel'],
              },
              {
                path: '/sdk/channel/business/addEdit',
                name: 'sdk.channel.business.addEdit',
                component: './sdk/channel/business/addEdit',
                authority: ['/sdk/channel'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/sdk/channel/sdk',
                name: 'sdk.channel.sdk',
                component: './sdk/channel/sdk',
                authority: ['/sdk/channel/sdk'],
                hideInMenu: true,
              },
              {
                path: '/sdk/packageTool',
                name: 'sdk.packageTool',
                component: './sdk/packageTool',
                authority: ['/sdk/packageTool'],
              },
            ],
          },
          {
            path: '/dic',
            name: 'dic',
            authority: ['/dic'],
            routes: [
              { path: '/dic', redirect: '/dic/commonConfig' },
              {
                path: '/dic/commonConfig',
                name: 'dic.commonConfig',
                component: './dic/commonConfig',
                authority: ['/dic/commonConfig'],
              },
              {
                path: '/dic/commonConfig/create',
                name: 'dic.commonConfig.create',
                component: './dic/commonConfig/create',
                authority: ['/dic/commonConfig'],
                hideInMenu: true,
                keepAlive: false,
              },
            ],
          },
          {
            path: '/order',
            name: 'order',
            authority: ['/order'],
            routes: [
              { path: '/order', redirect: '/order/flow' },
              {
                path: '/order/flow',
                name: 'order.flow',
                component: '@/components/PendingScreen',
                authority: ['/order/flow'],
              },
              {
                path: '/order/record',
                name: 'order.record',
                component: '@/components/PendingScreen',
                authority: ['/order/record'],
              },
              {
                path: '/order/check',
                name: 'order.check',
                component: '@/components/PendingScreen',
                authority: ['/order/check'],
              },
              {
                path: '/order/refund',
                name: 'order.refund',
                component: '@/components/PendingScreen',
                authority: ['/order/refund'],
              },
            ],
          },
          {
            path: '/ogorder',
            name: 'ogorder',
            authority: ['/ogorder'],
            routes: [
              { path: '/ogorder', redirect: '/ogorder/flow' },
              {
                path: '/ogorder/flow',
                name: 'ogorder.flow',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/flow'],
              },
              {
                path: '/ogorder/record',
                name: 'ogorder.record',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/record'],
              },
              {
                path: '/ogorder/check',
                name: 'ogorder.check',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/check'],
              },
              {
                path: '/ogorder/refund',
                name: 'ogorder.refund',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/refund'],
              },
              {
                path: '/ogorder/bill',
                name: 'ogorder.bill',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/bill'],
              },
              {
                path: '/ogorder/refundBan',
                name: 'ogorder.refundBan',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/refundBan'],
              },
              {
                path: '/ogorder/largeTransOrder',
                name: 'ogorder.largeTransOrder',
                component: '@/components/PendingScreen',
                authority: ['/ogorder/largeTransOrder'],
              },
            ],
          },
          {
            path: '/operate',
            name: 'operate',
            authority: ['/operate'],
            routes: [
              { path: '/operate', redirect: '/operate/userBirthday' },
              {
                path: '/operate/userBirthday',
                name: 'operate.userBirthday',
                component: '@/components/PendingScreen',
                authority: ['/operate/userBirthday'],
              },
              {
                path: '/operate/messageConfig',
                name: 'operate.messageConfig',
                component: '@/components/PendingScreen',
                authority: ['/operate/messageConfig'],
              },
              {
                path: '/operate/stopConfig',
                name: 'operate.stopConfig',
                component: '@/components/PendingScreen',
                authority: ['/operate/stopConfig'],
              },
              {
                path: '/operate/updateConfig',
                name: 'operate.updateConfig',
                component: '@/components/PendingScreen',
                authority: ['/operate/updateConfig'],
              },
              {
                path: '/operate/accountLogout',
                name: 'operate.accountLogout',
                component: '@/components/PendingScreen',
                authority: ['/operate/accountLogout'],
              },
              {
                path: '/operate/sdkAccountManagement',
                name: 'operate.sdkAccountManagement',
                component: '@/components/PendingScreen',
                authority: ['/operate/sdkAccountManagement'],
              },
              {
                path: '/operate/sdkAccountOverseas',
                name: 'operate.sdkAccountOverseas',
                component: '@/components/PendingScreen',
                authority: ['/operate/sdkAccountOverseas'],
              },
              {
                path: '/operate/accountManagement',
                name: 'operate.accountManagement',
                component: '@/components/PendingScreen',
                authority: ['/operate/accountManagement'],
              },
              {
                path: '/operate/events',
                name: 'operate.events',
                component: '@/components/PendingScreen',
                authority: ['/operate/events'],
              },
              {
                path: '/operate/Events/conversation',
                name: 'operate.Events.conversation',
                component: '@/components/PendingScreen',
                authority: ['/operate/Events/conversation'],
                hideInMenu: true,
              },
              {
                path: '/operate/eventsManage',
                name: 'operate.eventsManage',
                component: '@/components/PendingScreen',
                authority: ['/operate/eventsManage'],
              },
              {
                path: '/operate/adConfiguration',
                name: 'operate.adConfiguration',
                component: '@/components/PendingScreen',
                authority: ['/operate/adConfiguration'],
              },
              {
                path: '/operate/posterPop',
                name: 'operate.posterPop',
                component: '@/components/PendingScreen',
                authority: ['/operate/posterPop'],
              },
              {
                path: '/operate/tipManagement',
                name: 'operate.tipManagement',
                component: '@/components/PendingScreen',
                authority: ['/operate/tipManagement'],
              },
              {
                path: '/operate/userAccountMigration',
                name: 'operate.userAccountMigration',
                component: '@/components/PendingScreen',
                authority: ['/operate/userAccountMigration'],
              },
              {
                path: '/operate/messageConfig/create',
                name: 'operate.messageConfig.create',
                component: '@/components/PendingScreen',
                authority: ['/operate/messageConfig'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/operate/stopConfig/create',
                name: 'operate.stopConfig.create',
                component: '@/components/PendingScreen',
                authority: ['/operate/stopConfig'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/operate/updateConfig/create',
                name: 'operate.updateConfig.create',
                component: '@/components/PendingScreen',
                authority: ['/operate/updateConfig'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/operate/posterPop/create',
                name: 'operate.posterPop.create',
                component: '@/components/PendingScreen',
                authority: ['/operate/posterPop'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/operate/tipManagement/create',
                name: 'operate.tipManagement.create',
                component: '@/components/PendingScreen',
                authority: ['/operate/tipManagement'],
                hideInMenu: true,
                keepAlive: false,
              },
            ],
          },
          {
            path: '/pay',
            name: 'pay',
            authority: ['/pay'],
            routes: [
              { path: '/pay', redirect: '/pay/payConfig' },
              {
                path: '/pay/payConfig',
                name: 'pay.payConfig',
                component: '@/components/PendingScreen',
                authority: ['/pay/payConfig'],
              },
              {
                path: '/pay/payList',
                name: 'pay.payList',
                component: '@/components/PendingScreen',
                authority: ['/pay/payList'],
              },
              {
                path: '/pay/billingPoint',
                name: 'pay.billingPoint',
                component: '@/components/PendingScreen',
                authority: ['/pay/billingPoint'],
              },
              {
                path: '/pay/billingPoint/create',
                name: 'pay.billingPoint.create',
                component: '@/components/PendingScreen',
                authority: ['/pay/billingPoint'],
                hideInMenu: true,
              },
              {
                path: '/pay/payList/create',
                name: 'pay.payList.create',
                component: '@/components/PendingScreen',
                authority: ['/pay/payList'],
                hideInMenu: true,
              },
              {
                path: '/pay/payConfig/create',
                name: 'pay.payConfig.create',
                component: '@/components/PendingScreen',
                authority: ['/pay/payConfig'],
                hideInMenu: true,
              },
            ],
          },
          {
            path: '/setting',
            name: 'setting',
            authority: ['/setting'],
            routes: [
              { path: '/setting', redirect: '/setting/gamesConfig' },
              {
                path: '/setting/gamesConfig',
                name: 'setting.gamesConfig',
                component: '@/components/PendingScreen',
                authority: ['/setting/gamesConfig'],
              },
              {
                path: '/setting/gamesConfig/config',
                name: 'setting.gamesConfig.config',
                component: '@/components/PendingScreen',
                authority: ['/setting/gamesConfig/config'],
                hideInMenu: true,
              },
              {
                path: '/setting/gamesConfig/child',
                name: 'setting.gamesConfig.child',
                component: './setting/gamesConfig/child',
                authority: ['/setting/gamesConfig/child'],
                hideInMenu: true,
              },
              {
                path: '/setting/gamesConfig/line',
                name: 'setting.gamesConfig.line',
                component: '@/components/PendingScreen',
                authority: ['/setting/gamesConfig/line'],
                hideInMenu: true,
              },
              {
                path: '/setting/operation',
                name: 'setting.operation',
                component: '@/components/PendingScreen',
                authority: ['/setting/operation'],
              },
              {
                path: '/setting/operation/protocol',
                name: 'setting.operation.protocol',
                component: '@/components/PendingScreen',
                authority: ['/setting/operation/protocol'],
                hideInMenu: true,
              },
              {
                path: '/setting/operation/smsList',
                name: 'setting.operation.smsList',
                component: '@/components/PendingScreen',
                authority: ['/setting/operation/smsList'],
                hideInMenu: true,
              },
              {
                path: '/setting/operation/protocol/create',
                name: 'setting.operation.protocol.create',
                component: '@/components/PendingScreen',
                authority: ['/setting/operation/protocol'],
                hideInMenu: true,
              },
              {
                path: '/setting/operation/protocol/createOverseas',
                name: 'setting.operation.protocol.createOverseas',
                component: '@/components/PendingScreen',
                authority: ['/setting/operation/protocol'],
                hideInMenu: true,
              },
              {
                path: '/setting/project',
                name: 'setting.project',
                component: '@/components/PendingScreen',
                authority: ['/setting/project'],
              },
              {
                path: '/setting/interfaceInfo',
                name: 'setting.interfaceInfo',
                component: '@/components/PendingScreen',
                authority: ['/setting/interfaceInfo'],
                hideInMenu: true,
              },
            ],
          },
          {
            path: '/package',
            name: 'package',
            authority: ['/package'],
            routes: [
              { path: '/package', redirect: '/package/manager' },
              {
                path: '/package/manager',
                name: 'package.manager',
                component: './package/manager',
                authority: ['/package/manager'],
              },
              {
                path: '/package/task',
                name: 'package.task',
                component: './package/task',
                authority: ['/package/task'],
              },
              {
                path: '/package/machine',
                name: 'package.machine',
                component: './package/machine',
                authority: ['/package/machine'],
              },
              {
                path: '/package/packingStatistics',
                name: 'package.packingStatistics',
                component: './package/packingStatistics',
                authority: ['/package/packingStatistics'],
              },
              {
                path: '/package/checkTask',
                name: 'package.checkTask',
                component: './package/checkTask',
                authority: ['/package/checkTask'],
              },
              {
                path: '/package/checkTask/details',
                name: 'package.checkTask.details',
                component: './package/checkTask/details',
                authority: ['/package/checkTask/details'],
                hideInMenu: true,
              },
              {
                path: '/package/checkTask/detailsJson',
                name: 'package.checkTask.detailsJson',
                component: './package/checkTask/detailsJson',
                authority: ['/package/checkTask/detailsJson'],
                hideInMenu: true,
              },
            ],
          },
          {
            path: '/special',
            name: 'special',
            authority: ['/special'],
            routes: [
              { path: '/special', redirect: '/special/channelIntercommu' },
              {
                path: '/special/channelIntercommu',
                name: 'special.channelIntercommu',
                component: '@/components/PendingScreen',
                authority: ['/special/channelIntercommu'],
              },
              {
                path: '/special/cutPay',
                name: 'special.cutPay',
                component: '@/components/PendingScreen',
                authority: ['/special/cutPay'],
              },
              {
                path: '/special/cutPay/create',
                name: 'special.cutPay.create',
                component: '@/components/PendingScreen',
                authority: ['/special/cutPay'],
                hideInMenu: true,
              },
              {
                path: '/special/monitor',
                name: 'special.monitor',
                component: '@/components/PendingScreen',
                authority: ['/special/monitor'],
              },
              {
                path: '/special/monitor/create',
                name: 'special.monitor.create',
                component: '@/components/PendingScreen',
                authority: ['/special/monitor'],
                hideInMenu: true,
              },
              {
                path: '/special/rebind-user',
                name: 'special.rebind-user',
                component: '@/components/PendingScreen',
                authority: ['/special/rebind-user'],
              },
              {
                path: '/special/anti-addiction',
                name: 'special.anti-addiction',
                component: '@/components/PendingScreen',
                authority: ['/special/anti-addiction'],
              },
            ],
          },
          {
            path: '/check',
            name: 'check',
            authority: ['/check'],
            routes: [
              { path: '/check', redirect: '/check/joinup' },
              {
                path: '/check/joinup',
                name: 'check.joinup',
                component: './check/joinup',
                authority: ['/check/joinup'],
              },
              {
                path: '/check/configuration',
                name: 'check.configuration',
                component: './check/configuration',
                authority: ['/check/configuration'],
              },
              {
                path: '/check/joinup/detail',
                name: 'check.joinup.detail',
                component: './check/joinup/detail',
                authority: ['/check/joinup/detail'],
                hideInMenu: true,
              },
              {
                path: '/check/configuration/setConfig',
                name: 'check.configuration.setConfig',
                component: './check/configuration/setConfig',
                authority: ['/check/configuration/setConfig'],
                hideInMenu: true,
              },
            ],
          },
          {
            path: '/access',
            name: 'access',
            authority: ['/access'],
            routes: [
              { path: '/access', redirect: '/access/role' },
              {
                path: '/access/role',
                name: 'access.role',
                component: './access/role',
                authority: ['/access/role'],
              },
              {
                path: '/access/people',
                name: 'access.people',
                component: './access/people',
                authority: ['/access/people'],
              },
              {
                path: '/access/roleform',
                name: 'access.roleform',
                component: './access/roleform',
                authority: ['/access/people'],
                hideInMenu: true,
                keepAlive: false,
              },
              {
                path: '/access/rightGroup',
                name: 'access.rightGroup',
                component: './access/rightGroup',
              },
            ],
          },
          {
            path: '/userStatistics',
            name: 'userStatistics',
            authority: ['/userStatistics'],
            routes: [
              { path: '/userStatistics', redirect: '/userStatistics/integral' },
              {
                path: '/userStatistics/integral',
                name: 'userStatistics.integral',
                component: '@/components/PendingScreen',
                authority: ['/userStatistics/integral'],
              },
            ],
          },
          { path: '*', component: './404' },
        ],
      },
    ],
  },
];

export default routes;
