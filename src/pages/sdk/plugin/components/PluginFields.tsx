import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { optionsOf } from '@/components/status';
import { pluginTypeEnum } from '../../components/enums';
import { PARAM_KEY_PATTERN } from '../../channel/components/params';
import { useText } from '@/hooks';

/**
 * Create/edit fields of a plugin: name, code, type, version, description, status, and the parameter keys every game
 * fills in on the plugin's SDK config page (secret ones are shown masked there).
 */
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export default function PluginFields() {
  const t = useText();
  return (
    <>
      <ProFormText
        htmlFor="plugin-form-name"
        name="name"
        label={t('pages.sdk.plugin.name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
        fieldProps={{ id: 'plugin-form-name' }}
      />
      <ProForm.Group>
        <ProFormText
          htmlFor="plugin-form-code"
          name="code"
          label={t('pages.sdk.plugin.code')}
          tooltip={t('pages.sdk.codePattern')}
          rules={[
            { required: true },
            { min: 2, max: 32 },
            { pattern: CODE_PATTERN, message: t('pages.sdk.codePattern') },
          ]}
          fieldProps={{ id: 'plugin-form-code' }}
        />
        <ProFormText
          htmlFor="plugin-form-version"
          name="version"
          label={t('pages.sdk.plugin.version')}
          rules={[
            { required: true, whitespace: true },
            { max: 32 },
            { pattern: VERSION_PATTERN, message: t('pages.sdk.versionPattern') },
          ]}
          fieldProps={{ id: 'plugin-form-version' }}
        />
      </ProForm.Group>
      <ProFormSelect
        htmlFor="plugin-form-type"
        name="type"
        label={t('pages.sdk.plugin.type')}
        rules={[{ required: true }]}
        options={optionsOf(pluginTypeEnum(t))}
        fieldProps={{ id: 'plugin-form-type' }}
      />
      <ProFormTextArea name="description" label={t('pages.sdk.plugin.description')} rules={[{ max: 200 }]} />
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
                  <Form.Item
                    name={[field.name, 'key']}
                    rules={[
                      { required: true, whitespace: true, message: t('pages.sdk.param.key.required') },
                      { max: 64 },
                      { pattern: PARAM_KEY_PATTERN, message: t('pages.sdk.param.key.pattern') },
                    ]}
                  >
                    <Input id={`plugin-param-${i}-key`} placeholder={t('pages.sdk.param.key')} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      { required: true, whitespace: true, message: t('pages.sdk.param.name.required') },
                      { max: 64 },
                    ]}
                  >
                    <Input
                      id={`plugin-param-${i}-name`}
                      placeholder={t('pages.sdk.param.name')}
                      style={{ width: 150 }}
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
