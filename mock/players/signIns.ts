import { defineArea } from '../core/store';
import { gameIndexes } from './store';
import type { Player } from './types';

/**
 * A sign-in recorded on a seeded account (docs/rules.md "Players", "Simulated activity"): the simulated activity stream
 * (mock/activity) and anything else that signs a player in goes through recordSignIn, so the account's last
 * login, devices and recent IPs change together with the store's device and IP indexes.
 *
 * Devices and IPs only grow at the end of the account's lists; the seeded entries stay first. How many were seeded is
 * noted before an account's first change, so `usualDevices`/`usualIps` (what the stream picks a familiar device or IP
 * from) stay the same whatever was recorded since.
 */
export const MAX_RECENT_IPS = 10;

interface SeededCounts {
  devices: number;
  ips: number;
}

/** uid → the lengths of the account's seeded device and IP lists (only accounts changed since the seed). */
const seededArea = defineArea<Map<number, SeededCounts>>('playerSignIns', () => new Map());

const seededOf = (p: Player): SeededCounts =>
  seededArea().get(p.uid) ?? { devices: p.devices.length, ips: p.ips.length };

/** The devices the account was seeded with (a familiar device). */
export const usualDevices = (p: Player): readonly string[] => p.devices.slice(0, seededOf(p).devices);

/** The IPs the account was seeded with (a familiar network). */
export const usualIps = (p: Player): readonly string[] => p.ips.slice(0, seededOf(p).ips);

export interface SignInInput {
  at: number;
  device: string;
  ip: string;
}

export interface SignInResult {
  player: Player;
  /** the device was not among the account's devices before this sign-in */
  newDevice: boolean;
  newIp: boolean;
}

/**
 * Records a successful sign-in of `account` in `gameId`: lastLoginAt becomes the later of the two, a new device or IP
 * is added (the indexes follow); the account keeps its MAX_RECENT_IPS newest IPs (seeded ones are never dropped).
 * Answers undefined when the game has no such account.
 */
export function recordSignIn(gameId: number, account: string, input: SignInInput): SignInResult | undefined {
  const g = gameIndexes(gameId);
  const player = g.byAccount.get(account.trim());
  if (!player) return undefined;
  const device = input.device.trim().toLowerCase();
  const ip = input.ip.trim().toLowerCase();
  const newDevice = !player.devices.includes(device);
  const newIp = !player.ips.includes(ip);
  if ((newDevice || newIp) && !seededArea().has(player.uid)) seededArea().set(player.uid, seededOf(player));
  if (newDevice) {
    player.devices.push(device);
    const list = g.byDevice.get(device);
    if (list) list.push(player);
    else g.byDevice.set(device, [player]);
  }
  if (newIp) {
    player.ips.push(ip);
    const list = g.byIp.get(ip);
    if (list) list.push(player);
    else g.byIp.set(ip, [player]);
    const seeded = seededOf(player).ips;
    while (player.ips.length > Math.max(MAX_RECENT_IPS, seeded)) {
      const [dropped] = player.ips.splice(seeded, 1);
      const owners = g.byIp.get(dropped);
      if (owners) {
        const rest = owners.filter((p) => p !== player);
        if (rest.length) g.byIp.set(dropped, rest);
        else g.byIp.delete(dropped);
      }
    }
  }
  player.lastLoginAt = Math.max(player.lastLoginAt, input.at);
  return { player, newDevice, newIp };
}
