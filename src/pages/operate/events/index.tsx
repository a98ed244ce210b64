import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { conversationOf, eventsButton } from './paths';
import { pageTickets, type Ticket, ticketOptions } from './service';
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
    { title: t('pages.operate.events.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    {
      title: t('pages.operate.events.type'),
      dataIndex: 'typeId',
      valueType: 'select',
      fieldProps: { options: typeOptions },
      renderText: (_: unknown, r: Ticket) => r.typeName,
    },
    { title: t('pages.operate.events.title'), dataIndex: 'title', ellipsis: true },
    { title: t('pages.operate.events.account'), dataIndex: 'account', copyable: true },
    { title: t('pages.operate.events.contact'), dataIndex: 'contact', hideInSearch: true },
    {
      title: t('pages.operate.events.role'),
      dataIndex: 'roleName',
      hideInSearch: true,
      renderText: (_: unknown, r: Ticket) => `${r.roleName}（${r.roleId}）`,
    },
    { title: t('pages.operate.events.server'), dataIndex: 'server', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    {
      title: t('pages.operate.events.handler'),
      dataIndex: 'handlerId',
      valueType: 'select',
      fieldProps: { options: handlerOptions },
      renderText: (_: unknown, r: Ticket) => r.handlerName || t('pages.operate.events.handler.none'),
    },
    { title: t('pages.operate.events.messageCount'), dataIndex: 'messageCount', hideInSearch: true },
    { title: t('pages.operate.events.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    {
      title: t('pages.operate.events.created'),
      dataIndex: 'createdRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToQuery(v, 'from', 'to') },
    },
    { title: t('pages.operate.events.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<Ticket>
      id="ticket-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageTickets }}
      authority={{ export: eventsButton('export') }}
      exportName={t('pages.operate.events.exportName')}
      // the row's view link opens the conversation (its thread, reply, close and reopen)
      onView={(r) => history.push(conversationOf(r.id))}
    />
  );
}
