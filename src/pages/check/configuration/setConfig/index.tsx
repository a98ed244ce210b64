import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Alert, Badge, Button, Card, Descriptions, Empty, Form, Input, Skeleton, Space, Table, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { getCheckItem, saveCheckItemParams, type CheckItem, type CheckItemParam } from '@/pages/check/service';
import { severityEnum } from '../../components/severity';
import { queryId } from '@/utils/format';
import { CHECK_PATHS } from '../../paths';
import { duplicateParamKeys, paramProblem, splitList, toParams } from '../components/items';
import RecordNotFound from '@/components/RecordNotFound';

/**
 * /check/configuration/setConfig?id=… (hidden): one check item's parameters (key, name, value), saved as a whole set.
 * A built-in item's keys are the ones its check reads, so only their values change; a new item can also gain or
 * lose rows. Numbers and lists are checked before saving. A failed save keeps what was typed.
 */
const EDIT = '/check/configuration:edit';

type FormValues = { params: Array<Partial<CheckItemParam>> };

export default function SetConfigPage() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <SetConfig key={id ?? 'none'} id={id} />;
}

function SetConfig({ id }: { id?: number }) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const can = useAuthorized();
  const editable = can(EDIT);
  const [form] = Form.useForm<FormValues>();
  const [item, setItem] = useState<CheckItem>();
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const rows = (Form.useWatch('params', form) as FormValues['params'] | undefined) || [];

  const load = async (itemId: number) => {
    try {
      // a missing item shows this page's not-found view, not a second notice
      const found = (await getCheckItem({ id: itemId }, { skipErrorHandler: true })).data;
      setItem(found);
      form.setFieldsValue({ params: found.params.map((p) => ({ ...p })) });
    } catch {
      setMissing(true);
    }
  };

  useEffect(() => {
    if (id) load(id);
    else setMissing(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const back = () => history.push(CHECK_PATHS.configuration);

  const save = async (v: FormValues) => {
    if (!id || saving) return;
    setSaving(true);
    try {
      await saveCheckItemParams({ id, params: toParams(v.params || []) });
      message.success(f('crud.saved'));
      back();
    } catch {
      // shown by the request layer; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  if (missing) {
    return <RecordNotFound message={f('pages.check.setConfig.notFound')} backText={f('common.back')} onBack={back} />;
  }
  if (!item) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }

  const fixedKeys = item.builtIn;
  const severity = severityEnum(f)[item.severity];

  return (
    <Card title={f('pages.check.setConfig.title', { code: item.code, name: item.name })} extra={<a onClick={back}>{f('common.back')}</a>}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f('pages.check.item.category')}>{item.category}</Descriptions.Item>
        <Descriptions.Item label={f('pages.check.item.severity')}>
          <Badge status={severity.status.toLowerCase() as 'error'} text={severity.text} />
        </Descriptions.Item>
        <Descriptions.Item label={f('pages.check.item.enabled')}>
          {item.enabled ? <Tag color="success">{f('common.yes')}</Tag> : <Tag>{f('common.no')}</Tag>}
        </Descriptions.Item>
        {item.rule && <Descriptions.Item label={f('pages.check.item.rule')}>{item.rule}</Descriptions.Item>}
      </Descriptions>
      {fixedKeys && <Alert type="info" showIcon message={f('pages.check.setConfig.builtInHint')} style={{ marginBottom: 16 }} />}
      <Form<FormValues> id="setConfig-form" form={form} onFinish={save} disabled={!editable || saving} initialValues={{ params: [] }}>
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
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f('pages.check.setConfig.none')} /> }}
                columns={[
                  {
                    title: f('pages.check.param.key'),
                    width: 200,
                    render: (_, field, i) => (
                      <Form.Item
                        name={[field.name, 'key']}
                        style={{ margin: 0 }}
                        rules={[
                          { required: true, whitespace: true, message: f('pages.check.param.key.required') },
                          { max: 64 },
                          {
                            validator: (_r, value: unknown) => {
                              const key = typeof value === 'string' ? value.trim() : '';
                              const all = (form.getFieldValue('params') as FormValues['params'] | undefined) || [];
                              return key && duplicateParamKeys(all).includes(key)
                                ? Promise.reject(new Error(f('pages.check.param.key.duplicate')))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <Input id={`setConfig-param-${i}-key`} disabled={fixedKeys || !editable || saving} autoComplete="off" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: f('pages.check.param.name'),
                    width: 200,
                    render: (_, field, i) => (
                      <Form.Item name={[field.name, 'name']} style={{ margin: 0 }} rules={[{ max: 64 }]}>
                        <Input id={`setConfig-param-${i}-name`} autoComplete="off" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: f('pages.check.param.value'),
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
                              { max: 2000 },
                              {
                                validator: (_r, value: unknown) => {
                                  const problem = paramProblem(key, typeof value === 'string' ? value : '');
                                  return problem ? Promise.reject(new Error(f(problem))) : Promise.resolve();
                                },
                              },
                            ]}
                          >
                            {isList ? (
                              <Input.TextArea id={`setConfig-param-${i}-value`} autoSize={{ minRows: 1, maxRows: 6 }} />
                            ) : (
                              <Input id={`setConfig-param-${i}-value`} autoComplete="off" />
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
                              aria-label={f('pages.check.param.remove')}
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
                  {f('pages.check.param.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={back} disabled={false}>
            {f('common.back')}
          </Button>
          {editable && (
            <Button type="primary" htmlType="submit" id="setConfig-submit" loading={saving}>
              {f('common.save')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
