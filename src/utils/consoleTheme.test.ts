import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '@/utils/contrast';
import { consoleTheme, LAYOUT_BG } from './consoleTheme';

const defaults = () => theme.getDesignToken() as unknown as Record<string, string>;
const d = defaults();

describe('consoleTheme', () => {
  const made = consoleTheme('#1890ff', defaults);
  const token = made.token as Record<string, string>;

  it('darkens the theme colour until white text on it and it as text on white reach 5:1, and links follow it', () => {
    expect(contrastRatio('#1890ff', '#fff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio('#fff', token.colorPrimary)).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(token.colorPrimary, LAYOUT_BG)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(token.colorLink).toBe(token.colorPrimary);
    expect(token.colorInfo).toBe(token.colorPrimary);
    for (const k of ['colorPrimaryHover', 'colorLinkHover', 'colorPrimaryActive']) {
      expect(contrastRatio(token[k], '#fff')).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps a theme colour that is already dark enough', () => {
    expect((consoleTheme('#13458c', defaults).token as Record<string, string>).colorPrimary).toBe('#13458c');
  });

  it('gives helper texts, errors and tag texts 4.5:1 on the backgrounds they are drawn on', () => {
    expect(contrastRatio(d.colorTextTertiary, '#f0f2f5')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(token.colorTextTertiary, '#f0f2f5')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(token.colorError, d.colorErrorBg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(d.colorTextPlaceholder, '#fff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(token.colorTextPlaceholder, '#fff')).toBeGreaterThanOrEqual(AA_TEXT);
    for (const k of ['colorSuccessText', 'colorWarningText', 'colorErrorText']) {
      expect(contrastRatio(d[k], '#fff'), k).toBeLessThan(AA_TEXT);
      expect(contrastRatio(token[k], '#fff'), k).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const c of ['blue', 'green', 'orange', 'gold', 'red', 'cyan', 'purple', 'volcano', 'lime']) {
      expect(contrastRatio(token[`${c}7`], d[`${c}1`]), c).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('darkens success and warning for tags and texts only', () => {
    const tag = made.components?.Tag as Record<string, string>;
    expect(contrastRatio(tag.colorSuccess, d.colorSuccessBg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(tag.colorWarning, d.colorWarningBg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(token.colorSuccess).toBeUndefined();
  });

  it('keeps a loading button opaque, so white on the theme colour stays 5:1 while it waits (switches keep antd’s)', () => {
    const button = made.components?.Button as Record<string, number>;
    expect(button.opacityLoading).toBe(1);
    expect(contrastRatio('#fff', token.colorPrimary as string)).toBeGreaterThanOrEqual(5);
    expect((token as Record<string, unknown>).opacityLoading).toBeUndefined();
  });

  it('makes one object per colour', () => {
    expect(consoleTheme('#1890ff', defaults)).toBe(made);
    expect(consoleTheme('#722ed1', defaults)).not.toBe(made);
  });
});

describe('consoleTheme with the dark side menu', () => {
  it("draws the shown screen's group white on the menu's background, and leaves the light menu alone", () => {
    const dark = consoleTheme('#1890ff', defaults, true);
    const menu = dark.components?.Menu as Record<string, string>;
    expect(contrastRatio(menu.subMenuItemSelectedColor, '#001529')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(consoleTheme('#1890ff', defaults).components?.Menu).toBeUndefined();
    expect(dark.token).toEqual(consoleTheme('#1890ff', defaults).token);
  });
});
