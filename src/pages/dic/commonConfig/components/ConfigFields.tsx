import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Form, Input, Space, Switch } from 'antd';
import { useEffect, useRef } from 'react';
import { COMMON_CONFIG_FIELDS as F } from '@/contract/dicFields';
import { useGameOptions, useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import {
  CONFIG_TYPES,
  configValueProblem,
  formatJson,
  SWITCH_OFF,
  SWITCH_ON,
  valueForType,
  type ConfigType,
} from './valueRules';

/**
 * The fields of a common-config entry, shared by the create page and the list's edit modal: the value input follows
 * the type (switch '1'/'0', number, JSON that must parse, text). Built-in keys keep their key, type and scope. Lengths
 * and the key's pattern are the contract's (src/contract/dicFields.ts).
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
  // what the value's box takes (its check is configValueProblem's, per type)
  const text = fieldRules(F.value).input;

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
            {...text}
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
        <Input id={id} inputMode="decimal" style={{ maxWidth: 240 }} {...fieldRules(F.numberValue).input} />
      ) : (
        <Input.TextArea id={id} autoSize={{ minRows: 1, maxRows: 8 }} {...text} />
      )}
    </Form.Item>
  );
}

export default function ConfigFields({ idPrefix, builtIn = false }: { idPrefix: string; builtIn?: boolean }) {
  const t = useText();
  const typeEnum = useTypeEnum();
  const games = useGameOptions(true);
  const key = fieldRules(F.key, {
    lengthMessage: t('pages.dic.commonConfig.key.pattern'),
    patternMessage: t('pages.dic.commonConfig.key.pattern'),
  });
  const description = fieldRules(F.description);
  const choose = requiredRule(undefined, false);
  return (
    <>
      <ProFormText
        htmlFor={`${idPrefix}-key`}
        name="key"
        label={t('pages.dic.commonConfig.key')}
        disabled={builtIn}
        tooltip={builtIn ? t('pages.dic.commonConfig.builtIn.fixed') : undefined}
        fieldProps={{ id: `${idPrefix}-key`, ...key.input }}
        rules={key.rules}
      />
      <ProFormSelect
        htmlFor={`${idPrefix}-type`}
        name="type"
        label={t('pages.dic.commonConfig.type')}
        disabled={builtIn}
        valueEnum={typeEnum}
        allowClear={false}
        fieldProps={{ id: `${idPrefix}-type` }}
        rules={[choose]}
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
        rules={[choose]}
      />
      <ProFormTextArea
        htmlFor={`${idPrefix}-description`}
        name="description"
        label={t('pages.dic.commonConfig.description')}
        fieldProps={{
          id: `${idPrefix}-description`,
          ...description.input,
          autoSize: { minRows: 2 },
        }}
        rules={description.rules}
      />
    </>
  );
}
