import { history } from '@umijs/max';
import { Card } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';

/** What the details pages show when the run in ?id= does not exist (any more). */
export default function RunNotFound() {
  const f = useText();
  return (
    <Card>
      <RecordNotFound
        message={f('pages.package.check.notFound')}
        backText={f('pages.package.check.back')}
        onBack={() => history.push('/package/checkTask')}
      />
    </Card>
  );
}
