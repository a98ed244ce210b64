import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { withRefusal } from '@/request/refusal';
import RolesTable from './RolesTable';
import type { AccountSide, TransferCalls } from './types';

/**
 * The rebind's choice: loads account A's roles (with their points; contact masked) and lets the operator tick the
 * ones to move. Changing the ticks drops the preview (the screen does that in onChoose).
 */
export default function RolePicker(props: {
  prefix: string;
  account: () => string | undefined;
  load: NonNullable<TransferCalls['roles']>;
  chosen: string[];
  onChoose: (roleIds: string[]) => void;
}) {
  const t = useText();
  const [side, setSide] = useState<AccountSide>();
  const [refusal, setRefusal] = useState<string>();
  const [loading, setLoading] = useState(false);

  const run = async () => {
    const account = props.account()?.trim();
    setRefusal(undefined);
    setSide(undefined);
    props.onChoose([]);
    if (!account) {
      setRefusal(t('roleTransfer.account.required'));
      return;
    }
    setLoading(true);
    const res = await withRefusal(() => props.load({ account }, { skipErrorHandler: true }), setRefusal);
    setLoading(false);
    if (res) setSide(res.data);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button id={`${props.prefix}-load`} onClick={run} loading={loading}>
          {t('roleTransfer.pick.load')}
        </Button>
        <Typography.Text type="secondary">
          {side
            ? t('roleTransfer.pick.of', { account: side.account, contact: side.contact || '-' })
            : t('roleTransfer.pick.help')}
        </Typography.Text>
      </Space>
      {refusal && <Alert type="error" showIcon message={refusal} />}
      {side && (
        <RolesTable
          id={`${props.prefix}-roles`}
          dataSource={side.roles}
          rowSelection={{
            selectedRowKeys: props.chosen,
            onChange: (keys) => props.onChoose(keys.map(String)),
          }}
        />
      )}
    </Space>
  );
}
