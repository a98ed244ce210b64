import { Form, Input } from 'antd';
import { useText } from '@/hooks';
import { withoutEmoji } from '@/utils/validate';
import { REMARK } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * The optional "why" of a configuration record's save (docs/rules.md "Configuration history"): a form field named
 * `changeReason` (up to 200 characters), sent with the save and kept as the new version's reason in its history.
 * A plain Form.Item, so it fits antd's Form and ProForm alike.
 */
export default function ChangeReasonField({ id }: { id: string }) {
  const t = useText();
  return (
    <Form.Item
      htmlFor={id}
      name="changeReason"
      label={t('history.changeReason')}
      tooltip={t('history.changeReason.help')}
      normalize={withoutEmoji}
    >
      <Input id={id} {...fieldRules(REMARK).input} allowClear />
    </Form.Item>
  );
}
