import { useRequest } from 'ahooks';
import { Alert, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useEffect, useState } from 'react';
import { useText } from '@/hooks';
import { labelledSelection } from '@/components/CrudTable/selection';
import { RequestLink } from '@/components/ChangeRequest';
import DiffView from './DiffView';
import RollbackModal from './RollbackModal';
import { diffHistory, pageHistory, type HistoryRef, type HistoryVersion } from './service';
import { pageQuery } from '@/utils/pageQuery';

const PAGE_SIZE = 10;
const ACTION_COLOR: Record<HistoryVersion['action'], string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  rollback: 'orange',
};

export interface HistoryDrawerProps {
  /** the record whose history is shown; null: closed */
  record: HistoryRef | null;
  /** open or closing (default: a record is given); `afterClose` once it has closed */
  open?: boolean;
  afterClose?: () => void;
  /** what the record is called on its screen (the drawer's title) */
  title?: string;
  /** the screen's own field labels by field name */
  labels?: Record<string, string>;
  /** the operator may save the record (the screen's edit grant): offers "Roll back to this version" */
  canRollback: boolean;
  onClose: () => void;
  /** after a rollback: the screen reloads its list or form */
  onRolledBack?: () => void;
  /**
   * opened from the list of deleted records: whether a rollback may re-create the record (through its add call) and,
   * when not, why its history is read-only
   */
  deleted?: { restorable: boolean; readOnlyReason: string };
  /** the record's save is a risky change (issue 34): a rollback waits for approval, or applies at once in an emergency */
  approval?: boolean;
}

/**
 * A configuration record's history (docs/rules.md "Configuration history"): its versions (newest first: version,
 * action, who, when, why, and a link to the change request whose approval saved it), the difference of any two picked
 * with the checkboxes (the newest two at first), and a rollback to any earlier version with a required reason.
 */
export default function HistoryDrawer(props: HistoryDrawerProps) {
  const t = useText();
  const { record } = props;
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const [unrestored, setUnrestored] = useState<string[]>([]);
  const key = record ? `${record.kind}:${record.recordId}` : '';

  const versions = useRequest(
    async () =>
      record ? (await pageHistory(pageQuery({ current: page, size: PAGE_SIZE }, { ...record }))).data : null,
    { refreshDeps: [key, page] },
  );
  const list = versions.data?.list ?? [];
  const latest = versions.data && page === 1 ? list[0] : undefined;
  const newest = versions.data?.total ?? 0;

  useEffect(() => {
    if (picked.length === 0 && page === 1 && list.length >= 2) setPicked([list[1].version, list[0].version]);
  }, [list, picked.length, page]);

  const [from, to] = [...picked].sort((a, b) => a - b);
  const diff = useRequest(
    async () => (record && from && to ? (await diffHistory({ ...record, from, to })).data : null),
    { refreshDeps: [key, from, to] },
  );

  const isDeleted = latest?.action === 'delete';
  const restorable = Boolean(props.deleted?.restorable);
  const canRollbackTo = (v: HistoryVersion) =>
    props.canRollback && v.action !== 'delete' && v.version !== newest && (!isDeleted || restorable);

  return (
    <Drawer
      open={props.open ?? record !== null}
      afterOpenChange={(open) => {
        if (!open) props.afterClose?.();
      }}
      width={880}
      title={props.title ? t('history.titleOf', { name: props.title }) : t('history.title')}
      onClose={props.onClose}
      destroyOnClose
      rootClassName="history-drawer"
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {isDeleted && (
          <Alert
            id="history-deleted"
            type={restorable ? 'info' : 'warning'}
            showIcon
            message={
              restorable
                ? t('history.deleted.restorable')
                : t('history.deleted.readOnly', { reason: props.deleted?.readOnlyReason ?? '' })
            }
          />
        )}
        {unrestored.length > 0 && (
          <Alert type="warning" showIcon message={t('history.unrestored', { fields: unrestored.join(', ') })} />
        )}
        <Table<HistoryVersion>
          id="history-versions"
          size="small"
          rowKey="version"
          loading={versions.loading}
          dataSource={list}
          rowSelection={labelledSelection<HistoryVersion>(
            {
              selectedRowKeys: picked,
              hideSelectAll: true,
              // pick one version on one page and another on the next
              preserveSelectedRowKeys: true,
              onChange: (keys) => setPicked((keys as number[]).slice(-2)),
              getCheckboxProps: (v) => ({ id: `history-pick-${v.version}` }),
            },
            (v) => t('crud.select', { name: `v${v.version}` }),
          )}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: versions.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: t('history.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
            {
              title: t('history.action'),
              dataIndex: 'action',
              render: (a: HistoryVersion['action'], v) => (
                <Tag color={ACTION_COLOR[a]}>
                  {v.baseline ? t('history.baseline') : t(`history.action.${a}`)}
                  {v.fromVersion ? ` ← v${v.fromVersion}` : ''}
                </Tag>
              ),
            },
            {
              title: t('history.operator'),
              dataIndex: 'operatorName',
              render: (n: string) => n || <Typography.Text type="secondary">{t('history.system')}</Typography.Text>,
            },
            {
              title: t('history.time'),
              dataIndex: 'time',
              render: (ms: number) => formatTime(ms),
            },
            {
              title: t('history.reason'),
              dataIndex: 'reason',
              ellipsis: true,
              // a version an approved change request saved links to it (docs/rules.md "Change requests"), first, so
              // a long reason cut short never hides it
              render: (reason: string, v) =>
                v.changeRequestId ? (
                  <>
                    <RequestLink id={v.changeRequestId} idPrefix={`history-v${v.version}`} /> {reason}
                  </>
                ) : (
                  reason
                ),
            },
            {
              title: t('crud.actions'),
              key: 'op',
              render: (_: unknown, v) =>
                canRollbackTo(v) ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    id={`history-rollback-${v.version}`}
                    onClick={() => setRollbackTo(v.version)}
                  >
                    {t('history.rollback')}
                  </Button>
                ) : null,
            },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {from && to ? t('history.diff.title', { from, to }) : t('history.diff.pick')}
        </Typography.Title>
        {diff.data && <DiffView changes={diff.data.changes} labels={props.labels} />}
      </Space>
      {record && (
        <RollbackModal
          record={record}
          version={rollbackTo}
          newest={newest}
          onStale={() => {
            setPage(1);
            versions.refresh();
          }}
          restoring={isDeleted}
          approval={props.approval}
          onClose={() => setRollbackTo(null)}
          onDone={(version, missed) => {
            setPicked(rollbackTo ? [rollbackTo, version] : []);
            setRollbackTo(null);
            setUnrestored(missed);
            setPage(1);
            versions.refresh();
            props.onRolledBack?.();
          }}
        />
      )}
    </Drawer>
  );
}
