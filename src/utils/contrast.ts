import { FastColor } from '@ant-design/fast-color';

/**
 * Colour contrast as WCAG 2 measures it (docs/rules.md "Accessibility"): the ratio of the relative luminances of two
 * colours, from 1 (the same) to 21 (black on white). A translucent foreground is first laid over the background.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = new FastColor(background);
  const fg = new FastColor(foreground).onBackground(bg);
  const [a, b] = [fg.getLuminance(), bg.getLuminance()].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * `color` darkened just enough (mixed with black one percent at a time, so its hue stays) to reach `min` against
 * `background`; a colour that already does is returned as it is (as a hex string).
 */
export function readableOn(color: string, background: string, min = AA_TEXT): string {
  const start = new FastColor(color);
  for (let black = 0; black < 100; black += 1) {
    const hex = start.shade(black).toHexString();
    if (contrastRatio(hex, background) >= min) return hex;
  }
  return '#000000';
}

/**
 * A tag drawn in a colour given as data (a dictionary entry's `#rrggbb`), as antd draws its preset colours: the colour
 * lightened to a background, and as text darkened until it reads on it. antd's own custom-colour tag (white on the
 * colour) is 2.3:1 on a green. Colours that are not hex (antd's preset names) are antd's to draw: undefined.
 */
export function tagStyle(
  color: string | undefined,
): { color: string; background: string; borderColor: string } | undefined {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return undefined;
  const base = new FastColor(color);
  const background = base.tint(90).toHexString();
  return { color: readableOn(color, background), background, borderColor: base.tint(60).toHexString() };
}
