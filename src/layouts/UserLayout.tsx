import { Outlet, useIntl } from '@umijs/max';
import { theme } from 'antd';
import EnvironmentLabel from '@/components/EnvironmentLabel';
import ConsoleTheme from './ConsoleThemeProvider';
import LocaleLinks from '@/components/RightContent/LocaleLinks';

/**
 * The user layout of the login page (docs/rules.md "Routes and authority"), with the environment's label, themed as
 * the console, its form in the page's main landmark (docs/rules.md "Accessibility").
 */
export default function UserLayout() {
  return (
    <ConsoleTheme>
      <UserPage />
    </ConsoleTheme>
  );
}

function UserPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f0f2f5' }}>
      <header style={{ textAlign: 'right', padding: 16 }}>
        <LocaleLinks />
      </header>
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 48 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1 style={{ margin: 0, fontSize: 28 }}>{intl.formatMessage({ id: 'app.title' })}</h1>
          <EnvironmentLabel />
        </div>
        <p style={{ color: token.colorTextTertiary, marginBottom: 32 }}>{intl.formatMessage({ id: 'app.subtitle' })}</p>
        <Outlet />
      </main>
    </div>
  );
}
