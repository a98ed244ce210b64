import { formatTime } from '@/utils/businessTime';
import { Badge, Progress, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import type { MachineStatus, ReviewStatus, StepKey, TaskRow, TaskStatus } from '../service';
import { relativeParts } from './format';
import { useText } from '@/hooks';
import { MACHINE_BADGE, progressStatus, REVIEW_BADGE, shownProgress, TASK_BADGE } from './taskRules';

/** Status badges, progress bars and relative times shared by the packaging screens. */

export function TaskStatusBadge(props: { status: TaskStatus; reason?: string | null; id?: string }) {
  const t = useText();
  const badge = (
    <Badge
      id={props.id}
      status={TASK_BADGE[props.status]}
      text={t(`pages.package.taskStatus.${props.status}`)}
      data-status={props.status}
    />
  );
  return props.reason ? <Tooltip title={props.reason}>{badge}</Tooltip> : badge;
}

export function ReviewBadge(props: { status: ReviewStatus; id?: string }) {
  const t = useText();
  return (
    <Badge
      id={props.id}
      status={REVIEW_BADGE[props.status]}
      text={t(`pages.package.review.${props.status}`)}
      data-status={props.status}
    />
  );
}

export function MachineBadge(props: { status: MachineStatus; id?: string }) {
  const t = useText();
  return (
    <Badge
      id={props.id}
      status={MACHINE_BADGE[props.status]}
      text={t(`pages.package.machineStatus.${props.status}`)}
      data-status={props.status}
    />
  );
}

export function StepName(props: { step?: StepKey | null }) {
  const t = useText();
  return <>{props.step ? t(`pages.package.step.${props.step}`) : '-'}</>;
}

/** A task's progress bar, named for screen readers by `label` (docs/rules.md "Accessibility"). */
export function TaskProgress(props: {
  task: Pick<TaskRow, 'status' | 'progress'>;
  label: string;
  width?: number;
  id?: string;
}) {
  const percent = shownProgress(props.task);
  return (
    <div id={props.id} data-percent={percent} style={{ width: props.width ?? 140 }}>
      <Progress
        aria-label={props.label}
        percent={percent}
        status={progressStatus(props.task.status)}
        size="small"
        style={{ margin: 0 }}
      />
    </div>
  );
}

/** The current time, refreshed every `ms` while mounted: relative times stay true without a reload. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export function RelativeTime(props: { time?: number | null; now: number }) {
  const t = useText();
  if (!props.time) return <>-</>;
  const { unit, n } = relativeParts(props.time, props.now);
  return (
    <Tooltip title={formatTime(props.time)}>
      <span>{t(`pages.package.ago.${unit}`, { n })}</span>
    </Tooltip>
  );
}
