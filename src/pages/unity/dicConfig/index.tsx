import {
  PageContainer,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import { Card, Col, ColorPicker, Empty, Form, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import CrudTable from '@/components/CrudTable';
import {
  addDictItem,
  addDictType,
  deleteDictItem,
  deleteDictType,
  editDictItem,
  editDictType,
  pageDictItems,
  pageDictTypes,
  type DictItem,
  type DictType,
} from '../service';
import { statusEnum, toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { UNITY_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';
import { DICT_FIELDS as F } from '@/contract/unity/fields';
import { fieldRules } from '@/utils/fieldRules';

/**
 * /unity/dicConfig: dictionary types (code, name) and, for the chosen type, its items (label, value, sort, colour,
 * status). Built-in dictionaries feed the pages' options: they keep their code and cannot be deleted; a type with items
 * cannot be deleted either (the backend says why).
 */
const AUTH = {
  add: action(UNITY_PATHS.dicConfig, 'add'),
  edit: action(UNITY_PATHS.dicConfig, 'edit'),
  remove: action(UNITY_PATHS.dicConfig, 'delete'),
  export: action(UNITY_PATHS.dicConfig, 'export'),
};

export default function DicConfigPage() {
  const t = useText();
  const status = statusEnum(t);
  const [current, setCurrent] = useState<DictType>();
  // every limit and pattern is the contract's (src/contract/unity/fields.ts)
  const codeField = fieldRules(F.code, { patternMessage: t('pages.unity.dicConfig.code.pattern') });
  const typeNameField = fieldRules(F.name);
  const descriptionField = fieldRules(F.description);
  const labelField = fieldRules(F.label);
  const valueField = fieldRules(F.value);
  const sortField = fieldRules(F.sort);

  const typeColumns: ProColumns<DictType>[] = [
    {
      title: t('pages.unity.dicConfig.code'),
      dataIndex: 'code',
      search: { transform: (v: unknown) => ({ name: v }) },
      render: (_, r) => (
        <ActionLink id={`dict-open-${r.id}`} onClick={() => setCurrent(r)}>
          <Typography.Text code>{r.code}</Typography.Text>
        </ActionLink>
      ),
      renderText: (v: unknown) => String(v ?? ''),
    },
    { title: t('pages.unity.dicConfig.name'), dataIndex: 'name', hideInSearch: true },
    { title: t('pages.unity.dicConfig.itemCount'), dataIndex: 'itemCount', hideInSearch: true },
    {
      title: t('pages.unity.dicConfig.builtIn'),
      dataIndex: 'builtIn',
      hideInSearch: true,
      render: (_, r) => (r.builtIn ? <Tag color="gold">{t('pages.unity.dicConfig.builtIn')}</Tag> : null),
      renderText: (v: unknown) => (v ? t('common.yes') : t('common.no')),
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: status },
    { title: t('pages.unity.dicConfig.description'), dataIndex: 'description', hideInSearch: true, hideInTable: true },
    {
      title: t('common.updated'),
      dataIndex: 'updated',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
  ];

  const itemColumns: ProColumns<DictItem>[] = [
    {
      title: t('pages.unity.dicConfig.item.label'),
      dataIndex: 'label',
      render: (_, r) => (r.color ? <Tag color={r.color}>{r.label}</Tag> : r.label),
      renderText: (v: unknown) => String(v ?? ''),
    },
    { title: t('pages.unity.dicConfig.item.value'), dataIndex: 'value', hideInSearch: true, copyable: true },
    { title: t('pages.unity.dicConfig.item.sort'), dataIndex: 'sort', hideInSearch: true },
    { title: t('pages.unity.dicConfig.item.color'), dataIndex: 'color', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: status },
  ];

  return (
    <PageContainer title={t('menu.unity.dicConfig')}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <CrudTable<DictType, Partial<DictType>>
            id="dict-type-table"
            headerTitle={t('pages.unity.dicConfig.types')}
            columns={typeColumns}
            service={{
              page: pageDictTypes,
              add: addDictType,
              edit: (p, o) => editDictType({ ...p, id: Number(p.id) }, o),
              remove: (r) => deleteDictType({ id: r.id }),
            }}
            authority={AUTH}
            exportName={t('pages.unity.dicConfig.exportTypes')}
            canDelete={(r) => !r.builtIn}
            deleteDisabledTip={() => t('pages.unity.dicConfig.builtIn.noDelete')}
            rowActions={(r) => [
              <ActionLink key="items" id={`dict-items-${r.id}`} onClick={() => setCurrent(r)}>
                {t('pages.unity.dicConfig.items')}
              </ActionLink>,
            ]}
            toForm={(r) => ({ code: r.code, name: r.name, description: r.description || '', status: r.status === 1 })}
            toPayload={(v, r) => ({
              ...(r ? { id: r.id } : {}),
              code: String(v.code ?? '').trim(),
              name: String(v.name ?? '').trim(),
              description: String(v.description ?? '').trim(),
              status: toStatus(v.status ?? true),
            })}
            formFields={(r) => (
              <>
                <ProFormText
                  htmlFor="dict-form-code"
                  name="code"
                  label={t('pages.unity.dicConfig.code')}
                  disabled={Boolean(r?.builtIn)}
                  fieldProps={{ id: 'dict-form-code', ...codeField.input }}
                  rules={codeField.rules}
                />
                <ProFormText
                  htmlFor="dict-form-name"
                  name="name"
                  label={t('pages.unity.dicConfig.name')}
                  fieldProps={{ id: 'dict-form-name', ...typeNameField.input }}
                  rules={typeNameField.rules}
                />
                <ProFormTextArea
                  name="description"
                  label={t('pages.unity.dicConfig.description')}
                  fieldProps={descriptionField.input}
                  rules={descriptionField.rules}
                />
                <ProFormSwitch name="status" label={t('common.status')} initialValue />
              </>
            )}
          />
        </Col>
        <Col xs={24} xl={12}>
          {current ? (
            <CrudTable<DictItem, Partial<DictItem>>
              key={current.id}
              id="dict-item-table"
              headerTitle={t('pages.unity.dicConfig.itemsOf', { name: current.name, code: current.code })}
              columns={itemColumns}
              params={{ typeId: current.id }}
              service={{
                page: pageDictItems,
                add: addDictItem,
                edit: (p, o) => editDictItem({ ...p, id: Number(p.id) }, o),
                remove: (r) => deleteDictItem({ id: r.id }),
              }}
              authority={AUTH}
              exportName={t('pages.unity.dicConfig.exportItems', { code: current.code })}
              toForm={(r) => ({ label: r.label, value: r.value, sort: r.sort, color: r.color, status: r.status === 1 })}
              toPayload={(v, r) => ({
                ...(r ? { id: r.id } : {}),
                typeId: current.id,
                label: String(v.label ?? '').trim(),
                value: String(v.value ?? '').trim(),
                sort: v.sort === undefined || v.sort === null ? undefined : Number(v.sort),
                color: String(v.color ?? ''),
                status: toStatus(v.status ?? true),
              })}
              formFields={() => (
                <>
                  <ProFormText
                    htmlFor="dict-item-label"
                    name="label"
                    label={t('pages.unity.dicConfig.item.label')}
                    fieldProps={{ id: 'dict-item-label', ...labelField.input }}
                    rules={labelField.rules}
                  />
                  <ProFormText
                    htmlFor="dict-item-value"
                    name="value"
                    label={t('pages.unity.dicConfig.item.value')}
                    fieldProps={{ id: 'dict-item-value', ...valueField.input }}
                    rules={valueField.rules}
                  />
                  <ProFormDigit
                    name="sort"
                    label={t('pages.unity.dicConfig.item.sort')}
                    fieldProps={sortField.input}
                    rules={sortField.rules}
                  />
                  <Form.Item
                    name="color"
                    label={t('pages.unity.dicConfig.item.color')}
                    getValueFromEvent={(c: { toHexString: () => string } | null) =>
                      c ? c.toHexString().slice(0, 7) : ''
                    }
                  >
                    <ColorPicker allowClear disabledAlpha showText format="hex" />
                  </Form.Item>
                  <ProFormSwitch name="status" label={t('common.status')} initialValue />
                </>
              )}
            />
          ) : (
            <Card>
              <Empty description={t('pages.unity.dicConfig.pick')} />
            </Card>
          )}
        </Col>
      </Row>
    </PageContainer>
  );
}
