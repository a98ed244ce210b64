import { Alert, Button, Form, Space, Tag, Typography } from 'antd';
import DiffView from '@/components/History/DiffView';
import { approvalOf, ReasonField } from '@/components/ChangeRequest';
import { useText } from '@/hooks';
import type { ChangeRequest } from '../service';
import { diffLabels, diffRows } from './diff';

type Rebased = NonNullable<ChangeRequest['rebased']>;

/**
 * Asking an outdated request again on the latest version (docs/rules.md "Change requests in the console"), for its
 * requester: what it would change now (the backend's `rebased`: the fields the request changed keep its values,
 * every other field the latest; a field someone else changed too is marked, the request's value winning there), a
 * new required reason (the old one to start with), and the button. `onResubmit` sends it; the form keeps what was
 * typed when it is refused.
 */
export default function Resubmit(props: {
  request: ChangeRequest;
  rebased: Rebased;
  onResubmit: (changeReason: string) => Promise<void>;
}) {
  const t = useText();
  const p = (k: string, v?: Record<string, string | number>) => t(`pages.approvals.${k}`, v);
  const [form] = Form.useForm<{ changeReason: string }>();
  const { rebased } = props;
  const notes = Object.fromEntries(
    rebased
      .filter((d) => d.theirs)
      .map((d) => [
        d.path,
        <Tag key={d.path} color="orange" className="approvals-resubmit-theirs">
          {p('resubmit.theirs')}
        </Tag>,
      ]),
  );
  const send = async () => {
    try {
      const { changeReason } = approvalOf(await form.validateFields());
      await props.onResubmit(changeReason);
    } catch {
      // a field left wrong, or the request layer has said why; the reason stays as typed
    }
  };

  return (
    <div id="approvals-resubmit">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {p('resubmit.title')}
      </Typography.Title>
      {rebased.length === 0 ? (
        <Alert id="approvals-resubmit-nothing" type="info" showIcon message={p('resubmit.nothing')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {p('resubmit.help')}
          </Typography.Paragraph>
          <DiffView
            id="approvals-resubmit-diff"
            changes={diffRows(rebased)}
            labels={diffLabels(rebased)}
            titles={{ before: p('resubmit.latest'), after: p('resubmit.after') }}
            notes={notes}
            secretChangedText={p('secretChanged')}
          />
          <Form
            form={form}
            layout="vertical"
            id="approvals-resubmit-form"
            initialValues={{ changeReason: props.request.reason }}
          >
            <ReasonField idPrefix="approvals-resubmit" />
            <Button type="primary" id="approvals-resubmit-send" onClick={send}>
              {p('resubmit.send')}
            </Button>
          </Form>
        </Space>
      )}
    </div>
  );
}
