import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useText } from '@/hooks';
import { APP_PATHS } from '@/utils/appPaths';

/** Unmatched paths (docs/rules.md "Routes and authority"). */
export default function NotFound() {
  const t = useText();
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{t('exception.404')}</span>}
      extra={
        <Button type="primary" onClick={() => history.push(APP_PATHS.welcome)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
