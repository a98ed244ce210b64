import { useRequest } from 'ahooks';
import { Badge, Drawer, Table } from 'antd';
import { formatTime } from '@/utils/businessTime';
import type { AccountLine } from '@/contract/operate/sdkAccounts';
import { useText } from '@/hooks';
import { ACCOUNT_CALLS, type SdkAccount, type SdkLogin } from './service';
import { useAccountLabels } from './labels';

const RESULT_BADGE = { success: 'success', wrongPassword: 'warning', locked: 'error' } as const;

/** An account's sign-in history (newest first): time, IP, device, channel, result. */
export default function LoginDrawer(props: { line: AccountLine; account?: SdkAccount; onClose: () => void }) {
  const t = useText();
  const { resultEnum, channelEnum } = useAccountLabels();
  const name = props.account?.account;
  const { data, loading } = useRequest(
    async () => (name ? (await ACCOUNT_CALLS[props.line].logins({ account: name })).data : []),
    { refreshDeps: [name, props.line] },
  );
  const badge = (r: SdkLogin['result']) => <Badge status={RESULT_BADGE[r]} text={resultEnum[r]?.text ?? r} />;
  return (
    <Drawer
      open={Boolean(name)}
      width={760}
      title={t('pages.operate.sdkAccounts.logins.title', { account: name ?? '' })}
      onClose={props.onClose}
      destroyOnClose
    >
      <Table<SdkLogin & { key: number }>
        id="account-logins"
        size="small"
        rowKey="key"
        loading={loading}
        dataSource={(name ? (data ?? []) : []).map((r, i) => ({ ...r, key: i }))}
        pagination={false}
        columns={[
          {
            title: t('pages.operate.sdkAccounts.login.time'),
            dataIndex: 'time',
            render: (v: number) => formatTime(v),
          },
          { title: 'IP', dataIndex: 'ip' },
          { title: t('pages.operate.sdkAccounts.login.device'), dataIndex: 'device' },
          {
            title: t('pages.operate.sdkAccounts.channel'),
            dataIndex: 'channel',
            render: (c: string) => channelEnum[c]?.text ?? c,
          },
          { title: t('pages.operate.sdkAccounts.login.result'), dataIndex: 'result', render: badge },
        ]}
      />
    </Drawer>
  );
}
