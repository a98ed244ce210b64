import type { Lang } from '../../core/i18n';
import { packArea } from '../../package/index';
import { ALL_CHANNELS } from '../../../src/contract/operate/platforms';
import { ot, PLATFORM_NAMES } from '../messages';
import type { UpdateConfig } from '../state';

/** How the game-operations rules are shown: channel names, list rows, a one-line description for messages. */

/** The SDK channels (mock/sdk) a rule may name: code and name. */
export function channelOptions(): Array<{ code: string; name: string }> {
  return packArea().channels.map((c) => ({ code: c.code, name: c.name }));
}

export const channelKnown = (code: string) => code === ALL_CHANNELS || channelOptions().some((c) => c.code === code);

export function channelName(lang: Lang, code: string): string {
  if (code === ALL_CHANNELS) return ot(lang, 'allChannels');
  return packArea().channels.find((c) => c.code === code)?.name ?? code;
}

export const updateView = (lang: Lang, r: UpdateConfig) => ({ ...r, channelName: channelName(lang, r.channel) });

/** Whether a link is http(s) with a host (the contract's pattern checks the shape; this parses it). */
export function httpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** e.g. 'Android · 华为 · 3.0.0 至 3.2.0 之前 · 提示更新到 3.2.0 · 灰度 50%' */
export function describeUpdate(lang: Lang, r: UpdateConfig): string {
  const latest = r.latestVersion;
  return [
    PLATFORM_NAMES[r.platform][lang],
    channelName(lang, r.channel),
    r.minVersion ? ot(lang, 'fromVersion', { min: r.minVersion, latest }) : ot(lang, 'belowVersion', { latest }),
    ot(lang, r.force === 1 ? 'forced' : 'optional', { latest }),
    ...(r.rollout < 100 ? [ot(lang, 'rollout', { n: r.rollout })] : []),
  ].join(' · ');
}
