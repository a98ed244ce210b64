import { ProForm, ProFormSwitch } from '@ant-design/pro-components';
import {
  IntegerField,
  SelectField,
  StatusField,
  TextAreaField,
  UrlField,
  VersionField,
} from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useChannelOptions, usePlatformOptions } from '../../components/labels';
import { OPERATE_FIELDS as F } from '@/contract/operate/values';

/**
 * The fields of a forced-update rule (create and edit page; ids `update-<field>`). The form checks shapes; the backend
 * checks the rest (minimum below latest, overlap with other enabled rules) and says why.
 */
export default function RuleFields() {
  const t = useText();
  const platforms = usePlatformOptions();
  const channels = useChannelOptions(true);
  const versionPattern = t('pages.operate.version.pattern');
  return (
    <>
      <ProForm.Group>
        <SelectField name="platform" label={t('pages.operate.platform')} options={platforms} required />
        <SelectField name="channel" label={t('pages.operate.channel')} width="md" options={channels} search required />
      </ProForm.Group>
      <ProForm.Group>
        <VersionField
          name="minVersion"
          label={t('pages.operate.updateConfig.minVersion')}
          placeholder={t('pages.operate.updateConfig.minVersion.open')}
          tooltip={t('pages.operate.updateConfig.coverage.help')}
          message={versionPattern}
        />
        <VersionField
          name="latestVersion"
          label={t('pages.operate.updateConfig.latestVersion')}
          placeholder="3.2.0"
          message={versionPattern}
          required
        />
        <ProFormSwitch
          htmlFor="update-force"
          name="force"
          label={t('pages.operate.updateConfig.force')}
          fieldProps={{ id: 'update-force' }}
        />
      </ProForm.Group>
      <UrlField
        name="downloadUrl"
        label={t('pages.operate.updateConfig.downloadUrl')}
        message={t('pages.operate.url.pattern')}
        required
      />
      <ProForm.Group>
        <IntegerField
          name="rollout"
          label={t('pages.operate.updateConfig.rollout')}
          width="xs"
          field={F.rollout}
          addonAfter="%"
          tooltip={t('pages.operate.updateConfig.rollout.help')}
          required
        />
        <StatusField />
      </ProForm.Group>
      <TextAreaField name="notes" label={t('pages.operate.updateConfig.notes')} field={F.updateNotes} keepEmoji />
    </>
  );
}
