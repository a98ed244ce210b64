import type { UpdatePayload, UpdateRule } from '../service';

/** A forced-update rule ↔ the create/edit form's values. */
export interface UpdateFormValues {
  platform?: UpdateRule['platform'];
  channel?: string;
  minVersion?: string;
  latestVersion?: string;
  force?: boolean;
  downloadUrl?: string;
  notes?: string;
  rollout?: number;
  status?: boolean;
}

export const NEW_UPDATE_RULE: UpdateFormValues = { platform: 'android', force: false, rollout: 100, status: true };

export function toForm(r: UpdateRule): UpdateFormValues {
  return {
    platform: r.platform,
    channel: r.channel,
    minVersion: r.minVersion,
    latestVersion: r.latestVersion,
    force: r.force === 1,
    downloadUrl: r.downloadUrl,
    notes: r.notes,
    rollout: r.rollout,
    status: r.status === 1,
  };
}

const text = (v: unknown) => String(v ?? '').trim();

/** An empty minimum version is left out: the rule covers every version below the latest. */
export function toPayload(v: UpdateFormValues): UpdatePayload {
  return {
    platform: v.platform,
    channel: text(v.channel),
    minVersion: text(v.minVersion) || undefined,
    latestVersion: text(v.latestVersion),
    force: v.force ? 1 : 0,
    downloadUrl: text(v.downloadUrl),
    notes: text(v.notes),
    rollout: v.rollout ?? 100,
    status: v.status ? 1 : 0,
  };
}
