import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** Unmatched paths (spec §2). */
export default function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{intl.formatMessage({ id: 'exception.404' })}</span>}
      extra={
        <Button type="primary" onClick={() => history.push('/welcome')}>
          {intl.formatMessage({ id: 'exception.back' })}
        </Button>
      }
    />
  );
}
