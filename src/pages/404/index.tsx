import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useText } from '@/hooks';
import { WELCOME_PATHS } from '@/pages/welcome/paths';

/** Unmatched paths (docs/rules.md "Routes and authority"). */
export default function NotFound() {
  const t = useText();
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{t('exception.404')}</span>}
      extra={
        <Button type="primary" onClick={() => history.push(WELCOME_PATHS.root)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
