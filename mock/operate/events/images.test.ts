import { describe, expect, it } from 'vitest';
import { imageTypeOf, screenshotSvg } from './images';

describe('imageTypeOf', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a......'))).toBe('image/gif');
    expect(imageTypeOf(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, an SVG included', () => {
    expect(imageTypeOf(new TextEncoder().encode('<svg onload="x()"></svg>'))).toBeNull();
    expect(imageTypeOf(screenshotSvg('截图', 10))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
