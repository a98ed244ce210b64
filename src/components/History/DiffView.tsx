import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '@/hooks';
import type { HistoryChange } from './service';

/** Colours of a change: added green, removed red, changed blue, reordered orange. */
const OP_COLOR: Record<HistoryChange['op'], string> = {
  added: 'green',
  removed: 'red',
  changed: 'blue',
  reordered: 'orange',
};

/** A field path in the screen's words: the label of its first segment (if the screen gave one), then the rest. */
export function fieldLabel(path: string, labels: Record<string, string> = {}): string {
  if (labels[path]) return labels[path];
  const m = /^([^.[]+)(.*)$/.exec(path);
  if (!m || !labels[m[1]]) return path;
  return `${labels[m[1]]}${m[2]}`;
}

function show(v: unknown): string {
  if (v === undefined) return '';
  if (v === '') return '""';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/**
 * The difference of two versions, field by field; a secret says only whether it changed. A stale save's form shows the
 * latest version against what was typed with its own column titles and a note per field (who changed it).
 */
export default function DiffView(props: {
  changes: HistoryChange[];
  labels?: Record<string, string>;
  /** default `history-diff` */
  id?: string;
  titles?: { before?: string; after?: string };
  /** an extra column: a note per field path */
  notes?: Record<string, ReactNode>;
  /** what a changed secret says (default 已变化; a change request says 已修改) */
  secretChangedText?: string;
}) {
  const t = useText();
  const rows = props.changes;
  const notes = props.notes;
  const equal = rows.every((c) => c.secret && !c.changed);
  const value = (c: HistoryChange, side: 'before' | 'after') => {
    if (c.secret) return <Typography.Text type="secondary">{t('history.secret')}</Typography.Text>;
    const v = c[side];
    return v === undefined ? '' : <Typography.Text code>{show(v)}</Typography.Text>;
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {equal && (
        <Alert id={`${props.id ?? 'history-diff'}-equal`} type="info" showIcon message={t('history.diff.none')} />
      )}
      {rows.length > 0 && (
        <Table<HistoryChange>
          id={props.id ?? 'history-diff'}
          size="small"
          rowKey="path"
          pagination={false}
          dataSource={rows}
          columns={[
            {
              title: t('history.diff.field'),
              dataIndex: 'path',
              render: (p: string) => <span title={p}>{fieldLabel(p, props.labels)}</span>,
            },
            {
              title: t('history.diff.change'),
              dataIndex: 'op',
              render: (_: unknown, c) =>
                c.secret ? (
                  <Tag color={c.changed ? 'blue' : 'default'} className="history-secret">
                    {c.changed
                      ? (props.secretChangedText ?? t('history.secret.changed'))
                      : t('history.secret.unchanged')}
                  </Tag>
                ) : (
                  <Tag color={OP_COLOR[c.op]}>{t(`history.op.${c.op}`)}</Tag>
                ),
            },
            {
              title: props.titles?.before ?? t('history.diff.before'),
              key: 'before',
              render: (_: unknown, c) => value(c, 'before'),
            },
            {
              title: props.titles?.after ?? t('history.diff.after'),
              key: 'after',
              render: (_: unknown, c) => value(c, 'after'),
            },
            ...(notes ? [{ title: '', key: 'note', render: (_: unknown, c: HistoryChange) => notes[c.path] }] : []),
          ]}
        />
      )}
    </Space>
  );
}
