import { useAccess } from '@umijs/max';
import { Checkbox, Form, Input } from 'antd';
import { REASON } from '@/contract/field';
import { useText } from '@/hooks';
import { fieldRules } from '@/utils/fieldRules';
import { withoutEmoji } from '@/utils/validate';
import { APPROVAL_KEYS } from './keys';

/**
 * The fields a form of a risky change ends with (issue 34): the required reason (`changeReason`, which the approver
 * reads and the record's history keeps) and, for a holder of the emergency grant, "apply at once (emergency)"
 * (`emergency`), which still requires the reason. A plain Form.Item each, so it fits antd's Form and ProForm alike.
 * `<idPrefix>-changeReason`, `<idPrefix>-emergency`.
 */
export default function ApprovalFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <ReasonField idPrefix={idPrefix} />
      <EmergencyField idPrefix={idPrefix} />
    </>
  );
}

/** The required reason alone (`changeReason`, `<idPrefix>-changeReason`): the start of ApprovalFields. */
export function ReasonField({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  const reasonId = `${idPrefix}-changeReason`;
  const { rules, input } = fieldRules(REASON, {
    required: true,
    requiredMessage: t('changeRequest.reason.required'),
    lengthMessage: t('changeRequest.reason.required'),
  });
  return (
    <Form.Item
      htmlFor={reasonId}
      name="changeReason"
      label={t('changeRequest.reason')}
      tooltip={t('changeRequest.reason.help')}
      normalize={withoutEmoji}
      rules={rules}
    >
      <Input.TextArea id={reasonId} {...input} autoSize={{ minRows: 2 }} />
    </Form.Item>
  );
}

/**
 * "Apply at once (emergency)" (`emergency`, `<idPrefix>-emergency`) for a holder of the emergency grant, nothing for
 * anyone else: the end of ApprovalFields, and alone in a form that asks its own reason and sends it as the change's
 * (an account migration or a role rebind).
 */
export function EmergencyField({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  const { can } = useAccess();
  if (!can(APPROVAL_KEYS.emergency)) return null;
  return (
    <Form.Item name="emergency" valuePropName="checked" extra={t('changeRequest.emergency.help')}>
      <Checkbox id={`${idPrefix}-emergency`}>{t('changeRequest.emergency')}</Checkbox>
    </Form.Item>
  );
}

/** The form's reason and emergency choice as the risky call's payload part (the reason trimmed). */
export function approvalOf(values: unknown): { changeReason: string; emergency?: true } {
  const v = (values && typeof values === 'object' ? values : {}) as { changeReason?: unknown; emergency?: unknown };
  const reason = typeof v.changeReason === 'string' ? v.changeReason.trim() : '';
  return v.emergency === true ? { changeReason: reason, emergency: true } : { changeReason: reason };
}
