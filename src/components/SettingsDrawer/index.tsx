import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Divider, Drawer, Radio, Space, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RootState } from '@/models/types';
import type { LayoutSettings } from '../../../config/defaultSettings';

/**
 * The build the page runs (config/buildInfoPlugin.ts; docs/rules.md "Run-time configuration"), so an operator's
 * report can say which build they saw: package.json's version and the git commit, shortened to 10 characters.
 */
export function buildText(f: (id: string, values: Record<string, string>) => string): { shown: string; full: string } {
  const version = process.env.BUILD_VERSION || 'dev';
  const commit = process.env.BUILD_COMMIT || 'unknown';
  return {
    shown: f('settings.build', { version, commit: /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 10) : commit }),
    full: `${version} ${commit}`,
  };
}

/** Theme colours offered by the drawer. */
export const THEME_COLORS = ['#1890ff', '#f5222d', '#fa541c', '#faad14', '#13c2c2', '#52c41a', '#2f54eb', '#722ed1'];

/**
 * The layout settings drawer (docs/rules.md "Layout settings"): page style, theme colour, navigation mode, content
 * width, fixed header and side menu, colour-weak mode. Every change is kept (settings model → localStorage). At the
 * bottom, the build the page runs. Loaded lazily by the layout.
 */
export default function SettingsDrawer(props: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const settings = useSelector((s: RootState) => s.settings);
  const change = (payload: Partial<LayoutSettings>) => dispatch({ type: 'settings/change', payload });
  const f = (id: string) => intl.formatMessage({ id });
  const build = buildText((id, values) => intl.formatMessage({ id }, values));
  const row = (label: string, control: ReactNode) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '12px 0' }}>
      <span>{label}</span>
      {control}
    </div>
  );
  return (
    <Drawer title={f('settings.title')} open={props.open} onClose={props.onClose} width={320} id="settings-drawer">
      <Divider orientation="left">{f('settings.pageStyle')}</Divider>
      <Radio.Group
        value={settings.navTheme}
        onChange={(e) => change({ navTheme: e.target.value })}
        optionType="button"
        options={[
          { value: 'dark', label: f('settings.navTheme.dark') },
          { value: 'light', label: f('settings.navTheme.light') },
          { value: 'realDark', label: f('settings.navTheme.realDark') },
        ]}
      />
      <Divider orientation="left">{f('settings.themeColor')}</Divider>
      <Space wrap>
        {THEME_COLORS.map((c) => (
          <Tooltip key={c} title={c}>
            <button
              type="button"
              aria-label={c}
              aria-pressed={settings.colorPrimary === c}
              onClick={() => change({ colorPrimary: c })}
              style={{
                width: 22,
                height: 22,
                borderRadius: 4,
                background: c,
                cursor: 'pointer',
                border: settings.colorPrimary === c ? '2px solid #000' : '1px solid transparent',
              }}
            />
          </Tooltip>
        ))}
      </Space>
      <Divider orientation="left">{f('settings.navigationMode')}</Divider>
      <Radio.Group
        value={settings.layout}
        onChange={(e) => change({ layout: e.target.value })}
        optionType="button"
        options={[
          { value: 'side', label: f('settings.layout.side') },
          { value: 'top', label: f('settings.layout.top') },
        ]}
      />
      <Divider />
      {row(
        f('settings.contentWidth'),
        <Radio.Group
          size="small"
          value={settings.contentWidth}
          onChange={(e) => change({ contentWidth: e.target.value })}
          options={[
            { value: 'Fluid', label: f('settings.contentWidth.fluid') },
            { value: 'Fixed', label: f('settings.contentWidth.fixed') },
          ]}
        />,
      )}
      {row(
        f('settings.fixedHeader'),
        <Switch size="small" checked={settings.fixedHeader} onChange={(v) => change({ fixedHeader: v })} />,
      )}
      {row(
        f('settings.fixSiderbar'),
        <Switch size="small" checked={settings.fixSiderbar} onChange={(v) => change({ fixSiderbar: v })} />,
      )}
      {row(
        f('settings.colorWeak'),
        <Switch
          id="settings-color-weak"
          size="small"
          checked={settings.colorWeak}
          onChange={(v) => change({ colorWeak: v })}
        />,
      )}
      <Divider />
      <Typography.Text id="settings-build" type="secondary" copyable={{ text: build.full }}>
        {build.shown}
      </Typography.Text>
    </Drawer>
  );
}
