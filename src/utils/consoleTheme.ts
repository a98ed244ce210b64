import { FastColor } from '@ant-design/fast-color';
import type { ThemeConfig } from 'antd';
import { readableOn } from './contrast';
import { navMenuTokens } from './navTheme';

/** The layout's grey (ProLayout's page background): the darkest background text is commonly drawn on. */
export const LAYOUT_BG = '#f0f2f5';

/** antd's preset colours: a Tag of one draws shade 7 of its palette on shade 1 */
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * What the theme colour does not decide (docs/rules.md "Accessibility"): antd's default text and status colours
 * moved to WCAG AA (4.5:1) where they fall short, each darkened only as far as it must be, hues kept.
 */
function contrastTokens(d: Record<string, string>) {
  const token: Record<string, string> = {
    // helper, description, breadcrumb and table secondary texts: 0.45 black is 3.4:1 on the layout's grey
    colorTextTertiary: 'rgba(0,0,0,0.57)',
    // placeholders (0.25 black is 1.8:1): 0.55 is 4.7:1 on white and still lighter than a value (0.88)
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    // errors and danger actions: on the error background (form messages, danger links and buttons)
    colorError: readableOn(d.colorError, d.colorErrorBg),
    colorErrorText: readableOn(d.colorErrorText, d.colorErrorBg),
    // status words and figures in the console's own texts (`token.colorSuccessText` …)
    colorSuccessText: readableOn(d.colorSuccessText, d.colorSuccessBg),
    colorWarningText: readableOn(d.colorWarningText, d.colorWarningBg),
  };
  for (const c of PRESET_COLORS) token[`${c}7`] = readableOn(d[`${c}7`], d[`${c}1`]);
  // status tags and texts only: the icons, badges and bars keep antd's brighter success and warning colours
  const status = {
    colorSuccess: readableOn(d.colorSuccess, d.colorSuccessBg),
    colorWarning: readableOn(d.colorWarning, d.colorWarningBg),
  };
  // a button waiting for its answer keeps its label readable (antd draws it at 0.65 opacity: white on the theme
  // colour falls to 2.7:1); its spinner says it is busy
  const Button = { opacityLoading: 1 };
  return { token, components: { Tag: status, Typography: status, Button } };
}

let fixed: ReturnType<typeof contrastTokens> | undefined;
const themes = new Map<string, ThemeConfig>();

/**
 * The console's antd theme for a theme colour (the operator's `colorPrimary`): the colour itself darkened until white
 * text on it and it as text on white reach 5:1 and it as text on the layout's grey 4.5:1 (hover 4.5:1 on white, so a
 * hovered button or link can still lighten a little),
 * used for links too (antd takes links from its info colour), plus the fixed contrast tokens. One object per colour.
 * `defaults` gives antd's default tokens (`theme.getDesignToken()`): the build calls this too, before it loads antd.
 * `darkNav`: the classic dark side menu (navTheme 'dark'), whose menu draws the open group of the shown screen white,
 * not in the theme colour (dark on dark).
 */
export function consoleTheme(
  colorPrimary: string,
  defaults: () => Record<string, string>,
  darkNav = false,
): ThemeConfig {
  const key = `${colorPrimary} ${darkNav}`;
  const known = themes.get(key);
  if (known) return known;
  fixed ??= contrastTokens(defaults());
  const primary = readableOn(readableOn(colorPrimary, '#fff', 5), LAYOUT_BG);
  const hover = readableOn(new FastColor(primary).tint(12).toHexString(), '#fff');
  const active = new FastColor(primary).shade(12).toHexString();
  const made: ThemeConfig = {
    token: {
      ...fixed.token,
      colorPrimary: primary,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorInfo: primary,
      colorLink: primary,
      colorLinkHover: hover,
      colorLinkActive: active,
    },
    components: darkNav ? { ...fixed.components, Menu: navMenuTokens } : fixed.components,
  };
  themes.set(key, made);
  return made;
}
