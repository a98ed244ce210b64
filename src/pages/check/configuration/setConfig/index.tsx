import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { history, useAccess } from '@umijs/max';
import {
  Alert,
  Badge,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Skeleton,
  Space,
  Table,
  Tag,
  message,
} from 'antd';
import { useRequest } from 'ahooks';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import { useState } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { getCheckItem, saveCheckItemParams, type CheckItem, type CheckItemParam } from '../../service';
import { severityEnum } from '../../components/severity';
import { queryId } from '@/utils/format';
import { CHECK_PATHS } from '../../paths';
import { duplicateParamKeys, paramProblem, splitList, toParams } from '../components/items';
import RecordNotFound from '@/components/RecordNotFound';
import { CHECK_PARAM_FIELDS as F } from '@/contract/checkFields';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import { fieldRules } from '@/utils/fieldRules';
import ActionLink from '@/components/ActionLink';

/**
 * /check/configuration/setConfig?id=… (hidden): one check item's parameters (key, name, value), saved as a whole set.
 * A built-in item's keys are the ones its check reads, so only their values change; a new item can also gain or
 * lose rows. Numbers and lists are checked before saving. A failed save keeps what was typed.
 */
const EDIT = action(CHECK_PATHS.configuration, 'edit');

type FormValues = { params: Array<Partial<CheckItemParam>> };

const paramsToForm = (item: CheckItem) => ({ params: item.params.map((p) => ({ ...p })) });

export default function SetConfigPage() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <SetConfig key={id ?? 'none'} id={id} />;
}

