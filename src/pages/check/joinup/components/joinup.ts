import type { JoinupPayload } from '../../service';

/**
 * The enrolment form's values as the add payload: the chosen game as scopeGameId (the platform's name for a record's
 * game; gameId never travels in a body, docs/rules.md "Body filter"); channels are de-duplicated; the remark trimmed.
 */
export function toJoinupPayload(v: Record<string, unknown>): JoinupPayload {
  const gameId = Number(v.gameId);
  const ids = Array.isArray(v.channelIds) ? v.channelIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  return {
    scopeGameId: gameId,
    channelIds: Array.from(new Set(ids)),
    autoCheck: v.autoCheck !== false,
    remark: typeof v.remark === 'string' ? v.remark.trim() : '',
  };
}
