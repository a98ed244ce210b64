import { useRequest } from 'ahooks';
import { Drawer, Table } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { type PointsAdjustment, type RolePoints, rolePointsHistory } from '../../service';

/** A role's point adjustments (who, when, change, before, after, reason), newest first, read when the drawer opens. */
export default function HistoryDrawer(props: { role: RolePoints }) {
  const t = useText();
  const { role } = props;
  const [open, setOpen] = useState(false);
  const { data, loading, run } = useRequest(async () => (await rolePointsHistory({ roleId: role.roleId })).data.list, {
    manual: true,
  });
  const k = (s: string) => t(`pages.userStatistics.integral.${s}`);
  return (
    <>
      <ActionLink
        id={`points-history-${role.roleId}`}
        onClick={() => {
          setOpen(true);
          run();
        }}
      >
        {k('history')}
      </ActionLink>
      <Drawer
        open={open}
        width={720}
        title={t('pages.userStatistics.integral.title.history', { role: `${role.roleName} (${role.roleId})` })}
        onClose={() => setOpen(false)}
        destroyOnClose
      >
        <Table<PointsAdjustment>
          id="points-history"
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: k('noHistory') }}
          columns={[
            { title: k('at'), dataIndex: 'at', render: (v: number) => formatTime(v) },
            { title: k('operator'), dataIndex: 'operator' },
            { title: k('delta'), dataIndex: 'delta', render: (v: number) => (v > 0 ? `+${v}` : String(v)) },
            { title: k('before'), dataIndex: 'before' },
            { title: k('after'), dataIndex: 'after' },
            { title: k('reason'), dataIndex: 'reason' },
          ]}
        />
      </Drawer>
    </>
  );
}
