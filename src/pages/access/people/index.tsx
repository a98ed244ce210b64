import type { CreateOptions } from '@/request';
import { newRequestId } from '@/request/requestId';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useAccess, useDispatch, useSelector } from '@umijs/max';
import { message, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import {
  addPerson,
  disablePerson,
  editPerson,
  enablePerson,
  pagePeople,
  resetPassword,
  type PeopleQuery,
  type PersonPayload,
  type PersonRow,
} from '../service';
import { statusEnum } from '@/components/status';
import BatchBar from './components/BatchBar';
import DepartmentPanel from './components/DepartmentPanel';
import PasswordModal, { type IssuedPassword } from './components/PasswordModal';
import PersonFormFields, { formToPerson, personToForm } from './components/PersonFormFields';
import { useText } from '@/hooks';
import { ACCESS_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /access/people: personnel. The department tree on the left filters the list (and manages departments); the table
 * has account, name, department, roles, email, masked phone, status and last sign-in; add and edit in a modal (roles
 * from the role model), enable/disable, reset password (the one-time password is shown once), CSV export, and batch
 * enable/disable of the rows selected, which live in the people model's pendingList (docs/rules.md "Client state").
 */
export default function PeoplePage() {
  const t = useText();
  const dispatch = useDispatch();
  const { can } = useAccess();
  const active = usePaneActive();
  const actionRef = useRef<ActionType>();
  const roles = useSelector((s: RootState) => s.role.allRoleList);
  const pending = useSelector((s: RootState) => s.people.pendingList);
  const departmentIds = useSelector((s: RootState) => s.people.departmentIds);
  const [issued, setIssued] = useState<IssuedPassword>();
  const seen = useRef(new Map<number, string>());
  const departmentId = departmentIds[0];

  // the department model's tree: read on arrival, and again when the list reloads or a person is added
  const departments = useSelector((s: RootState) => s.department.departmentList);
  const loadDepartments = () => dispatch({ type: 'department/fetch' });

  useEffect(() => {
    dispatch({ type: 'role/fetchAll' });
    dispatch({ type: 'department/fetch' });
  }, [dispatch]);

  const reload = () => {
    actionRef.current?.reload();
    loadDepartments();
  };

  // the names of the people shown, for the batch bar's labels
  const onPage = (shownPage: { list: PersonRow[] }) => {
    for (const p of shownPage.list) seen.current.set(p.id, `${p.name} (${p.account})`);
  };

  const add = async (payload: PersonPayload, options: CreateOptions) => {
    const res = await addPerson(payload, options);
    setIssued({ account: payload.account || '', password: res.data.password });
    loadDepartments();
    return res;
  };

  const setStatus = async (person: PersonRow, enable: boolean) => {
    try {
      await (enable ? enablePerson : disablePerson)({ id: person.id });
      message.success(t(enable ? 'pages.access.people.enabled' : 'pages.access.people.disabled'));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer
    }
  };

  const reset = async (person: PersonRow) => {
    try {
      // a fresh id per reset asked for: the confirmation is the dialog (docs/rules.md "Request ids and versions")
      const res = await resetPassword({ id: person.id }, { requestId: newRequestId() });
      setIssued({ account: person.account, password: res.data.password });
    } catch {
      // shown by the request layer; the old password still works
    }
  };

  const columns: ProColumns<PersonRow>[] = [
    { title: t('pages.access.people.keyword'), dataIndex: 'name', hideInTable: true, hideInDescriptions: true },
    { title: t('pages.access.people.account'), dataIndex: 'account', hideInSearch: true },
    { title: t('pages.access.people.name'), dataIndex: 'name', key: 'personName', hideInSearch: true },
    { title: t('pages.access.people.department'), dataIndex: 'departmentName', hideInSearch: true },
    {
      title: t('pages.access.people.roles'),
      dataIndex: 'roles',
      hideInSearch: true,
      renderText: (list: unknown) =>
        Array.isArray(list) ? (list as PersonRow['roles']).map((r) => r.name).join(' / ') : '',
      render: (_, person) => (
        <Space size={[0, 4]} wrap>
          {person.roles.map((r) => (
            <Tag key={r.id} bordered={false} color="blue">
              {r.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('pages.access.people.roles'),
      dataIndex: 'roleId',
      hideInTable: true,
      hideInDescriptions: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: roles.map((r) => ({ label: r.name, value: r.id })),
      },
    },
    { title: t('pages.access.people.email'), dataIndex: 'email', hideInSearch: true },
    { title: t('pages.access.people.phone'), dataIndex: 'phone', hideInSearch: true },
    { title: t('pages.access.people.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    {
      title: t('pages.access.people.lastLogin'),
      dataIndex: 'lastLogin',
      valueType: 'dateTime',
      hideInSearch: true,
      render: (dom, person) => (person.lastLogin ? dom : t('pages.access.people.neverLoggedIn')),
    },
    {
      title: t('pages.access.people.created'),
      dataIndex: 'created',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
  ];

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', paddingBottom: pending.length ? 64 : 0 }}>
      <div style={{ width: 280, flex: 'none' }}>
        <DepartmentPanel
          tree={departments}
          selected={departmentId}
          onSelect={(id) => dispatch({ type: 'people/setDepartmentIds', payload: id ? [id] : [] })}
          onChanged={reload}
        />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <CrudTable<PersonRow, PersonPayload>
          id="people-table"
          rowName={(p) => `${p.name} (${p.account})`}
          actionRef={actionRef}
          columns={columns}
          params={departmentId ? { departmentId } : undefined}
          onPage={onPage}
          service={{
            page: (q) => pagePeople(q as PeopleQuery),
            add,
            edit: (payload, o) => editPerson({ ...payload, id: payload.id as number }, o),
          }}
          authority={{
            add: action(ACCESS_PATHS.people, 'add'),
            edit: action(ACCESS_PATHS.people, 'edit'),
            export: action(ACCESS_PATHS.people, 'export'),
          }}
          exportName={t('pages.access.people.exportName')}
          toForm={(person) => ({ ...personToForm(person) })}
          toPayload={(values, person) => formToPerson(values, person)}
          formFields={(person) => (
            <PersonFormFields
              person={person}
              departments={departments}
              roles={roles}
              defaultDepartmentId={departmentId}
            />
          )}
          rowSelection={{
            selectedRowKeys: pending,
            preserveSelectedRowKeys: true,
            onChange: (keys) => {
              const next = keys.map(Number);
              const added = next.filter((k) => !pending.includes(k));
              const removed = pending.filter((k) => !next.includes(k));
              if (added.length) dispatch({ type: 'people/addPending', payload: added });
              if (removed.length) dispatch({ type: 'people/removePending', payload: removed });
            },
          }}
          rowActions={(person) =>
            can(action(ACCESS_PATHS.people, 'edit'))
              ? [
                  <Popconfirm
                    key="status"
                    title={t(
                      person.status === 1
                        ? 'pages.access.people.disable.confirm'
                        : 'pages.access.people.enable.confirm',
                      {
                        name: person.name,
                      },
                    )}
                    onConfirm={() => setStatus(person, person.status !== 1)}
                  >
                    <ActionLink id={`people-table-status-${person.id}`}>
                      {t(person.status === 1 ? 'pages.access.people.disable' : 'pages.access.people.enable')}
                    </ActionLink>
                  </Popconfirm>,
                  <Popconfirm
                    key="reset"
                    title={t('pages.access.people.resetPassword.confirm', { name: person.name })}
                    onConfirm={() => reset(person)}
                  >
                    <ActionLink id={`people-table-reset-${person.id}`}>
                      {t('pages.access.people.resetPassword')}
                    </ActionLink>
                  </Popconfirm>,
                ]
              : []
          }
        />
        {active && <BatchBar onDone={() => actionRef.current?.reload()} label={(id) => seen.current.get(id) || ''} />}
      </div>
      <PasswordModal issued={issued} onClose={() => setIssued(undefined)} />
    </div>
  );
}
