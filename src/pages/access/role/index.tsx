import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { deleteRole, pageRoles, type Role } from '../service';
import { ROLE_FORM_PATH } from '../components/paths';
import { statusEnum } from '@/components/status';
import RoleUsersDrawer from './components/RoleUsersDrawer';

/**
 * /access/role: roles with the actions of spec §6. Create and edit open the role form (/access/roleform, where the
 * resource grant tree needs the room of a page); this tab stays alive meanwhile, so its filters and page are as the
 * operator left them, and it reloads the current page when shown again. Delete is refused by the backend while
 * people hold the role (its message shows; nothing is removed). The people count opens the role's members.
 */
export default function RolePage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useAuthorized();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const [members, setMembers] = useState<Role>();


  const openMembers = (role: Role) => setMembers(role);

  const columns: ProColumns<Role>[] = [
    {
      title: f('pages.access.role.name'),
      dataIndex: 'name',
      render: (_, role) => (
        <Space size={4}>
          <span>{role.name}</span>
          {role.builtIn && (
            <Tooltip title={f('pages.access.role.builtIn.noDelete')}>
              <Tag bordered={false}>{f('pages.access.builtIn')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: f('pages.access.role.code'), dataIndex: 'code', copyable: true },
    { title: f('pages.access.role.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(f) },
    {
      title: f('pages.access.role.userCount'),
      dataIndex: 'userCount',
      hideInSearch: true,
      render: (_, role) => (
        <a id={`role-table-members-${role.id}`} onClick={() => openMembers(role)}>
          {role.userCount ?? 0}
        </a>
      ),
    },
    { title: f('pages.access.role.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    {
      title: f('pages.access.role.resourceCount'),
      dataIndex: 'resourceIds',
      hideInSearch: true,
      hideInTable: true,
      renderText: (ids: unknown) => (Array.isArray(ids) ? ids.length : 0),
    },
    { title: f('pages.access.role.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<Role>
        id="role-table"
        headerTitle={f('pages.access.role.title')}
        actionRef={actionRef}
        columns={columns}
        service={{ page: pageRoles, remove: (role) => deleteRole({ id: role.id }) }}
        authority={{ remove: '/access/role:delete', export: '/access/role:export' }}
        exportName={f('pages.access.role.exportName')}
        canDelete={(role) => !role.builtIn}
        toolbar={() =>
          can('/access/role:add')
            ? [
                <Button key="add" type="primary" id="role-table-add" onClick={() => history.push(ROLE_FORM_PATH)}>
                  {f('crud.add')}
                </Button>,
              ]
            : []
        }
        rowActions={(role) => [
          can('/access/role:edit') ? (
            <a key="edit" id={`role-table-edit-${role.id}`} onClick={() => history.push(`${ROLE_FORM_PATH}?id=${role.id}`)}>
              {f('crud.edit')}
            </a>
          ) : null,
          <a key="members" id={`role-table-users-${role.id}`} onClick={() => openMembers(role)}>
            {f('pages.access.role.users')}
          </a>,
        ]}
      />
      <RoleUsersDrawer role={members} onClose={() => setMembers(undefined)} onChanged={() => actionRef.current?.reload()} />
    </>
  );
}
