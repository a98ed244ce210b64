/**
 * Ticket images: an upload is taken only when its bytes are a PNG, JPEG, GIF or WebP (by content, never by name or
 * declared type), so nothing the console shows can be a script. The seed's player screenshots are small SVGs the
 * backend draws itself.
 */
import type { TICKET_IMAGE_TYPES } from '../../../src/contract/operate/values';

/** The types an upload may have (by content). */
export type UploadedImageType = (typeof TICKET_IMAGE_TYPES)[number];
export function imageTypeOf(bytes: Uint8Array): UploadedImageType | null {
  const b = (i: number) => bytes[i];
  if (bytes.length >= 8 && b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  const head = String.fromCharCode(...bytes.subarray(0, 12));
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A seeded "screenshot": a phone-shaped card with a caption (the backend's own drawing, served as image/svg+xml). */
export function screenshotSvg(caption: string, hue: number): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320" viewBox="0 0 180 320"><rect width="180" height="320" rx="14" fill="hsl(${hue},45%,92%)"/><rect x="14" y="40" width="152" height="200" rx="6" fill="hsl(${hue},50%,70%)"/><text x="90" y="275" font-size="14" text-anchor="middle" fill="#333">${escapeXml(caption)}</text></svg>`;
  return new TextEncoder().encode(svg);
}
