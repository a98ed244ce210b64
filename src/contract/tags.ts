import type { ContractOperation } from './operation';

/**
 * The document's tags (src/contract/openapi.ts): one per area of the console (README "Where things are": a route's
 * first path segment), each with one line on what its calls serve; a reference and a generated client group the
 * operations by them. An operation's area is its screen's (x-screen); the calls no screen owns are the session's,
 * the person's, the game selection's, the configuration history's, the saved views', the dictionary reads', the home
 * page's and the development helpers'.
 */
export const AREA_TAGS = [
  { name: 'auth', description: '登录、单点登录、退出、当前登录人、菜单与页面访问统计（不属于某个页面的会话调用）' },
  { name: 'person', description: '本人资料与修改本人密码' },
  { name: 'approvals', description: '变更审批：高风险变更的申请、批准、驳回、撤回与紧急变更的确认' },
  { name: 'gameSelect', description: '选择游戏：本人可用的父游戏与当前父游戏的子游戏' },
  { name: 'welcome', description: '首页：当前游戏今天的概况' },
  { name: 'access', description: '权限：部门、人员、角色、权限组与资源' },
  { name: 'unity', description: '统一配置：游戏、游戏权限、菜单、字典、应用密钥与防沉迷' },
  { name: 'dic', description: '公共配置（commonConfig）' },
  { name: 'common', description: '各页面共用的读取：按编码取启用的字典项' },
  { name: 'sdk', description: 'SDK：应用市场、渠道、渠道 SDK、插件与打包工具' },
  { name: 'package', description: '在线打包（/onlinepack）：基础包、打包任务、签名密钥、打包机、统计与检测任务' },
  { name: 'check', description: '接入检查：接入记录与检查项配置' },
  { name: 'setting', description: '设置：游戏、子游戏、产品线、项目、接口信息、运营主体、协议与短信签名' },
  { name: 'order', description: '订单：流水、补单与退款' },
  { name: 'ogorder', description: '海外订单：流水、开票、大额交易与拦截' },
  { name: 'pay', description: '支付：支付配置、支付方式列表与计费点' },
  {
    name: 'operate',
    description: '运营：更新配置、消息、弹窗、广告、提示、SDK 账号、账号迁移、停服、生日、活动、工单与注销',
  },
  { name: 'special', description: '专项：换绑、切支付、防沉迷、渠道组与监控告警' },
  { name: 'userStatistics', description: '用户统计：角色积分' },
  { name: 'oplog', description: '操作日志' },
  { name: 'history', description: '配置历史：版本、对比、已删除记录与回滚' },
  { name: 'views', description: '本人保存的表格视图' },
  { name: 'dev', description: '嵌入式后端的开发辅助（测试、演示）：重置、时钟与批量造数' },
] as const;

type AreaTag = (typeof AREA_TAGS)[number]['name'];

/** The calls no screen owns, by their module (x-module). */
const UNSCREENED: Record<string, AreaTag> = {
  auth: 'auth',
  analytics: 'auth',
  menu: 'auth',
  person: 'person',
  game: 'gameSelect',
  childGame: 'gameSelect',
  history: 'history',
  dict: 'common',
  view: 'views',
  welcome: 'welcome',
};

const NAMES: ReadonlySet<string> = new Set(AREA_TAGS.map((t) => t.name));

/** The area (tag) of an operation: undefined when none fits, which the document's test reports. */
export function areaOf(o: ContractOperation): AreaTag | undefined {
  if (o['x-dev'] || o['x-module'] === 'mock') return 'dev';
  const area = o['x-screen'] ? o['x-screen'].split('/')[1] : UNSCREENED[o['x-module']];
  return area && NAMES.has(area) ? (area as AreaTag) : undefined;
}
