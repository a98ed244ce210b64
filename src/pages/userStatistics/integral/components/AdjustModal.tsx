import { ModalForm, ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import { Descriptions, message } from 'antd';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { POINTS_FIELDS as F } from '@/contract/userStatisticsFields';
import { fieldRules } from '@/utils/fieldRules';
import { adjustRolePoints, type RolePoints } from '../../service';

/**
 * Adjust one role's points by a signed whole number with a reason. The backend refuses a result below 0 (its message
 * is shown by the request layer) and the dialog keeps what was typed.
 */
export default function AdjustModal(props: { role: RolePoints; onDone: () => void }) {
  const t = useText();
  const { role } = props;
  // one request id per opening: a retry or a second click adjusts once (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  // the range and the reason's length are the contract's; not 0 is said here too (the schema cannot say it)
  const delta = fieldRules(F.delta, {
    required: true,
    requiredMessage: t('pages.userStatistics.integral.delta.required'),
    rangeMessage: t('pages.userStatistics.integral.delta.range'),
  });
  const reason = fieldRules(F.reason, { requiredMessage: t('pages.userStatistics.integral.reason.required') });
  return (
    <ModalForm<{ delta: number; reason: string }>
      title={t('pages.userStatistics.integral.title.adjust', { role: `${role.roleName} (${role.roleId})` })}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      onOpenChange={(open) => open && requestId.renew()}
      trigger={<ActionLink id={`points-adjust-${role.roleId}`}>{t('pages.userStatistics.integral.adjust')}</ActionLink>}
      submitter={{ submitButtonProps: { id: 'points-adjust-submit' } }}
      onFinish={async ({ delta, reason }) => {
        try {
          await adjustRolePoints(
            { roleId: role.roleId, delta, reason: reason.trim() },
            { requestId: requestId.current() },
          );
          message.success(t('pages.userStatistics.integral.adjusted'));
          props.onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('pages.userStatistics.integral.current')}>{role.points}</Descriptions.Item>
      </Descriptions>
      <ProFormDigit
        htmlFor="points-adjust-delta"
        name="delta"
        label={t('pages.userStatistics.integral.delta')}
        fieldProps={{ id: 'points-adjust-delta', ...delta.input }}
        rules={[
          ...delta.rules,
          {
            validator: (_: unknown, v: number | undefined) =>
              v !== 0 ? Promise.resolve() : Promise.reject(new Error(t('pages.userStatistics.integral.delta.range'))),
          },
        ]}
      />
      <ProFormTextArea
        htmlFor="points-adjust-reason"
        name="reason"
        label={t('pages.userStatistics.integral.reason')}
        fieldProps={{ id: 'points-adjust-reason', ...reason.input, autoSize: { minRows: 2 } }}
        rules={reason.rules}
      />
    </ModalForm>
  );
}
