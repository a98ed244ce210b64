import { Button, Card, Form, Input } from 'antd';
import FieldSelect from '@/components/FieldSelect';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { VERSION } from '@/contract/special/values';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/** The card's texts (message ids): its title, its button, the version field's pattern message (CheckVersion). */
export interface CheckTexts {
  title: string;
  submit: string;
  versionPattern: string;
}

/** The card's DOM id prefix and the version's pattern message, for the fields inside it. */
const CardContext = createContext({ idPrefix: '', versionPattern: '' });

/**
 * "Which rule applies", above a list of rules: an inline form describing a client (the fields are the children, e.g.
 * CheckSelect and CheckVersion), a button asking the backend (busy while it answers), and the answer drawn under it
 * by `answer`. The backend answers with the logic its saves use; a refused question is shown by the request layer
 * and keeps the previous answer. DOM ids `<idPrefix>-check`, `<idPrefix>-check-submit`, `<idPrefix>-check-<field>`.
 */
export default function CheckCard<V, A>(props: {
  idPrefix: string;
  texts: CheckTexts;
  ask: (values: V) => Promise<{ data: A }>;
  answer: (answer: A) => ReactNode;
  children: ReactNode;
}) {
  const t = useText();
  const [answer, setAnswer] = useState<A>();
  const [busy, setBusy] = useState(false);

  const run = async (values: V) => {
    setBusy(true);
    try {
      setAnswer((await props.ask(values)).data);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t(props.texts.title)} size="small" style={{ marginBottom: 16 }} id={`${props.idPrefix}-check`}>
      <Form<V> layout="inline" onFinish={run}>
        <CardContext.Provider value={{ idPrefix: props.idPrefix, versionPattern: props.texts.versionPattern }}>
          {props.children}
        </CardContext.Provider>
        <Form.Item>
          <Button type="primary" htmlType="submit" id={`${props.idPrefix}-check-submit`} loading={busy}>
            {t(props.texts.submit)}
          </Button>
        </Form.Item>
      </Form>
      {answer !== undefined && props.answer(answer)}
    </Card>
  );
}

/** A required choice of the check (`name`, its first value `initial`); `search`: searched by label (channels). */
export function CheckSelect(props: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width: number;
  initial?: string;
  search?: boolean;
}) {
  const t = useText();
  const { idPrefix } = useContext(CardContext);
  return (
    <Form.Item
      htmlFor={`${idPrefix}-check-${props.name}`}
      name={props.name}
      label={props.label}
      initialValue={props.initial}
      rules={[requiredRule(t('common.required'), false)]}
    >
      <FieldSelect
        id={`${idPrefix}-check-${props.name}`}
        options={props.options}
        {...(props.search ? { showSearch: true, optionFilterProp: 'label' } : {})}
        style={{ width: props.width }}
      />
    </Form.Item>
  );
}

/**
 * The check's client version (`version`: the contract's VERSION, digits and dots, else the card's message), required:
 * both checks' schemas require it.
 */
export function CheckVersion(props: { label: string; placeholder: string; width: number }) {
  const t = useText();
  const { idPrefix, versionPattern } = useContext(CardContext);
  const version = fieldRules(VERSION, { required: true, patternMessage: t(versionPattern) });
  return (
    <Form.Item htmlFor={`${idPrefix}-check-version`} name="version" label={props.label} rules={version.rules}>
      <Input
        id={`${idPrefix}-check-version`}
        placeholder={props.placeholder}
        style={{ width: props.width }}
        {...version.input}
      />
    </Form.Item>
  );
}
