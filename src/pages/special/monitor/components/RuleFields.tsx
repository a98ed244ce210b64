import {
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { MONITOR_FIELDS as F } from '@/contract/special/values';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { CURRENCIES } from '@/utils/money';

/**
 * The fields of a watch rule; the amount and currency, or the count and window, show for the kind that uses them.
 * Every limit is the contract's (src/contract/special/values.ts); the amount is parsed in the currency's unit.
 */
export default function RuleFields() {
  const t = useText();
  const money = useMoney();
  const p = (k: string) => t(`pages.special.monitor.${k}`);
  const nameField = fieldRules(F.name);
  const account = fieldRules(F.account);
  // the kind that uses them makes them required
  const count = fieldRules(F.count, {
    required: true,
    requiredMessage: p('count.invalid'),
    rangeMessage: p('count.invalid'),
  });
  const windowMinutes = fieldRules(F.windowMinutes, {
    required: true,
    requiredMessage: p('windowMinutes.invalid'),
    rangeMessage: p('windowMinutes.invalid'),
  });
  const note = fieldRules(F.note);
  return (
    <>
      <ProFormText
        htmlFor="monitor-name"
        name="name"
        label={p('name')}
        fieldProps={{ id: 'monitor-name', ...nameField.input }}
        rules={nameField.rules}
      />
      <ProFormText
        htmlFor="monitor-account"
        name="account"
        label={p('account')}
        tooltip={p('account.tip')}
        placeholder={p('account.all')}
        fieldProps={{ id: 'monitor-account', ...account.input }}
        rules={account.rules}
      />
      <ProFormSelect
        htmlFor="monitor-kind"
        name="kind"
        label={p('kind')}
        fieldProps={{ id: 'monitor-kind' }}
        options={fieldOptions(F.kind, (k) => p(`kind.${k}`))}
        rules={[requiredRule(undefined, false)]}
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
                rules={[requiredRule(undefined, false)]}
              />
            </>
          ) : kind === 'manyOrders' ? (
            <>
              <ProFormDigit
                htmlFor="monitor-count"
                name="count"
                label={p('count')}
                fieldProps={{ id: 'monitor-count', ...count.input, style: { maxWidth: 200 } }}
                rules={count.rules}
              />
              <ProFormDigit
                htmlFor="monitor-window"
                name="windowMinutes"
                label={p('windowMinutes')}
                fieldProps={{ id: 'monitor-window', ...windowMinutes.input, style: { maxWidth: 200 } }}
                rules={windowMinutes.rules}
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
        fieldProps={{ id: 'monitor-note', ...note.input, autoSize: { minRows: 2 } }}
        rules={note.rules}
      />
    </>
  );
}
