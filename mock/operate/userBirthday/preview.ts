import { createHash } from 'node:crypto';
import type { PreviewState } from '../../../src/contract/operate/userBirthday';
import { roleById } from '../../players';
import { anniversaryIn, type Day } from './anniversary';
import { birthdayArea, rewardKey } from './state';

/**
 * What a birthday send would do to each selected role (src/pages/operate/README.md "Role birthdays"), and the token
 * that binds a send to that preview: the send recomputes the preview and acts only when the token is the same, so it
 * does exactly what the operator saw (a role rewarded meanwhile by someone else, moved to another account or not found
 * any more makes the send refuse with "preview again" instead of acting on a list nobody saw).
 */
export interface PreviewRow {
  roleId: string;
  name: string;
  server: string;
  level: number;
  account: string;
  anniversary: string;
  years: number | null;
  year: number | null;
  state: PreviewState;
  sentAt: number | null;
  sentBy: string;
}

export interface RewardPreview {
  rows: PreviewRow[];
  counts: Record<PreviewState, number>;
  token: string;
}

/** The selected role ids as a send names them: trimmed, without blanks, each once, in the order given. */
export const selectedIds = (roleIds: readonly string[]) => [...new Set(roleIds.map((id) => id.trim()).filter(Boolean))];

function rowOf(gameId: number, roleId: string, range: Map<string, Day>): PreviewRow {
  const found = roleById(gameId, roleId);
  const row: PreviewRow = {
    roleId,
    name: found?.role.name ?? '',
    server: found?.role.server ?? '',
    level: found?.role.level ?? 0,
    account: found?.player.account ?? '',
    anniversary: '',
    years: null,
    year: null,
    state: 'unknownRole',
    sentAt: null,
    sentBy: '',
  };
  if (!found) return row;
  const a = anniversaryIn(found.role.created, range);
  if (!a) return { ...row, state: 'notInRange' };
  const mark = birthdayArea().sent.get(rewardKey(roleId, a.year));
  return {
    ...row,
    anniversary: a.date,
    years: a.years,
    year: a.year,
    state: mark ? 'alreadySent' : 'willSend',
    sentAt: mark?.sentAt ?? null,
    sentBy: mark?.sentBy ?? '',
  };
}

/**
 * The token: a hash of the game, the range and every selected role with its state as the preview shows it (owner,
 * anniversary year, will send or why not, when and by whom it was sent), in role-id order.
 */
export function previewToken(gameId: number, start: string, end: string, rows: readonly PreviewRow[]): string {
  const lines = rows
    .map((r) => `${r.roleId}:${r.account}:${r.year ?? ''}:${r.state}:${r.sentAt ?? ''}:${r.sentBy}`)
    .sort();
  return createHash('sha256')
    .update(`${gameId}|${start}|${end}|${lines.join(',')}`)
    .digest('hex')
    .slice(0, 32);
}

/** The preview of a send of `roleIds` for the range (already checked) `start`–`end`. */
export function previewRewards(
  gameId: number,
  start: string,
  end: string,
  range: Map<string, Day>,
  roleIds: readonly string[],
): RewardPreview {
  const rows = selectedIds(roleIds).map((id) => rowOf(gameId, id, range));
  const counts: Record<PreviewState, number> = { willSend: 0, alreadySent: 0, notInRange: 0, unknownRole: 0 };
  for (const r of rows) counts[r.state] += 1;
  return { rows, counts, token: previewToken(gameId, start, end, rows) };
}
