import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import PasswordForm from './components/PasswordForm';
import Permissions from './components/Permissions';
import Profile from './components/Profile';
import { PERSON_PATHS } from './paths';

/**
 * /person (hidden): my profile, change password and my roles and permissions. The tab follows the address's `key`
 * (1 profile, 2 password, 3 permissions); a first sign-in lands on /person?key=2.
 */
const TABS = ['1', '2', '3'];

export default function PersonPage() {
  const t = useText();
  const { query } = usePaneLocation();
  const asked = query.get('key') || '1';
  const active = TABS.includes(asked) ? asked : '1';

  return (
    <PageContainer title={t('menu.person')}>
      <Card>
        <Tabs
          id="person-tabs"
          activeKey={active}
          onChange={(key) => history.replace(`${PERSON_PATHS.root}?key=${key}`)}
          destroyInactiveTabPane={false}
          items={[
            { key: '1', label: t('pages.person.tab.profile'), children: <Profile /> },
            { key: '2', label: t('pages.person.tab.password'), children: <PasswordForm /> },
            { key: '3', label: t('pages.person.tab.permissions'), children: <Permissions /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
