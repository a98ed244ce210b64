import { history } from '@umijs/max';
import { Form, message, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { pageTasks, runCheck, type TaskRow } from '@/pages/package/service';
import { useText } from '@/hooks';
import { formatBytes } from '@/components/UploadField';

/** Choose a succeeded task and self-check its output; the details page opens with the results. */
export default function RunCheckModal(props: { open: boolean; onClose: () => void; onRan: () => void }) {
  const f = useText();
  const visible = usePaneActive();
  const [tasks, setTasks] = useState<TaskRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [taskId, setTaskId] = useState<number>();
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setTaskId(undefined);
    setLoading(true);
    pageTasks({ pageNum: 1, pageSize: 100, status: 'succeeded' })
      .then((res) => setTasks(res.data.list))
      .catch(() => setTasks([]))
      .finally(() => setLoading(false));
  }, [props.open]);

  const submit = async () => {
    if (!taskId) return;
    setRunning(true);
    try {
      const res = await runCheck(taskId);
      message.success(f(res.data.pass ? 'pages.package.check.ran.pass' : 'pages.package.check.ran.fail', { id: res.data.id }));
      props.onRan();
      history.push(`/package/checkTask/details?id=${res.data.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={props.open && visible}
      title={f('pages.package.check.run.title')}
      onCancel={props.onClose}
      onOk={submit}
      okText={f('pages.package.check.run')}
      okButtonProps={{ id: 'check-run-submit', disabled: !taskId, loading: running }}
    >
      <Form layout="vertical" name="check-run">
        <Form.Item label={f('pages.package.check.task')} extra={f('pages.package.check.run.hint')} required>
          <Select
            id="check-run-task"
            showSearch
            loading={loading}
            value={taskId}
            onChange={setTaskId}
            optionFilterProp="search"
            placeholder={f('pages.package.check.run.placeholder')}
            options={tasks.map((t) => ({
              value: t.id,
              search: `#${t.id} ${t.channelName} ${t.channelCode} ${t.version} ${t.outputName}`,
              label: (
                <span>
                  #{t.id} {t.channelName} · {t.version}{' '}
                  <Typography.Text type="secondary">
                    {t.outputName} {t.outputSize ? `(${formatBytes(t.outputSize)})` : ''}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
