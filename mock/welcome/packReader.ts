/**
 * Packaging-task figures for the welcome page, read defensively from whatever packaging state another area keeps in
 * the store (store.areas): any object holding a `tasks` list (array or Map, directly or under `farm`) whose items
 * carry a numeric gameId and a status string (a TaskIndex-like object's own `tasks` array counts). Nothing found → null (the figures are left out).
 */
export interface PackFigures {
  queued: number;
  running: number;
  failedToday: number;
}

interface TaskLike {
  gameId: number;
  status: string;
  endedAt?: number | null;
  createdAt?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isTask(v: unknown): v is TaskLike {
  return isObject(v) && typeof v.gameId === 'number' && typeof v.status === 'string';
}

/** An array, a Map's values, or an index object's own `tasks` array (e.g. a TaskIndex). */
function listOf(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v;
  if (v instanceof Map) return [...v.values()];
  if (isObject(v) && Array.isArray(v.tasks)) return v.tasks;
  return null;
}

function findTasks(areas: Record<string, unknown>): TaskLike[] | null {
  for (const area of Object.values(areas)) {
    if (!isObject(area)) continue;
    const candidates = [
      area.tasks,
      isObject(area.farm) ? area.farm.tasks : undefined,
      isObject(area.state) ? area.state.tasks : undefined,
    ];
    for (const c of candidates) {
      const list = listOf(c);
      if (list?.every(isTask)) return list as TaskLike[];
    }
  }
  return null;
}

/** The current game's queued and running tasks, and its tasks that failed in [dayStart, dayEnd) (their end time). */
export function packTaskFigures(
  areas: Record<string, unknown>,
  gameId: number,
  dayStart: number,
  dayEnd: number,
): PackFigures | null {
  let tasks: TaskLike[] | null = null;
  try {
    tasks = findTasks(areas);
  } catch {
    return null;
  }
  if (!tasks) return null;
  const mine = tasks.filter((t) => t.gameId === gameId);
  const endedToday = (t: TaskLike) => typeof t.endedAt === 'number' && t.endedAt >= dayStart && t.endedAt < dayEnd;
  return {
    queued: mine.filter((t) => t.status === 'queued').length,
    running: mine.filter((t) => t.status === 'running').length,
    failedToday: mine.filter((t) => t.status === 'failed' && endedToday(t)).length,
  };
}
