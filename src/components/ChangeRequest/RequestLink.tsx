import { Link } from '@umijs/max';
import { Alert, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { usePendingChanges } from './usePendingChanges';
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

/**
 * Above a record's form: a change of it waits for approval (another saved meanwhile would outdate it), with the link
 * to the request. Nothing when none waits.
 */
export function PendingNotice(props: { kind: string; recordId: number; idPrefix: string }) {
  const t = useText();
  const waiting = usePendingChanges(props.kind).get(props.recordId);
  if (!waiting) return null;
  return (
    <Alert
      id={`${props.idPrefix}-pending`}
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <span>
          {t('changeRequest.pendingNotice')} <PendingTag id={waiting} idPrefix={props.idPrefix} />
        </span>
      }
    />
  );
}

/**
 * A list column's render that adds a row's "待审批的变更" mark after what the column draws (its status badge), from
 * usePendingChanges' record id → request id.
 */
export function withPendingMark<R extends { id: number }>(pending: Map<number, number>, idPrefix: string) {
  return (dom: ReactNode, r: R): ReactNode => {
    const waiting = pending.get(r.id);
    return waiting ? (
      <Space size={6} wrap>
        {dom}
        <PendingTag id={waiting} idPrefix={`${idPrefix}-${r.id}`} />
      </Space>
    ) : (
      dom
    );
  };
}
