import { Alert, Button, Card, Form, Input, Space, Table, Tag, Typography } from 'antd';
import FieldSelect from '@/components/FieldSelect';
import { BusinessDatePicker } from '@/components/BusinessTime/pickers';
import { useState } from 'react';
import { useText } from '@/hooks';
import { type BanCheck, checkBan } from '../service';
import { useBanLabels } from './labels';
import { OPERATE_FIELDS } from '@/contract/operate/values';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * "Is this target banned for this scope now?": the backend answers yes or no at a time (empty: now, by its clock),
 * with the bans that apply and the players the target names (contacts masked).
 */
interface CheckValues {
  targetType: BanCheck['bans'][number]['targetType'];
  target: string;
  scope: BanCheck['bans'][number]['scopes'][number];
  /** epoch ms, picked on the business zone's clock */
  at?: number;
}

type Player = BanCheck['players'][number];

export default function CheckPanel() {
  const t = useText();
  const { targetTypes, scopes, scopeText } = useBanLabels();
  const [answer, setAnswer] = useState<BanCheck>();
  const [busy, setBusy] = useState(false);
  const required = requiredRule(undefined, false);
  const target = fieldRules(OPERATE_FIELDS.banTarget);

  const run = async (v: CheckValues) => {
    setBusy(true);
    try {
      const res = await checkBan({
        targetType: v.targetType,
        target: v.target.trim(),
        scope: v.scope,
        at: v.at,
      });
      setAnswer(res.data);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('pages.operate.stopConfig.check.title')} size="small" style={{ marginBottom: 16 }} id="ban-check">
      <Form<CheckValues>
        layout="inline"
        onFinish={run}
        onValuesChange={() => setAnswer(undefined)}
        initialValues={{ targetType: 'account', scope: 'login' }}
      >
        <Form.Item
          htmlFor="ban-check-type"
          name="targetType"
          label={t('pages.operate.stopConfig.targetType')}
          rules={[required]}
        >
          <FieldSelect id="ban-check-type" options={targetTypes} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          htmlFor="ban-check-target"
          name="target"
          label={t('pages.operate.stopConfig.target')}
          rules={target.rules}
        >
          <Input id="ban-check-target" style={{ width: 220 }} {...target.input} />
        </Form.Item>
        <Form.Item
          htmlFor="ban-check-scope"
          name="scope"
          label={t('pages.operate.stopConfig.scope')}
          rules={[required]}
        >
          <FieldSelect id="ban-check-scope" options={scopes} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="at" label={t('pages.operate.stopConfig.check.at')}>
          <BusinessDatePicker
            showTime
            format="YYYY-MM-DD HH:mm"
            placeholder={t('pages.operate.stopConfig.check.now')}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" id="ban-check-submit" loading={busy}>
            {t('pages.operate.stopConfig.check.run')}
          </Button>
        </Form.Item>
      </Form>
      {answer && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} id="ban-check-answer">
          <Alert
            id="ban-check-verdict"
            type={answer.banned ? 'error' : 'success'}
            showIcon
            message={t(answer.banned ? 'pages.operate.stopConfig.check.banned' : 'pages.operate.stopConfig.check.free')}
            description={
              answer.banned
                ? answer.bans.map((b) => (
                    <div key={b.id}>
                      <Typography.Text strong>#{b.id}</Typography.Text> {scopeText(b.scopes)} · {b.reason}
                    </div>
                  ))
                : !answer.known && t('pages.operate.stopConfig.check.unknown')
            }
          />
          {answer.players.length > 0 && (
            <Table<Player>
              size="small"
              rowKey="uid"
              pagination={false}
              dataSource={answer.players}
              columns={[
                { title: t('pages.operate.stopConfig.player.account'), dataIndex: 'account' },
                { title: 'UID', dataIndex: 'uid' },
                { title: t('pages.operate.stopConfig.player.contact'), dataIndex: 'contact' },
                { title: t('pages.operate.stopConfig.player.channel'), dataIndex: 'channel' },
                {
                  title: t('pages.operate.stopConfig.player.roles'),
                  key: 'roles',
                  render: (_, p) =>
                    p.roles.map((r) => <Tag key={r.roleId}>{`${r.server} ${r.name} Lv${r.level}`}</Tag>),
                },
              ]}
            />
          )}
        </Space>
      )}
    </Card>
  );
}
