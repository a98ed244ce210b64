import { history } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import { useT } from '../../components/badges';

/** What the details pages show when the run in ?id= does not exist (any more). */
export default function RunNotFound() {
  const f = useT();
  return (
    <Card>
      <Result
        status="404"
        title={f('pages.package.check.notFound')}
        extra={<Button onClick={() => history.push('/package/checkTask')}>{f('pages.package.check.back')}</Button>}
      />
    </Card>
  );
}
