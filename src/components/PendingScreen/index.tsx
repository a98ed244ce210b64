import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation } from '@umijs/max';
import { Card } from 'antd';
import { routeTitleKey } from '@/utils/routeTable';

/** A screen a later issue fills in: its page container and title, nothing that pretends to work. */
export default function PendingScreen() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const key = routeTitleKey(pathname);
  return (
    <PageContainer title={key ? intl.formatMessage({ id: key }) : pathname}>
      <Card />
    </PageContainer>
  );
}
