import {
  ProForm,
  ProFormDateTimePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { VERSION_PATTERN } from '@/contract/special/cutPay';
import { useText } from '@/hooks';
import { useChannelOptions, usePayTypeOptions, useRegionOptions } from './labels';

/**
 * The fields of a switch-payment rule (create and edit page). Empty versions and times leave that end open. The
 * form checks shapes; the backend checks the rest (version order, overlap with other rules) and says why.
 */
const VERSION = new RegExp(VERSION_PATTERN);

export default function RuleFields() {
  const t = useText();
  const channels = useChannelOptions();
  const payTypes = usePayTypeOptions();
  const regions = useRegionOptions();
  const required = { required: true, message: t('common.required') };
  const version = (name: string, label: string) => (
    <ProFormText
      name={name}
      label={label}
      width="sm"
      placeholder={t('pages.special.cutPay.open')}
      fieldProps={{ id: `cutpay-${name}`, maxLength: 32 }}
      rules={[{ pattern: VERSION, message: t('pages.special.cutPay.version.pattern') }]}
    />
  );
  const time = (name: string, label: string) => (
    <ProFormDateTimePicker
      name={name}
      label={label}
      width="md"
      placeholder={t('pages.special.cutPay.open')}
      fieldProps={{ id: `cutpay-${name}`, format: 'YYYY-MM-DD HH:mm' }}
      dependencies={name === 'endAt' ? ['startAt'] : undefined}
      rules={
        name === 'endAt'
          ? [
              ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
                validator: (_: unknown, end: unknown) => {
                  const start = getFieldValue('startAt');
                  const ms = (v: unknown) => (v ? new Date(v as string | number).valueOf() : Number.NaN);
                  return end && start && ms(end) <= ms(start)
                    ? Promise.reject(new Error(t('pages.special.cutPay.window.order')))
                    : Promise.resolve();
                },
              }),
            ]
          : undefined
      }
    />
  );
  return (
    <>
      <ProForm.Group>
        <ProFormSelect
          name="channel"
          label={t('pages.special.cutPay.channel')}
          width="md"
          options={channels}
          fieldProps={{ id: 'cutpay-channel', showSearch: true, optionFilterProp: 'label' }}
          rules={[required]}
        />
        <ProFormSelect
          name="region"
          label={t('pages.special.cutPay.region')}
          width="sm"
          options={regions}
          fieldProps={{ id: 'cutpay-region' }}
          rules={[required]}
        />
      </ProForm.Group>
      <ProForm.Group>
        {version('minVersion', t('pages.special.cutPay.minVersion'))}
        {version('maxVersion', t('pages.special.cutPay.maxVersion'))}
      </ProForm.Group>
      <ProForm.Group>
        <ProFormSelect
          name="fromPayType"
          label={t('pages.special.cutPay.fromPayType')}
          width="sm"
          options={payTypes}
          fieldProps={{ id: 'cutpay-fromPayType' }}
          rules={[required]}
        />
        <ProFormSelect
          name="toPayType"
          label={t('pages.special.cutPay.toPayType')}
          width="sm"
          options={payTypes}
          fieldProps={{ id: 'cutpay-toPayType' }}
          dependencies={['fromPayType']}
          rules={[
            required,
            ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
              validator: (_: unknown, to: unknown) =>
                to && to === getFieldValue('fromPayType')
                  ? Promise.reject(new Error(t('pages.special.cutPay.samePayType')))
                  : Promise.resolve(),
            }),
          ]}
        />
      </ProForm.Group>
      <ProForm.Group>
        {time('startAt', t('pages.special.cutPay.startAt'))}
        {time('endAt', t('pages.special.cutPay.endAt'))}
      </ProForm.Group>
      <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'cutpay-status' }} />
      <ProFormTextArea
        name="note"
        label={t('pages.special.cutPay.note')}
        fieldProps={{ id: 'cutpay-note', maxLength: 200, showCount: true }}
      />
    </>
  );
}
