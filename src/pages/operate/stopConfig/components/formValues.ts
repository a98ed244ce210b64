import type { Ban, BanPayload } from '../service';

/** A ban ↔ the create/edit form's values (times as epoch ms: the form's dateFormatter is 'number'). */
export interface BanFormValues {
  targetType?: Ban['targetType'];
  target?: string;
  scopes?: Ban['scopes'];
  startAt?: number;
  permanent?: boolean;
  endAt?: number;
  reason?: string;
}

export const NEW_BAN: BanFormValues = { targetType: 'account', scopes: ['login'], permanent: true };

export function toForm(b: Ban): BanFormValues {
  return {
    targetType: b.targetType,
    target: b.target,
    scopes: b.scopes,
    startAt: b.startAt,
    permanent: b.endAt === null,
    endAt: b.endAt ?? undefined,
    reason: b.reason,
  };
}

const epoch = (v: unknown) => (typeof v === 'number' ? v : v ? new Date(String(v)).valueOf() : undefined);

/** An empty start means now (the backend's clock); a permanent ban sends no end. */
export function toPayload(v: BanFormValues): BanPayload {
  return {
    targetType: v.targetType,
    target: String(v.target ?? '').trim(),
    scopes: v.scopes ?? [],
    startAt: epoch(v.startAt),
    endAt: v.permanent ? undefined : epoch(v.endAt),
    reason: String(v.reason ?? '').trim(),
  };
}
