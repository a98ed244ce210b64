import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import type { AccountLine } from '@/contract/operate/sdkAccounts';
import { useText } from '@/hooks';
import { sdkAccountButton } from './paths';
import { ACCOUNT_CALLS, type SdkAccount } from './service';
import ActionModal, { type AccountAction } from './ActionModal';
import { useAccountLabels } from './labels';
import LoginDrawer from './LoginDrawer';
import { rangeToInclusiveQuery } from '@/components/CrudTable/address';

/**
 * The SDK accounts of the current game on one line (domestic /operate/accountManagement, OG
 * /operate/sdkAccountManagement, overseas /operate/sdkAccountOverseas; the line split is mock/players/lines.ts):
 * filtered on the server (the phone or e-mail filter matches the clear value exactly, the list stays masked), paged,
 * exported masked. Row actions, each gated by its button and refused by the backend without it: login history, reveal
 * the contact with a reason (shown in the row until the list reloads), lock / unlock, reset password (the temporary
 * password shown once), unbind phone.
 */
export default function SdkAccountsScreen({ line }: { line: AccountLine }) {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const { statusEnum, realNameEnum, channelEnum } = useAccountLabels();
  const [acting, setActing] = useState<{ account: SdkAccount; action: AccountAction }>();
  const [history, setHistory] = useState<SdkAccount>();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const button = (op: Parameters<typeof sdkAccountButton>[1]) => sdkAccountButton(line, op);

  const columns: ProColumns<SdkAccount>[] = [
    { title: t('pages.operate.sdkAccounts.account'), dataIndex: 'account', copyable: true },
    {
      title: t(`pages.operate.sdkAccounts.contact.${line === 'overseas' ? 'email' : 'phone'}`),
      dataIndex: 'contact',
      // the export takes the masked value from the answer; the row shows the clear one once revealed
      render: (_, r) => (
        <span id={`account-contact-${r.account}`}>
          {revealed[r.account] ?? (r.contact || t('pages.operate.sdkAccounts.contact.none'))}
        </span>
      ),
      fieldProps: { placeholder: t('pages.operate.sdkAccounts.contact.exact') },
    },
    { title: 'UID', dataIndex: 'uid', valueType: 'digit', fieldProps: { precision: 0 } },
    {
      title: t('pages.operate.sdkAccounts.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      valueEnum: channelEnum,
    },
    {
      title: t('pages.operate.sdkAccounts.registeredAt'),
      dataIndex: 'registeredAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.operate.sdkAccounts.registeredAt'),
      dataIndex: 'registeredRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToInclusiveQuery(v, 'from', 'to') },
    },
    {
      title: t('pages.operate.sdkAccounts.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.operate.sdkAccounts.realName'),
      dataIndex: 'realName',
      valueType: 'select',
      valueEnum: realNameEnum,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum,
      render: (dom, r) => <span id={`account-status-${r.account}`}>{dom}</span>,
    },
  ];

  const act = (account: SdkAccount, action: AccountAction) => setActing({ account, action });

  return (
    <>
      <Typography.Paragraph type="secondary">{t(`pages.operate.sdkAccounts.line.${line}`)}</Typography.Paragraph>
      <CrudTable<SdkAccount>
        id={`account-table-${line}`}
        rowKey="account"
        columns={columns}
        actionRef={actionRef}
        service={{ page: ACCOUNT_CALLS[line].page }}
        authority={{ export: button('export') }}
        exportName={t(`pages.operate.sdkAccounts.exportName.${line}`)}
        rowActions={(r) =>
          [
            <ActionLink key="logins" id={`account-logins-${r.account}`} onClick={() => setHistory(r)}>
              {t('pages.operate.sdkAccounts.logins')}
            </ActionLink>,
            can(button('reveal')) && r.contact && !revealed[r.account] && (
              <ActionLink key="reveal" id={`account-reveal-${r.account}`} onClick={() => act(r, 'reveal')}>
                {t('pages.operate.sdkAccounts.reveal')}
              </ActionLink>
            ),
            can(button('lock')) && (
              <ActionLink
                key="lock"
                id={`account-${r.status === 'locked' ? 'unlock' : 'lock'}-${r.account}`}
                danger={r.status !== 'locked'}
                onClick={() => act(r, r.status === 'locked' ? 'unlock' : 'lock')}
              >
                {t(`pages.operate.sdkAccounts.${r.status === 'locked' ? 'unlock' : 'lock'}`)}
              </ActionLink>
            ),
            can(button('resetPassword')) && (
              <ActionLink key="reset" id={`account-reset-${r.account}`} onClick={() => act(r, 'resetPassword')}>
                {t('pages.operate.sdkAccounts.resetPassword')}
              </ActionLink>
            ),
            can(button('unbindPhone')) && r.contactType === 'phone' && (
              <ActionLink key="unbind" id={`account-unbind-${r.account}`} onClick={() => act(r, 'unbindPhone')}>
                {t('pages.operate.sdkAccounts.unbindPhone')}
              </ActionLink>
            ),
          ].filter(Boolean)
        }
      />
      <ActionModal
        line={line}
        account={acting?.account}
        action={acting?.action}
        onClose={() => setActing(undefined)}
        onDone={(action, account) => {
          if (action === 'unbindPhone') setRevealed(({ [account.account]: _gone, ...rest }) => rest);
          actionRef.current?.reload();
        }}
        onRevealed={(account, value) => setRevealed((m) => ({ ...m, [account.account]: value }))}
      />
      <LoginDrawer line={line} account={history} onClose={() => setHistory(undefined)} />
    </>
  );
}
