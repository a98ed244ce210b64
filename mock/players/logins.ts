import { DAY, MINUTE } from '../core/clock';
import { createPrng } from '../core/prng';
import type { Player, PlayerLogin } from './types';

/**
 * An account's sign-in history, newest first: generated from the account alone (its uid seeds it) when asked, so the
 * seed of 50,000 accounts stays fast. Three to eight sign-ins between registration and the last login (which is the
 * newest, successful), from the account's own IPs and devices through its register channel; a few failed with a wrong
 * password. Sign-ins refused because the account was locked are added by whoever records them (none are simulated).
 */
export function loginHistory(p: Player): PlayerLogin[] {
  const rng = createPrng(p.uid * 31 + 7);
  const count = rng.int(3, 8);
  const span = Math.max(0, p.lastLoginAt - p.registeredAt);
  const out: PlayerLogin[] = [
    { time: p.lastLoginAt, ip: p.ips[0], device: p.devices[0], channel: p.channel, result: 'success' },
  ];
  let t = p.lastLoginAt;
  for (let i = 1; i < count; i += 1) {
    const step = Math.min(span / count, rng.int(1, 20) * DAY) + rng.int(1, 600) * MINUTE;
    t = Math.max(p.registeredAt, Math.round(t - step));
    out.push({
      time: t,
      ip: rng.pick(p.ips),
      device: rng.pick(p.devices),
      channel: p.channel,
      result: rng.chance(0.15) ? 'wrongPassword' : 'success',
    });
  }
  return out;
}
