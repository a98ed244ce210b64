import {
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { REQUIRED_PLACEHOLDER, written } from '@/contract/operate/smsTemplate';
import { useText } from '@/hooks';
import { optionsOf, useProviderEnum, useSceneEnum } from './labels';

/**
 * The fields of an SMS scene. The form checks shapes and the caps' order; the template's placeholders are shown
 * checked in the preview beside the form, and the backend refuses a bad template with the reason.
 */
export default function MessageFields() {
  const t = useText();
  const scenes = optionsOf(useSceneEnum());
  const providers = optionsOf(useProviderEnum());
  const required = { required: true, message: t('common.required') };
  return (
    <>
      <ProForm.Group>
        <ProFormSelect
          name="scene"
          label={t('pages.operate.sms.scene')}
          width="sm"
          options={scenes}
          fieldProps={{ id: 'sms-scene' }}
          rules={[required]}
        />
        <ProFormSelect
          name="provider"
          label={t('pages.operate.sms.provider')}
          width="sm"
          options={providers}
          fieldProps={{ id: 'sms-provider' }}
          rules={[required]}
        />
      </ProForm.Group>
      <ProFormText
        name="signature"
        label={t('pages.operate.sms.signature')}
        width="md"
        tooltip={t('pages.operate.sms.signature.help')}
        fieldProps={{ id: 'sms-signature', maxLength: 12 }}
        rules={[
          required,
          { min: 2, message: t('pages.operate.sms.signature.help') },
          { pattern: /^[^【】]*$/, message: t('pages.operate.sms.signature.help') },
        ]}
      />
      <ProFormTextArea
        name="template"
        label={t('pages.operate.sms.template')}
        tooltip={t('pages.operate.sms.template.help', {
          dollar: written('name'),
          plain: '{name}',
          code: written(REQUIRED_PLACEHOLDER),
        })}
        fieldProps={{ id: 'sms-template', maxLength: 300, showCount: true, rows: 4 }}
        rules={[required]}
      />
      <ProForm.Group>
        <ProFormDigit
          name="dailyPerPhone"
          label={t('pages.operate.sms.dailyPerPhone')}
          width="sm"
          min={1}
          fieldProps={{ id: 'sms-dailyPerPhone', precision: 0 }}
          rules={[required]}
        />
        <ProFormDigit
          name="dailyPerGame"
          label={t('pages.operate.sms.dailyPerGame')}
          width="sm"
          min={1}
          fieldProps={{ id: 'sms-dailyPerGame', precision: 0 }}
          dependencies={['dailyPerPhone']}
          rules={[
            required,
            ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
              validator: (_: unknown, game: unknown) => {
                const phone = getFieldValue('dailyPerPhone');
                return typeof game === 'number' && typeof phone === 'number' && phone > game
                  ? Promise.reject(new Error(t('pages.operate.sms.capOrder')))
                  : Promise.resolve();
              },
            }),
          ]}
        />
        <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'sms-status' }} />
      </ProForm.Group>
    </>
  );
}
