import { Button, Input, message, Popconfirm } from 'antd';
import { useState } from 'react';
import { changeReasonOf } from '@/components/History';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { type AppKey, rotateAppKey, type SecretField } from '../../service';
import { REMARK } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * Rotating one secret of an app key: a confirmation that also takes an optional 修改说明, kept as the reason of the
 * key's new version (docs/rules.md "Configuration history").
 */
export default function RotateConfirm(props: { record: AppKey; field: SecretField; onDone: () => void }) {
  const t = useText();
  const { record, field } = props;
  const [reason, setReason] = useState('');
  // a rotation makes a new secret: one request id per opening (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  return (
    <Popconfirm
      title={t('pages.unity.keyConfig.rotate.confirm', { field: t(`pages.unity.keyConfig.${field}`) })}
      description={
        <Input
          id="key-rotate-reason"
          value={reason}
          {...fieldRules(REMARK).input}
          placeholder={t('history.changeReason.help')}
          aria-label={t('history.changeReason')}
          onChange={(e) => setReason(e.target.value)}
        />
      }
      okButtonProps={{ id: 'key-rotate-ok' }}
      onOpenChange={(open) => {
        if (!open) return;
        setReason('');
        requestId.renew();
      }}
      onConfirm={async () => {
        try {
          await rotateAppKey(
            // docs/rules.md "Change requests": the reason is required now; an empty one is refused by the backend
            { id: record.id, field, changeReason: changeReasonOf({ changeReason: reason }).changeReason ?? '' },
            { requestId: requestId.current() },
          );
          message.success(t('pages.unity.keyConfig.rotated'));
          props.onDone();
        } catch {
          // shown by the request layer
        }
      }}
    >
      <Button type="link" size="small" danger id={`key-rotate-${field}-${record.id}`}>
        {t('pages.unity.keyConfig.rotate')}
      </Button>
    </Popconfirm>
  );
}
