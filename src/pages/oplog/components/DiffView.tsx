import { Empty, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useText } from '@/hooks';
import { diffEntries, type DiffRow } from './diff';

const KIND_COLOR: Record<DiffRow['kind'], string | undefined> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  same: undefined,
};

const ROW_BACKGROUND: Record<DiffRow['kind'], string | undefined> = {
  added: '#f6ffed',
  removed: '#fff1f0',
  changed: '#fffbe6',
  same: undefined,
};

/** Before/after of an operation-log entry, key by key, with the keys that changed highlighted. */
export default function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const t = useText();
  const rows = useMemo(() => diffEntries(before, after), [before, after]);
  if (!rows.length) {
    return (
      <div id="oplog-diff-empty">
        <Empty description={t('pages.oplog.diff.empty')} />
      </div>
    );
  }
  const changed = rows.filter((r) => r.kind !== 'same').length;
  const cell = (v: string | null) =>
    v === null ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <Typography.Text
        style={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          fontFamily: 'monospace',
          fontSize: 12,
        }}
      >
        {v}
      </Typography.Text>
    );
  return (
    <div id="oplog-diff" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>
        {t('pages.oplog.diff.title')}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
          {t('pages.oplog.diff.summary', { n: changed })}
        </Typography.Text>
      </Typography.Title>
      <Table<DiffRow>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        rowClassName={(r) => `diff-row diff-${r.kind}`}
        onRow={(r) =>
          ({
            style: { background: ROW_BACKGROUND[r.kind] },
            'data-kind': r.kind,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: t('pages.oplog.diff.key'),
            dataIndex: 'key',
            width: 140,
            render: (_, r) => (
              <span>
                <Typography.Text strong={r.kind !== 'same'}>{r.key || t('pages.oplog.diff.value')}</Typography.Text>
                {r.kind !== 'same' && (
                  <Tag color={KIND_COLOR[r.kind]} style={{ marginInlineStart: 6 }}>
                    {t(`pages.oplog.diff.${r.kind}`)}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            title: t('pages.oplog.diff.before'),
            dataIndex: 'before',
            render: (_, r) => cell(r.before),
          },
          {
            title: t('pages.oplog.diff.after'),
            dataIndex: 'after',
            render: (_, r) => cell(r.after),
          },
        ]}
      />
    </div>
  );
}
