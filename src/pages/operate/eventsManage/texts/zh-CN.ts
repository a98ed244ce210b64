/** Ticket types and their handlers (/operate/eventsManage). */
export default {
  'pages.operate.eventsManage.name': '名称',
  'pages.operate.eventsManage.purpose': '用途',
  'pages.operate.eventsManage.purpose.recharge': '充值问题',
  'pages.operate.eventsManage.purpose.account': '账号问题',
  'pages.operate.eventsManage.purpose.bug': 'BUG 反馈',
  'pages.operate.eventsManage.purpose.complaint': '投诉建议',
  'pages.operate.eventsManage.purpose.other': '其他',
  'pages.operate.eventsManage.description': '说明',
  'pages.operate.eventsManage.handlers': '处理人',
  'pages.operate.eventsManage.handlers.help':
    '新工单分配给其中未关闭工单（待处理与已回复）最少的一位，相同时按账号排序；可选人员须可用本游戏并有工单回复权限',
  'pages.operate.eventsManage.handler.load': '{name}（未关闭 {n}）',
  'pages.operate.eventsManage.inUse': '已有 {n} 张工单，不能删除，可停用',
  'pages.operate.eventsManage.ticketCount': '工单数',
  'pages.operate.eventsManage.exportName': '工单类型',
};
