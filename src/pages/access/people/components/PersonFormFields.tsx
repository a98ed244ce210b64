import { ProFormSelect, ProFormSwitch, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import type { DeptOption } from './departments';
import type { DepartmentNode, PersonPayload, PersonRow } from '../../service';
import type { RoleBrief } from '@/services/types';
import { toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { withoutEmoji } from '@/utils/validate';

/**
 * The person form (create and edit, inside CrudTable's modal). The phone arrives masked (138****1234): left as it
 * is, it is not sent, so the stored number stays; typing a full number replaces it.
 */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,31}$/;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface PersonFormValues {
  account?: string;
  name?: string;
  departmentId?: number;
  roleIds?: number[];
  email?: string;
  phone?: string;
  status?: boolean;
}

export function personToForm(person: PersonRow): PersonFormValues {
  return {
    account: person.account,
    name: person.name,
    departmentId: person.departmentId,
    roleIds: person.roles.map((r) => r.id),
    email: person.email || '',
    phone: person.phone || '',
    status: person.status === 1,
  };
}

export function formToPerson(values: PersonFormValues, person?: PersonRow): PersonPayload {
  const text = (v: string | undefined) => (v || '').trim();
  const phone = text(values.phone);
  const payload: PersonPayload = {
    account: text(values.account),
    name: text(values.name),
    departmentId: values.departmentId ?? 0,
    roleIds: values.roleIds || [],
    email: text(values.email),
    status: toStatus(values.status),
  };
  if (!person || phone !== (person.phone || '')) payload.phone = phone;
  if (person) payload.id = person.id;
  return payload;
}

const deptOptions = (nodes: DepartmentNode[]): DeptOption[] =>
  nodes.map((d) => ({ title: d.name, value: d.id, children: deptOptions(d.children) }));

export default function PersonFormFields(props: {
  person?: PersonRow;
  departments: DepartmentNode[];
  roles: RoleBrief[];
  /** the department chosen in the tree, for a new person */
  defaultDepartmentId?: number;
}) {
  const t = useText();
  const { person } = props;
  const required = { required: true, whitespace: true, message: t('pages.access.required') };
  return (
    <>
      <ProFormText
        htmlFor="person-form-account"
        name="account"
        label={t('pages.access.people.account')}
        fieldProps={{ id: 'person-form-account', maxLength: 32, autoComplete: 'off' }}
        rules={[required, { pattern: ACCOUNT_PATTERN, message: t('pages.access.people.account.pattern') }]}
      />
      <ProFormText
        htmlFor="person-form-name"
        name="name"
        label={t('pages.access.people.name')}
        normalize={withoutEmoji}
        fieldProps={{ id: 'person-form-name', maxLength: 32 }}
        rules={[required]}
      />
      <ProFormTreeSelect
        htmlFor="person-form-department"
        name="departmentId"
        label={t('pages.access.people.department')}
        initialValue={person ? undefined : props.defaultDepartmentId}
        fieldProps={{
          id: 'person-form-department',
          treeData: deptOptions(props.departments),
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
        }}
        rules={[{ required: true, message: t('pages.access.required') }]}
      />
      <ProFormSelect
        htmlFor="person-form-roles"
        name="roleIds"
        mode="multiple"
        label={t('pages.access.people.roles')}
        fieldProps={{ id: 'person-form-roles', optionFilterProp: 'label' }}
        options={props.roles.map((r) => ({ label: r.name, value: r.id, disabled: r.status === 0 }))}
      />
      <ProFormText
        htmlFor="person-form-email"
        name="email"
        label={t('pages.access.people.email')}
        fieldProps={{ id: 'person-form-email', maxLength: 64 }}
        rules={[{ pattern: EMAIL_PATTERN, message: t('pages.access.people.email.pattern') }]}
      />
      <ProFormText
        htmlFor="person-form-phone"
        name="phone"
        label={t('pages.access.people.phone')}
        extra={person?.phone ? t('pages.access.people.phone.masked') : undefined}
        fieldProps={{ id: 'person-form-phone', maxLength: 11 }}
        rules={[
          {
            validator: async (_: unknown, value: string | undefined) => {
              const v = (value || '').trim();
              if (!v || (person && v === person.phone) || PHONE_PATTERN.test(v)) return;
              throw new Error(t('pages.access.people.phone.pattern'));
            },
          },
        ]}
      />
      <ProFormSwitch
        htmlFor="person-form-status"
        name="status"
        label={t('pages.access.people.status')}
        initialValue={true}
        fieldProps={{ id: 'person-form-status' }}
        checkedChildren={t('pages.access.status.enabled')}
        unCheckedChildren={t('pages.access.status.disabled')}
      />
    </>
  );
}
