import { Descriptions, Form, Input, Tag, Typography } from 'antd';
import CheckCard, { CheckSelect, type CheckTexts, CheckVersion } from '@/components/RuleList/CheckCard';
import { useText } from '@/hooks';
import { checkUpdateConfig, type UpdateCheck, type UpdateCheckQuery } from '../service';
import { type Option, usePlatformOptions } from '../../components/labels';
import { OPERATE_FIELDS } from '@/contract/operate/values';
import { fieldRules } from '@/utils/fieldRules';

/**
 * "Which rule applies": for a platform, channel and client version (and a device id, for rules rolled out to part of
 * the devices), the rule that answers, whether the update is forced and whether the device is in the rollout. The
 * backend answers with the logic its saves use (mock/operate/updateConfig/rules.ts).
 */
type CheckValues = Partial<UpdateCheckQuery>;

const TEXTS: CheckTexts = {
  title: 'pages.operate.updateConfig.check.title',
  submit: 'pages.operate.check.run',
  versionPattern: 'pages.operate.version.pattern',
};

const VERDICT_COLOR: Record<UpdateCheck['update'], string> = {
  forced: 'red',
  optional: 'blue',
  none: 'default',
  unknown: 'orange',
};

export default function CheckPanel({ channels }: { channels: Option[] }) {
  const t = useText();
  const platforms = usePlatformOptions();

  const ask = (v: CheckValues) =>
    checkUpdateConfig({
      platform: v.platform as UpdateCheckQuery['platform'],
      channel: v.channel ?? '',
      version: (v.version ?? '').trim(),
      deviceId: (v.deviceId ?? '').trim() || undefined,
    });

  const yesNo = (b: boolean | null) =>
    b === null ? t('pages.operate.updateConfig.check.needDevice') : t(b ? 'pages.operate.yes' : 'pages.operate.no');

  const answer = (a: UpdateCheck) => (
    <Descriptions id="update-check-result" size="small" column={2} style={{ marginTop: 16 }} bordered>
      <Descriptions.Item label={t('pages.operate.updateConfig.check.verdict')} span={2}>
        <Tag color={VERDICT_COLOR[a.update]} id="update-check-verdict">
          {t(`pages.operate.updateConfig.verdict.${a.update}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('pages.operate.updateConfig.check.rule')} span={2}>
        {a.ruleId === null ? (
          <Typography.Text type="secondary">{t('pages.operate.updateConfig.check.noRule')}</Typography.Text>
        ) : (
          <span id="update-check-rule">
            <Typography.Text strong>#{a.ruleId}</Typography.Text> {a.rule}
          </span>
        )}
      </Descriptions.Item>
      {a.ruleId !== null && (
        <>
          <Descriptions.Item label={t('pages.operate.updateConfig.latestVersion')}>{a.latestVersion}</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.updateConfig.force')}>{yesNo(a.forced)}</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.updateConfig.rollout')}>{a.rollout}%</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.updateConfig.check.inRollout')}>
            <span id="update-check-inRollout">
              {yesNo(a.inRollout)}
              {a.bucket !== null && ` (${t('pages.operate.updateConfig.check.bucket', { n: a.bucket })})`}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.updateConfig.downloadUrl')} span={2}>
            <Typography.Text copyable>{a.downloadUrl}</Typography.Text>
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );

  return (
    <CheckCard<CheckValues, UpdateCheck> idPrefix="update" texts={TEXTS} ask={ask} answer={answer}>
      <CheckSelect
        name="platform"
        label={t('pages.operate.platform')}
        options={platforms}
        width={120}
        initial="android"
      />
      <CheckSelect name="channel" label={t('pages.operate.channel')} options={channels} width={180} search />
      <CheckVersion label={t('pages.operate.updateConfig.check.version')} placeholder="3.1.0" width={110} />
      <Form.Item htmlFor="update-check-device" name="deviceId" label={t('pages.operate.updateConfig.check.deviceId')}>
        <Input id="update-check-device" style={{ width: 160 }} {...fieldRules(OPERATE_FIELDS.deviceId).input} />
      </Form.Item>
    </CheckCard>
  );
}
