import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useText } from '@/hooks';
import { OPERATION_PATHS } from '../paths';

/** What a hidden per-entity screen shows when opened without (or with an unknown) `?entityId=`. */
export default function NoEntity() {
  const t = useText();
  return (
    <Result
      status="info"
      title={t('pages.setting.operation.noEntity')}
      extra={
        <Button id="entity-back" onClick={() => history.push(OPERATION_PATHS.operation)}>
          {t('pages.setting.operation.backToList')}
        </Button>
      }
    />
  );
}
