import { history, useAccess } from '@umijs/max';
import { Button, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { cancelTask, downloadTaskOutput, retryTask, runCheck, type TaskRow } from '../../service';
import { newRequestId } from '@/request/requestId';
import { useText } from '@/hooks';
import { allowedActions } from '../../components/taskRules';
import { PACKAGE_PATHS } from '../../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * What can be done with a task in its state (taskRules.allowedActions): cancel while queued or running, retry after
 * it failed or was cancelled, download and self-check its output once it succeeded. The backend decides in the end:
 * a task that finished meanwhile refuses the cancel, and its message shows.
 */
export default function TaskActions(props: {
  task: TaskRow;
  idPrefix: string;
  onChanged: () => void;
  /** links for table rows, buttons in the log drawer */
  variant?: 'link' | 'button';
}) {
  const t = useText();
  const { can } = useAccess();
  const [busy, setBusy] = useState<string>();
  const task = props.task;
  const allowed = allowedActions(task);
  const id = (kind: string) => `${props.idPrefix}-${kind}-${task.id}`;

  const run = async (kind: string, call: () => Promise<unknown>, done?: string) => {
    setBusy(kind);
    try {
      await call();
      if (done) message.success(done);
      props.onChanged();
    } catch {
      // shown by the request layer (e.g. "the task has already succeeded and cannot be cancelled")
      props.onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      const res = await runCheck(task.id, newRequestId());
      message.success(
        t(res.data.pass ? 'pages.package.check.ran.pass' : 'pages.package.check.ran.fail', { id: res.data.id }),
      );
      props.onChanged();
      history.push(`${PACKAGE_PATHS.checkDetails}?id=${res.data.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };

  const button = props.variant === 'button';
  const items = [
    allowed.cancel && can(action(PACKAGE_PATHS.task, 'edit')) ? (
      <Popconfirm
        key="cancel"
        title={t('pages.package.task.cancel.confirm')}
        onConfirm={() => run('cancel', () => cancelTask(task.id), t('pages.package.task.cancelled'))}
      >
        {button ? (
          <Button size="small" danger id={id('cancel')} loading={busy === 'cancel'}>
            {t('pages.package.task.cancel')}
          </Button>
        ) : (
          <ActionLink id={id('cancel')} danger>
            {t('pages.package.task.cancel')}
          </ActionLink>
        )}
      </Popconfirm>
    ) : null,
    allowed.retry && can(action(PACKAGE_PATHS.task, 'edit')) ? (
      button ? (
        <Button
          key="retry"
          size="small"
          type="primary"
          id={id('retry')}
          loading={busy === 'retry'}
          onClick={() => run('retry', () => retryTask(task.id, newRequestId()), t('pages.package.task.retried'))}
        >
          {t('pages.package.task.retry')}
        </Button>
      ) : (
        <ActionLink
          key="retry"
          id={id('retry')}
          onClick={() =>
            busy || run('retry', () => retryTask(task.id, newRequestId()), t('pages.package.task.retried'))
          }
        >
          {t('pages.package.task.retry')}
        </ActionLink>
      )
    ) : null,
    allowed.download ? (
      button ? (
        <Button key="download" size="small" id={id('download')} onClick={() => downloadTaskOutput(task)}>
          {t('pages.package.task.download')}
        </Button>
      ) : (
        <ActionLink key="download" id={id('download')} onClick={() => downloadTaskOutput(task)}>
          {t('pages.package.task.download')}
        </ActionLink>
      )
    ) : null,
    allowed.check && can(action(PACKAGE_PATHS.checkTask, 'add')) ? (
      button ? (
        <Button key="check" size="small" id={id('check')} loading={busy === 'check'} onClick={check}>
          {t('pages.package.task.check')}
        </Button>
      ) : (
        <ActionLink key="check" id={id('check')} onClick={() => busy || check()}>
          {t('pages.package.task.check')}
        </ActionLink>
      )
    ) : null,
  ].filter(Boolean);

  return items.length ? <Space size={button ? 8 : 12}>{items}</Space> : null;
}
