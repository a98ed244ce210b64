import {
  ProForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { URL_PATTERN } from '@/contract/operate/platforms';
import { FREQUENCIES, KIND_REQUIRES, type PopupKind } from '@/contract/operate/popups';
import { VERSION_PATTERN } from '@/contract/special/cutPay';
import { useText } from '@/hooks';
import { useChannelOptions } from '../labels';

/**
 * The fields of a poster pop-up, ad or tip: one set for the three kinds, the content each kind requires marked
 * required (KIND_REQUIRES). The form checks shapes and the window's order; the backend checks the rest and says why.
 */
const URL = new RegExp(URL_PATTERN);
const VERSION = new RegExp(VERSION_PATTERN);
type Get = { getFieldValue: (name: string) => unknown };

export default function PopupFields({ kind }: { kind: PopupKind }) {
  const t = useText();
  const channels = useChannelOptions();
  const needs = (f: 'imageUrl' | 'text' | 'linkUrl') => KIND_REQUIRES[kind].includes(f);
  const required = { required: true, message: t('common.required') };
  const url = { pattern: URL, message: t('pages.operate.url.pattern') };
  const version = { pattern: VERSION, message: t('pages.operate.version.pattern') };
  const ms = (v: unknown) => (v ? new Date(v as string | number).valueOf() : Number.NaN);
  return (
    <>
      <ProFormText
        name="title"
        label={t('pages.operate.popup.title')}
        width="md"
        fieldProps={{ id: 'popup-title', maxLength: 40 }}
        rules={[required]}
      />
      <ProFormText
        name="imageUrl"
        label={t('pages.operate.popup.imageUrl')}
        width="xl"
        placeholder="https://"
        fieldProps={{ id: 'popup-imageUrl', maxLength: 500 }}
        rules={needs('imageUrl') ? [required, url] : [url]}
      />
      <ProFormTextArea
        name="text"
        label={t('pages.operate.popup.text')}
        fieldProps={{ id: 'popup-text', maxLength: 500, showCount: true, rows: 3 }}
        rules={needs('text') ? [required] : []}
      />
      <ProForm.Group>
        <ProFormText
          name="buttonText"
          label={t('pages.operate.popup.buttonText')}
          width="sm"
          fieldProps={{ id: 'popup-buttonText', maxLength: 16 }}
        />
        <ProFormText
          name="linkUrl"
          label={t('pages.operate.popup.linkUrl')}
          width="md"
          placeholder="https://"
          fieldProps={{ id: 'popup-linkUrl', maxLength: 500 }}
          rules={needs('linkUrl') ? [required, url] : [url]}
        />
      </ProForm.Group>
      <ProFormSelect
        name="channels"
        label={t('pages.operate.popup.channels')}
        width="xl"
        mode="multiple"
        options={channels}
        placeholder={t('pages.operate.channel.all')}
        fieldProps={{ id: 'popup-channels', optionFilterProp: 'label' }}
      />
      <ProForm.Group>
        <ProFormText
          name="minVersion"
          label={t('pages.operate.popup.minVersion')}
          width="sm"
          placeholder={t('pages.operate.update.minVersion.open')}
          fieldProps={{ id: 'popup-minVersion', maxLength: 32 }}
          rules={[version]}
        />
        <ProFormText
          name="maxVersion"
          label={t('pages.operate.popup.maxVersion')}
          width="sm"
          placeholder={t('pages.operate.update.minVersion.open')}
          fieldProps={{ id: 'popup-maxVersion', maxLength: 32 }}
          rules={[version]}
        />
      </ProForm.Group>
      <ProFormRadio.Group
        name="frequency"
        label={t('pages.operate.popup.frequency')}
        radioType="button"
        options={FREQUENCIES.map((f) => ({ value: f, label: t(`pages.operate.popup.frequency.${f}`) }))}
        rules={[required]}
      />
      <ProForm.Group>
        <ProFormDateTimePicker
          name="startAt"
          label={t('pages.operate.popup.startAt')}
          width="md"
          fieldProps={{ id: 'popup-startAt', format: 'YYYY-MM-DD HH:mm' }}
          rules={[required]}
        />
        <ProFormDateTimePicker
          name="endAt"
          label={t('pages.operate.popup.endAt')}
          width="md"
          fieldProps={{ id: 'popup-endAt', format: 'YYYY-MM-DD HH:mm' }}
          dependencies={['startAt']}
          rules={[
            required,
            ({ getFieldValue }: Get) => ({
              validator: (_: unknown, end: unknown) =>
                end && getFieldValue('startAt') && ms(end) <= ms(getFieldValue('startAt'))
                  ? Promise.reject(new Error(t('pages.operate.popup.window.order')))
                  : Promise.resolve(),
            }),
          ]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormDigit
          name="priority"
          label={t('pages.operate.popup.priority')}
          width="xs"
          min={0}
          max={999}
          tooltip={t('pages.operate.popup.priority.help')}
          fieldProps={{ id: 'popup-priority', precision: 0 }}
        />
        <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'popup-status' }} />
      </ProForm.Group>
    </>
  );
}
