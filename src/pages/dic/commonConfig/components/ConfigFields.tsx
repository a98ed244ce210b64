import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Form, Input, Space, Switch } from 'antd';
import { useEffect, useRef } from 'react';
import { useGameOptions, useText } from '@/hooks';
import {
  CONFIG_TYPES,
  configValueProblem,
  formatJson,
  KEY_PATTERN,
  SWITCH_OFF,
  SWITCH_ON,
  valueForType,
  type ConfigType,
} from './valueRules';

/**
 * The fields of a common-config entry, shared by the create page and the list's edit modal: the value input follows
 * the type (switch '1'/'0', number, JSON that must parse, text). Built-in keys keep their key, type and scope.
 */
export function useTypeEnum() {
  const t = useText();
  return Object.fromEntries(CONFIG_TYPES.map((k) => [k, { text: t(`pages.dic.commonConfig.type.${k}`) }]));
}

function ValueField({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  const form = Form.useFormInstance();
  const type = Form.useWatch('type', form) as ConfigType | undefined;
  const lastType = useRef<ConfigType | undefined>(type);

  useEffect(() => {
    if (!type || lastType.current === type) return;
    if (lastType.current !== undefined) form.setFieldValue('value', valueForType(type, form.getFieldValue('value')));
    lastType.current = type;
  }, [type, form]);

  const rules = [
    {
      validator: (_: unknown, value: unknown) => {
        const problem = configValueProblem(type, value);
        return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
      },
    },
  ];
  const label = t('pages.dic.commonConfig.value');
  const id = `${idPrefix}-value`;

  if (type === 'switch') {
    return (
      <Form.Item
        htmlFor={id}
        name="value"
        label={label}
        rules={rules}
        valuePropName="checked"
        getValueProps={(v: unknown) => ({ checked: v === SWITCH_ON })}
        normalize={(checked: boolean) => (checked ? SWITCH_ON : SWITCH_OFF)}
      >
        <Switch
          id={id}
          checkedChildren={t('pages.dic.commonConfig.switch.on')}
          unCheckedChildren={t('pages.dic.commonConfig.switch.off')}
        />
      </Form.Item>
    );
  }
  if (type === 'json') {
    return (
      <Form.Item label={label} required>
        <Form.Item name="value" rules={rules} noStyle>
          <Input.TextArea
            id={id}
            autoSize={{ minRows: 4, maxRows: 14 }}
            style={{ fontFamily: 'monospace' }}
            maxLength={4000}
          />
        </Form.Item>
        <Space style={{ marginTop: 8 }}>
          <Button
            size="small"
            id={`${idPrefix}-format`}
            onClick={() => {
              const pretty = formatJson(String(form.getFieldValue('value') || ''));
              if (pretty !== null) form.setFieldValue('value', pretty);
              else form.validateFields(['value']).catch(() => undefined);
            }}
          >
            {t('pages.dic.commonConfig.formatJson')}
          </Button>
        </Space>
      </Form.Item>
    );
  }
  return (
    <Form.Item htmlFor={id} name="value" label={label} rules={rules} required>
      {type === 'number' ? (
        <Input id={id} inputMode="decimal" maxLength={32} style={{ maxWidth: 240 }} />
      ) : (
        <Input.TextArea id={id} autoSize={{ minRows: 1, maxRows: 8 }} maxLength={4000} />
      )}
    </Form.Item>
  );
}

export default function ConfigFields({ idPrefix, builtIn = false }: { idPrefix: string; builtIn?: boolean }) {
  const t = useText();
  const typeEnum = useTypeEnum();
  const games = useGameOptions(true);
  return (
    <>
      <ProFormText
        htmlFor={`${idPrefix}-key`}
        name="key"
        label={t('pages.dic.commonConfig.key')}
        disabled={builtIn}
        tooltip={builtIn ? t('pages.dic.commonConfig.builtIn.fixed') : undefined}
        fieldProps={{ id: `${idPrefix}-key`, maxLength: 64 }}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.required'),
          },
          {
            pattern: KEY_PATTERN,
            message: t('pages.dic.commonConfig.key.pattern'),
          },
        ]}
      />
      <ProFormSelect
        htmlFor={`${idPrefix}-type`}
        name="type"
        label={t('pages.dic.commonConfig.type')}
        disabled={builtIn}
        valueEnum={typeEnum}
        allowClear={false}
        fieldProps={{ id: `${idPrefix}-type` }}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ValueField idPrefix={idPrefix} />
      <ProFormSelect
        htmlFor={`${idPrefix}-scope`}
        name="scopeGameId"
        label={t('pages.dic.commonConfig.scope')}
        disabled={builtIn}
        options={games}
        allowClear={false}
        fieldProps={{
          id: `${idPrefix}-scope`,
          showSearch: true,
          optionFilterProp: 'label',
        }}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ProFormTextArea
        htmlFor={`${idPrefix}-description`}
        name="description"
        label={t('pages.dic.commonConfig.description')}
        fieldProps={{
          id: `${idPrefix}-description`,
          maxLength: 200,
          autoSize: { minRows: 2 },
        }}
      />
    </>
  );
}
