import { getMenuData, getPageTitle, ProLayout } from '@ant-design/pro-components';
import { APP_PATHS } from '@/utils/appPaths';
import { history, Link, useAccess, useDispatch, useIntl, useLocation, useSelector } from '@umijs/max';
import { ConfigProvider, Space } from 'antd';
import { SWRConfig } from 'swr';
import {
  cloneElement,
  isValidElement,
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import PaletteLauncher from '@/components/CommandPalette/Launcher';
import EnvironmentLabel from '@/components/EnvironmentLabel';
import { menuIcon } from '@/components/menuIcons';
import ApprovalsBadge from '@/components/RightContent/ApprovalsBadge';
import AvatarDropdown from '@/components/RightContent/AvatarDropdown';
import GameSwitcher from '@/components/RightContent/GameSwitcher';
import LocaleSwitcher from '@/components/RightContent/LocaleSwitcher';
import PageLoading from '@/components/PageLoading';
import AreaMessages from '@/locales/areas';
import { BusinessTimeFields } from '@/components/BusinessTime/valueTypes';
import Workspace from '@/components/Workspace';
import { WORKSPACE_CONTAINER_ID } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import { sideMenu, type MenuNode } from '@/utils/menu';
import { breadcrumbOf, routeInfo } from '@/utils/routeTable';
import { themeOf } from './ConsoleThemeProvider';
import { navTokens } from '@/utils/navTheme';
import { sameMenuProps } from './sameMenu';
// antd's styles for this layout's theme, made by the build (config/antdStylesPlugin.ts): loaded with this layout's
// code, before it runs
import '@@/plugin-antdStyles/main.css';

const SettingsDrawer = lazy(() => import('@/components/SettingsDrawer'));

interface MenuItem {
  path: string;
  name: string;
  icon?: React.ReactNode;
  children?: MenuItem[];
}

/**
 * The main layout (docs/rules.md "Layout settings"): ProLayout with the settings of the settings model, the menu
 * built from the server's menu entries for the current game and filtered by the person's grants, the header (game
 * switcher, language, account), and the multi-tab workspace in the page container #LQCONTAINER.
 *
 * A tab switch renders ProLayout once, with nothing but a new menu selection: ProLayout works the selection, the open
 * submenus and the page title out of its `location`, and its menu then syncs its own state in an effect — a second
 * render of the whole menu on every switch. So ProLayout gets one fixed location, and the selection, the open submenus
 * (reset to the current screen's on each navigation, as ProLayout did) and the document title are worked out here
 * from the same menu data. Every other prop keeps its identity (its menu data is not rebuilt), and its content
 * (header and workspace) is one memoised element: the workspace follows the location itself.
 */
/** ProLayout renders only when one of its props changes (they all keep their identity otherwise) */
const Layout = memo(ProLayout) as unknown as typeof ProLayout;
const MENU = { locale: false } as const;
const CONTENT_STYLE = { padding: 0 };
const LOGO = <img src="/logo.svg" alt="" />;
/**
 * ProLayout asks SWR for its menu on mount even without `menu.request` (we give it the menu ourselves): a fetch of
 * nothing that flips its loading state twice, each time rendering the whole layout again (the menu as a skeleton,
 * then the menu again). Not asked on mount, it draws the menu once. The screens below get SWR's default back.
 */
const LAYOUT_SWR = { revalidateOnMount: false };
const SCREENS_SWR = { revalidateOnMount: undefined };
/** matches no menu entry */
const FIXED_LOCATION = { pathname: '/__console__' };
const goHome = () => history.push(APP_PATHS.welcome);
const renderMenuItem = (item: { path?: string }, dom: ReactNode) =>
  item.path ? <Link to={item.path}>{dom}</Link> : dom;

interface ProMenuItem {
  key?: string;
  path?: string;
  children?: ProMenuItem[];
}

/** `list`, or the previous list when it has the same items. */
function useSameList(list: string[]): string[] {
  const ref = useRef(list);
  if (ref.current.length !== list.length || ref.current.some((k, i) => k !== list[i])) ref.current = list;
  return ref.current;
}

/** The menu entries from the top down to the one of `pathname` (or the nearest whose path it is under). */
function menuChain(items: ProMenuItem[], pathname: string): ProMenuItem[] {
  for (const item of items) {
    const below = item.children ? menuChain(item.children, pathname) : [];
    if (below.length) return [item, ...below];
    const path = item.path;
    if (path && (path === pathname || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))) return [item];
  }
  return [];
}

