import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Drawer, Table } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import HistoryDrawer from './HistoryDrawer';
import { type DeletedRecord, type HistoryKind, pageDeletedRecords } from './service';
import { pageQuery } from '@/utils/pageQuery';

const PAGE_SIZE = 10;

/**
 * "History of deleted records" in a list's toolbar (docs/rules.md "Configuration history"): a deleted record has no row
 * to open its history from, so this lists the records of `kind` whose newest version is a delete (of the current
 * game for game-scoped kinds) and opens the same History drawer. A rollback there creates the record again through
 * its own add call when its kind allows it (then the list reloads); otherwise the drawer is read-only and says why.
 * Shown to those who may open the screen (`readKey`); the rollback to those holding `editKey`.
 */
export default function DeletedRecords(props: {
  kind: HistoryKind;
  readKey: string;
  editKey: string;
  labels?: Record<string, string>;
  /** after a record came back: the screen reloads its list */
  onRestored?: () => void;
}) {
  const t = useText();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<DeletedRecord | null>(null);
  const records = useRequest(
    async () => (await pageDeletedRecords(pageQuery({ current: page, size: PAGE_SIZE }, { kind: props.kind }))).data,
    { ready: open, refreshDeps: [open, page] },
  );
  if (!can(props.readKey)) return null;
  const id = `deleted-${props.kind}`;
  return (
    <>
      <Button id={id} onClick={() => setOpen(true)}>
        {t('history.deleted.open')}
      </Button>
      <Drawer
        open={open}
        width={720}
        title={t('history.deleted.title')}
        onClose={() => setOpen(false)}
        destroyOnClose
        rootClassName="deleted-records-drawer"
      >
        <Table<DeletedRecord>
          id={`${id}-table`}
          size="small"
          rowKey="recordId"
          loading={records.loading}
          dataSource={records.data?.list ?? []}
          locale={{ emptyText: t('history.deleted.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: records.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('history.deleted.record'),
              dataIndex: 'title',
              render: (v: string, r) => `${v} (#${r.recordId})`,
            },
            { title: t('history.deleted.by'), dataIndex: 'operatorName' },
            {
              title: t('history.deleted.time'),
              dataIndex: 'time',
              render: (ms: number) => formatTime(ms),
            },
            {
              title: t('crud.actions'),
              key: 'op',
              render: (_: unknown, r) => (
                <ActionLink id={`${id}-history-${r.recordId}`} onClick={() => setShown(r)}>
                  {t('history.open')}
                </ActionLink>
              ),
            },
          ]}
        />
      </Drawer>
      {shown && (
        <HistoryDrawer
          record={{ kind: props.kind, recordId: shown.recordId }}
          title={shown.title}
          labels={props.labels}
          canRollback={can(props.editKey)}
          deleted={{ restorable: shown.restorable, readOnlyReason: shown.readOnlyReason }}
          onClose={() => setShown(null)}
          onRolledBack={() => {
            records.refresh();
            props.onRestored?.();
          }}
        />
      )}
    </>
  );
}
