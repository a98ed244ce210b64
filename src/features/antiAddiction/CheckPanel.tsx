import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { BusinessDatePicker } from '@/components/BusinessTime/pickers';
import type { CheckAnswer } from '@/contract/antiAddiction';
import { CHECK_FIELDS as F } from '@/contract/antiAddictionFields';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { dayKey } from '@/utils/businessTime';
import { fieldRules } from '@/utils/fieldRules';
import type { AntiAddictionCalls } from './types';

/**
 * The check: for an age (or a birth date) or a guest, a time (empty: now, on the backend's clock), an amount and the
 * month's spending so far, whether play and the payment are allowed now, with the rule that decided (the backend's
 * words, in the operator's language). The effective rules of the scope decide.
 */
interface Values {
  guest?: boolean;
  age?: number;
  /** 00:00 of the picked day, and the picked moment: epoch ms, picked on the business zone's clock */
  birthDate?: number;
  at?: number;
  playedMinutes?: number;
  amount?: string;
  monthSpent?: string;
}

export default function CheckPanel({ check }: { check: AntiAddictionCalls['check'] }) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const guest = Form.useWatch('guest', form);
  const [answer, setAnswer] = useState<CheckAnswer>();
  const [busy, setBusy] = useState(false);
  // amounts typed in the interface language, in yuan (docs/rules.md "Money")
  const { parse } = useMoney();
  // the ranges are the contract's (src/contract/antiAddictionFields.ts)
  const played = fieldRules(F.playedMinutes);
  const age = fieldRules(F.age);
  const money = {
    validator: (_: unknown, v?: string) =>
      !v || parse(v, 'CNY') !== undefined ? Promise.resolve() : Promise.reject(new Error(t('antiAddiction.money.bad'))),
  };

  const run = async (v: Values) => {
    setBusy(true);
    try {
      const res = await check({
        guest: Boolean(v.guest),
        age: v.guest || v.birthDate ? undefined : v.age,
        birthDate: !v.guest && v.birthDate !== undefined ? dayKey(v.birthDate) : undefined,
        at: v.at,
        playedMinutes: v.guest ? v.playedMinutes : undefined,
        amount: v.amount ? parse(v.amount, 'CNY') : undefined,
        monthSpent: v.monthSpent ? parse(v.monthSpent, 'CNY') : undefined,
      });
      setAnswer(res.data);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const who = (a: CheckAnswer) =>
    a.age === null ? t('antiAddiction.check.guestText') : t('antiAddiction.check.ageText', { age: a.age });
  const verdict = (id: string, label: string, v: { allowed: boolean; rule: string }) => (
    <Alert
      id={id}
      type={v.allowed ? 'success' : 'error'}
      showIcon
      message={t('antiAddiction.check.verdict', {
        label,
        verdict: t(v.allowed ? 'antiAddiction.check.allowed' : 'antiAddiction.check.refused'),
      })}
      description={v.rule}
    />
  );
  return (
    <Card title={t('antiAddiction.check.title')} size="small" style={{ marginBottom: 16 }} id="aa-check">
      <Form<Values> form={form} layout="inline" onFinish={run} style={{ rowGap: 8 }}>
        <Form.Item name="guest" valuePropName="checked">
          <Checkbox id="aa-check-guest">{t('antiAddiction.check.guest')}</Checkbox>
        </Form.Item>
        {guest ? (
          <Form.Item
            htmlFor="aa-check-played"
            name="playedMinutes"
            label={t('antiAddiction.check.playedMinutes')}
            rules={played.rules}
          >
            <InputNumber id="aa-check-played" {...played.input} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              htmlFor="aa-check-age"
              name="age"
              label={t('antiAddiction.check.age')}
              dependencies={['birthDate']}
              rules={[
                ...age.rules,
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    (v !== undefined && v !== null) || getFieldValue('birthDate')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('antiAddiction.check.ageRequired'))),
                }),
              ]}
            >
              <InputNumber id="aa-check-age" {...age.input} style={{ width: 80 }} />
            </Form.Item>
            <Form.Item htmlFor="aa-check-birth" name="birthDate" label={t('antiAddiction.check.birthDate')}>
              <BusinessDatePicker id="aa-check-birth" />
            </Form.Item>
          </>
        )}
        <Form.Item htmlFor="aa-check-at" name="at" label={t('antiAddiction.check.at')}>
          <BusinessDatePicker
            id="aa-check-at"
            showTime
            format="YYYY-MM-DD HH:mm"
            placeholder={t('antiAddiction.check.now')}
          />
        </Form.Item>
        <Form.Item htmlFor="aa-check-amount" name="amount" label={t('antiAddiction.check.amount')} rules={[money]}>
          <Input id="aa-check-amount" prefix="¥" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          htmlFor="aa-check-spent"
          name="monthSpent"
          label={t('antiAddiction.check.monthSpent')}
          rules={[money]}
        >
          <Input id="aa-check-spent" prefix="¥" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" id="aa-check-submit" loading={busy}>
            {t('antiAddiction.check.run')}
          </Button>
        </Form.Item>
      </Form>
      {answer && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} id="aa-check-answer">
          <Typography.Text type="secondary" id="aa-check-context">
            {t('antiAddiction.check.context', {
              date: answer.date,
              kind: t(`antiAddiction.day.${answer.dayKind}`),
              age: who(answer),
              source: t(`antiAddiction.source.${answer.source}`),
            })}
          </Typography.Text>
          {verdict('aa-check-play', t('antiAddiction.check.play'), answer.play)}
          {answer.pay && verdict('aa-check-pay', t('antiAddiction.check.pay'), answer.pay)}
        </Space>
      )}
    </Card>
  );
}
