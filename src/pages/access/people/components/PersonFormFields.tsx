import { ProFormSelect, ProFormSwitch, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import type { DeptOption } from './departments';
import type { DepartmentNode, PersonPayload, PersonRow } from '../../service';
import type { RoleBrief } from '@/services/types';
import { toStatus } from '@/components/status';
import { PERSON_FIELDS as F } from '@/contract/accessFields';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { withoutEmoji } from '@/utils/validate';

/**
 * The person form (create and edit, inside CrudTable's modal). The phone arrives masked (138****1234): left as it
 * is, it is not sent, so the stored number stays; typing a full number replaces it. Every length and pattern is the
 * contract's (src/contract/accessFields.ts).
 */
const PHONE_PATTERN = new RegExp(F.phone.pattern);

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
  const required = t('pages.access.required');
  // the account's length and pattern have one message
  const accountText = t('pages.access.people.account.pattern');
  const account = fieldRules(F.account, {
    requiredMessage: required,
    lengthMessage: accountText,
    patternMessage: accountText,
  });
  const name = fieldRules(F.name, { requiredMessage: required });
  const email = fieldRules(F.email, { patternMessage: t('pages.access.people.email.pattern') });
  return (
    <>
      <ProFormText
        htmlFor="person-form-account"
        name="account"
        label={t('pages.access.people.account')}
        fieldProps={{ id: 'person-form-account', ...account.input, autoComplete: 'off' }}
        rules={account.rules}
      />
      <ProFormText
        htmlFor="person-form-name"
        name="name"
        label={t('pages.access.people.name')}
        normalize={withoutEmoji}
        fieldProps={{ id: 'person-form-name', ...name.input }}
        rules={name.rules}
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
        rules={[requiredRule(required, false)]}
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
        fieldProps={{ id: 'person-form-email', ...email.input }}
        rules={email.rules}
      />
      <ProFormText
        htmlFor="person-form-phone"
        name="phone"
        label={t('pages.access.people.phone')}
        extra={person?.phone ? t('pages.access.people.phone.masked') : undefined}
        fieldProps={{ id: 'person-form-phone', ...fieldRules(F.phone).input }}
        // the stored number arrives masked and may stay as it is: the contract's pattern, checked here around it
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
