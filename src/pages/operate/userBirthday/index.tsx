import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { BIRTHDAY_STATUSES } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { userBirthdayButton } from './paths';
import { type BirthdayRow, pageBirthdays, type RewardAnswer } from './service';
import type { PageQuery } from '@/services/types';
import PreviewDrawer, { type SendRequest } from './components/PreviewDrawer';
import { rangeQuery, thisWeek } from './components/range';
import ResultModal from './components/ResultModal';
import { requiredRule } from '@/utils/fieldRules';

/**
 * /operate/userBirthday: the current game's roles whose creation anniversary falls in a date range (this week to
 * start with; across the year end too; 29 February roles on 28 February in other years), with that year's reward
 * status; select roles, preview what a send would do to each (send, or skip: already sent that year and by whom, not
 * in the range, unknown), then send exactly that (each role once per year). Paged and filtered on the backend,
 * exported as CSV.
 */
const SERVERS = Array.from({ length: 8 }, (_, i) => `s${i + 1}`);
const STATUS_BADGE = { notSent: 'Default', sent: 'Success' } as const;

export default function UserBirthdayPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<string[]>([]);
  const [answer, setAnswer] = useState<RewardAnswer>();
  /** the send being previewed (the drawer is open while it is set) */
  const [previewing, setPreviewing] = useState<SendRequest>();
  /** the range of the rows on screen: a send names that range, whatever the form holds meanwhile */
  const shown = useRef<{ start: string; end: string }>();

  /** rows of another range on screen: the selection (of the old range's rows) is dropped */
  const onPage = (_: unknown, q: PageQuery) => {
    const range = { start: String(q.start ?? ''), end: String(q.end ?? '') };
    if (shown.current && (shown.current.start !== range.start || shown.current.end !== range.end)) setSelected([]);
    shown.current = range;
  };
  const page = (q: PageQuery) => pageBirthdays(q as Parameters<typeof pageBirthdays>[0]);

  const openPreview = () => {
    if (!shown.current || selected.length === 0) return;
    setPreviewing({ ...shown.current, roleIds: selected });
  };

  const sent = (res: RewardAnswer) => {
    setPreviewing(undefined);
    setAnswer(res);
    setSelected([]);
    actionRef.current?.reload();
  };

  const statusEnum = Object.fromEntries(
    BIRTHDAY_STATUSES.map((s) => [s, { text: t(`pages.operate.userBirthday.status.${s}`), status: STATUS_BADGE[s] }]),
  );
  const columns: ProColumns<BirthdayRow>[] = [
    {
      title: t('pages.operate.userBirthday.range'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      hideInDescriptions: true,
      initialValue: thisWeek(),
      formItemProps: { rules: [requiredRule(t('pages.operate.userBirthday.range.required'), false)] },
      search: { transform: (v: unknown) => rangeQuery(v) },
    },
    { title: t('pages.operate.userBirthday.roleId'), dataIndex: 'roleId', copyable: true },
    { title: t('pages.operate.userBirthday.name'), dataIndex: 'name', hideInSearch: true },
    {
      title: t('pages.operate.userBirthday.server'),
      dataIndex: 'server',
      valueType: 'select',
      fieldProps: { options: SERVERS.map((s) => ({ value: s, label: s })) },
    },
    { title: t('pages.operate.userBirthday.level'), dataIndex: 'level', hideInSearch: true },
    { title: t('pages.operate.userBirthday.account'), dataIndex: 'account' },
    { title: t('pages.operate.userBirthday.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.userBirthday.anniversary'), dataIndex: 'anniversary', hideInSearch: true },
    { title: t('pages.operate.userBirthday.years'), dataIndex: 'years', hideInSearch: true },
    { title: t('pages.operate.userBirthday.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    { title: t('pages.operate.userBirthday.sentAt'), dataIndex: 'sentAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.userBirthday.sentBy'), dataIndex: 'sentBy', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<BirthdayRow>
        id="birthday-table"
        rowKey="roleId"
        rowName={(r) => `${r.name} (${r.roleId})`}
        columns={columns}
        actionRef={actionRef}
        service={{ page }}
        onPage={onPage}
        authority={{ export: userBirthdayButton('export') }}
        exportName={t('pages.operate.userBirthday.exportName')}
        rowSelection={
          can(userBirthdayButton('reward'))
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        toolbar={() =>
          can(userBirthdayButton('reward'))
            ? [
                <Button
                  key="reward"
                  type="primary"
                  id="birthday-send"
                  disabled={selected.length === 0}
                  onClick={openPreview}
                >
                  {t('pages.operate.userBirthday.send', { n: selected.length })}
                </Button>,
              ]
            : []
        }
      />
      <PreviewDrawer request={previewing} onClose={() => setPreviewing(undefined)} onSent={sent} />
      <ResultModal answer={answer} onClose={() => setAnswer(undefined)} />
    </>
  );
}
