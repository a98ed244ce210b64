import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { PARAM_FIELDS as P, PLUGIN_FIELDS as F } from '@/contract/sdk/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { pluginTypeEnum } from '../../components/enums';
import { useText } from '@/hooks';

/**
 * Create/edit fields of a plugin: name, code, type, version, description, status, and the parameter keys every game
 * fills in on the plugin's SDK config page (secret ones are shown masked there). Every limit and pattern is the
 * contract's (src/contract/sdk/fields.ts).
 */
export default function PluginFields() {
  const t = useText();
  const types = pluginTypeEnum(t);
  const name = fieldRules(F.name);
  const code = fieldRules(F.code, {
    patternMessage: t('pages.sdk.codePattern'),
    lengthMessage: t('pages.sdk.codePattern'),
  });
  const version = fieldRules(F.version, { patternMessage: t('pages.sdk.versionPattern') });
  const description = fieldRules(F.description);
  const paramKey = fieldRules(P.key, {
    requiredMessage: t('pages.sdk.param.key.required'),
    patternMessage: t('pages.sdk.param.key.pattern'),
  });
  const paramName = fieldRules(P.name, { requiredMessage: t('pages.sdk.param.name.required') });
  return (
    <>
      <ProFormText
        htmlFor="plugin-form-name"
        name="name"
        label={t('pages.sdk.plugin.name')}
        rules={name.rules}
        fieldProps={{ id: 'plugin-form-name', ...name.input }}
      />
      <ProForm.Group>
        <ProFormText
          htmlFor="plugin-form-code"
          name="code"
          label={t('pages.sdk.plugin.code')}
          tooltip={t('pages.sdk.codePattern')}
          rules={code.rules}
          fieldProps={{ id: 'plugin-form-code', ...code.input }}
        />
        <ProFormText
          htmlFor="plugin-form-version"
          name="version"
          label={t('pages.sdk.plugin.version')}
          rules={version.rules}
          fieldProps={{ id: 'plugin-form-version', ...version.input }}
        />
      </ProForm.Group>
      <ProFormSelect
        htmlFor="plugin-form-type"
        name="type"
        label={t('pages.sdk.plugin.type')}
        rules={[requiredRule(undefined, false)]}
        options={fieldOptions(F.type, (v) => types[v].text)}
        fieldProps={{ id: 'plugin-form-type' }}
      />
      <ProFormTextArea
        name="description"
        label={t('pages.sdk.plugin.description')}
        rules={description.rules}
        fieldProps={description.input}
      />
      <ProFormSwitch
        name="status"
        label={t('pages.sdk.status')}
        initialValue
        fieldProps={{ checkedChildren: t('common.status.enabled'), unCheckedChildren: t('common.status.disabled') }}
      />
      <Form.Item label={t('pages.sdk.plugin.paramKeys')} tooltip={t('pages.sdk.plugin.paramKeys.hint')}>
        <Form.List name="paramKeys">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }} wrap>
                  <Form.Item name={[field.name, 'key']} rules={paramKey.rules}>
                    <Input
                      id={`plugin-param-${i}-key`}
                      placeholder={t('pages.sdk.param.key')}
                      style={{ width: 130 }}
                      {...paramKey.input}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={paramName.rules}>
                    <Input
                      id={`plugin-param-${i}-name`}
                      placeholder={t('pages.sdk.param.name')}
                      style={{ width: 150 }}
                      {...paramName.input}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'required']} valuePropName="checked">
                    <Checkbox>{t('pages.sdk.param.required')}</Checkbox>
                  </Form.Item>
                  <Form.Item name={[field.name, 'secret']} valuePropName="checked">
                    <Checkbox>{t('pages.sdk.plugin.secret')}</Checkbox>
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('pages.sdk.param.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                id="plugin-param-add"
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add({ key: '', name: '', required: true, secret: false })}
              >
                {t('pages.sdk.param.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
