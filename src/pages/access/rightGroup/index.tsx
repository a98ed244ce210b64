import { ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import {
  addGroup,
  deleteGroup,
  editGroup,
  pageGroups,
  type GroupPayload,
  type PermissionGroup,
} from '@/pages/access/service';
import { queryAllResources } from '@/services/sys';
import type { Resource } from '@/services/types';
import { grantToSave } from '@/utils/grantTree';
import GrantTree from '../components/GrantTree';

/**
 * /access/rightGroup: permission groups, named bundles of resources that roles include (the role form picks them).
 * Create and edit in a modal with the same grant tree as the role form; deleting a group that roles still include
 * is refused by the backend with its reason.
 */
export default function RightGroupPage() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [resources, setResources] = useState<Resource[]>([]);

  useEffect(() => {
    queryAllResources()
      .then((res) => setResources(res.data))
      .catch(() => undefined);
  }, []);

  const columns: ProColumns<PermissionGroup>[] = [
    { title: f('pages.access.rightGroup.name'), dataIndex: 'name' },
    { title: f('pages.access.rightGroup.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    {
      title: f('pages.access.rightGroup.resourceCount'),
      dataIndex: 'resourceIds',
      hideInSearch: true,
      renderText: (ids: unknown) => (Array.isArray(ids) ? ids.length : 0),
    },
    { title: f('pages.access.rightGroup.roleCount'), dataIndex: 'roleCount', hideInSearch: true },
    { title: f('pages.access.rightGroup.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<PermissionGroup, GroupPayload>
      id="group-table"
      columns={columns}
      service={{
        page: pageGroups,
        add: addGroup,
        edit: (payload) => editGroup({ ...payload, id: payload.id as number }),
        remove: (group) => deleteGroup({ id: group.id }),
      }}
      authority={{
        add: '/access/rightGroup:add',
        edit: '/access/rightGroup:edit',
        remove: '/access/rightGroup:delete',
        export: '/access/rightGroup:export',
      }}
      exportName={f('pages.access.rightGroup.exportName')}
      formWidth={880}
      toForm={(group) => ({ name: group.name, description: group.description || '', resourceIds: group.resourceIds })}
      toPayload={(values, group) => ({
        ...(group ? { id: group.id } : {}),
        name: String(values.name || '').trim(),
        description: String(values.description || '').trim(),
        resourceIds: grantToSave((values.resourceIds as number[] | undefined) || []),
      })}
      formFields={() => (
        <>
          <ProFormText
            name="name"
            label={f('pages.access.rightGroup.name')}
            fieldProps={{ id: 'group-form-name', maxLength: 32 }}
            rules={[{ required: true, whitespace: true, message: f('pages.access.required') }]}
          />
          <ProFormTextArea
            name="description"
            label={f('pages.access.rightGroup.description')}
            fieldProps={{ id: 'group-form-description', maxLength: 200, autoSize: { minRows: 2 } }}
          />
          <Form.Item name="resourceIds" label={f('pages.access.rightGroup.resources')} initialValue={[]}>
            <GrantTree id="group-form-grant" resources={resources} height={380} />
          </Form.Item>
        </>
      )}
    />
  );
}
