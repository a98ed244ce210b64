/**
 * Where /api and /onlinepack go when the console runs against a real backend instead of the embedded one (mock/).
 * Set API_TARGET (and ONLINEPACK_TARGET, which defaults to API_TARGET); with neither set the embedded backend answers.
 */
export type ProxyEnv = 'dev' | 'test' | 'pre';

export function proxyFor(env: NodeJS.ProcessEnv) {
  const api = env.API_TARGET;
  const pack = env.ONLINEPACK_TARGET || api;
  if (!api && !pack) return undefined;
  const table: Record<string, { target: string; changeOrigin: boolean }> = {};
  if (api) table['/api'] = { target: api, changeOrigin: true };
  if (pack) table['/onlinepack'] = { target: pack, changeOrigin: true };
  return table;
}
