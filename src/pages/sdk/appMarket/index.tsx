import { useAccess } from '@umijs/max';
import {
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Form, Switch, message } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import {
  addAppMarket,
  deleteAppMarket,
  editAppMarket,
  pageAppMarkets,
  type AppMarket,
  type AppMarketPayload,
} from '../service';
import { switchValue } from '@/utils/validate';
import { APP_MARKET_FIELDS as F } from '@/contract/sdk/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { integrationEnum, osEnum } from '../components/enums';
import CornerMarkField from './components/CornerMarkField';
import { useText } from '@/hooks';
import { SDK_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /sdk/appMarket: major channels (app markets) — name, code, OS, corner-mark image, integration status, and the
 * maintenance switch, which can be flipped right in the list (sent as '1'/'0', docs/rules.md "Switch values"). Delete
 * is refused by the backend while channel vendors still belong to the market (its message shows, nothing is
 * removed).
 */
const AUTH = {
  add: action(SDK_PATHS.appMarket, 'add'),
  edit: action(SDK_PATHS.appMarket, 'edit'),
  remove: action(SDK_PATHS.appMarket, 'delete'),
  export: action(SDK_PATHS.appMarket, 'export'),
};

export default function AppMarketPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [switching, setSwitching] = useState<number>();

  const toggleMaintenance = async (market: AppMarket, checked: boolean) => {
    setSwitching(market.id);
    try {
      // a switch in the row: the row's version goes along (docs/rules.md "Request ids and versions")
      await editAppMarket({
        id: market.id,
        maintenance: switchValue.toValue(checked) as '1' | '0',
        baseVersion: market.recordVersion,
      });
      message.success(
        t(checked ? 'pages.sdk.appMarket.maintenance.on' : 'pages.sdk.appMarket.maintenance.off', {
          name: market.name,
        }),
      );
      actionRef.current?.reload();
    } catch {
      // shown by the request layer; the switch stays as the backend has it (a stale row is read again)
      actionRef.current?.reload();
    } finally {
      setSwitching(undefined);
    }
  };

  const integration = integrationEnum(t);
  const os = osEnum();
  // every limit and pattern is the contract's (src/contract/sdk/fields.ts)
  const nameField = fieldRules(F.name);
  const codeField = fieldRules(F.code, {
    patternMessage: t('pages.sdk.codePattern'),
    lengthMessage: t('pages.sdk.codePattern'),
  });

  const columns: ProColumns<AppMarket>[] = [
    {
      title: t('pages.sdk.appMarket.cornerMark'),
      dataIndex: 'cornerMark',
      hideInSearch: true,
      width: 72,
      render: (_, m) => (m.cornerMark ? <img src={m.cornerMark} alt={m.code} width={32} height={32} /> : '-'),
      renderText: () => '',
    },
    { title: t('pages.sdk.appMarket.name'), dataIndex: 'name', fieldProps: { placeholder: t('pages.sdk.nameOrCode') } },
    { title: t('pages.sdk.appMarket.code'), dataIndex: 'code', copyable: true, hideInSearch: true },
    { title: t('pages.sdk.appMarket.os'), dataIndex: 'os', valueType: 'select', valueEnum: os },
    {
      title: t('pages.sdk.appMarket.integrationStatus'),
      dataIndex: 'integrationStatus',
      valueType: 'select',
      valueEnum: integration,
    },
    {
      title: t('pages.sdk.appMarket.maintenance'),
      dataIndex: 'maintenance',
      hideInSearch: true,
      valueEnum: { 1: { text: t('pages.sdk.yes') }, 0: { text: t('pages.sdk.no') } },
      render: (_, m) => (
        <Switch
          id={`appMarket-maintenance-${m.id}`}
          size="small"
          checked={switchValue.toChecked(String(m.maintenance))}
          loading={switching === m.id}
          disabled={!can(AUTH.edit) || (switching !== undefined && switching !== m.id)}
          checkedChildren={t('pages.sdk.appMarket.maintenance.short')}
          onChange={(checked) => toggleMaintenance(m, checked)}
        />
      ),
    },
    { title: t('pages.sdk.appMarket.channelCount'), dataIndex: 'channelCount', hideInSearch: true },
    { title: t('pages.sdk.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<AppMarket, AppMarketPayload>
      id="appMarket"
      headerTitle={t('pages.sdk.appMarket.title')}
      actionRef={actionRef}
      columns={columns}
      service={{
        page: pageAppMarkets,
        add: addAppMarket,
        edit: (p, o) => editAppMarket(p as AppMarketPayload & { id: number; baseVersion: number }, o),
        remove: (m) => deleteAppMarket({ id: m.id }),
      }}
      authority={AUTH}
      exportName={t('pages.sdk.appMarket.exportName')}
      deleteDisabledTip={() => t('pages.sdk.appMarket.deleteBlocked')}
      canDelete={(m) => !m.channelCount}
      toForm={(m) => ({ ...m, maintenance: switchValue.toChecked(String(m.maintenance)) })}
      toPayload={(v, record) => ({
        ...(record ? { id: record.id } : {}),
        name: String(v.name ?? '').trim(),
        code: String(v.code ?? '').trim(),
        os: v.os as AppMarket['os'],
        integrationStatus: v.integrationStatus as AppMarket['integrationStatus'],
        maintenance: switchValue.toValue(Boolean(v.maintenance)) as '1' | '0',
        cornerMark: typeof v.cornerMark === 'string' && v.cornerMark !== record?.cornerMark ? v.cornerMark : undefined,
      })}
      formFields={() => (
        <>
          <ProFormText
            htmlFor="appMarket-form-name"
            name="name"
            label={t('pages.sdk.appMarket.name')}
            rules={nameField.rules}
            fieldProps={{ id: 'appMarket-form-name', ...nameField.input }}
          />
          <ProFormText
            htmlFor="appMarket-form-code"
            name="code"
            label={t('pages.sdk.appMarket.code')}
            tooltip={t('pages.sdk.codePattern')}
            rules={codeField.rules}
            fieldProps={{ id: 'appMarket-form-code', ...codeField.input }}
          />
          <ProFormSelect
            htmlFor="appMarket-form-os"
            name="os"
            label={t('pages.sdk.appMarket.os')}
            rules={[requiredRule(undefined, false)]}
            options={fieldOptions(F.os, (v) => os[v].text)}
            fieldProps={{ id: 'appMarket-form-os' }}
          />
          <ProFormSelect
            htmlFor="appMarket-form-integrationStatus"
            name="integrationStatus"
            label={t('pages.sdk.appMarket.integrationStatus')}
            rules={[requiredRule(undefined, false)]}
            initialValue="notIntegrated"
            options={fieldOptions(F.integrationStatus, (v) => integration[v].text)}
            fieldProps={{ id: 'appMarket-form-integrationStatus' }}
          />
          <ProFormSwitch
            name="maintenance"
            label={t('pages.sdk.appMarket.maintenance')}
            tooltip={t('pages.sdk.appMarket.maintenance.hint')}
          />
          <Form.Item name="cornerMark" label={t('pages.sdk.appMarket.cornerMark')}>
            <CornerMarkField />
          </Form.Item>
        </>
      )}
    />
  );
}
