import {
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { CURRENCIES } from '@/utils/money';
import { MONITOR_KINDS } from './labels';

/** The fields of a watch rule; the amount and currency, or the count and window, show for the kind that uses them. */
export default function RuleFields() {
  const t = useText();
  const money = useMoney();
  const p = (k: string) => t(`pages.special.monitor.${k}`);
  return (
    <>
      <ProFormText
        htmlFor="monitor-name"
        name="name"
        label={p('name')}
        fieldProps={{ id: 'monitor-name', maxLength: 32 }}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      />
      <ProFormText
        htmlFor="monitor-account"
        name="account"
        label={p('account')}
        tooltip={p('account.tip')}
        placeholder={p('account.all')}
        fieldProps={{ id: 'monitor-account', maxLength: 64 }}
      />
      <ProFormSelect
        htmlFor="monitor-kind"
        name="kind"
        label={p('kind')}
        fieldProps={{ id: 'monitor-kind' }}
        options={MONITOR_KINDS.map((k) => ({ value: k, label: p(`kind.${k}`) }))}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ProFormDependency name={['kind']}>
        {({ kind }) =>
          kind === 'payOver' ? (
            <>
              <ProFormText
                htmlFor="monitor-amount"
                name="amount"
                label={p('amount')}
                tooltip={p('amount.tip')}
                fieldProps={{ id: 'monitor-amount', inputMode: 'decimal', style: { maxWidth: 200 } }}
                dependencies={['currency']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_: unknown, v: unknown) => {
                      const cents = money.parse(v, String(getFieldValue('currency') ?? 'CNY'));
                      return cents !== undefined && cents > 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(p('amount.invalid')));
                    },
                  }),
                ]}
              />
              <ProFormSelect
                htmlFor="monitor-currency"
                name="currency"
                label={p('currency')}
                fieldProps={{ id: 'monitor-currency', style: { maxWidth: 200 } }}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                rules={[{ required: true, message: t('common.required') }]}
              />
            </>
          ) : kind === 'manyOrders' ? (
            <>
              <ProFormDigit
                htmlFor="monitor-count"
                name="count"
                label={p('count')}
                min={2}
                max={100}
                fieldProps={{ id: 'monitor-count', precision: 0, style: { maxWidth: 200 } }}
                rules={[{ required: true, message: p('count.invalid') }]}
              />
              <ProFormDigit
                htmlFor="monitor-window"
                name="windowMinutes"
                label={p('windowMinutes')}
                min={1}
                max={1440}
                fieldProps={{ id: 'monitor-window', precision: 0, style: { maxWidth: 200 } }}
                rules={[{ required: true, message: p('windowMinutes.invalid') }]}
              />
            </>
          ) : null
        }
      </ProFormDependency>
      <ProFormSwitch
        htmlFor="monitor-status"
        name="status"
        label={t('common.status')}
        fieldProps={{ id: 'monitor-status' }}
      />
      <ProFormTextArea
        htmlFor="monitor-note"
        name="note"
        label={p('note')}
        fieldProps={{ id: 'monitor-note', maxLength: 200, autoSize: { minRows: 2 } }}
      />
    </>
  );
}
