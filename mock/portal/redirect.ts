/**
 * The portal's open-redirect guard and ticket hand-over: targetUrl may be a path on this site ('/x', not '//x'
 * or '/\x') or an absolute http(s) address on the request's own host; anything else falls back to '/'.
 */
export function safeTarget(targetUrl: string, host: string | undefined): string {
  const target = (targetUrl || '').trim();
  if (!target) return '/';
  if (target.startsWith('/')) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a target holding control characters is refused on purpose
    return /^\/[/\\]/.test(target) || /[\u0000-\u001f]/.test(target) ? '/' : target;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return '/';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !host || url.host !== host.toLowerCase()) return '/';
  if (url.username || url.password) return '/';
  return url.toString();
}

/** Appends (or replaces) satoken in the query, keeping the rest of the query and the hash. */
export function withTicket(target: string, ticket: string): string {
  const hashAt = target.indexOf('#');
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.delete('satoken');
  params.append('satoken', ticket);
  return `${base}?${params.toString()}${hash}`;
}
