import {
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Space, Tag, Tooltip } from 'antd';
import { TICKET_PURPOSES } from '@/contract/operate/values';
import CrudTable from '@/components/CrudTable';
import { afterWrites } from '@/components/CrudTable/afterWrites';
import { changedColumns } from '@/components/CrudTable/columns';
import { toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { eventsManageButton } from './paths';
import {
  addTicketType,
  deleteTicketType,
  editTicketType,
  pageTicketTypes,
  ticketHandlers,
  type TicketType,
  type TicketTypePayload,
} from './service';
import { NAME, REMARK } from '@/contract/field';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /operate/eventsManage: the current game's ticket types (name, purpose, description, status) and who handles each:
 * people chosen among those who may handle the game's tickets, each shown with their unclosed tickets. A new ticket
 * goes to the handler of its type with the fewest unclosed tickets (ties by account); the backend routes and logs it.
 */
export default function EventsManagePage() {
  const t = useText();
  const { data: handlers, refresh } = useRequest(async () => (await ticketHandlers()).data);
  const purposeEnum = Object.fromEntries(
    TICKET_PURPOSES.map((p) => [p, { text: t(`pages.operate.eventsManage.purpose.${p}`) }]),
  );
  const handlerOptions = (handlers ?? []).map((h) => ({
    value: h.id,
    label: t('pages.operate.eventsManage.handler.load', { name: `${h.name}（${h.account}）`, n: h.openCount }),
  }));

  const columns: ProColumns<TicketType>[] = [
    { title: t('pages.operate.events.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.eventsManage.name'), dataIndex: 'name' },
    {
      title: t('pages.operate.eventsManage.purpose'),
      dataIndex: 'purpose',
      valueType: 'select',
      valueEnum: purposeEnum,
    },
    {
      title: t('pages.operate.eventsManage.description'),
      dataIndex: 'description',
      hideInSearch: true,
      ellipsis: true,
    },
    {
      title: t('pages.operate.eventsManage.handlers'),
      dataIndex: 'handlers',
      hideInSearch: true,
      tooltip: t('pages.operate.eventsManage.handlers.help'),
      // the CSV gets the names and loads as text; the table shows them as tags
      renderText: (_: unknown, r: TicketType) =>
        r.handlers
          .map((h) => t('pages.operate.eventsManage.handler.load', { name: h.name, n: h.openCount }))
          .join('、'),
      render: (_: unknown, r: TicketType) => (
        <Space size={[4, 4]} wrap>
          {r.handlers.map((h) => (
            <Tooltip key={h.id} title={h.account}>
              <Tag>{t('pages.operate.eventsManage.handler.load', { name: h.name, n: h.openCount })}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    { title: t('pages.operate.eventsManage.ticketCount'), dataIndex: 'ticketCount', hideInSearch: true },
    ...changedColumns<TicketType>(t, { status: true }),
  ];

  return (
    <CrudTable<TicketType, TicketTypePayload>
      id="ticket-type-table"
      columns={columns}
      service={{
        // the handlers offered in the form (with their loads) are read again after a save, not after a delete
        ...afterWrites({ page: pageTicketTypes, add: addTicketType, edit: editTicketType }, refresh),
        remove: (r) => deleteTicketType({ id: r.id }),
      }}
      authority={{
        add: eventsManageButton('add'),
        edit: eventsManageButton('edit'),
        remove: eventsManageButton('delete'),
        export: eventsManageButton('export'),
      }}
      exportName={t('pages.operate.eventsManage.exportName')}
      canDelete={(r) => r.ticketCount === 0}
      deleteDisabledTip={(r) => t('pages.operate.eventsManage.inUse', { n: r.ticketCount })}
      formWidth={640}
      toForm={(r) => ({ ...r, status: r.status === 1, handlerIds: r.handlers.map((h) => h.id) })}
      toPayload={(v, r) => ({
        id: r?.id,
        name: String(v.name ?? '').trim(),
        purpose: v.purpose as TicketTypePayload['purpose'],
        description: String(v.description ?? '').trim(),
        status: toStatus(v.status),
        handlerIds: (v.handlerIds as number[] | undefined) ?? [],
      })}
      formFields={() => (
        <>
          <ProFormText
            htmlFor="ticket-type-name"
            name="name"
            label={t('pages.operate.eventsManage.name')}
            fieldProps={{ id: 'ticket-type-name', ...fieldRules(NAME).input }}
            rules={fieldRules(NAME).rules}
          />
          <ProFormSelect
            htmlFor="ticket-type-purpose"
            name="purpose"
            label={t('pages.operate.eventsManage.purpose')}
            valueEnum={purposeEnum}
            fieldProps={{ id: 'ticket-type-purpose' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormTextArea
            htmlFor="ticket-type-description"
            name="description"
            label={t('pages.operate.eventsManage.description')}
            fieldProps={{ id: 'ticket-type-description', ...fieldRules(REMARK).input }}
          />
          <ProFormSelect
            htmlFor="ticket-type-handlers"
            name="handlerIds"
            mode="multiple"
            label={t('pages.operate.eventsManage.handlers')}
            tooltip={t('pages.operate.eventsManage.handlers.help')}
            options={handlerOptions}
            fieldProps={{ id: 'ticket-type-handlers', optionFilterProp: 'label' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormSwitch
            htmlFor="ticket-type-status"
            name="status"
            label={t('common.status')}
            initialValue
            fieldProps={{ id: 'ticket-type-status' }}
          />
        </>
      )}
    />
  );
}
