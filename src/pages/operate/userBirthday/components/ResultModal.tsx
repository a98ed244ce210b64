import { Alert, Modal, Table, Tag } from 'antd';
import { formatTime, DATE_MINUTE } from '@/utils/businessTime';
import { useText } from '@/hooks';
import type { RewardAnswer, RewardRow } from '../service';

/** What a send did, role by role: sent now, sent already that year (skipped, when and by whom), not in the range, unknown. */
const COLOR = { sent: 'success', alreadySent: 'warning', notInRange: 'default', unknownRole: 'error' } as const;

export default function ResultModal(props: { answer?: RewardAnswer; onClose: () => void }) {
  const t = useText();
  const a = props.answer;
  return (
    <Modal
      open={Boolean(a)}
      title={t('pages.operate.userBirthday.result.title')}
      onCancel={props.onClose}
      onOk={props.onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={760}
      destroyOnClose
    >
      {a && (
        <>
          <Alert
            id="birthday-result-summary"
            type={a.sent > 0 ? 'success' : 'warning'}
            showIcon
            message={t('pages.operate.userBirthday.result.summary', { sent: a.sent, skipped: a.skipped })}
            style={{ marginBottom: 12 }}
          />
          <Table<RewardRow>
            id="birthday-results"
            size="small"
            rowKey="roleId"
            pagination={a.results.length > 10 ? { pageSize: 10 } : false}
            dataSource={a.results}
            columns={[
              { title: t('pages.operate.userBirthday.roleId'), dataIndex: 'roleId' },
              { title: t('pages.operate.userBirthday.name'), dataIndex: 'name' },
              { title: t('pages.operate.userBirthday.server'), dataIndex: 'server' },
              { title: t('pages.operate.userBirthday.year'), dataIndex: 'year' },
              {
                title: t('pages.operate.userBirthday.result'),
                dataIndex: 'result',
                render: (_, r) => (
                  <Tag color={COLOR[r.result]}>{t(`pages.operate.userBirthday.result.${r.result}`)}</Tag>
                ),
              },
              {
                title: t('pages.operate.userBirthday.sentAt'),
                dataIndex: 'sentAt',
                render: (_, r) => (r.sentAt ? `${formatTime(r.sentAt, DATE_MINUTE)} ${r.sentBy}` : '-'),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
