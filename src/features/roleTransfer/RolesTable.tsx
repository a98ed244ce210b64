import { Table, type TableProps } from 'antd';
import { labelledSelection } from '@/components/CrudTable/selection';
import { formatTime, DATE_MINUTE } from '@/utils/businessTime';
import { useText } from '@/hooks';
import type { TransferRole } from './types';

/**
 * Roles as the transfer screens show them (what moves, an account's roles to choose from): id, name, server, level,
 * created, points, balance (元宝). Table props (selection) pass through; `id` names the wrapper (tests find the table by it).
 */
export default function RolesTable({ id, rowSelection, ...props }: TableProps<TransferRole>) {
  const t = useText();
  const selection = rowSelection && labelledSelection(rowSelection, (r) => t('crud.select', { name: r.name }));
  return (
    <div id={id}>
      <Table<TransferRole>
        size="small"
        rowKey="roleId"
        pagination={false}
        columns={[
          { title: t('roleTransfer.role.id'), dataIndex: 'roleId' },
          { title: t('roleTransfer.role.name'), dataIndex: 'name' },
          { title: t('roleTransfer.role.server'), dataIndex: 'server' },
          { title: t('roleTransfer.role.level'), dataIndex: 'level' },
          {
            title: t('roleTransfer.role.created'),
            dataIndex: 'created',
            render: (v: number) => formatTime(v, DATE_MINUTE),
          },
          { title: t('roleTransfer.role.points'), dataIndex: 'points', align: 'right' },
          { title: t('roleTransfer.role.balance'), dataIndex: 'balance', align: 'right' },
        ]}
        {...props}
        rowSelection={selection}
      />
    </div>
  );
}
