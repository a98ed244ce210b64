import { Link, useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, List, Tag, Typography, message } from 'antd';
import { useEffect } from 'react';
import { requestAddress, useRequestRights } from '@/components/ChangeRequest';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import {
  acknowledgeChangeRequest,
  type ChangeRequest,
  changeRequestsChanged,
  onChangeRequestsChanged,
  pageChangeRequests,
} from '@/services/changeRequests';
import { APP_PATHS } from '@/utils/appPaths';
import { formatTime } from '@/utils/businessTime';

/** How many unacknowledged emergency changes the page lists (the approvals screen has them all). */
const SHOWN = 20;

/**
 * The emergency changes applied at once and not yet acknowledged (issue 34): who, when, what and why, each linking to
 * its request; a second person holding the area's approval grant acknowledges it here (not the person who made it).
 * Shown to holders of the approvals screen's grant, and only when there is one.
 */
export default function EmergencyChanges() {
  const t = useText();
  const { can } = useAccess();
  const allowed = can(APP_PATHS.approvals);
  const rightsOf = useRequestRights();
  const { data, refresh } = useRequest(
    async () =>
      (
        await pageChangeRequests(
          { pageNum: 1, pageSize: SHOWN, view: 'all', emergency: true, unacknowledged: true },
          { skipErrorHandler: true },
        )
      ).data,
    { ready: allowed },
  );
  useEffect(() => onChangeRequestsChanged(refresh), [refresh]);
  // read again when the welcome tab is shown again (someone may have acknowledged one meanwhile)
  useReloadOnReturn(() => allowed && refresh());
  if (!allowed || !data?.list.length) return null;
  return (
    <Card
      id="welcome-emergency"
      title={t('pages.welcome.emergency.title', { n: data.total })}
      style={{ marginTop: 16 }}
      extra={<Link to={APP_PATHS.approvals}>{t('pages.welcome.emergency.all')}</Link>}
    >
      <List
        size="small"
        dataSource={data.list}
        renderItem={(r) => (
          <List.Item
            id={`welcome-emergency-${r.id}`}
            actions={[
              rightsOf(r).acknowledge ? (
                <Acknowledge key="ack" request={r} onDone={refresh} />
              ) : (
                <Typography.Text key="other" type="secondary">
                  {t('pages.welcome.emergency.byOther')}
                </Typography.Text>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <Tag color="red">{t('pages.welcome.emergency.tag')}</Tag>
                  <Link to={requestAddress(r.id)}>#{r.id}</Link> {r.summary} · {r.target}
                </span>
              }
              description={t('pages.welcome.emergency.who', {
                who: r.requesterName,
                time: formatTime(r.decidedAt ?? r.created),
                reason: r.reason,
              })}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Acknowledges one emergency change: the request's version and one request id however often it is clicked. */
function Acknowledge({ request, onDone }: { request: ChangeRequest; onDone: () => void }) {
  const t = useText();
  const requestId = useRequestId();
  const { loading, run } = useRequest(
    async () => {
      try {
        await requestId.run((rid) =>
          acknowledgeChangeRequest(
            { id: request.id, baseVersion: request.recordVersion, comment: '' },
            { requestId: rid },
          ),
        );
        message.success(t('pages.welcome.emergency.done', { id: request.id }));
        changeRequestsChanged();
      } catch {
        // shown by the request layer (someone acknowledged it first: the list is read again)
      }
      onDone();
    },
    { manual: true },
  );
  return (
    <Button size="small" type="primary" id={`welcome-emergency-ack-${request.id}`} loading={loading} onClick={run}>
      {t('pages.welcome.emergency.acknowledge')}
    </Button>
  );
}
