import type { ActionType, ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Badge, Button, Tag, Typography } from 'antd';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useAddressPreset } from '@/components/CrudTable/address';
import { ChangeReasonField, changeReasonOf, columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import {
  deleteCommonConfig,
  editCommonConfig,
  pageCommonConfigs,
  type CommonConfig,
  type CommonConfigPayload,
} from '../service';
import { useGameOptions, useText } from '@/hooks';
import ConfigFields, { useTypeEnum } from './components/ConfigFields';
import { SWITCH_ON } from './components/valueRules';
import { DIC_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /dic/commonConfig: typed key/value settings, general (通用[0]) or per game. New keys are made on the create page
 * (/dic/commonConfig/create); edits happen here in a modal. Built-in keys cannot be deleted (the button is disabled and
 * the backend refuses anyway). The scope filter takes several scopes; `?scopeGameId=0&scopeGameId=1` presets it (the
 * welcome page's configs that apply to a game link here: the general ones and the game's). Key and update time sort
 * on the backend (newest first otherwise).
 */
export default function CommonConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const typeEnum = useTypeEnum();
  const games = useGameOptions(true);
  const actionRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const presets = useAddressPreset(formRef, {
    keys: ['scopeGameId'],
    fields: { scopeGameId: 'gameId' },
    numbers: ['scopeGameId'],
    lists: ['scopeGameId'],
  });

  const columns: ProColumns<CommonConfig>[] = [
    {
      title: t('pages.dic.commonConfig.key'),
      dataIndex: 'key',
      sorter: true,
      render: (_, r) => (
        <span>
          <Typography.Text code>{r.key}</Typography.Text>
          {r.builtIn && <Tag color="gold">{t('pages.dic.commonConfig.builtIn')}</Tag>}
        </span>
      ),
      renderText: (v: unknown) => String(v ?? ''),
    },
    {
      title: t('pages.dic.commonConfig.value'),
      dataIndex: 'value',
      hideInSearch: true,
      render: (_, r) =>
        r.type === 'switch' ? (
          <Badge
            status={r.value === SWITCH_ON ? 'success' : 'default'}
            text={t(r.value === SWITCH_ON ? 'pages.dic.commonConfig.switch.on' : 'pages.dic.commonConfig.switch.off')}
          />
        ) : (
          <Typography.Text
            ellipsis={{ tooltip: r.value }}
            style={{
              maxWidth: 280,
              fontFamily: r.type === 'json' ? 'monospace' : undefined,
            }}
          >
            {r.value}
          </Typography.Text>
        ),
    },
    {
      title: t('pages.dic.commonConfig.type'),
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: typeEnum,
    },
    {
      title: t('pages.dic.commonConfig.scope'),
      dataIndex: 'gameId',
      valueType: 'select',
      fieldProps: {
        options: games,
        showSearch: true,
        optionFilterProp: 'label',
        mode: 'multiple',
      },
      search: { transform: (v: unknown) => (Array.isArray(v) ? { scopeGameIds: v } : { scopeGameId: v }) },
      render: (_, r) => (r.gameId === 0 ? <Tag>{r.gameName}</Tag> : r.gameName),
      renderText: (_: unknown, r: CommonConfig) => r.gameName,
    },
    {
      title: t('pages.dic.commonConfig.builtIn'),
      dataIndex: 'builtIn',
      valueType: 'select',
      valueEnum: {
        true: { text: t('common.yes') },
        false: { text: t('common.no') },
      },
      search: {
        transform: (v: unknown) => ({ builtIn: v === true || v === 'true' }),
      },
      hideInTable: true,
    },
    {
      title: t('pages.dic.commonConfig.description'),
      dataIndex: 'description',
      hideInSearch: true,
      ellipsis: true,
    },
    {
      title: t('common.updated'),
      dataIndex: 'updated',
      valueType: 'dateTime',
      sorter: true,
      hideInSearch: true,
    },
    {
      title: t('common.updatedBy'),
      dataIndex: 'updatedBy',
      hideInSearch: true,
    },
  ];

  return (
    <CrudTable<CommonConfig, CommonConfigPayload & { id: number }>
      id="config-table"
      columns={columns}
      actionRef={actionRef}
      formRef={formRef}
      openSearch={presets}
      service={{
        page: pageCommonConfigs,
        edit: editCommonConfig,
        remove: (r) => deleteCommonConfig({ id: r.id }),
      }}
      authority={{
        edit: action(DIC_PATHS.commonConfig, 'edit'),
        remove: action(DIC_PATHS.commonConfig, 'delete'),
        export: action(DIC_PATHS.commonConfig, 'export'),
      }}
      exportName={t('pages.dic.commonConfig.exportName')}
      rowActions={(r, reload) => [
        <HistoryLink
          key="history"
          record={{ kind: 'commonConfig', recordId: r.id }}
          readKey={DIC_PATHS.commonConfig}
          editKey={action(DIC_PATHS.commonConfig, 'edit')}
          title={r.key}
          labels={{ ...columnLabels(columns) }}
          onRolledBack={reload}
        />,
      ]}
      canDelete={(r) => !r.builtIn}
      deleteDisabledTip={() => t('pages.dic.commonConfig.builtIn.noDelete')}
      toForm={(r) => ({
        key: r.key,
        type: r.type,
        value: r.value,
        scopeGameId: r.gameId,
        description: r.description || '',
      })}
      toPayload={(values, r) => {
        const payload: CommonConfigPayload & { id: number } = {
          id: r?.id as number,
          value: String(values.value ?? ''),
          description: String(values.description ?? '').trim(),
          ...changeReasonOf(values),
        };
        if (!r?.builtIn) {
          payload.key = String(values.key ?? '').trim();
          payload.type = values.type as CommonConfig['type'];
          payload.scopeGameId = Number(values.scopeGameId);
        }
        return payload;
      }}
      formFields={(r) => (
        <>
          <ConfigFields idPrefix="config-edit" builtIn={Boolean(r?.builtIn)} />
          <ChangeReasonField id="config-edit-changeReason" />
        </>
      )}
      toolbar={(reload) => [
        <DeletedRecords
          key="deleted"
          kind="commonConfig"
          readKey={DIC_PATHS.commonConfig}
          editKey={action(DIC_PATHS.commonConfig, 'edit')}
          labels={{ ...columnLabels(columns) }}
          onRestored={reload}
        />,
        <Access key="create" accessible={can(action(DIC_PATHS.commonConfig, 'add'))}>
          <Button type="primary" id="config-create" onClick={() => history.push(DIC_PATHS.commonConfigCreate)}>
            {t('crud.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
