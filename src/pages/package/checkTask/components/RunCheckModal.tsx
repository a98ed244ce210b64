import { history } from '@umijs/max';
import { Form, message, Modal, Select, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { pageTasks, runCheck, type TaskRow } from '../../service';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { formatBytes } from '@/components/UploadField';
import { PACKAGE_PATHS } from '../../paths';
import { pageQuery } from '@/utils/pageQuery';

const NO_TASKS: TaskRow[] = [];

/** Choose a succeeded task and self-check its output; the details page opens with the results. */
export default function RunCheckModal(props: { open: boolean; onClose: () => void; onRan: () => void }) {
  const t = useText();
  const visible = usePaneActive();
  const [taskId, setTaskId] = useState<number>();
  const [running, setRunning] = useState(false);
  const requestId = useRequestId();

  // the builds that can be checked, read each time the dialog opens (none when they cannot be read)
  const taskRead = useRequest(
    async () => (await pageTasks(pageQuery({ size: 100 }, { status: 'succeeded' as const }))).data.list,
    {
      ready: props.open,
      onBefore: () => {
        setTaskId(undefined);
        // a new opening, a new request id (docs/rules.md "Request ids and versions")
        requestId.renew();
      },
    },
  );
  const tasks = (!taskRead.error && taskRead.data) || NO_TASKS;
  const { loading } = taskRead;

  const submit = async () => {
    if (!taskId) return;
    setRunning(true);
    try {
      const res = await runCheck(taskId, requestId.current());
      message.success(
        t(res.data.pass ? 'pages.package.check.ran.pass' : 'pages.package.check.ran.fail', { id: res.data.id }),
      );
      props.onRan();
      history.push(`${PACKAGE_PATHS.checkDetails}?id=${res.data.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={props.open && visible}
      title={t('pages.package.check.run.title')}
      onCancel={props.onClose}
      onOk={submit}
      okText={t('pages.package.check.run')}
      okButtonProps={{ id: 'check-run-submit', disabled: !taskId, loading: running }}
    >
      <Form layout="vertical" name="check-run">
        <Form.Item
          htmlFor="check-run-task"
          label={t('pages.package.check.task')}
          extra={t('pages.package.check.run.hint')}
          required
        >
          <Select
            id="check-run-task"
            showSearch
            loading={loading}
            value={taskId}
            onChange={setTaskId}
            optionFilterProp="search"
            placeholder={t('pages.package.check.run.placeholder')}
            options={tasks.map((task) => ({
              value: task.id,
              search: `#${task.id} ${task.channelName} ${task.channelCode} ${task.version} ${task.outputName}`,
              label: (
                <span>
                  #{task.id} {task.channelName} · {task.version}{' '}
                  <Typography.Text type="secondary">
                    {task.outputName} {task.outputSize ? `(${formatBytes(task.outputSize)})` : ''}
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
