import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, Input, Space, Typography } from 'antd';
import { PAY_CONFIG_FIELDS as F } from '@/contract/pay/fields';
import { notifyUrlProblem, parseFeeRatePercent } from '@/contract/pay/rules';
import { PAY_TYPE_SECRETS, type PaySecretField, type PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { usePayTypeEnum } from '../../components/options';
import type { PayConfig } from '../../service';
import RevealModal from './RevealModal';

/**
 * The fields of a pay configuration. The secrets shown are the ones the chosen pay type uses; editing, each shows the
 * stored value masked (with reveal) and a blank field keeps it. The fee rate is typed as a percentage with at most
 * two decimals and saved as whole basis points.
 */
export default function ConfigFields({ record }: { record?: PayConfig }) {
  const t = useText();
  const typeEnum = usePayTypeEnum();
  const form = Form.useFormInstance();
  const payType = (Form.useWatch('payType', form) as PayType | undefined) ?? record?.payType;
  const secrets = payType ? (PAY_TYPE_SECRETS[payType] as readonly PaySecretField[]) : [];
  // every limit and pattern is the contract's (src/contract/pay/fields.ts)
  const merchantId = fieldRules(F.merchantId, { patternMessage: t('pages.pay.merchantId.pattern') });
  const appId = fieldRules(F.appId);
  // a blank or malformed address is told by notifyUrlProblem, in its own words
  const notifyUrl = fieldRules(F.notifyUrl, { required: false });
  const sort = fieldRules(F.sort);
  const remark = fieldRules(F.remark);
  return (
    <>
      <ProFormSelect
        htmlFor="pay-config-payType"
        name="payType"
        label={t('pages.pay.payType')}
        disabled={Boolean(record)}
        tooltip={record ? t('pages.pay.payType.fixed') : undefined}
        options={fieldOptions(F.payType, (p) => typeEnum[p].text)}
        allowClear={false}
        // antd marks only the inner input disabled: the shown value counts as inactive text with this on the box
        // (docs/rules.md "Accessibility")
        fieldProps={{ id: 'pay-config-payType', 'aria-disabled': Boolean(record) }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormText
        htmlFor="pay-config-merchantId"
        name="merchantId"
        label={t('pages.pay.merchantId')}
        fieldProps={{ id: 'pay-config-merchantId', ...merchantId.input }}
        rules={merchantId.rules}
      />
      <ProFormText
        htmlFor="pay-config-appId"
        name="appId"
        label={t('pages.pay.appId')}
        fieldProps={{ id: 'pay-config-appId', ...appId.input }}
        rules={appId.rules}
      />
      {secrets.map((field) => {
        const stored = record?.[field];
        // new: the pay type needs it; editing: blank keeps the stored one
        const secret = fieldRules(F.secret, { required: !stored });
        return (
          <Form.Item
            htmlFor={`pay-config-${field}`}
            key={field}
            name={field}
            label={t(`pages.pay.secret.${field}`)}
            required={secret.required}
            rules={secret.rules}
            extra={
              stored ? (
                <Space size={4}>
                  <span>{t('pages.pay.secret.keep')}</span>
                  <Typography.Text code id={`pay-form-secret-${field}-${record?.id}`}>
                    {stored}
                  </Typography.Text>
                  {record && (
                    <RevealModal
                      id={record.id}
                      field={field}
                      idPrefix="pay-form"
                      title={`${typeEnum[record.payType].text} ${t(`pages.pay.secret.${field}`)}`}
                    />
                  )}
                </Space>
              ) : undefined
            }
          >
            <Input.Password
              id={`pay-config-${field}`}
              autoComplete="new-password"
              placeholder={stored ? t('pages.pay.secret.blankKeeps') : undefined}
              {...secret.input}
            />
          </Form.Item>
        );
      })}
      <ProFormText
        htmlFor="pay-config-notifyUrl"
        name="notifyUrl"
        label={t('pages.pay.notifyUrl')}
        fieldProps={{ id: 'pay-config-notifyUrl', ...notifyUrl.input }}
        placeholder="https://pay.example.com/notify"
        rules={[
          ...notifyUrl.rules,
          {
            validator: (_: unknown, v: unknown) => {
              const problem = notifyUrlProblem(String(v ?? ''));
              return problem ? Promise.reject(new Error(t(`pages.pay.notifyUrl.${problem}`))) : Promise.resolve();
            },
          },
        ]}
        required
      />
      <ProFormText
        htmlFor="pay-config-feeRate"
        name="feeRate"
        label={t('pages.pay.feeRate')}
        tooltip={t('pages.pay.feeRate.tip')}
        fieldProps={{ id: 'pay-config-feeRate', suffix: '%', inputMode: 'decimal', style: { maxWidth: 200 } }}
        rules={[
          {
            validator: (_: unknown, v: unknown) =>
              parseFeeRatePercent(String(v ?? '')) === undefined
                ? Promise.reject(new Error(t('pages.pay.feeRate.invalid')))
                : Promise.resolve(),
          },
        ]}
        required
      />
      <ProFormDigit
        htmlFor="pay-config-sort"
        name="sort"
        label={t('pages.pay.sort')}
        fieldProps={{ id: 'pay-config-sort', ...sort.input }}
        rules={sort.rules}
      />
      <ProFormSwitch
        htmlFor="pay-config-status"
        name="status"
        label={t('common.status')}
        fieldProps={{ id: 'pay-config-status' }}
      />
      <ProFormTextArea
        htmlFor="pay-config-remark"
        name="remark"
        label={t('pages.pay.remark')}
        fieldProps={{ id: 'pay-config-remark', ...remark.input }}
        rules={remark.rules}
      />
    </>
  );
}
