import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  EMAIL_PATTERN,
  type EntityRegion,
  licenceProblem,
  PHONE_PATTERN,
  SHORT_NAME_PATTERN,
} from '@/contract/setting/operationRules';
import { useText } from '@/hooks';
import { useOperationLabels } from './labels';

const MASKED_PHONE = /^\S{3}\*{4}\d{4}$/;

/**
 * The operating entity's form fields (create and edit in CrudTable's modal): the same checks as the backend
 * (src/contract/setting/operationRules.ts), so a wrong licence or phone is said under its field before saving. A
 * masked phone left as it is keeps the stored number.
 */
export default function EntityFields() {
  const t = useText();
  const { regions } = useOperationLabels();
  const required = { required: true, whitespace: true, message: t('common.required') };
  return (
    <>
      <ProFormText
        htmlFor="entity-form-company"
        name="company"
        label={t('pages.setting.operation.company')}
        fieldProps={{ id: 'entity-form-company', maxLength: 64 }}
        rules={[required, { min: 2, message: t('pages.setting.operation.company') }]}
      />
      <ProFormText
        htmlFor="entity-form-shortName"
        name="shortName"
        label={t('pages.setting.operation.shortName')}
        fieldProps={{ id: 'entity-form-shortName', maxLength: 16 }}
        rules={[required, { pattern: SHORT_NAME_PATTERN, message: t('pages.setting.operation.shortName.pattern') }]}
      />
      <ProFormSelect
        htmlFor="entity-form-region"
        name="region"
        label={t('pages.setting.operation.region')}
        valueEnum={regions}
        fieldProps={{ id: 'entity-form-region' }}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ProFormText
        htmlFor="entity-form-licenceNo"
        name="licenceNo"
        label={t('pages.setting.operation.licenceNo')}
        tooltip={t('pages.setting.operation.licenceNo.tip')}
        dependencies={['region']}
        fieldProps={{ id: 'entity-form-licenceNo', maxLength: 30 }}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_: unknown, value: string) => {
              const region = getFieldValue('region') as EntityRegion | undefined;
              if (!value || !region) return Promise.resolve();
              const problem = licenceProblem(region, value.trim().toUpperCase());
              if (!problem) return Promise.resolve();
              const key = problem === 'checksum' ? 'checksum' : region === 'domestic' ? 'format' : 'other';
              return Promise.reject(new Error(t(`pages.setting.operation.licenceNo.${key}`)));
            },
          }),
        ]}
      />
      <ProFormText
        htmlFor="entity-form-contactName"
        name="contactName"
        label={t('pages.setting.operation.contactName')}
        fieldProps={{ id: 'entity-form-contactName', maxLength: 32 }}
        rules={[required]}
      />
      <ProFormText
        htmlFor="entity-form-contactPhone"
        name="contactPhone"
        label={t('pages.setting.operation.contactPhone')}
        tooltip={t('pages.setting.operation.contactPhone.tip')}
        fieldProps={{ id: 'entity-form-contactPhone', maxLength: 16 }}
        rules={[
          required,
          {
            validator: (_: unknown, value: string) =>
              !value || PHONE_PATTERN.test(value.trim()) || MASKED_PHONE.test(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.setting.operation.contactPhone.pattern'))),
          },
        ]}
      />
      <ProFormText
        htmlFor="entity-form-contactEmail"
        name="contactEmail"
        label={t('pages.setting.operation.contactEmail')}
        fieldProps={{ id: 'entity-form-contactEmail', maxLength: 64 }}
        rules={[required, { pattern: EMAIL_PATTERN, message: t('pages.setting.operation.contactEmail.pattern') }]}
      />
      <ProFormSwitch name="status" label={t('common.status')} initialValue />
    </>
  );
}
