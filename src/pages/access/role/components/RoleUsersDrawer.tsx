import { useAccess } from '@umijs/max';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Drawer, message, Popconfirm } from 'antd';
import { useRef } from 'react';
import { pageRequest } from '@/components/CrudTable/adapter';
import type { PersonRow } from '../../service';
import { deleteRoleUser, getUserListByRole, type Role } from '../../service';
import { statusEnum } from '@/components/status';
import { useText } from '@/hooks';
import { ACCESS_PATHS } from '../../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * "Users of this role" (src/pages/access/README.md "Access"): the people holding a role, paged and filtered on
 * the backend (getUserListByRole), each removable from the role (deleteRoleUser). Removing takes effect for that
 * person at their next page load.
 */
export default function RoleUsersDrawer(props: { role?: Role; onClose: () => void; onChanged: () => void }) {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const { role } = props;

  const remove = async (person: PersonRow) => {
    if (!role) return;
    try {
      await deleteRoleUser({ roleId: role.id, userId: person.id });
      message.success(t('pages.access.role.users.removed'));
      actionRef.current?.reload();
      props.onChanged();
    } catch {
      // shown by the request layer; the person keeps the role
    }
  };

  const columns: ProColumns<PersonRow>[] = [
    { title: t('pages.access.role.users.search'), dataIndex: 'name', hideInTable: true },
    { title: t('pages.access.people.account'), dataIndex: 'account', hideInSearch: true },
    { title: t('pages.access.people.name'), dataIndex: 'name', key: 'displayName', hideInSearch: true },
    { title: t('pages.access.people.department'), dataIndex: 'departmentName', hideInSearch: true },
    { title: t('pages.access.people.status'), dataIndex: 'status', valueEnum: statusEnum(t), hideInSearch: true },
    { title: t('pages.access.people.lastLogin'), dataIndex: 'lastLogin', valueType: 'dateTime', hideInSearch: true },
    {
      title: t('crud.actions'),
      valueType: 'option',
      render: (_, person) =>
        can(action(ACCESS_PATHS.role, 'edit'))
          ? [
              <Popconfirm
                key="remove"
                title={t('pages.access.role.users.remove.confirm', { name: person.name })}
                onConfirm={() => remove(person)}
              >
                <ActionLink id={`role-users-remove-${person.id}`}>{t('pages.access.role.users.remove')}</ActionLink>
              </Popconfirm>,
            ]
          : [],
    },
  ];

  return (
    <Drawer
      open={Boolean(role)}
      onClose={props.onClose}
      width={760}
      destroyOnClose
      title={role ? t('pages.access.role.users.title', { name: role.name }) : ''}
    >
      {role && (
        <ProTable<PersonRow>
          id="role-users"
          rowKey="id"
          actionRef={actionRef}
          columns={columns}
          request={pageRequest((q) => getUserListByRole({ ...q, roleId: role.id }))}
          search={{ labelWidth: 'auto', span: 12 }}
          options={false}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Drawer>
  );
}
