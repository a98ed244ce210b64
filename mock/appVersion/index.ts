/**
 * Client versions as the rules of several screens compare them (switch-payment rules, forced updates, pop-ups): a
 * version range is inclusive at both ends and '' leaves an end open.
 */
/** The numeric parts of a version ('1.2.10' → [1, 2, 10]); missing parts count as 0. */
export function versionParts(v: string): number[] {
  return v
    .trim()
    .split('.')
    .map((p) => Number.parseInt(p, 10));
}

/** Compares two versions part by part as numbers: 1.2.10 > 1.2.9, 1.2 = 1.2.0. Negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Whether a range's ends are in order (an open end is always in order). */
export function versionRangeValid(min: string, max: string): boolean {
  return !min || !max || compareVersions(min, max) <= 0;
}

/** Whether `v` lies in [min, max] (open ends unbounded). */
export function versionInRange(v: string, min: string, max: string): boolean {
  return (!min || compareVersions(v, min) >= 0) && (!max || compareVersions(v, max) <= 0);
}

/** Whether two inclusive version ranges share a version. */
export function versionRangesIntersect(a: { min: string; max: string }, b: { min: string; max: string }): boolean {
  // the larger of the lower ends must not pass the smaller of the upper ends
  const lowAbove = (low: string, high: string) => Boolean(low && high && compareVersions(low, high) > 0);
  return !lowAbove(a.min, b.max) && !lowAbove(b.min, a.max);
}
