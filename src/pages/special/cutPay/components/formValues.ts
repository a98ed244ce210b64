import type { CutPayPayload, CutPayRule } from '../../service';

/** A rule ↔ the create/edit form's values (times as epoch ms: the form's dateFormatter is 'number'). */
export interface RuleFormValues {
  channel?: string;
  region?: CutPayRule['region'];
  minVersion?: string;
  maxVersion?: string;
  fromPayType?: CutPayRule['fromPayType'];
  toPayType?: CutPayRule['toPayType'];
  startAt?: number;
  endAt?: number;
  status?: boolean;
  note?: string;
}

export const NEW_RULE: RuleFormValues = { region: 'all', status: true };

export function toForm(r: CutPayRule): RuleFormValues {
  return {
    channel: r.channel,
    region: r.region,
    minVersion: r.minVersion,
    maxVersion: r.maxVersion,
    fromPayType: r.fromPayType,
    toPayType: r.toPayType,
    startAt: r.startAt ?? undefined,
    endAt: r.endAt ?? undefined,
    status: r.status === 1,
    note: r.note,
  };
}

const text = (v: unknown) => String(v ?? '').trim();
const epoch = (v: unknown) => (typeof v === 'number' ? v : v ? new Date(String(v)).valueOf() : undefined);

/** Empty versions and times are left out: that end of the range or window is open. */
export function toPayload(v: RuleFormValues): CutPayPayload {
  return {
    channel: text(v.channel),
    region: v.region,
    minVersion: text(v.minVersion) || undefined,
    maxVersion: text(v.maxVersion) || undefined,
    fromPayType: v.fromPayType,
    toPayType: v.toPayType,
    startAt: epoch(v.startAt),
    endAt: epoch(v.endAt),
    status: v.status ? 1 : 0,
    note: text(v.note),
  };
}
