import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale } from '@umijs/max';
import { Dropdown } from 'antd';
import { applyLocaleSideEffects } from '@/utils/localeEffects';

/** The four supported languages (spec §1), each named in itself. */
export const LOCALES: Array<{ key: string; label: string }> = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'zh-TW', label: '繁體中文' },
  { key: 'en-US', label: 'English' },
  { key: 'pt-BR', label: 'Português' },
];

export default function LocaleSwitcher() {
  const current = getLocale();
  return (
    <Dropdown
      menu={{
        selectedKeys: [current],
        items: LOCALES.map((l) => ({ key: l.key, label: <span data-locale={l.key}>{l.label}</span> })),
        onClick: ({ key }) => {
          setLocale(key, false);
          applyLocaleSideEffects(key);
        },
      }}
    >
      <span id="header-locale" style={{ cursor: 'pointer', padding: '0 8px' }}>
        <GlobalOutlined /> {LOCALES.find((l) => l.key === current)?.label || current}
      </span>
    </Dropdown>
  );
}
