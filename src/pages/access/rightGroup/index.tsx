import { ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import CrudTable from '@/components/CrudTable';
import { addGroup, deleteGroup, editGroup, pageGroups, type GroupPayload, type PermissionGroup } from '../service';
import type { Resource } from '@/services/types';
import { grantToSave } from '@/utils/grantTree';
import GrantTree from '../components/GrantTree';
import { useResources } from '../components/useResources';
import { useText } from '@/hooks';
import { ACCESS_PATHS } from '../paths';
import type { ResourceNode } from '@/utils/resourceTree';
import { action } from '@/utils/action';
import { GROUP_FIELDS as F } from '@/contract/accessFields';
import { fieldRules } from '@/utils/fieldRules';
import { ApprovalFields, approvalOf, PendingTag, usePendingChanges } from '@/components/ChangeRequest';
import { groupGrantNeedsApproval } from '@/contract/grantRules';

const NO_RESOURCES: { resources: Resource[]; tree: ResourceNode[] } = { resources: [], tree: [] };

/**
 * /access/rightGroup: permission groups, named bundles of resources that roles include (the role form picks them).
 * Create and edit in a modal with the same grant tree as the role form; deleting a group that roles still include
 * is refused by the backend with its reason.
 */
export default function RightGroupPage() {
  const t = useText();
  const { resources, tree } = useResources() ?? NO_RESOURCES;
  // lengths from the contract (src/contract/accessFields.ts)
  const name = fieldRules(F.name, { requiredMessage: t('pages.access.required') });
  const description = fieldRules(F.description);
  // a group whose change waits for approval is marked in its row, linking to the request
  const pending = usePendingChanges('group');
  const payloadOf = (values: Record<string, unknown>, group?: PermissionGroup) => ({
    ...(group ? { id: group.id } : {}),
    name: String(values.name || '').trim(),
    description: String(values.description || '').trim(),
    resourceIds: grantToSave((values.resourceIds as number[] | undefined) || []),
  });
  // a group some role holds, given a resource of /access or /setting, needs a second person (the contract's rule; the
  // group as the list loaded it says how many roles hold it and what it held)
  const gated = (values: Record<string, unknown>, group?: PermissionGroup) =>
    group !== undefined && groupGrantNeedsApproval(payloadOf(values, group), null, { resources, groups: [group] });

  const columns: ProColumns<PermissionGroup>[] = [
    { title: t('pages.access.rightGroup.name'), dataIndex: 'name' },
    { title: t('pages.access.rightGroup.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.access.rightGroup.resourceCount'),
      dataIndex: 'resourceIds',
      hideInSearch: true,
      renderText: (ids: unknown) => (Array.isArray(ids) ? ids.length : 0),
    },
    { title: t('pages.access.rightGroup.roleCount'), dataIndex: 'roleCount', hideInSearch: true },
    { title: t('pages.access.rightGroup.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<PermissionGroup, GroupPayload>
      id="group-table"
      columns={columns}
      service={{
        page: pageGroups,
        add: addGroup,
        edit: (payload, o) => editGroup({ ...payload, id: payload.id as number }, o),
        remove: (group) => deleteGroup({ id: group.id }),
      }}
      authority={{
        add: action(ACCESS_PATHS.rightGroup, 'add'),
        edit: action(ACCESS_PATHS.rightGroup, 'edit'),
        remove: action(ACCESS_PATHS.rightGroup, 'delete'),
        export: action(ACCESS_PATHS.rightGroup, 'export'),
      }}
      exportName={t('pages.access.rightGroup.exportName')}
      rowActions={(group) =>
        pending.has(group.id)
          ? [<PendingTag key="pending" id={pending.get(group.id) as number} idPrefix={`group-table-${group.id}`} />]
          : []
      }
      formWidth={880}
      toForm={(group) => ({ name: group.name, description: group.description || '', resourceIds: group.resourceIds })}
      toPayload={(values, group) => ({
        ...payloadOf(values, group),
        ...(gated(values, group) ? approvalOf(values) : {}),
      })}
      formFields={(group) => (
        <>
          <ProFormText
            htmlFor="group-form-name"
            name="name"
            label={t('pages.access.rightGroup.name')}
            fieldProps={{ id: 'group-form-name', ...name.input }}
            rules={name.rules}
          />
          <ProFormTextArea
            htmlFor="group-form-description"
            name="description"
            label={t('pages.access.rightGroup.description')}
            fieldProps={{ id: 'group-form-description', ...description.input, autoSize: { minRows: 2 } }}
            rules={description.rules}
          />
          <Form.Item
            htmlFor="group-form-grant"
            name="resourceIds"
            label={t('pages.access.rightGroup.resources')}
            initialValue={[]}
          >
            <GrantTree id="group-form-grant" resources={resources} tree={tree} height={380} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {(form) => (gated(form.getFieldsValue(true), group) ? <ApprovalFields idPrefix="group-form" /> : null)}
          </Form.Item>
        </>
      )}
    />
  );
}
