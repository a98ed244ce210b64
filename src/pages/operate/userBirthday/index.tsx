import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { BIRTHDAY_STATUSES } from '@/contract/operate/birthday';
import { useText } from '@/hooks';
import { birthdayButton } from '@/pages/operate/birthdayPaths';
import {
  type BirthdayRow,
  pageBirthdays,
  type RewardAnswer,
  sendBirthdayRewards,
} from '@/pages/operate/birthdayService';
import type { PageQuery } from '@/services/types';
import { rangeQuery, thisWeek } from './components/range';
import ResultModal from './components/ResultModal';

/**
 * /operate/userBirthday: the current game's roles whose creation anniversary falls in a date range (this week to
 * start with; across the year end too; 29 February roles on 28 February in other years), with that year's reward
 * status; select roles and send their rewards (each role once per year: the backend skips a repeat and the result says
 * so). Paged and filtered on the backend, exported as CSV.
 */
const SERVERS = Array.from({ length: 8 }, (_, i) => `s${i + 1}`);
const STATUS_BADGE = { notSent: 'Default', sent: 'Success' } as const;

export default function UserBirthdayPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<string[]>([]);
  const [answer, setAnswer] = useState<RewardAnswer>();
  const [sending, setSending] = useState(false);
  /** the range of the rows on screen: a send names that range, whatever the form holds meanwhile */
  const shown = useRef<{ start: string; end: string }>();

  const page = (q: PageQuery) => {
    const range = { start: String(q.start ?? ''), end: String(q.end ?? '') };
    if (shown.current && (shown.current.start !== range.start || shown.current.end !== range.end)) setSelected([]);
    shown.current = range;
    return pageBirthdays(q as Parameters<typeof pageBirthdays>[0]);
  };

  const send = async () => {
    if (!shown.current || selected.length === 0 || sending) return;
    setSending(true);
    try {
      const res = await sendBirthdayRewards({ ...shown.current, roleIds: selected });
      setAnswer(res.data);
      setSelected([]);
      actionRef.current?.reload();
    } catch {
      // shown by the request layer; nothing was sent
    } finally {
      setSending(false);
    }
  };

  const statusEnum = Object.fromEntries(
    BIRTHDAY_STATUSES.map((s) => [s, { text: t(`pages.operate.birthday.status.${s}`), status: STATUS_BADGE[s] }]),
  );
  const columns: ProColumns<BirthdayRow>[] = [
    {
      title: t('pages.operate.birthday.range'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      hideInDescriptions: true,
      initialValue: thisWeek(),
      formItemProps: { rules: [{ required: true, message: t('pages.operate.birthday.range.required') }] },
      search: { transform: (v: unknown) => rangeQuery(v) },
    },
    { title: t('pages.operate.birthday.roleId'), dataIndex: 'roleId', copyable: true },
    { title: t('pages.operate.birthday.name'), dataIndex: 'name', hideInSearch: true },
    {
      title: t('pages.operate.birthday.server'),
      dataIndex: 'server',
      valueType: 'select',
      fieldProps: { options: SERVERS.map((s) => ({ value: s, label: s })) },
    },
    { title: t('pages.operate.birthday.level'), dataIndex: 'level', hideInSearch: true },
    { title: t('pages.operate.birthday.account'), dataIndex: 'account' },
    { title: t('pages.operate.birthday.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.birthday.anniversary'), dataIndex: 'anniversary', hideInSearch: true },
    { title: t('pages.operate.birthday.years'), dataIndex: 'years', hideInSearch: true },
    { title: t('pages.operate.birthday.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    { title: t('pages.operate.birthday.sentAt'), dataIndex: 'sentAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.birthday.sentBy'), dataIndex: 'sentBy', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<BirthdayRow>
        id="birthday-table"
        rowKey="roleId"
        columns={columns}
        actionRef={actionRef}
        service={{ page }}
        authority={{ export: birthdayButton('export') }}
        exportName={t('pages.operate.birthday.exportName')}
        rowSelection={
          can(birthdayButton('reward'))
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        toolbar={() =>
          can(birthdayButton('reward'))
            ? [
                <Popconfirm
                  key="reward"
                  title={t('pages.operate.birthday.send.confirm', { n: selected.length })}
                  disabled={selected.length === 0}
                  onConfirm={send}
                >
                  <Button type="primary" id="birthday-send" disabled={selected.length === 0} loading={sending}>
                    {t('pages.operate.birthday.send', { n: selected.length })}
                  </Button>
                </Popconfirm>,
              ]
            : []
        }
      />
      <ResultModal answer={answer} onClose={() => setAnswer(undefined)} />
    </>
  );
}
