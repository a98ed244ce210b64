import { GlobalOutlined } from '@ant-design/icons';
import { setLocale, useIntl } from '@umijs/max';
import { Dropdown } from 'antd';
import { loadAreaMessages } from '@/locales/areaMessages';
import { applyLocaleSideEffects } from '@/utils/localeEffects';
import { LOCALES } from './locales';

export { LOCALES };

/** Switches the interface language: the screens' texts of the new language first, so the open workspace never waits on them. */
export const switchLocale = (key: string) =>
  loadAreaMessages(key)
    .catch(() => undefined)
    .then(() => {
      setLocale(key, false);
      applyLocaleSideEffects(key);
    });

/**
 * The header's language menu. The language shown is read from the locale context (not getLocale()), so the label
 * follows a switch made anywhere (the command palette too) although the header itself is memoised.
 */
export default function LocaleSwitcher() {
  const current = useIntl().locale;
  return (
    <Dropdown
      menu={{
        selectedKeys: [current],
        items: LOCALES.map((l) => ({ key: l.key, label: <span data-locale={l.key}>{l.label}</span> })),
        onClick: ({ key }) => switchLocale(key),
      }}
    >
      <span id="header-locale" style={{ cursor: 'pointer', padding: '0 8px' }}>
        <GlobalOutlined /> {LOCALES.find((l) => l.key === current)?.label || current}
      </span>
    </Dropdown>
  );
}
