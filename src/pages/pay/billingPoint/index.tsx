import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { CURRENCY_ENUM } from '../components/options';
import { editPath, PAY_PATHS } from '../paths';
import { deleteBillingPoint, pageBillingPoints, type BillingPoint } from '../service';
import { action } from '@/utils/action';
import { centsPlain } from '@/utils/money';
import ImportDrawer from './components/ImportDrawer';

/**
 * /pay/billingPoint: the current game's products (product id, name, amount in integer cents with its currency,
 * channel product code, coins granted, status). Create and edit on /pay/billingPoint/create; CSV import with a
 * preview of every row.
 */
export default function BillingPointPage() {
  const t = useText();
  const money = useMoney();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [importing, setImporting] = useState(false);
  useReloadOnReturn(() => actionRef.current?.reload());

  const columns: ProColumns<BillingPoint>[] = [
    { title: t('pages.pay.productId'), dataIndex: 'productId', copyable: true },
    { title: t('pages.pay.productName'), dataIndex: 'name', hideInSearch: true },
    {
      title: t('pages.pay.amount'),
      dataIndex: 'amount',
      hideInSearch: true,
      align: 'right',
      render: (_, r) => money.format(r.amount, r.currency),
      // the CSV cell stays machine-readable: 1234.56 whatever the language
      renderText: (v: unknown, r) => centsPlain(Number(v), r.currency),
    },
    { title: t('pages.pay.currency'), dataIndex: 'currency', valueType: 'select', valueEnum: CURRENCY_ENUM },
    { title: t('pages.pay.channelProductCode'), dataIndex: 'channelProductCode', hideInSearch: true },
    { title: t('pages.pay.coins'), dataIndex: 'coins', hideInSearch: true, align: 'right' },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<BillingPoint>
        id="billing-table"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageBillingPoints, remove: (r) => deleteBillingPoint({ id: r.id }) }}
        authority={{
          remove: action(PAY_PATHS.billingPoint, 'delete'),
          export: action(PAY_PATHS.billingPoint, 'export'),
        }}
        exportName={t('pages.pay.billingPoint.exportName')}
        rowActions={(r) =>
          can(action(PAY_PATHS.billingPoint, 'edit'))
            ? [
                <ActionLink
                  key="edit"
                  id={`billing-edit-${r.id}`}
                  onClick={() => history.push(editPath(PAY_PATHS.billingPointCreate, r.id))}
                >
                  {t('crud.edit')}
                </ActionLink>,
              ]
            : []
        }
        toolbar={() => [
          <Access key="import" accessible={can('/api/mng/billingPoint/import')}>
            <Button id="billing-import" onClick={() => setImporting(true)}>
              {t('pages.pay.import')}
            </Button>
          </Access>,
          <Access key="create" accessible={can(action(PAY_PATHS.billingPoint, 'add'))}>
            <Button type="primary" id="billing-create" onClick={() => history.push(PAY_PATHS.billingPointCreate)}>
              {t('crud.add')}
            </Button>
          </Access>,
        ]}
      />
      <ImportDrawer
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => actionRef.current?.reload()}
      />
    </>
  );
}
