import {
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Alert, Button, Card, Form, message, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { queryAllGroups, type PermissionGroup } from '@/pages/access/service';
import { queryAllResources } from '@/services/sys';
import { addRole, getRole, updateRole, type Role } from '../service';
import type { Resource } from '@/services/types';
import { grantToSave } from '@/utils/grantTree';
import GrantTree from '../components/GrantTree';
import { ROLE_LIST_PATH } from '../components/paths';
import { toStatus } from '@/components/status';
import RecordNotFound from '@/components/RecordNotFound';

/**
 * /access/roleform (hidden, not kept alive): create a role, or edit the one in `?id=`. Name, code, description,
 * status, the permission groups it includes and the resources it grants (the grant tree). Saving adds or updates;
 * a failed save keeps everything as typed (the request layer shows why once); the save button is busy while saving,
 * so a double click saves once. After saving, or with "back", the operator returns to the role list, whose tab kept
 * its filters and page.
 */
interface RoleFormValues {
  name: string;
  code: string;
  description?: string;
  status: boolean;
  groupIds: number[];
  resourceIds: number[];
}

export default function RoleFormPage() {
  const { query } = usePaneLocation();
  const raw = query.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return <RoleForm key={id ?? 'new'} id={id} />;
}

function RoleForm({ id }: { id?: number }) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const [form] = Form.useForm<RoleFormValues>();
  const [resources, setResources] = useState<Resource[]>();
  const [groups, setGroups] = useState<PermissionGroup[]>([]);
  const [role, setRole] = useState<Role>();
  const [missing, setMissing] = useState(false);
  const saving = useRef(false);
  const groupIds = Form.useWatch('groupIds', form) as number[] | undefined;

  useEffect(() => {
    let live = true;
    queryAllResources()
      .then((res) => live && setResources(res.data))
      .catch(() => live && setResources([]));
    queryAllGroups()
      .then((res) => live && setGroups(res.data))
      .catch(() => undefined);
    if (id) {
      getRole({ id })
        .then((res) => {
          if (!live) return;
          setRole(res.data);
          form.setFieldsValue({
            name: res.data.name,
            code: res.data.code,
            description: res.data.description || '',
            status: res.data.status !== 0,
            groupIds: res.data.groupIds || [],
            resourceIds: res.data.resourceIds || [],
          });
        })
        .catch(() => live && setMissing(true));
    }
    return () => {
      live = false;
    };
  }, [id, form]);

  const viaGroups = useMemo(() => {
    const chosen = new Set(groupIds || []);
    return groups.filter((g) => chosen.has(g.id)).flatMap((g) => g.resourceIds);
  }, [groups, groupIds]);

  const back = () => history.push(ROLE_LIST_PATH);

  const save = async (values: RoleFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    const payload = {
      name: values.name.trim(),
      code: values.code.trim(),
      description: values.description?.trim() || '',
      status: toStatus(values.status),
      groupIds: values.groupIds || [],
      resourceIds: grantToSave(values.resourceIds || []),
    };
    try {
      if (id) await updateRole({ id, ...payload });
      else await addRole(payload);
      message.success(f(id ? 'crud.saved' : 'crud.created'));
      back();
      return true;
    } catch {
      // the request layer has shown why; everything typed stays
      return false;
    } finally {
      saving.current = false;
    }
  };

  if (missing) {
    return <RecordNotFound message={f('pages.access.roleform.notFound')} backText={f('pages.access.roleform.back')} onBack={back} />;
  }
  const loading = !resources || (Boolean(id) && !role);

  return (
    <Card
      title={f(id ? 'pages.access.roleform.title.edit' : 'pages.access.roleform.title.add')}
      extra={<a onClick={back}>{f('pages.access.roleform.back')}</a>}
    >
      {loading && <Skeleton active />}
      <div hidden={loading}>
        <ProForm<RoleFormValues>
          id="roleform"
          form={form}
          layout="vertical"
          initialValues={{ status: true, groupIds: [], resourceIds: [] }}
          onFinish={save}
          submitter={{
            searchConfig: { submitText: f('pages.access.roleform.save') },
            resetButtonProps: false,
            submitButtonProps: { id: 'roleform-submit' },
            render: (_, dom) => (
              <Space>
                <Button onClick={back}>{f('pages.access.roleform.back')}</Button>
                {dom}
              </Space>
            ),
          }}
        >
          {role?.builtIn && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={f('pages.access.roleform.builtInHint')} />
          )}
          <ProForm.Group title={f('pages.access.roleform.basic')}>
            <ProFormText
              name="name"
              width="md"
              label={f('pages.access.role.name')}
              fieldProps={{ id: 'roleform-name', maxLength: 32 }}
              rules={[{ required: true, whitespace: true, message: f('pages.access.required') }]}
            />
            <ProFormText
              name="code"
              width="md"
              label={f('pages.access.role.code')}
              disabled={role?.builtIn}
              fieldProps={{ id: 'roleform-code', maxLength: 32 }}
              rules={[
                { required: true, message: f('pages.access.required') },
                { pattern: /^[a-z][a-z0-9_]{1,31}$/, message: f('pages.access.roleform.code.pattern') },
              ]}
            />
            <ProFormSwitch
              name="status"
              label={f('pages.access.role.status')}
              disabled={role?.builtIn}
              fieldProps={{ id: 'roleform-status' }}
              checkedChildren={f('pages.access.status.enabled')}
              unCheckedChildren={f('pages.access.status.disabled')}
            />
          </ProForm.Group>
          <ProFormTextArea
            name="description"
            label={f('pages.access.role.description')}
            fieldProps={{ id: 'roleform-description', maxLength: 200, showCount: true, autoSize: { minRows: 2 } }}
          />
          <ProFormSelect
            name="groupIds"
            mode="multiple"
            label={f('pages.access.roleform.groups')}
            placeholder={f('pages.access.roleform.groups.placeholder')}
            fieldProps={{ id: 'roleform-groups', optionFilterProp: 'label' }}
            options={groups.map((g) => ({ label: g.name, value: g.id }))}
          />
          <Form.Item name="resourceIds" label={f('pages.access.roleform.grant')}>
            {resources ? <GrantTree id="roleform-grant" resources={resources} viaGroups={viaGroups} /> : <span />}
          </Form.Item>
        </ProForm>
      </div>
    </Card>
  );
}
