import { ProLayout } from '@ant-design/pro-components';
import { history, Link, useIntl, useLocation, useSelector } from '@umijs/max';
import { ConfigProvider, Space } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { menuIcon } from '@/components/menuIcons';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import GameSwitcher from '@/components/RightContent/GameSwitcher';
import LocaleSwitcher from '@/components/RightContent/LocaleSwitcher';
import PageLoading from '@/components/PageLoading';
import AreaMessages from '@/locales/areas';
import Workspace from '@/components/Workspace';
import type { RootState } from '@/models/types';
import { sideMenu, type MenuNode } from '@/utils/menu';
import { routeInfo } from '@/utils/routeTable';
import { navTokens } from './navTheme';

const SettingsDrawer = lazy(() => import('@/components/SettingsDrawer'));

interface MenuItem {
  path: string;
  name: string;
  icon?: React.ReactNode;
  children?: MenuItem[];
}

/**
 * The main layout (spec §1): ProLayout with the settings of the settings model, the menu built from the server's menu
 * entries for the current game and filtered by the person's grants, the header (game switcher, language, account),
 * and the multi-tab workspace in the page container #LQCONTAINER.
 */
export default function BasicLayout() {
  const intl = useIntl();
  const location = useLocation();
  const settings = useSelector((s: RootState) => s.settings);
  const { currentUser, menuList, authInfo } = useSelector((s: RootState) => s.user);
  const gameId = useSelector((s: RootState) => s.games.currentGameId);
  const [drawer, setDrawer] = useState(false);

  const menuData = useMemo(() => {
    const title = (node: MenuNode) => {
      const name = node.uri ? routeInfo(node.uri)?.route.name : undefined;
      return name ? intl.formatMessage({ id: `menu.${name}`, defaultMessage: node.name }) : node.name;
    };
    const toItem = (node: MenuNode): MenuItem => ({
      path: node.uri || node.key,
      name: title(node),
      icon: menuIcon(node.icon),
      children: node.children?.map(toItem),
    });
    return sideMenu(menuList, { gameId, authority: authInfo.authority }).map(toItem);
  }, [menuList, gameId, authInfo.authority, intl]);

  const dark = settings.navTheme === 'dark';
  const theme = useMemo(() => ({ token: { colorPrimary: settings.colorPrimary } }), [settings.colorPrimary]);
  return (
    <ConfigProvider theme={theme}>
      <ProLayout
        title={settings.title || intl.formatMessage({ id: 'app.title' })}
        logo={<img src="/logo.svg" alt="" />}
        navTheme={settings.navTheme === 'realDark' ? 'realDark' : 'light'}
        token={dark ? navTokens : undefined}
        layout={settings.layout}
        contentWidth={settings.contentWidth}
        fixedHeader={settings.fixedHeader}
        fixSiderbar={settings.fixSiderbar}
        colorWeak={settings.colorWeak}
        menu={{ locale: false }}
        iconfontUrl={settings.iconfontUrl || undefined}
        location={{ pathname: location.pathname }}
        menuDataRender={() => menuData}
        menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
        onMenuHeaderClick={() => history.push('/welcome')}
        contentStyle={{ padding: 0 }}
      >
        <div id="LQCONTAINER">
          <header className="console-header">
            <GameSwitcher />
            <div className="console-header-right">
              <LocaleSwitcher />
              <AvatarDropdown onSettings={() => setDrawer(true)}>
                <Space size={6} style={{ cursor: 'pointer', padding: '0 8px' }}>
                  <span className="console-avatar" aria-hidden style={{ backgroundColor: settings.colorPrimary }}>
                    {currentUser?.name?.slice(0, 1)}
                  </span>
                  <span id="header-user-name">{currentUser?.name}</span>
                </Space>
              </AvatarDropdown>
            </div>
          </header>
          <Suspense fallback={<PageLoading />}>
            <AreaMessages>
              <Workspace />
            </AreaMessages>
          </Suspense>
        </div>
      </ProLayout>
      {drawer && (
        <Suspense fallback={null}>
          <SettingsDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
