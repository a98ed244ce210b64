import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useText } from '@/hooks';
import { USER_STATISTICS_PATHS } from '../paths';
import { pageRolePoints, type RolePoints } from '../service';
import { action } from '@/utils/action';
import { POINTS_FIELDS } from '@/contract/userStatisticsFields';
import { fieldRules } from '@/utils/fieldRules';
import AdjustModal from './components/AdjustModal';
import HistoryDrawer from './components/HistoryDrawer';

/**
 * /userStatistics/integral: the current game's role points (account, role, server, level, points), filtered by
 * account, role id and server, exported; a role's points are adjusted with a reason (never below 0, refused by the
 * backend) and its adjustments shown in a drawer.
 */
export default function IntegralPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const screen = USER_STATISTICS_PATHS.integral;
  const k = (s: string) => t(`pages.userStatistics.integral.${s}`);
  const roleId = fieldRules(POINTS_FIELDS.roleId);

  const columns: ProColumns<RolePoints>[] = [
    { title: k('account'), dataIndex: 'account' },
    // a role id is the game server's text, as the contract declares it (src/contract/field.ts ROLE_ID)
    {
      title: k('roleId'),
      dataIndex: 'roleId',
      formItemProps: { rules: roleId.rules },
      fieldProps: { ...roleId.input },
    },
    { title: k('roleName'), dataIndex: 'roleName', hideInSearch: true },
    { title: k('server'), dataIndex: 'server' },
    { title: k('level'), dataIndex: 'level', hideInSearch: true },
    { title: k('points'), dataIndex: 'points', hideInSearch: true },
  ];

  return (
    <CrudTable<RolePoints>
      id="points-table"
      rowKey="roleId"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageRolePoints }}
      authority={{ export: action(screen, 'export') }}
      exportName={k('exportName')}
      rowActions={(r) => [
        ...(can(action(screen, 'adjust'))
          ? [<AdjustModal key="adjust" role={r} onDone={() => actionRef.current?.reload()} />]
          : []),
        <HistoryDrawer key="history" role={r} />,
      ]}
    />
  );
}
