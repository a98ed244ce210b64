export function proxyFor(env: NodeJS.ProcessEnv) {
  const api = env.API_TARGET;
  const pack = env.ONLINEPACK_TARGET || api;
  if (!api && !pack) return undefined;
  const table: Record<string, { target: string; changeOrigin: boolean }> = {};
  if (api) table['/api'] = { target: api, changeOrigin: true };
  if (pack) table['/onlinepack'] = { target: pack, changeOrigin: true };
  return table;
}
