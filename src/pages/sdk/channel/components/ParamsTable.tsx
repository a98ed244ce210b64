import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Table, Tooltip, type FormInstance } from 'antd';
import FieldSelect from '@/components/FieldSelect';
import { PARAM_FIELDS as F } from '@/contract/sdk/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { usedByEnum } from '../../components/enums';
import { blankParam, duplicateKeys, type ParamRow } from './params';
import { useText } from '@/hooks';

/**
 * The editable table of a channel vendor's parameter keys (a Form.List named `params`): key, name, required, who
 * uses it (client and build values go into the package, server values stay on the server and come back masked;
 * leaving a masked value as it is keeps it), and the value. A required client/build parameter without a value is
 * shown as a warning, not an error: the vendor can be saved while the value is still being obtained.
 */
export default function ParamsTable({ form, disabled }: { form: FormInstance; disabled?: boolean }) {
  const t = useText();
  const rows = (Form.useWatch('params', form) as ParamRow[] | undefined) || [];
  const users = usedByEnum(t);
  const usedBy = fieldOptions(F.usedBy, (v) => users[v].text);
  // each cell's limits are the contract's (src/contract/sdk/fields.ts); a key used twice is this table's own check
  const keyRules = fieldRules(F.key, {
    requiredMessage: t('pages.sdk.param.key.required'),
    patternMessage: t('pages.sdk.param.key.pattern'),
  });
  const nameRules = fieldRules(F.name, { requiredMessage: t('pages.sdk.param.name.required') });
  const valueRules = fieldRules(F.value);
  // a cell's control named by its column and its row's key (the table's header is not its label)
  const cellName = (column: string, i: number) => `${column}: ${rows[i]?.key?.trim() || i + 1}`;

  return (
    <Form.List name="params">
      {(fields, { add, remove }) => (
        <>
          <Table
            id="channel-params"
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: t('pages.sdk.param.none') }}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('pages.sdk.param.key'),
                width: 180,
                render: (_, field, i) => (
                  <Form.Item
                    name={[field.name, 'key']}
                    style={{ margin: 0 }}
                    validateTrigger={['onChange', 'onBlur']}
                    rules={[
                      ...keyRules.rules,
                      {
                        validator: (_r, value: unknown) => {
                          const key = typeof value === 'string' ? value.trim() : '';
                          const all = (form.getFieldValue('params') as ParamRow[] | undefined) || [];
                          return key && duplicateKeys(all).includes(key)
                            ? Promise.reject(new Error(t('pages.sdk.param.key.duplicate')))
                            : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <Input
                      id={`channel-param-${i}-key`}
                      aria-label={`${t('pages.sdk.param.key')}: ${i + 1}`}
                      placeholder="appKey"
                      autoComplete="off"
                      {...keyRules.input}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('pages.sdk.param.name'),
                width: 160,
                render: (_, field, i) => (
                  <Form.Item name={[field.name, 'name']} style={{ margin: 0 }} rules={nameRules.rules}>
                    <Input
                      id={`channel-param-${i}-name`}
                      aria-label={cellName(t('pages.sdk.param.name'), i)}
                      autoComplete="off"
                      {...nameRules.input}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('pages.sdk.param.required'),
                width: 70,
                align: 'center',
                render: (_, field, i) => (
                  <Form.Item name={[field.name, 'required']} valuePropName="checked" style={{ margin: 0 }}>
                    <Checkbox
                      id={`channel-param-${i}-required`}
                      aria-label={cellName(t('pages.sdk.param.required'), i)}
                    />
                  </Form.Item>
                ),
              },
              {
                title: (
                  <Tooltip title={t('pages.sdk.param.usedBy.hint')}>
                    <span>{t('pages.sdk.param.usedBy')}</span>
                  </Tooltip>
                ),
                width: 150,
                render: (_, field, i) => (
                  <Form.Item
                    name={[field.name, 'usedBy']}
                    style={{ margin: 0 }}
                    rules={[requiredRule(undefined, false)]}
                  >
                    <FieldSelect
                      id={`channel-param-${i}-usedBy`}
                      aria-label={cellName(t('pages.sdk.param.usedBy'), i)}
                      options={usedBy}
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('pages.sdk.param.value'),
                render: (_, field, i) => {
                  const row = rows[field.name];
                  const missing = Boolean(row?.required && row.usedBy !== 'server' && !String(row.value ?? '').trim());
                  return (
                    <Form.Item
                      name={[field.name, 'value']}
                      style={{ margin: 0 }}
                      rules={valueRules.rules}
                      validateStatus={missing ? 'warning' : undefined}
                      help={missing ? t('pages.sdk.param.value.missing') : undefined}
                      extra={row?.usedBy === 'server' ? t('pages.sdk.param.value.masked') : undefined}
                    >
                      <Input
                        id={`channel-param-${i}-value`}
                        aria-label={cellName(t('pages.sdk.param.value'), i)}
                        autoComplete="off"
                        style={{ minWidth: 240 }}
                        {...valueRules.input}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: '',
                width: 48,
                render: (_, field, i) => (
                  <Button
                    id={`channel-param-${i}-remove`}
                    type="text"
                    danger
                    disabled={disabled}
                    icon={<DeleteOutlined />}
                    aria-label={t('pages.sdk.param.remove')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            id="channel-param-add"
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={disabled}
            style={{ marginTop: 8 }}
            onClick={() => add(blankParam())}
          >
            {t('pages.sdk.param.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
