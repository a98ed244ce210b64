import { useRequest } from 'ahooks';
import {
  Alert,
  Badge,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Skeleton,
  Space,
  Tag,
  Typography,
  message,
} from 'antd';
import { useEffect } from 'react';
import DiffView from '@/components/History/DiffView';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { REMARK } from '@/contract/field';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import { RequestLink, useRequestRights } from '@/components/ChangeRequest';
import { changeRequestsChanged } from '@/services/changeRequests';
import { formatTime } from '@/utils/businessTime';
import { fieldRules } from '@/utils/fieldRules';
import { withoutEmoji } from '@/utils/validate';
import {
  approveChangeRequest,
  type ChangeRequest,
  getChangeRequest,
  rejectChangeRequest,
  resubmitChangeRequest,
  withdrawChangeRequest,
} from '../service';
import { diffLabels, diffRows } from './diff';
import { areaEnum, statusEnum } from './labels';
import Resubmit from './Resubmit';

type Decision = 'approve' | 'reject' | 'withdraw';
const CALLS = { approve: approveChangeRequest, reject: rejectChangeRequest, withdraw: withdrawChangeRequest };

/** What the stale-save notice compares of a request: its status and the comment typed. */
const toForm = (r: ChangeRequest) => ({ status: r.status, comment: r.comment ?? '' });

/**
 * One change request (issue 34): who asked, why, what it changes (before → after per field; a secret only says it
 * changed), its status and decision, and what the person may do: approve or reject it (not their own; a rejection
 * needs a comment), or withdraw their own while it waits. Each decision carries the version the request was read at
 * and a request id (docs/rules.md "Request ids and versions"): a request decided meanwhile is refused as stale, shown
 * by the shared stale-save notice with what changed, the comment kept.
 */
