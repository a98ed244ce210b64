import { useIntl } from '@umijs/max';
import { runtimeConfig } from '@/utils/runtimeConfig';

/** Black or white, whichever contrasts more with the background `hex` (#rgb or #rrggbb; WCAG relative luminance). */
export function textOn(hex: string): '#000' | '#fff' {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05)
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}

/**
 * The environment's label of the run-time configuration (docs/rules.md "Run-time configuration"), in the console's
 * header and on the sign-in page, so nobody mistakes staging for production. Production configures none: nothing.
 */
export default function EnvironmentLabel() {
  const intl = useIntl();
  const { environmentLabel: label, environmentColor: color } = runtimeConfig();
  if (!label) return null;
  return (
    <span
      id="environment-label"
      className="environment-label"
      title={intl.formatMessage({ id: 'app.environment' }, { label })}
      style={{ background: color, color: textOn(color) }}
    >
      {label}
    </span>
  );
}
