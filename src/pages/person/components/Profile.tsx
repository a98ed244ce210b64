import { ModalForm, ProDescriptions, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useDispatch } from '@umijs/max';
import { Button, message, Skeleton, Space, Tag } from 'antd';
import { useRequest } from 'ahooks';
import { useRef } from 'react';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import { editProfile, queryProfile, type PersonProfile } from '../service';
import { useText } from '@/hooks';
import { PERSON_FIELDS as F } from '@/contract/accessFields';
import { fieldRules } from '@/utils/fieldRules';

/**
 * My profile (account, name, department, contact, games, last sign-in) and editing my name and contact. The edit
 * carries the version the profile was read at: an administrator's save of me in between is shown in the dialog
 * (docs/rules.md "Request ids and versions").
 */
const profileToForm = (p: PersonProfile) => ({ name: p.name, email: p.email });

export default function Profile() {
  const t = useText();
  const dispatch = useDispatch();
  // read on arrival and again after saving; a failed read keeps what is shown (the request layer said why)
  const { data: profile, refreshAsync: reload } = useRequest(async () => (await queryProfile()).data);
  const formRef = useRef<ProFormInstance>();
  const versions = useVersionedSave<PersonProfile>({
    form: () => formRef.current,
    record: profile,
    toForm: profileToForm,
  });

  if (!profile) return <Skeleton active />;
  // lengths and patterns are the contract's (src/contract/accessFields.ts)
  const name = fieldRules(F.name);
  const email = fieldRules(F.email, { patternMessage: t('pages.person.email.invalid') });
  const phone = fieldRules(F.phone, { patternMessage: t('pages.person.phone.invalid') });
  return (
    <>
      <ProDescriptions<PersonProfile> column={1} dataSource={profile} id="person-profile">
        <ProDescriptions.Item label={t('pages.person.account')} dataIndex="account" />
        <ProDescriptions.Item label={t('pages.person.name')} dataIndex="name" />
        <ProDescriptions.Item label={t('pages.person.department')} dataIndex="departmentName" />
        <ProDescriptions.Item label={t('pages.person.email')} dataIndex="email" />
        <ProDescriptions.Item label={t('pages.person.phone')} dataIndex="phone" />
        <ProDescriptions.Item label={t('pages.person.games')}>
          <Space size={[0, 4]} wrap>
            {profile.games.map((g) => (
              <Tag key={g.id}>{g.name}</Tag>
            ))}
          </Space>
        </ProDescriptions.Item>
        <ProDescriptions.Item label={t('pages.person.lastLogin')} dataIndex="lastLogin" valueType="dateTime" />
        <ProDescriptions.Item label={t('common.created')} dataIndex="created" valueType="dateTime" />
      </ProDescriptions>
      <ModalForm<{ name: string; email?: string; phone?: string }>
        formRef={formRef}
        onOpenChange={(open) => open && versions.reset()}
        title={t('pages.person.edit')}
        width={480}
        layout="vertical"
        modalProps={{ destroyOnClose: true, maskClosable: false }}
        initialValues={{ name: profile.name, email: profile.email }}
        trigger={
          <Button id="person-edit" type="primary">
            {t('pages.person.edit')}
          </Button>
        }
        onFinish={async (v) => {
          try {
            await versions.save((baseVersion) =>
              editProfile(
                {
                  name: v.name.trim(),
                  email: v.email?.trim() || undefined,
                  phone: v.phone?.trim() || undefined,
                  baseVersion: baseVersion as number,
                },
                { handles: versions.handles },
              ),
            );
            message.success(t('crud.saved'));
            await reload().catch(() => undefined);
            dispatch({ type: 'user/fetchCurrent' });
            return true;
          } catch {
            return false;
          }
        }}
      >
        {versions.conflict && (
          <StaleSaveNotice
            id="person-form-stale"
            conflict={versions.conflict}
            changes={versions.changes}
            onReapply={versions.reapply}
          />
        )}
        <ProFormText
          htmlFor="person-form-name"
          name="name"
          label={t('pages.person.name')}
          fieldProps={{ id: 'person-form-name', ...name.input }}
          rules={name.rules}
        />
        <ProFormText
          htmlFor="person-form-email"
          name="email"
          label={t('pages.person.email')}
          fieldProps={{ id: 'person-form-email', ...email.input }}
          rules={email.rules}
        />
        <ProFormText
          htmlFor="person-form-phone"
          name="phone"
          label={t('pages.person.phone')}
          placeholder={t('pages.person.phone.keep')}
          fieldProps={{ id: 'person-form-phone', ...phone.input }}
          rules={phone.rules}
        />
      </ModalForm>
    </>
  );
}
