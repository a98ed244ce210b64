import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { useText } from '@/hooks';
import { requestAddress } from './paths';

/** A link to a change request on the approvals screen (`#12`), where an operation-log entry or a version names one. */
export function RequestLink({ id, idPrefix }: { id: number; idPrefix: string }) {
  const t = useText();
  return (
    <Link id={`${idPrefix}-request-${id}`} to={requestAddress(id)} title={t('changeRequest.link.title', { id })}>
      {t('changeRequest.link', { id })}
    </Link>
  );
}

/** A record's "待审批的变更" mark: a change of it waits for approval; it links to the request. */
export function PendingTag({ id, idPrefix }: { id: number; idPrefix: string }) {
  const t = useText();
  return (
    <Link id={`${idPrefix}-pending-${id}`} to={requestAddress(id)}>
      <Tag color="warning" style={{ marginInlineEnd: 0 }}>
        {t('changeRequest.pending', { id })}
      </Tag>
    </Link>
  );
}
