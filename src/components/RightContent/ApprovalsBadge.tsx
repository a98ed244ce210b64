import { AuditOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge } from 'antd';
import { useEffect } from 'react';
import { countChangeRequests, onChangeRequestsChanged } from '@/services/changeRequests';
import { APP_PATHS } from '@/utils/appPaths';

/** How often the header reads the count while the console is shown (a count only: one small call). */
export const APPROVALS_COUNT_MS = 60_000;

/**
 * The header's count of the change requests waiting for the signed-in person (issue 34), linking to the approvals
 * screen; shown to holders of its grant. Read when the console starts, every APPROVALS_COUNT_MS while the page is
 * visible (not while hidden), when the window gets the focus back, and at once after a decision made here.
 */
export default function ApprovalsBadge() {
  const intl = useIntl();
  const { can } = useAccess();
  const allowed = can(APP_PATHS.approvals);
  const { data, refresh } = useRequest(
    async () => (await countChangeRequests(undefined, { skipErrorHandler: true })).data.waiting,
    {
      ready: allowed,
      pollingInterval: APPROVALS_COUNT_MS,
      pollingWhenHidden: false,
      refreshOnWindowFocus: true,
    },
  );
  useEffect(() => onChangeRequestsChanged(refresh), [refresh]);
  if (!allowed) return null;
  const waiting = data ?? 0;
  const label = intl.formatMessage({ id: 'layout.approvals' }, { n: waiting });
  return (
    <Link
      id="header-approvals"
      to={APP_PATHS.approvals}
      aria-label={label}
      title={label}
      // the count once read (none before)
      data-count={data}
      style={{ padding: '0 8px', color: 'inherit' }}
    >
      <Badge count={waiting} size="small" overflowCount={99}>
        <AuditOutlined style={{ fontSize: 16 }} />
      </Badge>
    </Link>
  );
}
