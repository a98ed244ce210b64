import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { history, useDispatch, useIntl } from '@umijs/max';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';

/** Account menu: personal page, layout settings, logout. */
export default function AvatarDropdown(props: { children: ReactNode; onSettings: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  return (
    <Dropdown
      menu={{
        items: [
          {
            key: 'person',
            icon: <UserOutlined />,
            label: <span id="menu-person">{intl.formatMessage({ id: 'layout.account.person' })}</span>,
          },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: <span id="menu-settings">{intl.formatMessage({ id: 'layout.account.settings' })}</span>,
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span id="menu-logout">{intl.formatMessage({ id: 'layout.account.logout' })}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'person') history.push('/person');
          if (key === 'settings') props.onSettings();
          if (key === 'logout') dispatch({ type: 'login/logout' });
        },
      }}
    >
      <span id="header-account">{props.children}</span>
    </Dropdown>
  );
}
