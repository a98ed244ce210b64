import { ProForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Card, Form, Skeleton, Space, Tag } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo, useRef } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { queryAllGroups, type PermissionGroup } from '../service';
import { addRole, findUserByRole, getRole, updateRole, type Role } from '../service';
import { grantToSave } from '@/utils/grantTree';
import GrantTree from '../components/GrantTree';
import { useResources } from '../components/useResources';
import { ACCESS_PATHS } from '../paths';
import { toStatus } from '@/components/status';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { useDraft } from '@/hooks/useDraft';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import ActionLink from '@/components/ActionLink';
import { withoutEmoji } from '@/utils/validate';
import { ROLE_FIELDS as F } from '@/contract/accessFields';
import { fieldRules } from '@/utils/fieldRules';
import { ApprovalFields, approvalOf, useSavedNotice } from '@/components/ChangeRequest';
import { roleGrantNeedsApproval } from '@/contract/grantRules';

/**
 * /access/roleform (hidden, not kept alive): create a role, or edit the one in `?id=`. Name, code, description,
 * status, the permission groups it includes and the resources it grants (the grant tree). Saving adds or updates;
 * a failed save keeps everything as typed (the request layer shows why once); the save button is busy while saving,
 * so a double click saves once. An existing role names the people who hold it (findUserByRole): whom a change of its
 * grants reaches. After saving, or with "back", the operator returns to the role list, whose tab kept
 * its filters and page. What is typed is kept as a draft of the role (docs/rules.md "Drafts"), offered back when the
 * form opens again and removed by a successful save.
 */
interface RoleFormValues {
  name: string;
  code: string;
  description?: string;
  status: boolean;
  groupIds: number[];
  resourceIds: number[];
  /** a grant that needs approval (docs/rules.md "Change requests"): the reason and the emergency choice */
  changeReason?: string;
  emergency?: boolean;
}

/** The role as its add and update calls take it. */
const payloadOf = (values: Partial<RoleFormValues>) => ({
  name: (values.name ?? '').trim(),
  code: (values.code ?? '').trim(),
  description: values.description?.trim() || '',
  status: toStatus(values.status ?? true),
  groupIds: values.groupIds || [],
  resourceIds: grantToSave(values.resourceIds || []),
});

export default function RoleFormPage() {
  const { query } = usePaneLocation();
  const raw = query.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return <RoleForm key={id ?? 'new'} id={id} />;
}

const NO_GROUPS: PermissionGroup[] = [];

const roleToForm = (r: Role) => ({
  name: r.name,
  code: r.code,
  description: r.description || '',
  status: r.status !== 0,
  groupIds: r.groupIds || [],
  resourceIds: r.resourceIds || [],
});

