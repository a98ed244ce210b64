import { ProDescriptions, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Drawer, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import type { LineConfig } from './config';
import { orderColumns } from './columns';
import { refundStatusEnum } from './enums';
import NotifyModal from './NotifyModal';
import RefundApplyModal from './RefundApplyModal';
import { timelineItems } from './timeline';
import type { RefundRow } from './types';
import { canApplyRefund } from './rules';

/**
 * An order's details, read afresh from the backend each time it opens or changes: its fields, what is still
 * refundable, its timeline (created → paid → each notify attempt with the game server's answer → delivered / failed →
 * refund events) and its refunds; 补单 and 申请退款 for those granted them.
 */
export default function OrderDrawer(props: {
  config: LineConfig;
  orderNo?: string;
  onClose: () => void;
  /** something changed the order: the list refreshes too */
  onChanged: () => void;
}) {
  const t = useText();
  const money = useMoney();
  const { can } = useAccess();
  const { config, orderNo } = props;
  const { data, refresh, loading } = useRequest(
    async () => (orderNo ? (await config.service.flowDetail({ orderNo })).data : undefined),
    { refreshDeps: [orderNo], ready: Boolean(orderNo) },
  );
  const detail = data && data.order.orderNo === orderNo ? data : undefined;
  const changed = () => {
    refresh();
    props.onChanged();
  };
  const tr = (line: { id: string; values?: Record<string, string | number> }) => {
    const values = Object.fromEntries(
      Object.entries(line.values || {}).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('pages.') ? t(v) : v,
      ]),
    );
    return t(line.id, values);
  };
  const order = detail?.order;
  const fields = orderColumns(t).filter((c) => !c.hideInTable) as ProDescriptionsItemProps<NonNullable<typeof order>>[];

  return (
    <Drawer
      open={Boolean(orderNo)}
      onClose={props.onClose}
      width={720}
      title={t('pages.order.detail.title', { orderNo: orderNo || '' })}
      id={`${config.idPrefix}-order-drawer`}
      extra={
        order && (
          <Space>
            {detail.notifiable && can(config.buttons.notify) && (
              <NotifyModal config={config} orderNo={order.orderNo} onDone={changed} />
            )}
            {canApplyRefund(order) && can(config.buttons.refund) && (
              <RefundApplyModal config={config} order={order} onDone={changed} />
            )}
          </Space>
        )
      }
    >
      {!order ? (
        <Card loading={loading} bordered={false} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ProDescriptions column={2} dataSource={order} columns={fields} size="small" />
          <Typography.Text id={`${config.idPrefix}-order-refundable`}>
            {t('pages.order.detail.refundable', { left: money.format(detail.refundable, order.currency) })}
            {order.test && <Tag style={{ marginLeft: 8 }}>{t('pages.order.detail.test')}</Tag>}
          </Typography.Text>
          <Card size="small" title={t('pages.order.detail.timeline')}>
            <div id={`${config.idPrefix}-order-timeline`}>
              <Timeline
                items={timelineItems(detail.timeline, order.currency, money.locale).map((item) => ({
                  key: item.key,
                  color: item.color,
                  children: (
                    <div data-kind={item.title.id}>
                      <Typography.Text strong>{tr(item.title)}</Typography.Text>{' '}
                      <Typography.Text type="secondary">{formatTime(item.time)}</Typography.Text>
                      {item.lines.map((l) => (
                        <div key={l.id}>{tr(l)}</div>
                      ))}
                    </div>
                  ),
                }))}
              />
            </div>
          </Card>
          <Card size="small" title={t('pages.order.detail.refunds')}>
            {detail.refunds.length ? (
              <Table<RefundRow>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={detail.refunds}
                columns={[
                  { title: t('pages.order.field.refundNo'), dataIndex: 'refundNo' },
                  {
                    title: t('pages.order.field.amount'),
                    dataIndex: 'amount',
                    render: (v: number, r) => money.format(v, r.currency),
                  },
                  {
                    title: t('pages.order.field.status'),
                    dataIndex: 'status',
                    render: (v: RefundRow['status']) => refundStatusEnum(t)[v].text,
                  },
                  { title: t('pages.order.field.applicant'), dataIndex: 'applicant' },
                ]}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.order.detail.noRefunds')} />
            )}
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
