import { ProDescriptions, type ProColumns, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list's 详情 drawer: the record's fields as the list's columns describe them, and the screen's extra under them.
 * Its own chunk (CrudTable loads it at the first 详情), so a list's first rows do not wait for the descriptions' code.
 */
export default function DetailsDrawer<T extends Record<string, unknown>>(props: {
  title: string;
  record?: T;
  columns: ProColumns<T>[];
  extra?: (record: T) => ReactNode;
  onClose: () => void;
}) {
  const { record } = props;
  return (
    <Drawer open={Boolean(record)} onClose={props.onClose} width={560} title={props.title}>
      {record && (
        <ProDescriptions<T>
          column={1}
          dataSource={record}
          columns={props.columns.filter((c) => c.valueType !== 'option') as ProDescriptionsItemProps<T>[]}
        />
      )}
      {record && props.extra?.(record)}
    </Drawer>
  );
}
