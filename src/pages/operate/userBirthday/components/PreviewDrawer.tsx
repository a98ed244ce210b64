import { useRequest } from 'ahooks';
import { Alert, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { formatTime, DATE_MINUTE } from '@/utils/businessTime';
import { useEffect, useState } from 'react';
import { PREVIEW_STATES } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { previewBirthdayRewards, type RewardAnswer, type RewardPreviewRow, sendBirthdayRewards } from '../service';
import { withRefusal } from '@/request/refusal';

/** What a send would do to a role: send it, or skip it (already sent that year, not in the range, unknown). */
const COLOR = { willSend: 'processing', alreadySent: 'warning', notInRange: 'default', unknownRole: 'error' } as const;

export interface SendRequest {
  start: string;
  end: string;
  roleIds: string[];
}

/**
 * The send's preview (src/pages/operate/README.md "Role birthdays"): every selected role with what a send would do to
 * it, counted by state; the send goes with the preview's token and does exactly that list. When the backend says the
 * list changed since (someone rewarded one of them meanwhile, say), the refusal stays in the drawer and "preview again"
 * reads the list anew; nothing was sent.
 */
export default function PreviewDrawer(props: {
  request?: SendRequest;
  onClose: () => void;
  onSent: (answer: RewardAnswer) => void;
}) {
  const t = useText();
  const { request } = props;
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const { data, loading, refresh } = useRequest(
    async () => {
      setRefusal(undefined);
      if (!request) return undefined;
      return (await withRefusal(() => previewBirthdayRewards(request, { skipErrorHandler: true }), setRefusal))?.data;
    },
    { refreshDeps: [request] },
  );
  const preview = request ? data : undefined;
  const toSend = preview?.counts.willSend ?? 0;
  // one request id per preview: a retried or doubled send rewards once (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  useEffect(() => {
    if (preview) requestId.renew();
  }, [preview, requestId]);

  const send = async () => {
    if (!request || !preview || sending) return;
    setRefusal(undefined);
    setSending(true);
    const res = await withRefusal(
      () =>
        sendBirthdayRewards(
          { ...request, token: preview.token },
          { skipErrorHandler: true, requestId: requestId.current() },
        ),
      setRefusal,
    );
    setSending(false);
    if (res) props.onSent(res.data);
  };

  return (
    <Drawer
      open={Boolean(request)}
      onClose={props.onClose}
      width={980}
      title={t('pages.operate.userBirthday.preview.title', { n: request?.roleIds.length ?? 0 })}
      destroyOnClose
      extra={
        <Space>
          <Button id="birthday-preview-again" onClick={refresh} loading={loading}>
            {t('pages.operate.userBirthday.preview.again')}
          </Button>
          <Button
            type="primary"
            id="birthday-preview-send"
            disabled={!preview || toSend === 0 || loading}
            loading={sending}
            onClick={send}
          >
            {t('pages.operate.userBirthday.preview.send', { n: toSend })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {refusal && <Alert id="birthday-preview-refusal" type="error" showIcon message={refusal} />}
        {preview && (
          <Alert
            id="birthday-preview-summary"
            type={toSend > 0 ? 'info' : 'warning'}
            showIcon
            message={t('pages.operate.userBirthday.preview.summary', {
              ...preview.counts,
              range: `${request?.start} ~ ${request?.end}`,
            })}
            description={toSend === 0 ? t('pages.operate.userBirthday.preview.nothing') : undefined}
          />
        )}
        <Table<RewardPreviewRow>
          id="birthday-preview-rows"
          size="small"
          rowKey="roleId"
          loading={loading}
          dataSource={preview?.rows ?? []}
          pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
          onRow={(r) => ({ id: `birthday-preview-row-${r.roleId}` })}
          columns={[
            { title: t('pages.operate.userBirthday.roleId'), dataIndex: 'roleId' },
            { title: t('pages.operate.userBirthday.name'), dataIndex: 'name' },
            { title: t('pages.operate.userBirthday.server'), dataIndex: 'server' },
            { title: t('pages.operate.userBirthday.account'), dataIndex: 'account' },
            {
              title: t('pages.operate.userBirthday.anniversary'),
              dataIndex: 'anniversary',
              render: (v: string) => v || '-',
            },
            {
              title: t('pages.operate.userBirthday.preview.state'),
              dataIndex: 'state',
              filters: PREVIEW_STATES.map((s) => ({
                text: t(`pages.operate.userBirthday.preview.state.${s}`),
                value: s,
              })),
              onFilter: (value, r) => r.state === value,
              render: (_, r) => (
                <Tag color={COLOR[r.state]}>{t(`pages.operate.userBirthday.preview.state.${r.state}`)}</Tag>
              ),
            },
            {
              title: t('pages.operate.userBirthday.preview.sent'),
              key: 'sent',
              render: (_, r) =>
                r.sentAt ? (
                  <Typography.Text type="secondary">
                    {t('pages.operate.userBirthday.preview.sentBy', {
                      at: formatTime(r.sentAt, DATE_MINUTE),
                      by: r.sentBy,
                    })}
                  </Typography.Text>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
