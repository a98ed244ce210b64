import { ProForm, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import {
  IntegerField,
  StatusField,
  TextAreaField,
  TextField,
  UrlField,
  VersionField,
  WindowFields,
} from '@/components/RecordEditorPage';
import { FREQUENCIES, KIND_REQUIRES, OPERATE_FIELDS as F, type PopupKind } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { useChannelOptions } from '../labels';
import { requiredRule } from '@/utils/fieldRules';

/**
 * The fields of a poster pop-up, ad or tip (ids `popup-<field>`): one set for the three kinds, the content each kind
 * requires marked required (KIND_REQUIRES). The form checks shapes and the window's order; the backend checks the rest
 * and says why.
 */
export default function PopupFields({ kind }: { kind: PopupKind }) {
  const t = useText();
  const channels = useChannelOptions();
  const needs = (f: 'imageUrl' | 'text' | 'linkUrl') => KIND_REQUIRES[kind].includes(f);
  const p = (k: string) => t(`pages.operate.popups.${k}`);
  const url = t('pages.operate.url.pattern');
  const version = {
    placeholder: t('pages.operate.updateConfig.minVersion.open'),
    message: t('pages.operate.version.pattern'),
  };
  return (
    <>
      <TextField name="title" label={p('title')} width="md" field={F.popupTitle} keepEmoji />
      <UrlField name="imageUrl" label={p('imageUrl')} message={url} required={needs('imageUrl')} />
      <TextAreaField name="text" label={p('text')} field={F.popupText} rows={3} required={needs('text')} keepEmoji />
      <ProForm.Group>
        <TextField name="buttonText" label={p('buttonText')} width="sm" field={F.popupButton} keepEmoji />
        <UrlField name="linkUrl" label={p('linkUrl')} width="md" message={url} required={needs('linkUrl')} />
      </ProForm.Group>
      <ProFormSelect
        htmlFor="popup-channels"
        name="channels"
        label={p('channels')}
        width="xl"
        mode="multiple"
        options={channels}
        placeholder={t('pages.operate.channel.all')}
        fieldProps={{ id: 'popup-channels', optionFilterProp: 'label' }}
      />
      <ProForm.Group>
        <VersionField name="minVersion" label={p('minVersion')} {...version} />
        <VersionField name="maxVersion" label={p('maxVersion')} {...version} />
      </ProForm.Group>
      <ProFormRadio.Group
        name="frequency"
        label={p('frequency')}
        radioType="button"
        options={FREQUENCIES.map((f) => ({ value: f, label: p(`frequency.${f}`) }))}
        rules={[requiredRule(undefined, false)]}
      />
      <WindowFields labels={{ start: p('startAt'), end: p('endAt') }} orderMessage={p('window.order')} required />
      <ProForm.Group>
        <IntegerField
          name="priority"
          label={p('priority')}
          width="xs"
          field={F.priority}
          tooltip={p('priority.help')}
        />
        <StatusField />
      </ProForm.Group>
    </>
  );
}
