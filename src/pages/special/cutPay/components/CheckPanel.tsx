import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { VERSION_PATTERN } from '@/contract/special/cutPay';
import { useText } from '@/hooks';
import { type CutPayCheck, checkCutPay } from '@/pages/special/service';
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
  at?: Dayjs;
}

type Result = CutPayCheck['results'][number];

export default function CheckPanel({ channels }: { channels: Option[] }) {
  const t = useText();
  const payTypes = usePayTypeEnum();
  const regions = useRegionOptions(true);
  const [answer, setAnswer] = useState<CutPayCheck>();
  const [busy, setBusy] = useState(false);
  const required = { required: true, message: t('common.required') };

  const run = async (v: CheckValues) => {
    setBusy(true);
    try {
      const res = await checkCutPay({
        channel: v.channel,
        version: v.version.trim(),
        region: v.region as Parameters<typeof checkCutPay>[0]['region'],
        at: v.at ? v.at.valueOf() : undefined,
      });
      setAnswer(res.data);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const name = (p: string) => payTypes[p]?.text ?? p;
  return (
    <Card title={t('pages.special.cutPay.check.title')} size="small" style={{ marginBottom: 16 }} id="cutpay-check">
      <Form<CheckValues> layout="inline" onFinish={run} initialValues={{ region: 'CN' }}>
        <Form.Item name="channel" label={t('pages.special.cutPay.channel')} rules={[required]}>
          <Select
            id="cutpay-check-channel"
            options={channels}
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('pages.special.cutPay.check.version')}
          rules={[
            required,
            { pattern: new RegExp(VERSION_PATTERN), message: t('pages.special.cutPay.version.pattern') },
          ]}
        >
          <Input id="cutpay-check-version" placeholder="1.2.10" style={{ width: 120 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="region" label={t('pages.special.cutPay.region')} rules={[required]}>
          <Select id="cutpay-check-region" options={regions} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="at" label={t('pages.special.cutPay.check.at')}>
          <DatePicker
            id="cutpay-check-at"
            showTime
            format="YYYY-MM-DD HH:mm"
            placeholder={t('pages.special.cutPay.check.now')}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" id="cutpay-check-submit" loading={busy}>
            {t('pages.special.cutPay.check.run')}
          </Button>
        </Form.Item>
      </Form>
      {answer && (
        <Table<Result>
          id="cutpay-check-results"
          style={{ marginTop: 16 }}
          size="small"
          pagination={false}
          rowKey="fromPayType"
          dataSource={answer.results}
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
      )}
    </Card>
  );
}
