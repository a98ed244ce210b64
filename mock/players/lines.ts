import type { PlayerLine } from './types';

/**
 * Which SDK line (and so which accounts screen) an account belongs to, decided once from how it registered:
 * - overseas (/operate/sdkAccountOverseas): registered with an e-mail (overseas players have no mainland phone);
 * - og (/operate/sdkAccountManagement): registered with a phone through the publisher's own 'official' channel;
 * - domestic (/operate/accountManagement): registered with a phone through a store channel (huawei, xiaomi, …).
 * Seeded players split about 70 % × 7/8 domestic, 70 % × 1/8 og, 30 % overseas.
 */
export const PLAYER_LINES = ['domestic', 'og', 'overseas'] as const satisfies readonly PlayerLine[];

export function lineOf(p: { phone: string | null; channel: string }): PlayerLine {
  if (!p.phone) return 'overseas';
  return p.channel === 'official' ? 'og' : 'domestic';
}
