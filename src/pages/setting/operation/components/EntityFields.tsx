import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { ENTITY_FIELDS as F } from '@/contract/setting/operationFields';
import { type EntityRegion, licenceProblem, PHONE_PATTERN } from '@/contract/setting/operationRules';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useOperationLabels } from './labels';

const MASKED_PHONE = /^\S{3}\*{4}\d{4}$/;

/**
 * The operating entity's form fields (create and edit in CrudTable's modal): the contract's limits and patterns
 * (src/contract/setting/operationFields.ts) and the same parses as the backend (operationRules.ts), so a wrong
 * licence or phone is said under its field before saving. A masked phone left as it is keeps the stored number.
 */
export default function EntityFields() {
  const t = useText();
  const { regions } = useOperationLabels();
  const company = fieldRules(F.company);
  const shortName = fieldRules(F.shortName, { patternMessage: t('pages.setting.operation.shortName.pattern') });
  const licenceNo = fieldRules(F.licenceNo);
  const contactName = fieldRules(F.contactName);
  const contactPhone = fieldRules(F.contactPhone);
  const contactEmail = fieldRules(F.contactEmail, {
    patternMessage: t('pages.setting.operation.contactEmail.pattern'),
  });
  // a field with a length and a pattern or a parse says one thing at a time (validateFirst)
  return (
    <>
      <ProFormText
        htmlFor="entity-form-company"
        name="company"
        label={t('pages.setting.operation.company')}
        fieldProps={{ id: 'entity-form-company', ...company.input }}
        rules={company.rules}
      />
      <ProFormText
        htmlFor="entity-form-shortName"
        validateFirst
        name="shortName"
        label={t('pages.setting.operation.shortName')}
        fieldProps={{ id: 'entity-form-shortName', ...shortName.input }}
        rules={shortName.rules}
      />
      <ProFormSelect
        htmlFor="entity-form-region"
        name="region"
        label={t('pages.setting.operation.region')}
        valueEnum={regions}
        fieldProps={{ id: 'entity-form-region' }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormText
        htmlFor="entity-form-licenceNo"
        validateFirst
        name="licenceNo"
        label={t('pages.setting.operation.licenceNo')}
        tooltip={t('pages.setting.operation.licenceNo.tip')}
        dependencies={['region']}
        fieldProps={{ id: 'entity-form-licenceNo', ...licenceNo.input }}
        rules={[
          ...licenceNo.rules,
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
        fieldProps={{ id: 'entity-form-contactName', ...contactName.input }}
        rules={contactName.rules}
      />
      <ProFormText
        htmlFor="entity-form-contactPhone"
        validateFirst
        name="contactPhone"
        label={t('pages.setting.operation.contactPhone')}
        tooltip={t('pages.setting.operation.contactPhone.tip')}
        fieldProps={{ id: 'entity-form-contactPhone', ...contactPhone.input }}
        rules={[
          ...contactPhone.rules,
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
        validateFirst
        name="contactEmail"
        label={t('pages.setting.operation.contactEmail')}
        fieldProps={{ id: 'entity-form-contactEmail', ...contactEmail.input }}
        rules={contactEmail.rules}
      />
      <ProFormSwitch name="status" label={t('common.status')} initialValue />
    </>
  );
}
