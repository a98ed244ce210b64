import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { conversationOf, ticketButton } from '@/pages/operate/events/paths';
import { pageTickets, type Ticket, ticketOptions } from '@/pages/operate/events/service';
import { useTicketLabels } from './labels';
import { rangeToQuery } from '@/components/CrudTable/address';

/**
 * /operate/events: the current game's player tickets (type, title, account with its contact masked, role and server,
 * status, handler, submitted and updated), filtered and exported; each opens its conversation
 * (/operate/Events/conversation?id=), where it is answered, closed and reopened.
 */
export default function EventsPage() {
  const t = useText();
  const actionRef = useRef<ActionType>();
  const { statusEnum } = useTicketLabels();
  const { data: options } = useRequest(async () => (await ticketOptions()).data);
  useReloadOnReturn(() => actionRef.current?.reload());
  const typeOptions = (options?.types ?? []).map((x) => ({ value: x.id, label: x.name }));
  const handlerOptions = (options?.handlers ?? []).map((x) => ({ value: x.id, label: x.name }));

  const columns: ProColumns<Ticket>[] = [
    { title: t('pages.operate.tickets.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    {
      title: t('pages.operate.tickets.type'),
      dataIndex: 'typeId',
      valueType: 'select',
      fieldProps: { options: typeOptions },
      renderText: (_: unknown, r: Ticket) => r.typeName,
    },
    { title: t('pages.operate.tickets.title'), dataIndex: 'title', ellipsis: true },
    { title: t('pages.operate.tickets.account'), dataIndex: 'account', copyable: true },
    { title: t('pages.operate.tickets.contact'), dataIndex: 'contact', hideInSearch: true },
    {
      title: t('pages.operate.tickets.role'),
      dataIndex: 'roleName',
      hideInSearch: true,
      renderText: (_: unknown, r: Ticket) => `${r.roleName}（${r.roleId}）`,
    },
    { title: t('pages.operate.tickets.server'), dataIndex: 'server', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    {
      title: t('pages.operate.tickets.handler'),
      dataIndex: 'handlerId',
      valueType: 'select',
      fieldProps: { options: handlerOptions },
      renderText: (_: unknown, r: Ticket) => r.handlerName || t('pages.operate.tickets.handler.none'),
    },
    { title: t('pages.operate.tickets.messageCount'), dataIndex: 'messageCount', hideInSearch: true },
    { title: t('pages.operate.tickets.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    {
      title: t('pages.operate.tickets.created'),
      dataIndex: 'createdRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToQuery(v, 'from', 'to') },
    },
    { title: t('pages.operate.tickets.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<Ticket>
      id="ticket-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageTickets }}
      authority={{ export: ticketButton('export') }}
      exportName={t('pages.operate.tickets.exportName')}
      // the row's view link opens the conversation (its thread, reply, close and reopen)
      onView={(r) => history.push(conversationOf(r.id))}
    />
  );
}