function RoleForm({ id }: { id?: number }) {
  const t = useText();
  const [form] = Form.useForm<RoleFormValues>();
  const saving = useRef(false);
  // the create's request id (docs/rules.md "Request ids and versions"): renewed after a success
  const requestId = useRequestId();
  const groupIds = Form.useWatch('groupIds', form) as number[] | undefined;
  const resourceIds = Form.useWatch('resourceIds', form) as number[] | undefined;
  const status = Form.useWatch('status', form) as boolean | undefined;
  const saved = useSavedNotice();

  // the grant tree shows empty when the resources cannot be read; the form waits for them (and for the role)
  const resources = useResources();
  const { data: groups = NO_GROUPS } = useRequest(async () => (await queryAllGroups()).data);
  // a role that cannot be read shows "not found" (the form is keyed by the id, so it reads once)
  const { data: role, error: roleError } = useRequest(async () => (await getRole({ id: Number(id) })).data, {
    ready: Boolean(id),
    onSuccess: (r: Role) => form.setFieldsValue(roleToForm(r)),
  });
  // the edit carries the version the role was read at; a stale save stays here with the difference (docs/rules.md
  // "Request ids and versions")
  const versions = useVersionedSave<Role>({ form, record: role, toForm: roleToForm });
  // the emergency choice is made afresh each time, never restored from a draft
  const draft = useDraft({
    form,
    key: { form: 'roleform', record: id ?? 'new' },
    id: 'roleform-draft',
    omit: ['emergency'],
  });
  const missing = Boolean(roleError);
  const { data: holders } = useRequest(async () => (await findUserByRole({ id: Number(id) })).data, {
    ready: Boolean(id),
  });

  const viaGroups = useMemo(() => {
    const chosen = new Set(groupIds || []);
    return groups.filter((g) => chosen.has(g.id)).flatMap((g) => g.resourceIds);
  }, [groups, groupIds]);

  // a grant of /access or /setting the role did not hold needs a second person (the contract's rule)
  const gatedBy = (values: Partial<RoleFormValues>) =>
    Boolean(resources) &&
    roleGrantNeedsApproval(payloadOf(values), id ? (role ?? null) : null, {
      resources: resources?.resources ?? [],
      groups,
    });
  const gated = gatedBy({ status, groupIds, resourceIds });

  const back = () => history.push(ACCESS_PATHS.role);
  // lengths and the code's pattern are the contract's (src/contract/accessFields.ts)
  const required = t('pages.access.required');
  const codeText = t('pages.access.roleform.code.pattern');
  const nameRules = fieldRules(F.name, { requiredMessage: required });
  const codeRules = fieldRules(F.code, {
    requiredMessage: required,
    lengthMessage: codeText,
    patternMessage: codeText,
  });
  const descriptionRules = fieldRules(F.description);

  const save = async (values: RoleFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    const payload = { ...payloadOf(values), ...(gatedBy(values) ? approvalOf(values) : {}) };
    try {
      const answer = id
        ? await versions.save((baseVersion) =>
            updateRole({ id, ...payload, baseVersion: baseVersion as number }, { handles: versions.handles }),
          )
        : await requestId.run((rid) => addRole(payload, { requestId: rid }));
      draft.clear();
      saved(answer, t(id ? 'crud.saved' : 'crud.created'));
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
    return (
      <RecordNotFound
        message={t('pages.access.roleform.notFound')}
        backText={t('pages.access.roleform.back')}
        onBack={back}
      />
    );
  }
  const loading = !resources || (Boolean(id) && !role);

  return (
    <Card
      title={t(id ? 'pages.access.roleform.title.edit' : 'pages.access.roleform.title.add')}
      extra={<ActionLink onClick={back}>{t('pages.access.roleform.back')}</ActionLink>}
    >
      {loading && <Skeleton active />}
      <div hidden={loading}>
        <ProForm<RoleFormValues>
          id="roleform"
          form={form}
          layout="vertical"
          initialValues={{ status: true, groupIds: [], resourceIds: [] }}
          onFinish={save}
          onValuesChange={draft.changed}
          submitter={{
            searchConfig: { submitText: t('pages.access.roleform.save') },
            resetButtonProps: false,
            submitButtonProps: { id: 'roleform-submit' },
            render: (_, dom) => (
              <Space>
                <Button onClick={back}>{t('pages.access.roleform.back')}</Button>
                {dom}
              </Space>
            ),
          }}
        >
          {draft.notice}
          {versions.conflict && (
            <StaleSaveNotice
              id="roleform-stale"
              conflict={versions.conflict}
              changes={versions.changes}
              onReapply={versions.reapply}
            />
          )}
          {role?.builtIn && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('pages.access.roleform.builtInHint')} />
          )}
          {holders && <RoleHolders holders={holders} />}
          <ProForm.Group title={t('pages.access.roleform.basic')}>
            <ProFormText
              htmlFor="roleform-name"
              name="name"
              width="md"
              label={t('pages.access.role.name')}
              normalize={withoutEmoji}
              fieldProps={{ id: 'roleform-name', ...nameRules.input }}
              rules={nameRules.rules}
            />
            <ProFormText
              htmlFor="roleform-code"
              name="code"
              width="md"
              label={t('pages.access.role.code')}
              disabled={role?.builtIn}
              fieldProps={{ id: 'roleform-code', ...codeRules.input }}
              rules={codeRules.rules}
            />
            <ProFormSwitch
              htmlFor="roleform-status"
              name="status"
              label={t('pages.access.role.status')}
              disabled={role?.builtIn}
              fieldProps={{ id: 'roleform-status' }}
              checkedChildren={t('pages.access.status.enabled')}
              unCheckedChildren={t('pages.access.status.disabled')}
            />
          </ProForm.Group>
          <ProFormTextArea
            htmlFor="roleform-description"
            name="description"
            label={t('pages.access.role.description')}
            normalize={withoutEmoji}
            fieldProps={{
              id: 'roleform-description',
              ...descriptionRules.input,
              showCount: true,
              autoSize: { minRows: 2 },
            }}
            rules={descriptionRules.rules}
          />
          <ProFormSelect
            htmlFor="roleform-groups"
            name="groupIds"
            mode="multiple"
            label={t('pages.access.roleform.groups')}
            placeholder={t('pages.access.roleform.groups.placeholder')}
            fieldProps={{ id: 'roleform-groups', optionFilterProp: 'label' }}
            options={groups.map((g) => ({ label: g.name, value: g.id }))}
          />
          <Form.Item htmlFor="roleform-grant" name="resourceIds" label={t('pages.access.roleform.grant')}>
            {resources ? (
              <GrantTree
                id="roleform-grant"
                resources={resources.resources}
                tree={resources.tree}
                viaGroups={viaGroups}
              />
            ) : (
              <span />
            )}
          </Form.Item>
          {gated && <ApprovalFields idPrefix="roleform" />}
        </ProForm>
      </div>
    </Card>
  );
}

/** How many names the role form lists before "and N more". */
const HOLDERS_SHOWN = 20;

/** The people holding the role (name and account), whom a change of its grants reaches. */
function RoleHolders({ holders }: { holders: Array<{ id: number; name: string; account: string }> }) {
  const t = useText();
  if (!holders.length) {
    return (
      <Alert
        id="roleform-holders"
        type="info"
        style={{ marginBottom: 16 }}
        message={t('pages.access.roleform.holders.none')}
      />
    );
  }
  const shown = holders.slice(0, HOLDERS_SHOWN);
  const more = holders.length - shown.length;
  return (
    <Alert
      id="roleform-holders"
      type="info"
      style={{ marginBottom: 16 }}
      message={t('pages.access.roleform.holders', { count: holders.length })}
      description={
        <>
          <Space wrap size={4}>
            {shown.map((p) => (
              <Tag key={p.id} bordered={false}>
                {p.name} · {p.account}
              </Tag>
            ))}
            {more > 0 && <span>{t('pages.access.roleform.holders.more', { more })}</span>}
          </Space>
          <div style={{ marginTop: 4 }}>{t('pages.access.roleform.holders.hint')}</div>
        </>
      }
    />
  );
}
