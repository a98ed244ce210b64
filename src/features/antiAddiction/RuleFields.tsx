import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Form,
  Input,
  InputNumber,
  Radio,
  type RadioGroupProps,
  Row,
  Select,
  Space,
} from 'antd';
import type { RuleSetView, SecretField } from '@/contract/antiAddiction';
import { RULE_FIELDS as F } from '@/contract/antiAddictionFields';
import { SECRET_FIELDS } from '@/contract/values';
import type { AriaAttributes } from 'react';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { badDates } from './formValues';
import RevealButton from './RevealButton';
import type { AntiAddictionCalls } from './types';

/**
 * The fields of one rule set (inside the screen's Form): verification with the masked secrets (blank keeps; reveal
 * with a reason), guest minutes, play windows for minors, the holiday and make-up-day calendar, pay caps by age band.
 */
/**
 * A Radio.Group as a named, required radio group (docs/rules.md "Accessibility"): Form.Item gives its child
 * `aria-required`, which antd 5's group puts on a div with no role (ant-design/ant-design#56116); here it lands on a
 * wrapper with the radiogroup role, which allows it.
 */
function RadioGroupField({
  label,
  'aria-required': required,
  ...props
}: RadioGroupProps & { label: string; 'aria-required'?: AriaAttributes['aria-required'] }) {
  return (
    <div role="radiogroup" aria-label={label} aria-required={required}>
      <Radio.Group {...props} />
    </div>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

interface Props {
  /** the stored (masked) rules the secrets' hints show */
  stored: RuleSetView;
  reveal: AntiAddictionCalls['reveal'];
  /** read-only rules: the surrounding Form is `disabled` */
  readOnly: boolean;
}

export default function RuleFields({ stored, reveal, readOnly }: Props) {
  const t = useText();
  const { parse } = useMoney();
  // lengths, ranges and the time's pattern are the contract's (src/contract/antiAddictionFields.ts)
  const guestMinutes = fieldRules(F.guestMinutes, { required: true });
  const windowTime = fieldRules(F.windowTime, {
    requiredMessage: t('antiAddiction.window.time'),
    patternMessage: t('antiAddiction.window.time'),
  });
  // a cap is typed in yuan and parsed (docs/rules.md "Money"): the parse says what is wrong
  const money = [
    requiredRule(t('antiAddiction.money.bad')),
    {
      validator: (_: unknown, v: string) =>
        parse(v, 'CNY') === undefined ? Promise.reject(new Error(t('antiAddiction.money.bad'))) : Promise.resolve(),
    },
  ];
  const dates = {
    validator: (_: unknown, v: string[]) => {
      const bad = badDates(v);
      return bad.length
        ? Promise.reject(new Error(t('antiAddiction.dates.bad', { dates: bad.join(', ') })))
        : Promise.resolve();
    },
  };
  const secret = (f: SecretField) => (
    <Form.Item
      htmlFor={`aa-${f}`}
      key={f}
      name={f}
      label={t(`antiAddiction.${f}`)}
      extra={
        stored[f] ? (
          <Space size={4}>
            {t('antiAddiction.secret.stored', { value: stored[f] })}
            {/* revealing stays possible on read-only rules (the form is disabled then) */}
            <ConfigProvider componentDisabled={false}>
              <RevealButton field={f} reveal={reveal} />
            </ConfigProvider>
          </Space>
        ) : undefined
      }
    >
      <Input
        id={`aa-${f}`}
        {...fieldRules(F[f]).input}
        placeholder={t('antiAddiction.secret.blankKeeps')}
        autoComplete="off"
        style={{ maxWidth: 420 }}
      />
    </Form.Item>
  );

  return (
    <>
      <Card size="small" title={t('antiAddiction.part.verification')} style={{ marginBottom: 16 }}>
        <Form.Item name="verifyMode" label={t('antiAddiction.verifyMode')} rules={[requiredRule(undefined, false)]}>
          <RadioGroupField
            label={t('antiAddiction.verifyMode')}
            options={fieldOptions(F.verifyMode, (m) => t(`antiAddiction.verifyMode.${m}`))}
          />
        </Form.Item>
        {SECRET_FIELDS.map(secret)}
      </Card>
      <Card size="small" title={t('antiAddiction.part.guest')} style={{ marginBottom: 16 }}>
        <Form.Item
          htmlFor="aa-guestMinutes"
          name="guestMinutes"
          label={t('antiAddiction.guestMinutes')}
          extra={t('antiAddiction.guestMinutes.help')}
          rules={guestMinutes.rules}
        >
          <InputNumber id="aa-guestMinutes" {...guestMinutes.input} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('antiAddiction.part.windows')} style={{ marginBottom: 16 }}>
        <Form.List name="windows">
          {(items, { add, remove }) => (
            <>
              {items.map((item) => (
                <Row key={item.key} gutter={8} align="top">
                  <Col>
                    <Form.Item name={[item.name, 'weekdays']} label={t('antiAddiction.window.weekdays')}>
                      <Checkbox.Group
                        options={WEEKDAYS.map((d) => ({ value: d, label: t(`antiAddiction.weekday.${d}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col>
                    <Form.Item name={[item.name, 'holidays']} valuePropName="checked">
                      <Checkbox>{t('antiAddiction.window.holidays')}</Checkbox>
                    </Form.Item>
                  </Col>
                  {(['start', 'end'] as const).map((k) => (
                    <Col key={k}>
                      <Form.Item
                        htmlFor={`aa-window-${item.name}-${k}`}
                        name={[item.name, k]}
                        label={t(`antiAddiction.window.${k}`)}
                        rules={windowTime.rules}
                      >
                        <Input id={`aa-window-${item.name}-${k}`} placeholder="20:00" style={{ width: 80 }} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col>
                    <Button type="link" danger onClick={() => remove(item.name)}>
                      {t('antiAddiction.window.remove')}
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button type="dashed" onClick={() => add({ weekdays: [], holidays: true, start: '20:00', end: '21:00' })}>
                {t('antiAddiction.window.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card size="small" title={t('antiAddiction.part.calendar')} style={{ marginBottom: 16 }}>
        <Alert type="info" showIcon message={t('antiAddiction.calendar.sample')} style={{ marginBottom: 12 }} />
        {(['holidays', 'workdays'] as const).map((k) => (
          <Form.Item htmlFor={`aa-${k}`} key={k} name={k} label={t(`antiAddiction.${k}`)} rules={[dates]}>
            <Select
              id={`aa-${k}`}
              mode="tags"
              tokenSeparators={[',', ' ']}
              placeholder={t('antiAddiction.dates.placeholder')}
              open={false}
              // antd marks only the inner input disabled: the dates shown count as inactive text with this on the box
              // (docs/rules.md "Accessibility")
              aria-disabled={readOnly}
            />
          </Form.Item>
        ))}
      </Card>
      <Card size="small" title={t('antiAddiction.part.caps')} style={{ marginBottom: 16 }}>
        <p>{t('antiAddiction.under8')}</p>
        {(['age8to16', 'age16to18'] as const).map((band) => (
          <Space key={band} align="start" wrap style={{ display: 'flex' }}>
            <span style={{ display: 'inline-block', width: 200, lineHeight: '32px' }}>
              {t(`antiAddiction.${band}`)}
            </span>
            {(['perPayment', 'perMonth'] as const).map((k) => (
              <Form.Item
                htmlFor={`aa-${band}-${k}`}
                key={k}
                name={['caps', band, k]}
                label={t(`antiAddiction.${k}`)}
                rules={money}
              >
                <Input id={`aa-${band}-${k}`} prefix="¥" style={{ width: 140 }} />
              </Form.Item>
            ))}
          </Space>
        ))}
      </Card>
    </>
  );
}
