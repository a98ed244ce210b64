import { history } from '@umijs/max';
import { Card } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { PACKAGE_PATHS } from '../../paths';

/** What the details pages show when the run in ?id= does not exist (any more). */
export default function RunNotFound() {
  const t = useText();
  return (
    <Card>
      <RecordNotFound
        message={t('pages.package.check.notFound')}
        backText={t('pages.package.check.back')}
        onBack={() => history.push(PACKAGE_PATHS.checkTask)}
      />
    </Card>
  );
}
