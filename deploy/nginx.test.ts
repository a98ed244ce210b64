import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMEOUT } from '../src/request/timeout';
import { FILE_LIMIT_MB, MB } from '../src/utils/validate';

// validate.ts's messages are not needed here (and would bring the app's runtime into node)
vi.mock('../src/utils/i18n', () => ({ t: (id: string) => id }));

/**
 * deploy/nginx.conf against the console's own limits (docs/rules.md "Serving"): what the browser tests through nginx
 * cannot wait for (an hour-long call) or send (800 MB).
 */
const conf = readFileSync(join(__dirname, 'nginx.conf'), 'utf8').replace(/#.*$/gm, '');

/** The directives of the block that opens with `opening` (its nested blocks included), by name. */
function directives(opening: RegExp): Map<string, string[]> {
  const start = conf.search(opening);
  expect(start, `${opening} in deploy/nginx.conf`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let end = conf.indexOf('{', start);
  for (; end < conf.length; end++) {
    if (conf[end] === '{') depth++;
    if (conf[end] === '}' && --depth === 0) break;
  }
  const found = new Map<string, string[]>();
  for (const m of conf.slice(conf.indexOf('{', start) + 1, end).matchAll(/^\s*([a-z_]+)\s+([^;{]*);/gm)) {
    found.set(m[1], [...(found.get(m[1]) ?? []), m[2].trim()]);
  }
  return found;
}

const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
const UNIT_BYTES: Record<string, number> = { '': 1, k: 1024, m: MB, g: 1024 * MB };
/** An nginx time ('3600s', '1h', '60' seconds) in seconds. */
const seconds = (v: string) => {
  const m = /^(\d+)(ms|s|m|h)?$/.exec(v) as RegExpExecArray;
  return Number(m[1]) * UNIT_SECONDS[m[2] ?? 's'];
};
/** An nginx size ('801m', '1024k') in bytes. */
const bytes = (v: string) => {
  const m = /^(\d+)([kmg])?$/i.exec(v) as RegExpExecArray;
  return Number(m[1]) * UNIT_BYTES[(m[2] ?? '').toLowerCase()];
};

describe('deploy/nginx.conf', () => {
  const server = directives(/^server\s*\{/m);

  it('waits for the backends as long as the console waits for a call (docs/rules.md "Timeouts")', () => {
    for (const name of ['proxy_read_timeout', 'proxy_send_timeout']) {
      expect(server.get(name)?.map(seconds), name).toEqual([TIMEOUT / 1000]);
    }
  });

  it.each(['/api/', '/onlinepack/'])('%s takes an 800 MB file with its form fields, streamed', (path) => {
    const location = directives(new RegExp(`location \\^~ ${path.replace(/\//g, '\\/')}\\s*\\{`));
    const limit = bytes(location.get('client_max_body_size')?.[0] ?? '1m');
    // exactly 800 MB passes (docs/rules.md "File size limit"), in a multipart body with the signature's fields
    expect(limit).toBeGreaterThanOrEqual(FILE_LIMIT_MB * MB + 64 * 1024);
    expect(limit).toBeLessThanOrEqual((FILE_LIMIT_MB + 16) * MB);
    expect(location.get('proxy_request_buffering')).toEqual(['off']);
    expect(location.get('proxy_pass')?.[0]).toMatch(/^http:\/\/game_ops_/);
  });

  it('marks the four lines a deployment changes (scripts/serve-nginx.sh sets them for the tests)', () => {
    const marked = readFileSync(join(__dirname, 'nginx.conf'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('# <- deploy'))
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(marked).toEqual(['server', 'server', 'listen', 'root']);
  });
});
