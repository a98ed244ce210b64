/** Display helpers shared by the channel/SDK and self-check screens. */

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 → '1.5 KB'; whole bytes below 1 KB; at most one decimal, none when whole. */
export function formatBytes(n: unknown): string {
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '';
  let v = n;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i += 1;
  }
  const text = i === 0 ? String(Math.round(v)) : (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return `${text} ${UNITS[i]}`;
}

/** 0.8333 → '83.3%'; null/undefined → ''. */
export function formatRate(rate: unknown): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '';
  return `${(Math.round(rate * 1000) / 10).toFixed(1).replace(/\.0$/, '')}%`;
}

/** 1234 → '1.2 s'; 65000 → '1 min 5 s'. */
export function formatDuration(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60000) return `${(Math.round(ms / 100) / 10).toFixed(1).replace(/\.0$/, '')} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** A positive integer id from the address (`?id=12`), else undefined. */
export function queryId(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
