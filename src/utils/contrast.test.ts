import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableOn, tagStyle } from './contrast';

describe('contrastRatio', () => {
  it('runs from 1 (the same colour) to 21 (black on white), whichever is in front', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBeCloseTo(1, 5);
  });

  it("measures antd's default link blue on white as axe does (4.1:1)", () => {
    expect(contrastRatio('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
  });

  it('lays a translucent text colour over its background first', () => {
    // antd's tertiary text, 0.45 black: #8c8c8c on white (3.36:1)
    expect(contrastRatio('rgba(0,0,0,0.45)', '#fff')).toBeCloseTo(contrastRatio('#8c8c8c', '#fff'), 1);
    expect(contrastRatio('rgba(0,0,0,0.45)', '#f0f2f5')).toBeLessThan(contrastRatio('rgba(0,0,0,0.45)', '#fff'));
  });
});

describe('readableOn', () => {
  it('returns a colour that already reaches the ratio as it is', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(readableOn('#0958d9', '#ffffff')).toBe('#0958d9');
  });

  it('darkens a colour just far enough', () => {
    const fixed = readableOn('#1677ff', '#ffffff');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(AA_TEXT + 0.3);
    // a stricter minimum darkens further
    expect(contrastRatio(readableOn('#1677ff', '#ffffff', 5), '#ffffff')).toBeGreaterThanOrEqual(5);
  });

  it('keeps the hue (mixes with black only)', () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(readableOn('#52c41a', '#f6ffed').slice(i, i + 2), 16));
    // #52c41a: green strongest, then red, then blue, in the same proportions
    expect(g).toBeGreaterThan(r);
    expect(r).toBeGreaterThan(b);
    expect(r / g).toBeCloseTo(0x52 / 0xc4, 1);
  });

  it('falls back to black where no shade of the colour reaches the ratio', () => {
    expect(readableOn('#ffffff', '#000000', 22)).toBe('#000000');
  });
});

describe('tagStyle', () => {
  it("draws a dictionary's hex colour light, its text readable on it, the hue kept", () => {
    for (const hex of ['#52c41a', '#f5222d', '#1677ff', '#faad14', '#13c2c2']) {
      expect(contrastRatio('#ffffff', hex)).toBeLessThan(AA_TEXT);
      const s = tagStyle(hex);
      expect(s, hex).toBeDefined();
      expect(contrastRatio(s?.color ?? '', s?.background ?? '')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(s?.background ?? '', '#ffffff')).toBeLessThan(1.2);
    }
  });

  it("leaves antd's preset names and missing colours to antd", () => {
    expect(tagStyle('green')).toBeUndefined();
    expect(tagStyle(undefined)).toBeUndefined();
    expect(tagStyle('')).toBeUndefined();
  });
});
