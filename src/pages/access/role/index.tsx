import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { deleteRole, pageRoles, type Role } from '../service';
import { statusEnum } from '@/components/status';
import RoleUsersDrawer from './components/RoleUsersDrawer';
import { useText } from '@/hooks';
import { ACCESS_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';
import { PendingTag, usePendingChanges } from '@/components/ChangeRequest';

/**
 * /access/role: roles with their actions (src/pages/access/README.md "Access"). Create and edit open the role
 * form (/access/roleform, where the
 * resource grant tree needs the room of a page); this tab stays alive meanwhile, so its filters and page are as the
 * operator left them, and it reloads the current page when shown again. Delete is refused by the backend while
 * people hold the role (its message shows; nothing is removed). The people count opens the role's members.
 */
export default function RolePage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const [members, setMembers] = useState<Role>();
  // a role whose grant change waits for approval is marked in its row, linking to the request
  const pending = usePendingChanges('role');

  const openMembers = (role: Role) => setMembers(role);

  const columns: ProColumns<Role>[] = [
    {
      title: t('pages.access.role.name'),
      dataIndex: 'name',
      render: (_, role) => (
        <Space size={4}>
          <span>{role.name}</span>
          {role.builtIn && (
            <Tooltip title={t('pages.access.role.builtIn.noDelete')}>
              <Tag bordered={false}>{t('pages.access.builtIn')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('pages.access.role.code'), dataIndex: 'code', copyable: true },
    { title: t('pages.access.role.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    {
      title: t('pages.access.role.userCount'),
      dataIndex: 'userCount',
      hideInSearch: true,
      render: (_, role) => (
        <ActionLink id={`role-table-members-${role.id}`} onClick={() => openMembers(role)}>
          {role.userCount ?? 0}
        </ActionLink>
      ),
    },
    { title: t('pages.access.role.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.access.role.resourceCount'),
      dataIndex: 'resourceIds',
      hideInSearch: true,
      hideInTable: true,
      renderText: (ids: unknown) => (Array.isArray(ids) ? ids.length : 0),
    },
    { title: t('pages.access.role.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<Role>
        id="role-table"
        headerTitle={t('pages.access.role.title')}
        actionRef={actionRef}
        columns={columns}
        service={{ page: pageRoles, remove: (role) => deleteRole({ id: role.id }) }}
        authority={{ remove: action(ACCESS_PATHS.role, 'delete'), export: action(ACCESS_PATHS.role, 'export') }}
        exportName={t('pages.access.role.exportName')}
        canDelete={(role) => !role.builtIn}
        toolbar={() =>
          can(action(ACCESS_PATHS.role, 'add'))
            ? [
                <Button
                  key="add"
                  type="primary"
                  id="role-table-add"
                  onClick={() => history.push(ACCESS_PATHS.roleform)}
                >
                  {t('crud.add')}
                </Button>,
              ]
            : []
        }
        rowActions={(role) => [
          ...(pending.has(role.id)
            ? [<PendingTag key="pending" id={pending.get(role.id) as number} idPrefix={`role-table-${role.id}`} />]
            : []),
          can(action(ACCESS_PATHS.role, 'edit')) ? (
            <ActionLink
              key="edit"
              id={`role-table-edit-${role.id}`}
              onClick={() => history.push(`${ACCESS_PATHS.roleform}?id=${role.id}`)}
            >
              {t('crud.edit')}
            </ActionLink>
          ) : null,
          <ActionLink key="members" id={`role-table-users-${role.id}`} onClick={() => openMembers(role)}>
            {t('pages.access.role.users')}
          </ActionLink>,
        ]}
      />
      <RoleUsersDrawer
        role={members}
        onClose={() => setMembers(undefined)}
        onChanged={() => actionRef.current?.reload()}
      />
    </>
  );
}
