/** Durations and relative times as numbers plus a unit, so the screens phrase them through locale keys. */

/** 83_000 → '1:23'; 3_723_000 → '1:02:03'; null → '-'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Seconds for short durations ('8.4 s'), otherwise formatDuration. */
export function formatShortDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return formatDuration(ms);
}

export type RelativeUnit = 'now' | 'second' | 'minute' | 'hour' | 'day';

/** How long ago `time` was at `now`: {unit, n}; within 2 s (or in the future, clock skew) it is "just now". */
export function relativeParts(time: number, now: number): { unit: RelativeUnit; n: number } {
  const diff = Math.floor((now - time) / 1000);
  if (diff < 2) return { unit: 'now', n: 0 };
  if (diff < 60) return { unit: 'second', n: diff };
  if (diff < 3600) return { unit: 'minute', n: Math.floor(diff / 60) };
  if (diff < 86400) return { unit: 'hour', n: Math.floor(diff / 3600) };
  return { unit: 'day', n: Math.floor(diff / 86400) };
}
