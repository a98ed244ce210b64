import { useRequest } from 'ahooks';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { LINE_SERVICES } from '@/features/orders';
import { formatDate } from '@/utils/businessTime';
import { pageQuery } from '@/utils/pageQuery';

/**
 * The invoice form's orders: typed order numbers (Enter or a comma between them), or picked from an account's paid
 * OG orders (the account typed beside it; its newest 100 orders are read and the paid ones offered). The backend
 * checks they are one account's paid orders in one currency and not already invoiced.
 */
const PAID = new Set(['paid', 'delivered', 'delivery_failed']);

export default function OrderPicker(props: { id?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  const t = useText();
  const money = useMoney();
  const [account, setAccount] = useState('');
  const { data: paid = [], loading } = useRequest(
    async () => {
      if (!account) return [];
      const res = await LINE_SERVICES.ogorder.flowPage(pageQuery({ size: 100 }, { account }));
      return res.data.list.filter((o) => PAID.has(o.status));
    },
    { refreshDeps: [account] },
  );
  const options = paid.map((o) => ({
    value: o.orderNo,
    label: `${o.orderNo} · ${money.format(o.amount, o.currency)} · ${formatDate(o.created)}`,
  }));
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Search
        id="ogorder-bill-pick-account"
        placeholder={t('pages.ogorder.bill.pickAccount')}
        style={{ width: 200 }}
        allowClear
        loading={loading}
        onSearch={(v) => setAccount(v.trim())}
      />
      <Select
        id={props.id}
        mode="tags"
        value={props.value}
        onChange={props.onChange}
        options={options}
        tokenSeparators={[' ', ',', '，']}
        placeholder={t('pages.ogorder.bill.orderNos.placeholder')}
        style={{ flex: 1 }}
      />
    </Space.Compact>
  );
}