export default function BasicLayout() {
  const intl = useIntl();
  const location = useLocation();
  const settings = useSelector((s: RootState) => s.settings);
  const menuList = useSelector((s: RootState) => s.user.menuList);
  const { can } = useAccess();
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
    return sideMenu(menuList, { gameId, can }).map(toItem);
  }, [menuList, gameId, can, intl]);
  const menuDataRender = useCallback(() => menuData, [menuData]);
  const pathname = location.pathname;

  // what ProLayout did with the location: the menu's selection and open submenus, the document title
  const { menuData: proMenu, breadcrumbMap } = useMemo(
    () => getMenuData([], MENU, undefined, () => menuData),
    [menuData],
  );
  // the menu follows in a transition once the screen shows (rendered in slices): the switch itself is the workspace's
  const menuPathname = useDeferredValue(pathname);
  const chain = useMemo(() => menuChain(proMenu as ProMenuItem[], menuPathname), [proMenu, menuPathname]);
  // the trail of the screen shown (the global model's breadcrumb list), drawn in the header
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch({ type: 'global/setBreadcrumb', payload: breadcrumbOf(menuPathname) });
  }, [dispatch, menuPathname]);
  const selectedKeys = useSameList(chain.map((m) => String(m.key || m.path)));
  // the submenus above the current screen (the same list object while they stay the same: antd's menu renders
  // twice when its open keys change)
  const screenOpenKeys = useSameList(chain.filter((m) => m.children?.length).map((m) => String(m.key || m.path)));
  const [opened, setOpened] = useState<{ pathname: string; keys: string[] }>();
  const openKeys = opened && opened.pathname === menuPathname ? opened.keys : screenOpenKeys;
  const selection = useMemo(() => ({ selectedKeys }), [selectedKeys]);
  const inlineMenu = useMemo(
    () => ({ selectedKeys, openKeys, onOpenChange: (keys: string[]) => setOpened({ pathname: menuPathname, keys }) }),
    [selectedKeys, openKeys, menuPathname],
  );
  // the side menu (inline) opens the current screen's submenus; collapsed, its submenus pop up on their own.
  // Each time ProLayout renders with the menu unchanged (its own states, such as the breakpoint or its menu-loading
  // state set to the value it already has as it mounts), it hands over a menu whose props are new objects with the
  // same content: the menu drawn last time is handed back then, so React skips the whole menu (about 700 components).
  const lastMenu = useRef<{ dom: React.ReactElement; menuProps: object; element: React.ReactElement }>();
  const menuContentRender = useCallback(
    (props: { collapsed?: boolean }, dom: ReactNode) => {
      if (!isValidElement(dom)) return dom;
      const menuProps = props.collapsed ? selection : inlineMenu;
      const last = lastMenu.current;
      if (
        last &&
        last.menuProps === menuProps &&
        last.dom.type === dom.type &&
        last.dom.key === dom.key &&
        sameMenuProps(last.dom.props, dom.props)
      )
        return last.element;
      const element = cloneElement(dom as React.ReactElement, { menuProps });
      lastMenu.current = { dom, menuProps, element };
      return element;
    },
    [selection, inlineMenu],
  );
  const appTitle = settings.title || intl.formatMessage({ id: 'app.title' });
  useEffect(() => {
    document.title = getPageTitle({ pathname, breadcrumbMap, title: appTitle, menu: MENU } as never);
  }, [pathname, breadcrumbMap, appTitle]);
  const openSettings = useCallback(() => setDrawer(true), []);
  const content = useMemo(
    () => (
      <div id={WORKSPACE_CONTAINER_ID}>
        <ConsoleHeader onSettings={openSettings} />
        <SWRConfig value={SCREENS_SWR}>
          <Suspense fallback={<PageLoading />}>
            <AreaMessages>
              {/* every pro-components date the screens show or take is on the business zone's clock (docs/rules.md
                  "Business time zone"); here, not at the root, so the sign-in page does not load the pickers */}
              <BusinessTimeFields>
                <Workspace />
              </BusinessTimeFields>
            </AreaMessages>
          </Suspense>
        </SWRConfig>
      </div>
    ),
    [openSettings],
  );

  const dark = settings.navTheme === 'dark';
  const theme = themeOf(settings.colorPrimary, dark);
  return (
    <ConfigProvider theme={theme}>
      <SWRConfig value={LAYOUT_SWR}>
        <Layout
          title={appTitle}
          logo={LOGO}
          navTheme={settings.navTheme === 'realDark' ? 'realDark' : 'light'}
          token={dark ? navTokens : undefined}
          layout={settings.layout}
          contentWidth={settings.contentWidth}
          fixedHeader={settings.fixedHeader}
          fixSiderbar={settings.fixSiderbar}
          colorWeak={settings.colorWeak}
          menu={MENU}
          iconfontUrl={settings.iconfontUrl || undefined}
          location={FIXED_LOCATION}
          openKeys={false}
          menuProps={selection}
          menuContentRender={menuContentRender}
          menuDataRender={menuDataRender}
          menuItemRender={renderMenuItem}
          onMenuHeaderClick={goHome}
          contentStyle={CONTENT_STYLE}
        >
          {content}
        </Layout>
      </SWRConfig>
      <PaletteLauncher />
      {drawer && (
        <Suspense fallback={null}>
          <SettingsDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </ConfigProvider>
  );
}

/**
 * The header of the page container: the environment's label, game switcher, language, account. It does not follow
 * the location.
 */
const ConsoleHeader = memo(function ConsoleHeader(props: { onSettings: () => void }) {
  const currentUser = useSelector((s: RootState) => s.user.currentUser);
  const colorPrimary = useSelector((s: RootState) => s.settings.colorPrimary);
  return (
    <header className="console-header">
      <div className="console-header-left">
        <EnvironmentLabel />
        <GameSwitcher />
        <Breadcrumb />
      </div>
      <div className="console-header-right">
        <ApprovalsBadge />
        <LocaleSwitcher />
        <AvatarDropdown onSettings={props.onSettings}>
          <Space size={6} style={{ cursor: 'pointer', padding: '0 8px' }}>
            <span className="console-avatar" aria-hidden style={{ backgroundColor: colorPrimary }}>
              {currentUser?.name?.slice(0, 1)}
            </span>
            <span id="header-user-name">{currentUser?.name}</span>
          </Space>
        </AvatarDropdown>
      </div>
    </header>
  );
});

/** The shown screen's trail (global.breadcrumbList): its area, the screen a hidden page belongs to, the page. */
const Breadcrumb = memo(function Breadcrumb() {
  const intl = useIntl();
  const trail = useSelector((s: RootState) => s.global.breadcrumbList);
  if (!trail.length) return null;
  return (
    <nav className="console-breadcrumb" aria-label={intl.formatMessage({ id: 'layout.breadcrumb' })}>
      <ol>
        {trail.map((item, i) => {
          const title = intl.formatMessage({ id: item.titleKey });
          const last = i === trail.length - 1;
          return (
            <li key={item.path}>
              {last ? <span aria-current="page">{title}</span> : <Link to={item.path}>{title}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
