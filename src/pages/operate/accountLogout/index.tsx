import { newRequestId } from '@/request/requestId';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Popconfirm, message } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { CANCELLATION_STATUSES } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { accountLogoutButton } from './paths';
import { approveCancellation, type Cancellation, pageCancellations } from './service';
import RejectModal from './components/RejectModal';
import { rangeToQuery } from '@/components/CrudTable/address';

const BADGE = {
  pending: 'Warning',
  approved: 'Processing',
  rejected: 'Default',
  withdrawn: 'Default',
  completed: 'Success',
} as const;

/**
 * /operate/accountLogout: the current game's account cancellation requests (account, uid, contact masked, the
 * player's reason, requested, end of the 15-day cooling-off, status by the backend's clock); approve or reject (with a
 * reason) a pending one. An approved request completes by itself when the cooling-off ends and the SDK account is
 * locked; the player signing in before then withdraws it. Both are settled by the backend whenever the list is read.
 */
export default function AccountLogoutPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [rejecting, setRejecting] = useState<Cancellation>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const reload = () => actionRef.current?.reload();
  const statusEnum = Object.fromEntries(
    CANCELLATION_STATUSES.map((s) => [s, { text: t(`pages.operate.accountLogout.status.${s}`), status: BADGE[s] }]),
  );
  const accountStatusEnum = {
    normal: { text: t('pages.operate.accountLogout.accountStatus.normal'), status: 'Success' },
    locked: { text: t('pages.operate.accountLogout.accountStatus.locked'), status: 'Error' },
  };
  const time = (v: number) => formatTime(v);

  const approve = async (r: Cancellation) => {
    try {
      // the confirmation is the dialog: a fresh request id per approval asked for
      await approveCancellation({ id: r.id }, { requestId: newRequestId() });
      message.success(t('pages.operate.accountLogout.approved'));
      reload();
    } catch {
      // shown by the request layer
    }
  };

  const columns: ProColumns<Cancellation>[] = [
    { title: t('pages.operate.events.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.accountLogout.account'), dataIndex: 'account', copyable: true },
    { title: t('pages.operate.accountLogout.uid'), dataIndex: 'uid', hideInSearch: true },
    // searched as a number, shown as the plain id (no thousands separators)
    {
      title: t('pages.operate.accountLogout.uid'),
      dataIndex: 'uidSearch',
      valueType: 'digit',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: number) => ({ uid: Number(v) }) },
    },
    { title: t('pages.operate.accountLogout.contact'), dataIndex: 'contact', hideInSearch: true },
    { title: t('pages.operate.accountLogout.reason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.operate.accountLogout.requestedAt'),
      dataIndex: 'requestedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.operate.accountLogout.requestedAt'),
      dataIndex: 'requestedRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToQuery(v, 'from', 'to') },
    },
    {
      title: t('pages.operate.accountLogout.coolingOffEndAt'),
      dataIndex: 'coolingOffEndAt',
      valueType: 'dateTime',
      hideInSearch: true,
      tooltip: t('pages.operate.accountLogout.coolingOff.help'),
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    { title: t('pages.operate.accountLogout.handledBy'), dataIndex: 'handledBy', hideInSearch: true },
    {
      title: t('pages.operate.accountLogout.handledAt'),
      dataIndex: 'handledAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.operate.accountLogout.rejectReason'),
      dataIndex: 'rejectReason',
      hideInSearch: true,
      ellipsis: true,
    },
    {
      title: t('pages.operate.accountLogout.closedAt'),
      dataIndex: 'closedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.operate.accountLogout.accountStatus'),
      dataIndex: 'accountStatus',
      hideInSearch: true,
      valueEnum: accountStatusEnum,
    },
  ];

  return (
    <>
      <Alert
        type="info"
        showIcon
        message={t('pages.operate.accountLogout.coolingOff.help')}
        style={{ marginBottom: 16 }}
      />
      <CrudTable<Cancellation>
        id="logout-table"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageCancellations }}
        authority={{ export: accountLogoutButton('export') }}
        exportName={t('pages.operate.accountLogout.exportName')}
        rowActions={(r) =>
          can(accountLogoutButton('approve')) && r.status === 'pending'
            ? [
                <Popconfirm
                  key="approve"
                  title={t('pages.operate.accountLogout.approve.confirm', { at: time(r.coolingOffEndAt) })}
                  onConfirm={() => approve(r)}
                  okButtonProps={{ id: `logout-approve-ok-${r.id}` }}
                >
                  <ActionLink id={`logout-approve-${r.id}`}>{t('pages.operate.accountLogout.approve')}</ActionLink>
                </Popconfirm>,
                <ActionLink key="reject" id={`logout-reject-${r.id}`} danger onClick={() => setRejecting(r)}>
                  {t('pages.operate.accountLogout.reject')}
                </ActionLink>,
              ]
            : []
        }
      />
      <RejectModal
        request={rejecting}
        onClose={() => setRejecting(undefined)}
        onRejected={() => {
          setRejecting(undefined);
          reload();
        }}
      />
    </>
  );
}
