import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { DragSortTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Select, Space, Typography } from 'antd';
import type { PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { usePayTypeEnum } from '../../components/options';
import { moveItem } from './order';

interface Row extends Record<string, unknown> {
  key: PayType;
  payType: PayType;
}

/**
 * The ordered pay types of a pay list, as a form field (value: pay types in display order). Drag a row by its
 * handle to reorder, or use its up and down buttons (keyboard-reachable); add from the game's enabled pay types.
 */
export default function PayTypeOrder(props: {
  value?: PayType[];
  onChange?: (v: PayType[]) => void;
  /** the pay types that may be added: configured and enabled for the game */
  available: PayType[];
  loading?: boolean;
}) {
  const t = useText();
  const typeEnum = usePayTypeEnum();
  const value = props.value ?? [];
  const set = (next: PayType[]) => props.onChange?.(next);
  const rows: Row[] = value.map((p) => ({ key: p, payType: p }));
  const addable = props.available.filter((p) => !value.includes(p));

  const columns: ProColumns<Row>[] = [
    { title: t('pages.pay.payList.order'), dataIndex: 'sort', width: 80, render: (_, _r, i) => i + 1 },
    { title: t('pages.pay.payType'), dataIndex: 'payType', render: (_, r) => typeEnum[r.payType].text },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 160,
      render: (_, r, i) => [
        <Button
          key="up"
          size="small"
          type="text"
          id={`pay-list-up-${r.payType}`}
          aria-label={t('pages.pay.payList.up', { name: typeEnum[r.payType].text })}
          icon={<ArrowUpOutlined />}
          disabled={i === 0}
          onClick={() => set(moveItem(value, i, i - 1))}
        />,
        <Button
          key="down"
          size="small"
          type="text"
          id={`pay-list-down-${r.payType}`}
          aria-label={t('pages.pay.payList.down', { name: typeEnum[r.payType].text })}
          icon={<ArrowDownOutlined />}
          disabled={i === value.length - 1}
          onClick={() => set(moveItem(value, i, i + 1))}
        />,
        <Button
          key="remove"
          size="small"
          type="text"
          danger
          id={`pay-list-remove-${r.payType}`}
          aria-label={t('pages.pay.payList.remove', { name: typeEnum[r.payType].text })}
          icon={<DeleteOutlined />}
          onClick={() => set(value.filter((p) => p !== r.payType))}
        />,
      ],
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DragSortTable<Row>
        id="pay-list-order"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        dragSortKey="sort"
        // the handle's box is the one sortable button (pro-table's own icon is a second, nested one: docs/rules.md
        // "Accessibility"), named by the icon
        dragSortHandlerRender={(r: Row) => (
          <HolderOutlined
            aria-label={t('pages.pay.payList.drag', { name: typeEnum[r.payType].text })}
            style={{ marginInlineEnd: 8, padding: 4, fontSize: 12, cursor: 'grab' }}
          />
        )}
        onDragSortEnd={(_from, _to, next) => set(next.map((r) => r.payType))}
        search={false}
        options={false}
        toolBarRender={false}
        pagination={false}
        size="small"
        locale={{ emptyText: t('pages.pay.payList.none') }}
      />
      <Select<PayType>
        // remounted after each pick, so it shows its placeholder again
        key={value.join(',')}
        id="pay-list-add"
        aria-label={t('pages.pay.payList.add')}
        style={{ width: 280 }}
        placeholder={t('pages.pay.payList.add')}
        loading={props.loading}
        options={addable.map((p) => ({ value: p, label: typeEnum[p].text }))}
        onChange={(p) => set([...value, p])}
        notFoundContent={t('pages.pay.payList.noneLeft')}
      />
      <Typography.Text type="secondary">{t('pages.pay.payList.orderTip')}</Typography.Text>
    </Space>
  );
}
