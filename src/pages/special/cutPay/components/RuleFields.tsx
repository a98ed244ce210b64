import { ProForm } from '@ant-design/pro-components';
import { SelectField, StatusField, TextAreaField, VersionField, WindowFields } from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useChannelOptions, usePayTypeOptions, useRegionOptions } from './labels';
import { REMARK } from '@/contract/field';

/**
 * The fields of a switch-payment rule (create and edit page; ids `cutpay-<field>`). Empty versions and times leave that
 * end open. The form checks shapes; the backend checks the rest (version order, overlap with other rules) and says why.
 */
export default function RuleFields() {
  const t = useText();
  const channels = useChannelOptions();
  const payTypes = usePayTypeOptions();
  const regions = useRegionOptions();
  const p = (k: string) => t(`pages.special.cutPay.${k}`);
  const open = p('open');
  const differs = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, to: unknown) =>
      to && to === getFieldValue('fromPayType') ? Promise.reject(new Error(p('samePayType'))) : Promise.resolve(),
  });
  return (
    <>
      <ProForm.Group>
        <SelectField name="channel" label={p('channel')} width="md" options={channels} search required />
        <SelectField name="region" label={p('region')} options={regions} required />
      </ProForm.Group>
      <ProForm.Group>
        <VersionField name="minVersion" label={p('minVersion')} placeholder={open} message={p('version.pattern')} />
        <VersionField name="maxVersion" label={p('maxVersion')} placeholder={open} message={p('version.pattern')} />
      </ProForm.Group>
      <ProForm.Group>
        <SelectField name="fromPayType" label={p('fromPayType')} options={payTypes} required />
        <SelectField
          name="toPayType"
          label={p('toPayType')}
          options={payTypes}
          dependencies={['fromPayType']}
          rules={[differs]}
          required
        />
      </ProForm.Group>
      <WindowFields
        labels={{ start: p('startAt'), end: p('endAt') }}
        orderMessage={p('window.order')}
        placeholder={open}
      />
      <StatusField />
      <TextAreaField name="note" label={p('note')} field={REMARK} />
    </>
  );
}
