import { Form, Space, Table, Tag, Typography } from 'antd';
import { BusinessDatePicker } from '@/components/BusinessTime/pickers';
import CheckCard, { CheckSelect, type CheckTexts, CheckVersion } from '@/components/RuleList/CheckCard';
import { useText } from '@/hooks';
import { type CutPayCheck, checkCutPay } from '../../service';
import { type Option, usePayTypeEnum, useRegionOptions } from './labels';

/**
 * "Which pay type applies": for a channel, app version, region and time (empty: now, by the backend's clock), the pay
 * type each source pay type ends up with and the rule that decides it. The backend answers with the same logic its
 * saves use (mock/special/cutPayRules.ts).
 */
interface CheckValues {
  channel: string;
  version: string;
  region: string;
  /** epoch ms, picked on the business zone's clock */
  at?: number;
}

const TEXTS: CheckTexts = {
  title: 'pages.special.cutPay.check.title',
  submit: 'pages.special.cutPay.check.run',
  versionPattern: 'pages.special.cutPay.version.pattern',
};

type Result = CutPayCheck['results'][number];

export default function CheckPanel({ channels }: { channels: Option[] }) {
  const t = useText();
  const payTypes = usePayTypeEnum();
  const regions = useRegionOptions(true);

  const ask = (v: CheckValues) =>
    checkCutPay({
      channel: v.channel,
      version: v.version.trim(),
      region: v.region as Parameters<typeof checkCutPay>[0]['region'],
      at: v.at,
    });

  const name = (p: string) => (payTypes as Record<string, { text: string } | undefined>)[p]?.text ?? p;
  const answer = (a: CutPayCheck) => (
    <Table<Result>
      id="cutpay-check-results"
      style={{ marginTop: 16 }}
      size="small"
      pagination={false}
      rowKey="fromPayType"
      dataSource={a.results}
      columns={[
        { title: t('pages.special.cutPay.fromPayType'), dataIndex: 'fromPayType', render: name },
        {
          title: t('pages.special.cutPay.check.result'),
          dataIndex: 'toPayType',
          render: (to: string, r) => (r.ruleId === null ? name(to) : <Tag color="blue">{name(to)}</Tag>),
        },
        {
          title: t('pages.special.cutPay.check.rule'),
          dataIndex: 'rule',
          render: (text: string, r) =>
            r.ruleId === null ? (
              <Typography.Text type="secondary">{t('pages.special.cutPay.check.noRule')}</Typography.Text>
            ) : (
              <Space>
                <Typography.Text strong>#{r.ruleId}</Typography.Text>
                {text}
              </Space>
            ),
        },
      ]}
    />
  );

  return (
    <CheckCard<CheckValues, CutPayCheck> idPrefix="cutpay" texts={TEXTS} ask={ask} answer={answer}>
      <CheckSelect name="channel" label={t('pages.special.cutPay.channel')} options={channels} width={180} search />
      <CheckVersion label={t('pages.special.cutPay.check.version')} placeholder="1.2.10" width={120} />
      <CheckSelect name="region" label={t('pages.special.cutPay.region')} options={regions} width={140} initial="CN" />
      <Form.Item htmlFor="cutpay-check-at" name="at" label={t('pages.special.cutPay.check.at')}>
        <BusinessDatePicker
          id="cutpay-check-at"
          showTime
          format="YYYY-MM-DD HH:mm"
          placeholder={t('pages.special.cutPay.check.now')}
        />
      </Form.Item>
    </CheckCard>
  );
}