function SetConfig({ id }: { id?: number }) {
  const t = useText();
  const { can } = useAccess();
  const editable = can(EDIT);
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const rows = (Form.useWatch('params', form) as FormValues['params'] | undefined) || [];
  // a parameter's lengths are the contract's (src/contract/checkFields.ts)
  const keyRules = fieldRules(F.key, { requiredMessage: t('pages.check.param.key.required') });
  const nameRules = fieldRules(F.name);
  const valueRules = fieldRules(F.value);

  // a missing item shows this page's not-found view, not a second notice (the page is keyed by the id: one read)
  const { data: item, error } = useRequest(
    async () => (await getCheckItem({ id: Number(id) }, { skipErrorHandler: true })).data,
    {
      ready: Boolean(id),
      onSuccess: (found: CheckItem) => form.setFieldsValue(paramsToForm(found)),
    },
  );
  // the parameters are the item's: the save carries the item's version, a stale save stays here (docs/rules.md
  // "Request ids and versions")
  const versions = useVersionedSave<CheckItem>({ form, record: item, toForm: paramsToForm });
  const missing = !id || Boolean(error);

  const back = () => history.push(CHECK_PATHS.configuration);

  const save = async (v: FormValues) => {
    if (!id || saving) return;
    setSaving(true);
    try {
      await versions.save((baseVersion) =>
        saveCheckItemParams(
          { id, params: toParams(v.params || []), baseVersion: baseVersion as number },
          { handles: versions.handles },
        ),
      );
      message.success(t('crud.saved'));
      back();
    } catch {
      // shown by the request layer; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  if (missing) {
    return <RecordNotFound message={t('pages.check.setConfig.notFound')} backText={t('common.back')} onBack={back} />;
  }
  if (!item) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }

  const fixedKeys = item.builtIn;
  const severity = severityEnum(t)[item.severity];

  return (
    <Card
      title={t('pages.check.setConfig.title', { code: item.code, name: item.name })}
      extra={<ActionLink onClick={back}>{t('common.back')}</ActionLink>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('pages.check.item.category')}>{item.category}</Descriptions.Item>
        <Descriptions.Item label={t('pages.check.item.severity')}>
          <Badge status={severity.status.toLowerCase() as 'error'} text={severity.text} />
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.check.item.enabled')}>
          {item.enabled ? <Tag color="success">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>}
        </Descriptions.Item>
        {item.rule && <Descriptions.Item label={t('pages.check.item.rule')}>{item.rule}</Descriptions.Item>}
      </Descriptions>
      {fixedKeys && (
        <Alert type="info" showIcon message={t('pages.check.setConfig.builtInHint')} style={{ marginBottom: 16 }} />
      )}
      {versions.conflict && (
        <StaleSaveNotice
          id="setConfig-stale"
          conflict={versions.conflict}
          changes={versions.changes}
          labels={{ params: t('pages.check.item.params') }}
          onReapply={versions.reapply}
        />
      )}
      <Form<FormValues>
        id="setConfig-form"
        form={form}
        onFinish={save}
        disabled={!editable || saving}
        initialValues={{ params: [] }}
      >
        <Form.List name="params">
          {(fields, { add, remove }) => (
            <>
              <Table
                id="setConfig-params"
                size="small"
                bordered
                rowKey="key"
                pagination={false}
                dataSource={fields}
                locale={{
                  emptyText: (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.check.setConfig.none')} />
                  ),
                }}
                columns={[
                  {
                    title: t('pages.check.param.key'),
                    width: 200,
                    render: (_, field, i) => (
                      <Form.Item
                        name={[field.name, 'key']}
                        style={{ margin: 0 }}
                        rules={[
                          ...keyRules.rules,
                          {
                            validator: (_r, value: unknown) => {
                              const key = typeof value === 'string' ? value.trim() : '';
                              const all = (form.getFieldValue('params') as FormValues['params'] | undefined) || [];
                              return key && duplicateParamKeys(all).includes(key)
                                ? Promise.reject(new Error(t('pages.check.param.key.duplicate')))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <Input
                          id={`setConfig-param-${i}-key`}
                          {...keyRules.input}
                          disabled={fixedKeys || !editable || saving}
                          autoComplete="off"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('pages.check.param.name'),
                    width: 200,
                    render: (_, field, i) => (
                      <Form.Item name={[field.name, 'name']} style={{ margin: 0 }} rules={nameRules.rules}>
                        <Input id={`setConfig-param-${i}-name`} autoComplete="off" {...nameRules.input} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('pages.check.param.value'),
                    render: (_, field, i) => {
                      const key = String(rows[field.name]?.key || '').trim();
                      const items = splitList(rows[field.name]?.value);
                      const isList = ['keys', 'paths', 'required', 'banned'].includes(key);
                      return (
                        <>
                          <Form.Item
                            name={[field.name, 'value']}
                            style={{ margin: 0 }}
                            rules={[
                              ...valueRules.rules,
                              {
                                validator: (_r, value: unknown) => {
                                  const problem = paramProblem(key, typeof value === 'string' ? value : '');
                                  return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
                                },
                              },
                            ]}
                          >
                            {isList ? (
                              <Input.TextArea
                                id={`setConfig-param-${i}-value`}
                                autoSize={{ minRows: 1, maxRows: 6 }}
                                {...valueRules.input}
                              />
                            ) : (
                              <Input id={`setConfig-param-${i}-value`} autoComplete="off" {...valueRules.input} />
                            )}
                          </Form.Item>
                          {isList && items.length > 0 && (
                            <Space size={[4, 4]} wrap style={{ marginTop: 4 }}>
                              {items.map((x) => (
                                <Tag key={x}>{x}</Tag>
                              ))}
                            </Space>
                          )}
                        </>
                      );
                    },
                  },
                  ...(fixedKeys
                    ? []
                    : [
                        {
                          title: '',
                          width: 48,
                          render: (_: unknown, field: { name: number }, i: number) => (
                            <Button
                              id={`setConfig-param-${i}-remove`}
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('pages.check.param.remove')}
                              onClick={() => remove(field.name)}
                            />
                          ),
                        },
                      ]),
                ]}
              />
              {!fixedKeys && (
                <Button
                  id="setConfig-param-add"
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  style={{ marginTop: 8 }}
                  onClick={() => add({ key: '', name: '', value: '' })}
                >
                  {t('pages.check.param.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={back} disabled={false}>
            {t('common.back')}
          </Button>
          {editable && (
            <Button type="primary" htmlType="submit" id="setConfig-submit" loading={saving}>
              {t('common.save')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
