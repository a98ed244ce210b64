import type { JoinupPayload } from '../../service';

/**
 * The enrolment form's values as the add payload. The game goes both as gameId (the request layer turns it into
 * this call's X-Game-Id, docs/rules.md "Body filter") and as scopeGameId in the body; channels are de-duplicated; the
 * remark trimmed.
 */
export function toJoinupPayload(v: Record<string, unknown>): JoinupPayload {
  const gameId = Number(v.gameId);
  const ids = Array.isArray(v.channelIds) ? v.channelIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  return {
    gameId,
    scopeGameId: gameId,
    channelIds: Array.from(new Set(ids)),
    autoCheck: v.autoCheck !== false,
    remark: typeof v.remark === 'string' ? v.remark.trim() : '',
  };
}
