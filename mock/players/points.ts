import { defineArea } from '../core/store';

/**
 * Role points beside the player store: a role's seeded points are derived from its id (a hash, so nothing is
 * generated up front and the seed stays fast); adjusted points and the adjustments are kept here.
 */
export interface PointsAdjustment {
  id: number;
  gameId: number;
  roleId: string;
  delta: number;
  before: number;
  after: number;
  reason: string;
  operator: string;
  at: number;
}

interface PointsArea {
  /** current points of adjusted roles, by role id */
  points: Map<string, number>;
  history: PointsAdjustment[];
  seq: number;
}

const pointsArea = defineArea<PointsArea>('rolePoints', () => ({ points: new Map(), history: [], seq: 0 }));

/** The seeded points of a role: 0–99,999, the same for a role id on every start (FNV-1a of the id). */
export function seededPoints(roleId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < roleId.length; i++) {
    h ^= roleId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100_000;
}

export const pointsOf = (roleId: string): number => pointsArea().points.get(roleId) ?? seededPoints(roleId);

/** Stores an adjustment already checked (mock/userStatistics/pointsRule.ts) and the role's new points. */
export function recordAdjustment(a: Omit<PointsAdjustment, 'id'>): PointsAdjustment {
  const area = pointsArea();
  area.seq += 1;
  const row = { ...a, id: area.seq };
  area.points.set(a.roleId, a.after);
  area.history.push(row);
  return row;
}

/** A role's adjustments, newest first. */
export const adjustmentsOf = (gameId: number, roleId: string): PointsAdjustment[] =>
  pointsArea()
    .history.filter((h) => h.gameId === gameId && h.roleId === roleId)
    .sort((a, b) => b.id - a.id);