export default function RequestDrawer(props: {
  id: number | null;
  onClose: () => void;
  onDecided: () => void;
  /** opens another request (the new one an outdated request was asked again as) */
  onOpen: (id: number) => void;
}) {
  const t = useText();
  const p = (k: string, v?: Record<string, string | number>) => t(`pages.approvals.${k}`, v);
  const [form] = Form.useForm<{ comment?: string }>();
  const requestId = useRequestId();
  const { data, loading, refresh } = useRequest(
    async () => (props.id ? (await getChangeRequest({ id: props.id })).data : undefined),
    { refreshDeps: [props.id] },
  );
  const shown = data && data.id === props.id ? data : undefined;
  const versions = useVersionedSave<ChangeRequest>({ form, record: shown, toForm });
  // another request opened: a new request id, an empty comment
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each request opened (props.id)
  useEffect(() => {
    requestId.renew();
    form.resetFields();
  }, [props.id, requestId, form]);

  // the latest the backend answered (a stale refusal carries it), else the one read
  const request = versions.conflict?.record ?? versions.base;
  const statuses = statusEnum(t);
  const areas = areaEnum(t);
  const rightsOf = useRequestRights();
  const rights = request ? rightsOf(request) : undefined;

  const decide = async (decision: Decision) => {
    if (!request) return;
    const required = decision === 'reject';
    try {
      const values = await form.validateFields();
      const comment = (values.comment ?? '').trim();
      if (required && !comment) {
        form.setFields([{ name: 'comment', errors: [p('comment.required')] }]);
        return;
      }
      const answer = await versions.save((baseVersion) =>
        requestId.run((rid) =>
          CALLS[decision](
            { id: request.id, baseVersion: baseVersion ?? request.recordVersion, comment },
            { requestId: rid, handles: versions.handles },
          ),
        ),
      );
      // approved but not applied: the record was saved since it was asked (docs/rules.md "Change requests")
      if (answer.data.status === 'outdated') message.warning(p('done.outdated', { id: request.id }));
      else message.success(p(`done.${decision}`, { id: request.id }));
      form.resetFields();
      // the answer carries no version stamp: the request is read again for the next decision
      refresh();
      changeRequestsChanged();
      props.onDecided();
    } catch {
      // a field left wrong, or the request layer (or the stale notice) has shown why; the comment stays as typed
    }
  };

  // an outdated request of mine asked again on the latest version: the new request opens in its place
  const resubmit = async (changeReason: string) => {
    if (!request) return;
    const answer = await versions.save((baseVersion) =>
      requestId.run((rid) =>
        resubmitChangeRequest(
          { id: request.id, baseVersion: baseVersion ?? request.recordVersion, changeReason },
          { requestId: rid, handles: versions.handles },
        ),
      ),
    );
    message.success(p('done.resubmit', { id: request.id, next: answer.data.id }));
    changeRequestsChanged();
    props.onDecided();
    props.onOpen(answer.data.id);
  };

  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      width={760}
      destroyOnClose
      rootClassName="approvals-drawer"
      title={props.id ? p('drawer.title', { id: props.id }) : ''}
      extra={request && <Badge status={badgeOf(statuses, request.status)} text={statuses[request.status]?.text} />}
    >
      {loading && !request && <Skeleton active />}
      {request && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} id="approvals-drawer-body">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={p('area')}>{areas[request.area]?.text ?? request.area}</Descriptions.Item>
            <Descriptions.Item label={p('operation')}>
              {request.summary}
              {request.riskReason && (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {p('riskReason', { why: request.riskReason })}
                </Typography.Paragraph>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={p('target')}>{request.target}</Descriptions.Item>
            <Descriptions.Item label={p('requester')}>{request.requesterName}</Descriptions.Item>
            <Descriptions.Item label={p('reason')}>
              <span id="approvals-drawer-reason">{request.reason}</span>
            </Descriptions.Item>
            <Descriptions.Item label={p('status')}>
              <span id="approvals-drawer-status">{statuses[request.status]?.text ?? request.status}</span>
              {request.emergency && (
                <Tag color="red" style={{ marginInlineStart: 6 }}>
                  {p('emergency')}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={p('createdAt')}>{formatTime(request.created)}</Descriptions.Item>
            <Descriptions.Item label={p('expiresAt')}>{formatTime(request.expiresAt)}</Descriptions.Item>
            {request.deciderName && (
              <Descriptions.Item label={p('decidedBy')}>
                {request.deciderName}
                {request.decidedAt ? ` · ${formatTime(request.decidedAt)}` : ''}
              </Descriptions.Item>
            )}
            {request.comment && (
              <Descriptions.Item label={p('comment')}>
                <span id="approvals-drawer-comment">{request.comment}</span>
              </Descriptions.Item>
            )}
            {request.acknowledgedBy && (
              <Descriptions.Item label={p('acknowledgedBy')}>
                {request.acknowledgedBy}
                {request.acknowledgedAt ? ` · ${formatTime(request.acknowledgedAt)}` : ''}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {p('changes')}
          </Typography.Title>
          {request.outdatedBy && (
            <Alert
              id="approvals-outdated"
              type="warning"
              showIcon
              message={p('outdatedBy', {
                who: request.outdatedBy.savedBy,
                time: formatTime(request.outdatedBy.savedAt),
                version: request.outdatedBy.recordVersion,
              })}
            />
          )}
          {request.resubmittedAs !== null && (
            <LinkedRequest id="approvals-resubmitted" text={p('resubmittedAs')} to={request.resubmittedAs} />
          )}
          {request.resubmitOf !== null && (
            <LinkedRequest id="approvals-resubmit-of" text={p('resubmitOf')} to={request.resubmitOf} />
          )}
          <DiffView
            id="approvals-diff"
            changes={diffRows(request.diff)}
            labels={diffLabels(request.diff)}
            secretChangedText={p('secretChanged')}
          />
          {rights?.resubmit && request.rebased && (
            <Resubmit key={request.id} request={request} rebased={request.rebased} onResubmit={resubmit} />
          )}
          {rights?.withdraw && <Alert id="approvals-own" type="info" showIcon message={p('own')} />}
          {/* shown whatever the request's status now: someone decided it meanwhile */}
          {versions.conflict && (
            <StaleSaveNotice
              id="approvals-stale"
              conflict={versions.conflict}
              changes={versions.changes}
              labels={{ status: p('status'), comment: p('comment') }}
              onReapply={() => {
                versions.reapply();
                refresh();
              }}
            />
          )}
          {(rights?.decide || rights?.withdraw) && (
            <Form form={form} layout="vertical" id="approvals-decision">
              <Form.Item
                htmlFor="approvals-comment"
                name="comment"
                label={p('comment')}
                extra={p('comment.help')}
                normalize={withoutEmoji}
                rules={fieldRules(REMARK).rules}
              >
                <Input.TextArea id="approvals-comment" {...fieldRules(REMARK).input} autoSize={{ minRows: 2 }} />
              </Form.Item>
              <Space>
                {rights?.decide && (
                  <Button type="primary" id="approvals-approve" onClick={() => decide('approve')}>
                    {p('approve')}
                  </Button>
                )}
                {rights?.decide && (
                  <Button danger id="approvals-reject" onClick={() => decide('reject')}>
                    {p('reject')}
                  </Button>
                )}
                {rights?.withdraw && (
                  <Button id="approvals-withdraw" onClick={() => decide('withdraw')}>
                    {p('withdraw')}
                  </Button>
                )}
              </Space>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}

/** A note naming another request, linked: the one an outdated request was asked again as, or the one it asks again. */
function LinkedRequest(props: { id: string; text: string; to: number }) {
  return (
    <Alert
      id={props.id}
      type="info"
      showIcon
      message={
        <>
          {props.text} <RequestLink id={props.to} idPrefix={props.id} />
        </>
      }
    />
  );
}

type BadgeStatus = 'processing' | 'success' | 'error' | 'default' | 'warning';
function badgeOf(statuses: Record<string, { status: string }>, s: string): BadgeStatus {
  return (statuses[s]?.status.toLowerCase() ?? 'default') as BadgeStatus;
}
