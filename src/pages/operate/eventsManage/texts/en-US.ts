/** Ticket types and their handlers (/operate/eventsManage). */
export default {
  'pages.operate.eventsManage.name': 'Name',
  'pages.operate.eventsManage.purpose': 'Purpose',
  'pages.operate.eventsManage.purpose.recharge': 'Recharge issue',
  'pages.operate.eventsManage.purpose.account': 'Account',
  'pages.operate.eventsManage.purpose.bug': 'Bug report',
  'pages.operate.eventsManage.purpose.complaint': 'Complaint',
  'pages.operate.eventsManage.purpose.other': 'Other',
  'pages.operate.eventsManage.description': 'Description',
  'pages.operate.eventsManage.handlers': 'Handlers',
  'pages.operate.eventsManage.handlers.help':
    'A new ticket goes to the handler with the fewest unclosed (open or answered) tickets, ties by account; only people allowed this game and granted ticket replies can be chosen',
  'pages.operate.eventsManage.handler.load': '{name} ({n} unclosed)',
  'pages.operate.eventsManage.inUse': 'Has {n} tickets: it cannot be deleted, disable it instead',
  'pages.operate.eventsManage.ticketCount': 'Tickets',
  'pages.operate.eventsManage.exportName': 'ticket-types',
};
