/** The ids of a game's lines (in their order) with `id` moved one place up (-1) or down (+1); null at an end. */
export function moved(ids: number[], id: number, step: -1 | 1): number[] | null {
  const i = ids.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  const next = [...ids];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}
