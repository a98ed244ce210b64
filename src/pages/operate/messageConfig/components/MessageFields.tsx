import { ProForm } from '@ant-design/pro-components';
import { IntegerField, SelectField, StatusField, TextAreaField, TextField } from '@/components/RecordEditorPage';
import { REQUIRED_PLACEHOLDER, written } from '@/contract/operate/smsTemplate';
import { useText } from '@/hooks';
import { optionsOf, useProviderEnum, useSceneEnum } from './labels';
import { OPERATE_FIELDS as F } from '@/contract/operate/values';

/**
 * The fields of an SMS scene (ids `sms-<field>`). The form checks shapes and the caps' order; the template's
 * placeholders are shown checked in the preview beside the form, and the backend refuses a bad template with the
 * reason.
 */
export default function MessageFields() {
  const t = useText();
  const scenes = optionsOf(useSceneEnum());
  const providers = optionsOf(useProviderEnum());
  const signatureHelp = t('pages.operate.messageConfig.signature.help');
  const capOrder = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, game: unknown) => {
      const phone = getFieldValue('dailyPerPhone');
      return typeof game === 'number' && typeof phone === 'number' && phone > game
        ? Promise.reject(new Error(t('pages.operate.messageConfig.capOrder')))
        : Promise.resolve();
    },
  });
  return (
    <>
      <ProForm.Group>
        <SelectField name="scene" label={t('pages.operate.messageConfig.scene')} options={scenes} required />
        <SelectField name="provider" label={t('pages.operate.messageConfig.provider')} options={providers} required />
      </ProForm.Group>
      <TextField
        name="signature"
        label={t('pages.operate.messageConfig.signature')}
        width="md"
        tooltip={signatureHelp}
        field={F.smsSignature}
        message={signatureHelp}
        required
      />
      <TextAreaField
        name="template"
        label={t('pages.operate.messageConfig.template')}
        tooltip={t('pages.operate.messageConfig.template.help', {
          dollar: written('name'),
          plain: '{name}',
          code: written(REQUIRED_PLACEHOLDER),
        })}
        field={F.smsTemplate}
        rows={4}
        required
      />
      <ProForm.Group>
        <IntegerField
          name="dailyPerPhone"
          label={t('pages.operate.messageConfig.dailyPerPhone')}
          width="sm"
          field={F.dailyPerPhone}
          required
        />
        <IntegerField
          name="dailyPerGame"
          label={t('pages.operate.messageConfig.dailyPerGame')}
          width="sm"
          field={F.dailyPerGame}
          dependencies={['dailyPerPhone']}
          rules={[capOrder]}
          required
        />
        <StatusField />
      </ProForm.Group>
    </>
  );
}
