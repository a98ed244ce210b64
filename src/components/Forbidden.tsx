import { FormattedMessage, Link } from '@umijs/max';
import { Button, Result } from 'antd';

/** The 403 screen (docs/rules.md "Routes and authority"): 你没有权限进入此页面. */
export default function Forbidden() {
  return (
    <Result
      status="403"
      title="403"
      subTitle={
        <span data-testid="forbidden">
          <FormattedMessage id="exception.403" />
        </span>
      }
      extra={
        <Link to="/welcome">
          <Button type="primary">
            <FormattedMessage id="exception.back" />
          </Button>
        </Link>
      }
    />
  );
}
