import { Button, Card, Descriptions, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { VERSION_PATTERN } from '@/contract/special/cutPay';
import { useText } from '@/hooks';
import { checkUpdateConfig, type UpdateCheck, type UpdateCheckQuery } from '@/pages/operate/service';
import { type Option, usePlatformOptions } from '../../components/labels';

/**
 * "Which rule applies": for a platform, channel and client version (and a device id, for rules rolled out to part of
 * the devices), the rule that answers, whether the update is forced and whether the device is in the rollout. The
 * backend answers with the logic its saves use (mock/operate/updateRules.ts).
 */
type CheckValues = Partial<UpdateCheckQuery>;

const VERDICT_COLOR: Record<UpdateCheck['update'], string> = {
  forced: 'red',
  optional: 'blue',
  none: 'default',
  unknown: 'orange',
};

export default function CheckPanel({ channels }: { channels: Option[] }) {
  const t = useText();
  const platforms = usePlatformOptions();
  const [answer, setAnswer] = useState<UpdateCheck>();
  const [busy, setBusy] = useState(false);
  const required = { required: true, message: t('common.required') };

  const run = async (v: CheckValues) => {
    setBusy(true);
    try {
      const res = await checkUpdateConfig({
        platform: v.platform as UpdateCheckQuery['platform'],
        channel: v.channel ?? '',
        version: (v.version ?? '').trim(),
        deviceId: (v.deviceId ?? '').trim() || undefined,
      });
      setAnswer(res.data);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const yesNo = (b: boolean | null) =>
    b === null ? t('pages.operate.update.check.needDevice') : t(b ? 'pages.operate.yes' : 'pages.operate.no');

  return (
    <Card title={t('pages.operate.update.check.title')} size="small" style={{ marginBottom: 16 }} id="update-check">
      <Form<CheckValues> layout="inline" onFinish={run} initialValues={{ platform: 'android' }}>
        <Form.Item name="platform" label={t('pages.operate.platform')} rules={[required]}>
          <Select id="update-check-platform" options={platforms} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="channel" label={t('pages.operate.channel')} rules={[required]}>
          <Select
            id="update-check-channel"
            options={channels}
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('pages.operate.update.check.version')}
          rules={[required, { pattern: new RegExp(VERSION_PATTERN), message: t('pages.operate.version.pattern') }]}
        >
          <Input id="update-check-version" placeholder="3.1.0" style={{ width: 110 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="deviceId" label={t('pages.operate.update.check.deviceId')}>
          <Input id="update-check-device" style={{ width: 160 }} maxLength={64} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" id="update-check-submit" loading={busy}>
            {t('pages.operate.check.run')}
          </Button>
        </Form.Item>
      </Form>
      {answer && (
        <Descriptions id="update-check-result" size="small" column={2} style={{ marginTop: 16 }} bordered>
          <Descriptions.Item label={t('pages.operate.update.check.verdict')} span={2}>
            <Tag color={VERDICT_COLOR[answer.update]} id="update-check-verdict">
              {t(`pages.operate.update.verdict.${answer.update}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.update.check.rule')} span={2}>
            {answer.ruleId === null ? (
              <Typography.Text type="secondary">{t('pages.operate.update.check.noRule')}</Typography.Text>
            ) : (
              <span id="update-check-rule">
                <Typography.Text strong>#{answer.ruleId}</Typography.Text> {answer.rule}
              </span>
            )}
          </Descriptions.Item>
          {answer.ruleId !== null && (
            <>
              <Descriptions.Item label={t('pages.operate.update.latestVersion')}>
                {answer.latestVersion}
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.operate.update.force')}>{yesNo(answer.forced)}</Descriptions.Item>
              <Descriptions.Item label={t('pages.operate.update.rollout')}>{answer.rollout}%</Descriptions.Item>
              <Descriptions.Item label={t('pages.operate.update.check.inRollout')}>
                <span id="update-check-inRollout">
                  {yesNo(answer.inRollout)}
                  {answer.bucket !== null && ` (${t('pages.operate.update.check.bucket', { n: answer.bucket })})`}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.operate.update.downloadUrl')} span={2}>
                <Typography.Text copyable>{answer.downloadUrl}</Typography.Text>
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
      )}
    </Card>
  );
}
