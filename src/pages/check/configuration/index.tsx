import {
  ProFormDependency,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Space, Switch, Tag, Tooltip, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import {
  addCheckItem,
  deleteCheckItem,
  editCheckItem,
  pageCheckItems,
  type CheckItem,
  type CheckItemAdd,
  type CheckItemEdit,
  type CheckItemKind,
} from '../service';
import type { PageQuery } from '@/services/types';
import { yesNoEnum } from '@/components/status';
import { severityEnum } from '../components/severity';
import { CHECK_PATHS } from '../paths';
import { toAddPayload, type AddValues } from './components/items';
import { CHECK_ITEM_FIELDS as F, CHECK_PARAM_FIELDS } from '@/contract/checkFields';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import ActionLink from '@/components/ActionLink';

/**
 * /check/configuration: the check items the self-check runs — code, name, category, rule, severity, enabled, and
 * their parameters (edited on /check/configuration/setConfig?id=…). Built-in items cannot be deleted; new items check
 * that channel.json carries parameters (PARAM_PRESENT) or that the package holds files (ENTRY_PRESENT). Enabled can be
 * flipped in the list.
 */
const AUTH = {
  add: action(CHECK_PATHS.configuration, 'add'),
  edit: action(CHECK_PATHS.configuration, 'edit'),
  remove: action(CHECK_PATHS.configuration, 'delete'),
  export: action(CHECK_PATHS.configuration, 'export'),
};

/** The list's "code or name" filter is the backend's `keyword` (CrudTable keeps ProTable's own keyword out). */
const page = (q: PageQuery) => {
  const { search, enabled, ...rest } = q;
  return pageCheckItems({
    ...rest,
    ...(search ? { keyword: String(search) } : {}),
    ...(enabled === undefined || enabled === '' ? {} : { enabled: enabled === true || enabled === 'true' }),
  });
};

export default function CheckConfigurationPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const [switching, setSwitching] = useState<number>();

  const toggle = async (item: CheckItem, enabled: boolean) => {
    setSwitching(item.id);
    try {
      // a switch in the row: the row's version goes along; a stale one is refused with who and when (docs/rules.md
      // "Request ids and versions") and the list reloads
      await editCheckItem({ id: item.id, enabled, baseVersion: item.recordVersion });
      message.success(t(enabled ? 'pages.check.item.enabledOn' : 'pages.check.item.enabledOff', { name: item.name }));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer; a stale row is read again
      actionRef.current?.reload();
    } finally {
      setSwitching(undefined);
    }
  };

  const columns: ProColumns<CheckItem>[] = [
    {
      title: t('pages.check.item.search'),
      dataIndex: 'search',
      hideInTable: true,
      hideInDescriptions: true,
    },
    {
      title: t('pages.check.item.code'),
      dataIndex: 'code',
      copyable: true,
      hideInSearch: true,
      render: (_, item) => (
        <Space size={4}>
          <span>{item.code}</span>
          {item.builtIn && <Tag bordered={false}>{t('pages.check.item.builtIn')}</Tag>}
        </Space>
      ),
      renderText: (v: string) => v,
    },
    { title: t('pages.check.item.name'), dataIndex: 'name', hideInSearch: true },
    { title: t('pages.check.item.category'), dataIndex: 'category' },
    { title: t('pages.check.item.kind'), dataIndex: 'kind', hideInSearch: true, hideInTable: true },
    {
      title: t('pages.check.item.rule'),
      dataIndex: 'rule',
      hideInSearch: true,
      render: (_, item) => (
        <Typography.Text ellipsis={{ tooltip: item.rule }} style={{ maxWidth: 240 }}>
          {item.rule || '-'}
        </Typography.Text>
      ),
      renderText: (v: string) => v,
    },
    { title: t('pages.check.item.severity'), dataIndex: 'severity', hideInSearch: true, valueEnum: severityEnum(t) },
    {
      title: t('pages.check.item.enabled'),
      dataIndex: 'enabled',
      valueType: 'select',
      valueEnum: yesNoEnum(t),
      render: (_, item) => (
        <Switch
          id={`checkItem-enabled-${item.id}`}
          aria-label={`${t('pages.check.item.enabled')}: ${item.name}`}
          size="small"
          checked={item.enabled}
          loading={switching === item.id}
          disabled={!can(AUTH.edit) || (switching !== undefined && switching !== item.id)}
          onChange={(v) => toggle(item, v)}
        />
      ),
    },
    {
      title: t('pages.check.item.params'),
      dataIndex: 'params',
      hideInSearch: true,
      render: (_, item) =>
        item.params.length ? (
          <Space size={[4, 4]} wrap style={{ maxWidth: 320 }}>
            {item.params.map((p) => (
              <Tooltip key={p.key} title={p.name ? `${p.name}: ${p.value}` : p.value}>
                <Tag style={{ maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {p.key}={p.value}
                </Tag>
              </Tooltip>
            ))}
          </Space>
        ) : (
          '-'
        ),
      renderText: (_, item) => item.params.map((p) => `${p.key}=${p.value}`).join('; '),
    },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  // choices, lengths and the code's pattern are the contract's (src/contract/checkFields.ts)
  const kindOptions = fieldOptions(F.kind, (k) => t(`pages.check.kind.${k}`));
  const severities = severityEnum(t);
  const severityOptions = fieldOptions(F.severity, (s) => severities[s].text);
  const choose = requiredRule(undefined, false);
  const hint = t('pages.check.item.code.hint');
  const code = fieldRules(F.code, { lengthMessage: hint, patternMessage: hint });
  const name = fieldRules(F.name);
  const category = fieldRules(F.category);
  const rule = fieldRules(F.rule);
  // a new item's list is its one list parameter's value: required here, the kind's check needs one entry at least
  const targets = fieldRules(CHECK_PARAM_FIELDS.value, { required: true });

  return (
    <CrudTable<CheckItem, CheckItemAdd | Omit<CheckItemEdit, 'baseVersion'>>
      id="checkItem"
      headerTitle={t('pages.check.item.title')}
      actionRef={actionRef}
      columns={columns}
      formWidth={620}
      service={{
        page,
        add: (p, o) => addCheckItem(p as CheckItemAdd, o),
        edit: (p, o) => editCheckItem({ ...(p as Omit<CheckItemEdit, 'baseVersion'>), baseVersion: p.baseVersion }, o),
        remove: (item) => deleteCheckItem({ id: item.id }),
      }}
      authority={AUTH}
      exportName={t('pages.check.item.exportName')}
      canDelete={(item) => !item.builtIn}
      deleteDisabledTip={() => t('pages.check.item.builtIn.noDelete')}
      toPayload={(v, record) =>
        record
          ? {
              id: record.id,
              name: String(v.name ?? '').trim(),
              category: String(v.category ?? '').trim(),
              rule: String(v.rule ?? '').trim(),
              severity: v.severity as CheckItem['severity'],
              enabled: v.enabled !== false,
            }
          : toAddPayload(v as AddValues, t(`pages.check.kind.${String(v.kind)}.list`))
      }
      rowActions={(item) => [
        <ActionLink
          key="params"
          id={`checkItem-params-${item.id}`}
          onClick={() => history.push(`${CHECK_PATHS.setConfig}?id=${item.id}`)}
        >
          {t('pages.check.item.editParams')}
        </ActionLink>,
      ]}
      formFields={(record) => (
        <>
          <ProFormText
            htmlFor="checkItem-form-code"
            name="code"
            label={t('pages.check.item.code')}
            disabled={Boolean(record)}
            tooltip={t('pages.check.item.code.hint')}
            rules={code.rules}
            fieldProps={{ id: 'checkItem-form-code', ...code.input }}
          />
          {!record && (
            <ProFormSelect
              htmlFor="checkItem-form-kind"
              name="kind"
              label={t('pages.check.item.kind')}
              initialValue="PARAM_PRESENT"
              rules={[choose]}
              options={kindOptions}
              fieldProps={{ id: 'checkItem-form-kind' }}
            />
          )}
          <ProFormText
            htmlFor="checkItem-form-name"
            name="name"
            label={t('pages.check.item.name')}
            rules={name.rules}
            fieldProps={{ id: 'checkItem-form-name', ...name.input }}
          />
          <ProFormText
            htmlFor="checkItem-form-category"
            name="category"
            label={t('pages.check.item.category')}
            rules={category.rules}
            fieldProps={{ id: 'checkItem-form-category', ...category.input }}
          />
          <ProFormTextArea
            htmlFor="checkItem-form-rule"
            name="rule"
            label={t('pages.check.item.rule')}
            rules={rule.rules}
            fieldProps={{ id: 'checkItem-form-rule', ...rule.input }}
          />
          <ProFormSelect
            htmlFor="checkItem-form-severity"
            name="severity"
            label={t('pages.check.item.severity')}
            initialValue="error"
            rules={[choose]}
            options={severityOptions}
            fieldProps={{ id: 'checkItem-form-severity' }}
          />
          <ProFormSwitch name="enabled" label={t('pages.check.item.enabled')} initialValue />
          {!record && (
            <ProFormDependency name={['kind']}>
              {({ kind }: { kind?: CheckItemKind }) => (
                <ProFormTextArea
                  htmlFor="checkItem-form-targets"
                  name="targets"
                  label={t(`pages.check.kind.${kind || 'PARAM_PRESENT'}.list`)}
                  tooltip={t('pages.check.item.targets.hint')}
                  rules={targets.rules}
                  fieldProps={{
                    id: 'checkItem-form-targets',
                    ...targets.input,
                    placeholder: kind === 'ENTRY_PRESENT' ? 'assets/privacy.html' : 'appId, appKey',
                  }}
                />
              )}
            </ProFormDependency>
          )}
        </>
      )}
    />
  );
}
