import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Form, Input, message, Select, Space, Tag } from 'antd';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { CURRENCIES } from '@/utils/money';
import { getThresholds, setThreshold } from '../service';
import { OGORDER_PATHS } from '../paths';
import { requiredRule } from '@/utils/fieldRules';
import { action } from '@/utils/action';

/**
 * The game's large-transfer thresholds, one per currency (an order at or above it is large; 0 sets none), shown and
 * set here (the `:threshold` button). The amount is typed as money in the interface language and parsed from the
 * digits.
 */
export default function ThresholdCard({ onChanged }: { onChanged: () => void }) {
  const t = useText();
  const money = useMoney();
  const { can } = useAccess();
  const [form] = Form.useForm<{ currency: string; amount: string }>();
  const { data, mutate } = useRequest(async () => (await getThresholds()).data.thresholds);
  const { run, loading } = useRequest(
    async (currency: (typeof CURRENCIES)[number], amount: number) => (await setThreshold({ currency, amount })).data,
    {
      manual: true,
      onSuccess: (d) => {
        mutate(d.thresholds);
        message.success(t('pages.ogorder.large.threshold.saved'));
        onChanged();
      },
    },
  );
  const p = (k: string) => t(`pages.ogorder.large.threshold.${k}`);
  const set = (data || []).filter((x) => x.amount > 0);
  return (
    <Card size="small" title={p('title')} style={{ marginBottom: 16 }} id="ogorder-large-threshold">
      <Space wrap style={{ marginBottom: can(action(OGORDER_PATHS.largeTransOrder, 'threshold')) ? 12 : 0 }}>
        {set.length
          ? set.map((x) => (
              <Tag key={x.currency} color="orange" data-currency={x.currency}>
                {x.currency} ≥ {money.format(x.amount, x.currency)}
              </Tag>
            ))
          : p('none')}
      </Space>
      {can(action(OGORDER_PATHS.largeTransOrder, 'threshold')) && (
        <Form
          form={form}
          layout="inline"
          initialValues={{ currency: 'CNY' }}
          onValuesChange={(changed) => {
            if ('currency' in changed) {
              const cur = (data || []).find((x) => x.currency === changed.currency);
              form.setFieldValue('amount', cur ? money.inputText(cur.amount, cur.currency) : '');
            }
          }}
          onFinish={(v) => {
            const cents = money.parse(v.amount, v.currency);
            if (cents === undefined) return;
            run(v.currency as (typeof CURRENCIES)[number], cents);
          }}
        >
          <Form.Item name="currency" label={p('currency')}>
            <Select style={{ width: 100 }} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item
            htmlFor="ogorder-large-threshold-amount"
            name="amount"
            label={p('amount')}
            rules={[
              requiredRule(p('amount.required'), false),
              {
                validator: async (_, v: string | undefined) => {
                  if (v && money.parse(v, form.getFieldValue('currency')) === undefined)
                    throw new Error(p('amount.format'));
                },
              },
            ]}
          >
            <Input
              id="ogorder-large-threshold-amount"
              inputMode="decimal"
              placeholder={money.inputText(0, form.getFieldValue('currency') ?? 'CNY')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading} id="ogorder-large-threshold-save">
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
