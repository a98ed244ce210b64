import type { ProColumns } from '@ant-design/pro-components';
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { WHITELIST_FIELDS as F } from '@/contract/order/fields';
import { useText } from '@/hooks';
import { fieldRules } from '@/utils/fieldRules';
import type { LineConfig } from './config';
import { orderColumns } from './columns';
import OrderDrawer from './OrderDrawerOnDemand';
import { useChildGameOptions } from './hooks';
import type { OrderRow, WhitelistRow } from './types';

/**
 * /order/check and /ogorder/check: the test orders (orders of whitelisted test accounts; never counted in totals or
 * statistics) and the whitelist itself (add an account with a note; remove with confirmation), as two tabs.
 */
export default function CheckScreen({ config }: { config: LineConfig }) {
  const t = useText();
  const [tab, setTab] = useState('orders');
  const [openNo, setOpenNo] = useState<string>();
  const childGames = useChildGameOptions();
  const p = (k: string) => t(`pages.order.field.${k}`);
  const whitelistColumns: ProColumns<WhitelistRow>[] = [
    { title: p('account'), dataIndex: 'account' },
    { title: p('note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: p('orderCount'), dataIndex: 'orderCount', hideInSearch: true, align: 'right' },
    { title: p('createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    { title: p('addedAt'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];
  const pre = config.idPrefix;
  // lengths are the contract's (src/contract/order/fields.ts)
  const account = fieldRules(F.account, { requiredMessage: t('pages.order.check.accountRequired') });
  const note = fieldRules(F.note, { requiredMessage: t('pages.order.check.noteRequired') });
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'orders',
            label: t('pages.order.check.orders'),
            children: (
              <CrudTable<OrderRow>
                id={`${pre}-check-table`}
                rowKey="orderNo"
                columns={orderColumns(t, { onOpen: (r) => setOpenNo(r.orderNo), childGames })}
                service={{ page: config.service.checkPage }}
                authority={{ export: config.buttons.checkExport }}
                exportName={t(config.texts.checkExport)}
                onView={(r) => setOpenNo(r.orderNo)}
              />
            ),
          },
          {
            key: 'whitelist',
            label: t('pages.order.check.whitelist'),
            children: (
              <CrudTable<WhitelistRow, { account: string; note: string }>
                id={`${pre}-whitelist-table`}
                columns={whitelistColumns}
                service={{
                  page: config.service.whitelistPage,
                  add: (v, o) => config.service.whitelistAdd({ account: v.account.trim(), note: v.note.trim() }, o),
                  remove: (r) => config.service.whitelistDelete({ id: r.id }),
                }}
                toPayload={(v) => ({ account: String(v.account ?? ''), note: String(v.note ?? '') })}
                authority={{
                  add: config.buttons.whitelistAdd,
                  remove: config.buttons.whitelistDelete,
                  export: config.buttons.checkExport,
                }}
                exportName={t(config.texts.whitelistExport)}
                formFields={() => (
                  <>
                    <ProFormText
                      htmlFor={`${pre}-whitelist-account`}
                      name="account"
                      label={p('account')}
                      fieldProps={{ id: `${pre}-whitelist-account`, ...account.input }}
                      rules={account.rules}
                    />
                    <ProFormTextArea
                      htmlFor={`${pre}-whitelist-note`}
                      name="note"
                      label={p('note')}
                      fieldProps={{ id: `${pre}-whitelist-note`, ...note.input }}
                      rules={note.rules}
                    />
                  </>
                )}
              />
            ),
          },
        ]}
      />
      <OrderDrawer config={config} orderNo={openNo} onClose={() => setOpenNo(undefined)} onChanged={() => {}} />
    </>
  );
}
