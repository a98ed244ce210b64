import { Button } from 'antd';
import { ReasonModal } from '@/components/ChangeRequest';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { type AppKey, rotateAppKey, type SecretField } from '../../service';

/**
 * Rotating one secret of an app key: a risky change (docs/rules.md "Change requests"), so a dialog asks its required
 * reason (kept as the reason of the key's new version, docs/rules.md "Configuration history") and offers the
 * emergency path to its grant's holder; queued, it closes with the notice naming the request. One request id per
 * opening: a rotation makes a new secret (docs/rules.md "Request ids and versions").
 */
export default function RotateConfirm(props: { record: AppKey; field: SecretField; onDone: () => void }) {
  const t = useText();
  const { record, field } = props;
  const requestId = useRequestId();
  return (
    <ReasonModal
      id="key-rotate"
      title={t('pages.unity.keyConfig.rotate.confirm', { field: t(`pages.unity.keyConfig.${field}`) })}
      submitText={t('pages.unity.keyConfig.rotate')}
      done={t('pages.unity.keyConfig.rotated')}
      trigger={
        <Button type="link" size="small" danger id={`key-rotate-${field}-${record.id}`}>
          {t('pages.unity.keyConfig.rotate')}
        </Button>
      }
      onOpen={requestId.renew}
      run={(approval) => rotateAppKey({ id: record.id, field, ...approval }, { requestId: requestId.current() })}
      onDone={props.onDone}
    />
  );
}
