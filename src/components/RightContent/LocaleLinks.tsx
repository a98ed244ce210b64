import { getLocale, setLocale } from '@umijs/max';
import { theme } from 'antd';
import { applyLocaleSideEffects } from '@/utils/localeEffects';
import { LOCALES } from './locales';

/**
 * The language choice of the sign-in page: plain buttons drawn as links (focusable, Enter and Space work), so the page
 * does not load the dropdown and menu code that the console's header switcher needs (the login page is the first thing
 * every operator downloads).
 */
const LINK = {
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  font: 'inherit',
} as const;

export default function LocaleLinks() {
  const current = getLocale();
  const { token } = theme.useToken();
  return (
    <nav id="login-locale" aria-label="language" style={{ display: 'inline-flex', gap: 12 }}>
      {LOCALES.map((l) => (
        <button
          type="button"
          key={l.key}
          data-locale={l.key}
          aria-current={l.key === current ? 'true' : undefined}
          style={{ ...LINK, color: token.colorLink, fontWeight: l.key === current ? 600 : 400 }}
          onClick={() => {
            setLocale(l.key, false);
            applyLocaleSideEffects(l.key);
          }}
        >
          {l.label}
        </button>
      ))}
    </nav>
  );
}
