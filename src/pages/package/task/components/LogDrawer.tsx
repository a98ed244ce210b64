import { Alert, Descriptions, Drawer, Empty, Space, Switch, Tag, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRequest } from 'ahooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { formatBytes } from '@/components/UploadField';
import { getTask, readTaskLog, type LogLine, type LogRead } from '../../service';
import { StepName, TaskProgress, TaskStatusBadge } from '../../components/badges';
import { useText } from '@/hooks';
import { formatDuration } from '../../components/format';
import { atBottom, mergeLines, nextCursor, sectionsByAttempt, tailDelay } from './logTail';
import TaskActions from './TaskActions';

/**
 * The build log of one task, read live: incremental reads after a cursor (the log endpoint's seq) every second while
 * the task is queued or running, every few seconds after it ended (another operator may retry it). One section per
 * attempt, the old ones kept; error lines in red; the view follows the newest line unless the reader scrolled up.
 * Reads stop while the tab is hidden and resume from the cursor when it is shown again: nothing is lost.
 */
type Meta = Omit<LogRead, 'lines' | 'lastSeq'>;

const LEVEL_COLOR: Record<LogLine['level'], string> = { info: '#d9d9d9', warn: '#faad14', error: '#ff7875' };

export default function LogDrawer(props: { taskId?: number; onClose: () => void; onChanged: () => void }) {
  const t = useText();
  const visible = usePaneActive();
  const open = props.taskId !== undefined;
  const [lines, setLines] = useState<LogLine[]>([]);
  const [meta, setMeta] = useState<Meta>();
  const [failedReads, setFailedReads] = useState(0);
  const [follow, setFollow] = useState(true);
  const [tick, setTick] = useState(0);
  const cursor = useRef(0);
  const current = useRef<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ status?: string; attempts?: number }>({});
  const immediate = useRef(false);
  const onChanged = useRef(props.onChanged);
  onChanged.current = props.onChanged;

  // the task's header and attempts: read when it opens and when its status or attempts change (a newer read, or
  // another task, drops the answer of an older one)
  const {
    data: detail,
    run: loadDetail,
    mutate: setDetail,
    cancel: dropDetail,
  } = useRequest(async (id: number) => (await getTask(id)).data, { manual: true });

  // a new task: start from an empty log
  useEffect(() => {
    current.current = props.taskId;
    cursor.current = 0;
    seen.current = {};
    setLines([]);
    setMeta(undefined);
    dropDetail();
    setDetail(undefined);
    setFailedReads(0);
    setFollow(true);
    if (props.taskId !== undefined) loadDetail(props.taskId);
  }, [props.taskId, loadDetail, dropDetail, setDetail]);

  const read = useCallback(async () => {
    const id = current.current;
    if (id === undefined) return;
    try {
      const res = await readTaskLog({ id, afterSeq: cursor.current }, { quiet: true });
      if (current.current !== id) return;
      const { lines: incoming, lastSeq: _last, ...rest } = res.data;
      cursor.current = nextCursor(cursor.current, incoming);
      if (incoming.length) setLines((prev) => mergeLines(prev, incoming));
      setMeta(rest);
      setFailedReads(0);
      // the status or the attempts changed (finished, retried, cancelled elsewhere): refresh the header and the list
      const changed =
        seen.current.status !== undefined &&
        (seen.current.status !== rest.status || seen.current.attempts !== rest.attempts.length);
      seen.current = { status: rest.status, attempts: rest.attempts.length };
      if (changed) {
        loadDetail(id);
        onChanged.current();
      }
    } catch {
      if (current.current === id) setFailedReads((n) => n + 1);
    }
  }, [loadDetail]);

  // the tail: one read at a time, the next one scheduled when the previous has answered
  // biome-ignore lint/correctness/useExhaustiveDependencies: meta and failedReads are read through the tick (each answer schedules the next read); a new task restarts it
  useEffect(() => {
    const delay = tailDelay(open, visible, meta?.status, meta?.done ?? false);
    if (delay === null) return undefined;
    const now = immediate.current || meta === undefined;
    immediate.current = false;
    const timer = setTimeout(
      async () => {
        await read();
        setTick((n) => n + 1);
      },
      now ? 0 : failedReads > 0 ? Math.max(delay, 3000) : delay,
    );
    return () => clearTimeout(timer);
  }, [open, visible, tick, read, props.taskId]);

  // follow the newest line while the reader is at the bottom
  // biome-ignore lint/correctness/useExhaustiveDependencies: new lines are the trigger, though the effect reads only the box
  useLayoutEffect(() => {
    if (follow && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines, follow]);

  const onScroll = () => {
    if (!box.current) return;
    const bottom = atBottom(box.current);
    if (bottom !== follow) setFollow(bottom);
  };

  const task = detail?.task;
  const status = meta?.status ?? task?.status;
  const sections = sectionsByAttempt(lines, meta?.attempts ?? []);
  const history = new Map((detail?.attempts ?? []).map((a) => [a.attempt, a]));

  const afterAction = () => {
    // the next read comes at once; it sees the new status or attempt and refreshes the header and the list (once)
    immediate.current = true;
    setTick((n) => n + 1);
  };

  return (
    <Drawer
      id="task-log-drawer"
      // screens stay alive in hidden tabs, but a drawer is drawn outside its pane: shown only with its tab
      open={open && visible}
      onClose={props.onClose}
      width={860}
      // no mask: the operator keeps using the list (another row's log, other tabs) while this one follows
      mask={false}
      title={
        <Space wrap>
          <span>{t('pages.package.task.log.title', { id: props.taskId ?? '' })}</span>
          {task && (
            <Typography.Text type="secondary">
              {task.channelName} · {task.basePackageName} {task.version}
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        task && status ? (
          <TaskActions
            task={{ ...task, status, progress: meta?.progress ?? task.progress }}
            idPrefix="task-log"
            variant="button"
            onChanged={afterAction}
          />
        ) : null
      }
    >
      {task && status && (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }} size={8}>
          <Space size={16} wrap>
            <TaskStatusBadge status={status} id="task-log-status" />
            <TaskProgress
              task={{ status, progress: meta?.progress ?? task.progress }}
              label={t('pages.package.task.progress')}
              width={220}
              id="task-log-progress"
            />
            <span>
              {t('pages.package.task.step')}：<StepName step={meta?.step ?? task.step} />
            </span>
            <span>{t('pages.package.task.attemptN', { n: task.attempt })}</span>
          </Space>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('pages.package.task.batch')}>#{task.batchId}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.sdkVersion')}>{task.sdkVersion || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.signKey')}>{task.signKeyAlias || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.machine')}>{task.machineName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.duration')}>
              {formatDuration(task.durationMs)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.output')}>
              {task.outputName ? `${task.outputName} · ${formatBytes(task.outputSize)}` : '-'}
            </Descriptions.Item>
          </Descriptions>
          {status === 'failed' && task.failReason && (
            <Alert type="error" showIcon message={task.failReason} id="task-log-reason" />
          )}
        </Space>
      )}
      {failedReads > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('pages.package.task.log.readFailed')} />
      )}
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">
          {meta && !meta.done ? t('pages.package.task.log.live') : t('pages.package.task.log.ended')} ·{' '}
          {t('pages.package.task.log.lines', { n: lines.length })}
        </Typography.Text>
        <Space size={6}>
          <Typography.Text type="secondary">{t('pages.package.task.log.follow')}</Typography.Text>
          <Switch size="small" checked={follow} onChange={setFollow} id="task-log-follow" />
        </Space>
      </Space>
      <div
        id="task-log"
        ref={box}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        style={{
          background: '#141414',
          color: '#d9d9d9',
          fontFamily: 'SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12,
          lineHeight: '20px',
          borderRadius: 6,
          padding: '8px 0',
          height: 'calc(100vh - 330px)',
          minHeight: 240,
          overflow: 'auto',
        }}
      >
        {sections.length === 0 && meta && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.package.task.log.empty')} />
        )}
        {sections.map((s) => {
          const h = history.get(s.attempt);
          const isCurrent = s.attempt === (meta?.attempt ?? task?.attempt);
          return (
            <section key={s.attempt} id={`task-log-attempt-${s.attempt}`} data-attempt={s.attempt}>
              <div
                style={{
                  padding: '4px 12px',
                  background: '#1f1f1f',
                  color: '#8c8c8c',
                  position: 'sticky',
                  top: -8,
                  zIndex: 1,
                }}
              >
                <Space size={8} wrap>
                  <strong style={{ color: '#fafafa' }}>{t('pages.package.task.attemptN', { n: s.attempt })}</strong>
                  {h ? (
                    <>
                      <Tag
                        color={h.status === 'succeeded' ? 'success' : h.status === 'failed' ? 'error' : 'warning'}
                        bordered={false}
                      >
                        {t(`pages.package.taskStatus.${h.status}`)}
                      </Tag>
                      {h.machineName && <span>{h.machineName}</span>}
                      {h.startedAt && <span>{formatDuration(h.endedAt - h.startedAt)}</span>}
                      {h.failReason && <span style={{ color: '#ff7875' }}>{h.failReason}</span>}
                    </>
                  ) : isCurrent && status ? (
                    <Tag bordered={false} color={status === 'running' ? 'processing' : undefined}>
                      {t(`pages.package.taskStatus.${status}`)}
                    </Tag>
                  ) : null}
                  {s.errors > 0 && (
                    <span style={{ color: '#ff7875' }}>{t('pages.package.task.log.errors', { n: s.errors })}</span>
                  )}
                </Space>
              </div>
              {s.lines.map((l) => (
                <div
                  key={l.seq}
                  className="task-log-line"
                  data-seq={l.seq}
                  data-level={l.level}
                  style={{
                    padding: '0 12px',
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-all',
                    color: LEVEL_COLOR[l.level],
                    background: l.level === 'error' ? 'rgba(255,77,79,0.12)' : undefined,
                  }}
                >
                  <span style={{ color: '#595959', marginInlineEnd: 8 }}>{formatTime(l.time, 'HH:mm:ss')}</span>
                  {l.step && (
                    <span style={{ color: '#69b1ff', marginInlineEnd: 8 }}>
                      [<StepName step={l.step} />]
                    </span>
                  )}
                  {l.text}
                </div>
              ))}
            </section>
          );
        })}
      </div>
    </Drawer>
  );
}
