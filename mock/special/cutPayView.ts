import { businessText } from '../core/clock';
import type { Lang } from '../core/i18n';
import { packArea } from '../package/index';
import { PAY_TYPE_NAMES, REGION_NAMES, st } from './messages';
import type { CutPayRule } from './state';

/** How a switch-payment rule is shown: the list row, and a one-line description for messages and the check. */

/** The SDK channels (mock/sdk) a rule may name: code and name. */
export function channelOptions(): Array<{ code: string; name: string }> {
  return packArea().channels.map((c) => ({ code: c.code, name: c.name }));
}

export const channelName = (code: string) => packArea().channels.find((c) => c.code === code)?.name ?? code;

export const ruleView = (r: CutPayRule) => ({ ...r, channelName: channelName(r.channel) });

/** 'YYYY-MM-DD HH:mm' in the business zone (docs/rules.md "Business time zone"), the time operators read. */
const at = businessText;

function versions(lang: Lang, min: string, max: string): string {
  if (min && max) return `${min}–${max}`;
  if (min) return `≥ ${min}`;
  if (max) return `≤ ${max}`;
  return st(lang, 'anyVersion');
}

function window(lang: Lang, start: number | null, end: number | null): string {
  if (start !== null && end !== null) return `${at(start)} – ${at(end)}`;
  if (start !== null) return st(lang, 'since', { t: at(start) });
  if (end !== null) return st(lang, 'until', { t: at(end) });
  return st(lang, 'anyTime');
}

/** e.g. '华为 · 中国大陆 · ≥ 3.2.0 · 微信支付 → 华为支付 · 2026-10-24 00:00 起' */
export function describeRule(lang: Lang, r: CutPayRule): string {
  return [
    channelName(r.channel),
    REGION_NAMES[r.region][lang],
    versions(lang, r.minVersion, r.maxVersion),
    `${PAY_TYPE_NAMES[r.fromPayType][lang]} → ${PAY_TYPE_NAMES[r.toPayType][lang]}`,
    window(lang, r.startAt, r.endAt),
  ].join(' · ');
}
