import { Outlet, useIntl } from '@umijs/max';
import EnvironmentLabel from '@/components/EnvironmentLabel';
import LocaleLinks from '@/components/RightContent/LocaleLinks';

/** The user layout of the login page (docs/rules.md "Routes and authority"), with the environment's label. */
export default function UserLayout() {
  const intl = useIntl();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f0f2f5' }}>
      <div style={{ textAlign: 'right', padding: 16 }}>
        <LocaleLinks />
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 48 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1 style={{ margin: 0, fontSize: 28 }}>{intl.formatMessage({ id: 'app.title' })}</h1>
          <EnvironmentLabel />
        </div>
        <p style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 32 }}>{intl.formatMessage({ id: 'app.subtitle' })}</p>
        <Outlet />
      </div>
    </div>
  );
}
