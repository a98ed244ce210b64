import {
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { URL_PATTERN } from '@/contract/operate/platforms';
import { VERSION_PATTERN } from '@/contract/special/cutPay';
import { useText } from '@/hooks';
import { useChannelOptions, usePlatformOptions } from '../../components/labels';

/**
 * The fields of a forced-update rule (create and edit page). The form checks shapes; the backend checks the rest
 * (minimum below latest, overlap with other enabled rules) and says why.
 */
const VERSION = new RegExp(VERSION_PATTERN);
const URL = new RegExp(URL_PATTERN);

export default function RuleFields() {
  const t = useText();
  const platforms = usePlatformOptions();
  const channels = useChannelOptions(true);
  const required = { required: true, message: t('common.required') };
  const versionRule = { pattern: VERSION, message: t('pages.operate.version.pattern') };
  return (
    <>
      <ProForm.Group>
        <ProFormSelect
          name="platform"
          label={t('pages.operate.platform')}
          width="sm"
          options={platforms}
          fieldProps={{ id: 'update-platform' }}
          rules={[required]}
        />
        <ProFormSelect
          name="channel"
          label={t('pages.operate.channel')}
          width="md"
          options={channels}
          fieldProps={{ id: 'update-channel', showSearch: true, optionFilterProp: 'label' }}
          rules={[required]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText
          name="minVersion"
          label={t('pages.operate.update.minVersion')}
          width="sm"
          placeholder={t('pages.operate.update.minVersion.open')}
          tooltip={t('pages.operate.update.coverage.help')}
          fieldProps={{ id: 'update-minVersion', maxLength: 32 }}
          rules={[versionRule]}
        />
        <ProFormText
          name="latestVersion"
          label={t('pages.operate.update.latestVersion')}
          width="sm"
          placeholder="3.2.0"
          fieldProps={{ id: 'update-latestVersion', maxLength: 32 }}
          rules={[required, versionRule]}
        />
        <ProFormSwitch name="force" label={t('pages.operate.update.force')} fieldProps={{ id: 'update-force' }} />
      </ProForm.Group>
      <ProFormText
        name="downloadUrl"
        label={t('pages.operate.update.downloadUrl')}
        width="xl"
        placeholder="https://"
        fieldProps={{ id: 'update-downloadUrl', maxLength: 500 }}
        rules={[required, { pattern: URL, message: t('pages.operate.url.pattern') }]}
      />
      <ProForm.Group>
        <ProFormDigit
          name="rollout"
          label={t('pages.operate.update.rollout')}
          width="xs"
          min={0}
          max={100}
          fieldProps={{ id: 'update-rollout', precision: 0, addonAfter: '%' }}
          tooltip={t('pages.operate.update.rollout.help')}
          rules={[required]}
        />
        <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'update-status' }} />
      </ProForm.Group>
      <ProFormTextArea
        name="notes"
        label={t('pages.operate.update.notes')}
        fieldProps={{ id: 'update-notes', maxLength: 500, showCount: true }}
      />
    </>
  );
}
