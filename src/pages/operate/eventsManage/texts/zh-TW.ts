/** Ticket types and their handlers (/operate/eventsManage). */
export default {
  'pages.operate.eventsManage.name': '名稱',
  'pages.operate.eventsManage.purpose': '用途',
  'pages.operate.eventsManage.purpose.recharge': '儲值問題',
  'pages.operate.eventsManage.purpose.account': '帳號問題',
  'pages.operate.eventsManage.purpose.bug': 'BUG 回報',
  'pages.operate.eventsManage.purpose.complaint': '投訴建議',
  'pages.operate.eventsManage.purpose.other': '其他',
  'pages.operate.eventsManage.description': '說明',
  'pages.operate.eventsManage.handlers': '處理人',
  'pages.operate.eventsManage.handlers.help':
    '新工單分配給其中未關閉工單（待處理與已回覆）最少的一位，相同時按帳號排序；可選人員須可用本遊戲並有工單回覆權限',
  'pages.operate.eventsManage.handler.load': '{name}（未關閉 {n}）',
  'pages.operate.eventsManage.inUse': '已有 {n} 張工單，不能刪除，可停用',
  'pages.operate.eventsManage.ticketCount': '工單數',
  'pages.operate.eventsManage.exportName': '工單類型',
};
