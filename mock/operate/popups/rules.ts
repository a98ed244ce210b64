import type { POPUP_STATES } from '../../../src/contract/operate/popups';
import { versionInRange } from '../../appVersion';

/**
 * The pop-ups' logic, pure (no store, no clock): the state at a time and whether a client is targeted. A window is
 * [start, end); a disabled record is `disabled` whatever the time; an empty channel list targets every channel; the
 * version range is inclusive at both ends, '' leaving an end open.
 */
export type PopupState = (typeof POPUP_STATES)[number];

export interface Schedule {
  status: 0 | 1;
  startAt: number;
  endAt: number;
}

export function popupState(p: Schedule, at: number): PopupState {
  if (p.status !== 1) return 'disabled';
  if (at < p.startAt) return 'scheduled';
  if (at >= p.endAt) return 'ended';
  return 'live';
}

export const isLive = (p: Schedule, at: number) => popupState(p, at) === 'live';

export interface Targeting {
  channels: string[];
  minVersion: string;
  maxVersion: string;
}

/** Whether a record targets a client of `channel` at `version`. */
export function targets(p: Targeting, channel: string, version: string): boolean {
  return (
    (p.channels.length === 0 || p.channels.includes(channel)) && versionInRange(version, p.minVersion, p.maxVersion)
  );
}

/** The live records a client would see, highest priority first (then the newest). */
export function liveFor<R extends Schedule & Targeting & { id: number; priority: number }>(
  rows: R[],
  channel: string,
  version: string,
  at: number,
): R[] {
  return rows
    .filter((r) => isLive(r, at) && targets(r, channel, version))
    .sort((a, b) => b.priority - a.priority || b.id - a.id);
}
