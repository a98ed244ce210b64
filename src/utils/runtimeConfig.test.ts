import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONFIG_URL,
  DEFAULT_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
  runtimeConfig,
  setRuntimeConfig,
} from './runtimeConfig';

const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('run-time configuration (docs/rules.md "Run-time configuration")', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_CONFIG });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    setRuntimeConfig({ ...DEFAULT_CONFIG });
  });

  it('public/config.json (served by max dev and max preview, copied into dist/) holds exactly the build defaults', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../public/config.json'), 'utf8'));
    expect(file).toEqual(DEFAULT_CONFIG);
    expect(parseRuntimeConfig(file).problems).toEqual([]);
  });

  it('takes every valid key, trimmed, the portal without trailing slashes', () => {
    const { config, problems } = parseRuntimeConfig({
      portalUrl: ' https://portal.example.com/sso/ ',
      environmentLabel: ' 预发布 ',
      environmentColor: '#1677FF',
      businessTimeZone: 'America/Sao_Paulo',
      passwordSignIn: false,
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      portalUrl: 'https://portal.example.com/sso',
      environmentLabel: '预发布',
      environmentColor: '#1677FF',
      businessTimeZone: 'America/Sao_Paulo',
      passwordSignIn: false,
    });
    expect(parseRuntimeConfig({ portalUrl: '/sso', environmentColor: '#f80' }).config).toMatchObject({
      portalUrl: '/sso',
      environmentColor: '#f80',
    });
    expect(parseRuntimeConfig({ businessTimeZone: 'UTC' }).config.businessTimeZone).toBe('UTC');
  });

  it('passwordSignIn takes a JSON boolean only; anything else keeps the default (true) with a warning', () => {
    expect(DEFAULT_CONFIG.passwordSignIn).toBe(true);
    expect(parseRuntimeConfig({ passwordSignIn: true }).config.passwordSignIn).toBe(true);
    for (const bad of ['false', 0, null, 'no']) {
      const { config, problems } = parseRuntimeConfig({ passwordSignIn: bad });
      expect(config.passwordSignIn).toBe(true);
      expect(problems).toEqual([
        `"passwordSignIn": ${JSON.stringify(bad)} cannot be used: the build default true applies`,
      ]);
    }
  });

  it('a key it cannot use keeps its default, the others still apply, and each problem is named', () => {
    const { config, problems } = parseRuntimeConfig({
      portalUrl: 'javascript:alert(1)',
      environmentLabel: '测试',
      environmentColor: 'red; background: url(x)',
      businessTimeZone: 42,
      portalURL: 'https://typo.example.com',
    });
    expect(config).toEqual({ ...DEFAULT_CONFIG, environmentLabel: '测试' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('unknown key "portalURL"');
    expect(problems.join('\n')).toContain('"portalUrl": "javascript:alert(1)" cannot be used');
    expect(problems.join('\n')).toContain('"environmentColor"');
    expect(problems.join('\n')).toContain('"businessTimeZone": 42');
  });

  it.each([
    ['another site written as a path', { portalUrl: '//evil.example.com' }],
    ['a backslash path', { portalUrl: '/\\evil.example.com' }],
    ['credentials in the address', { portalUrl: 'https://user:pw@portal.example.com' }],
    ['a relative address', { portalUrl: 'portal.example.com' }],
    ['the site root (the console itself)', { portalUrl: '/' }],
    ['an empty address', { portalUrl: '' }],
    ['a label too long for the header', { environmentLabel: 'x'.repeat(41) }],
    ['a label with a line break', { environmentLabel: 'staging\nprod' }],
    ['a colour name', { environmentColor: 'orange' }],
    ['a zone with spaces', { businessTimeZone: 'Asia/Shang hai' }],
  ])('refuses %s', (_what, raw) => {
    const { config, problems } = parseRuntimeConfig(raw);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toHaveLength(1);
  });

  it.each([null, [], 'text', 3])('a file that is not a JSON object (%j) gives the defaults', (raw) => {
    const { config, problems } = parseRuntimeConfig(raw);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toEqual(['not a JSON object: every key keeps the build default']);
  });

  it('an empty label is valid: no label (production)', () => {
    expect(parseRuntimeConfig({ environmentLabel: '' })).toEqual({ config: DEFAULT_CONFIG, problems: [] });
  });

  it('loads /config.json revalidated with the server, and puts it in force', async () => {
    const fetchImpl = answer(200, JSON.stringify({ portalUrl: 'https://sso.example.com', environmentLabel: 'UAT' }));
    const config = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(CONFIG_URL, expect.objectContaining({ cache: 'no-cache' }));
    expect(config).toEqual({ ...DEFAULT_CONFIG, portalUrl: 'https://sso.example.com', environmentLabel: 'UAT' });
    expect(runtimeConfig()).toEqual(config);
    expect(warn).not.toHaveBeenCalled();
  });

  it('no file (404): the defaults, quietly', async () => {
    expect(await loadRuntimeConfig(answer(404, 'Not Found'))).toEqual(DEFAULT_CONFIG);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', answer(500, 'oops'), 'HTTP 500'],
    ['HTML instead of JSON (a server that answers every path with index.html)', answer(200, '<!DOCTYPE html>'), ''],
    ['a truncated file', answer(200, '{"portalUrl": "https://'), ''],
    [
      'a network failure',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      'Failed to fetch',
    ],
  ])('%s: the defaults, with a warning', async (_what, fetchImpl, reason) => {
    setRuntimeConfig({ ...DEFAULT_CONFIG });
    expect(await loadRuntimeConfig(fetchImpl as typeof fetch)).toEqual(DEFAULT_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\/config\.json: .*the build defaults apply$/);
    expect(String(warn.mock.calls[0][0])).toContain(reason);
  });

  it('a server that never answers: the defaults after the time limit, the request aborted', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const loading = loadRuntimeConfig(fetchImpl, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toEqual(DEFAULT_CONFIG);
    expect(signal?.aborted).toBe(true);
    expect(String(warn.mock.calls[0][0])).toContain('no answer within 5000 ms');
  });

  it('a file with problems: the valid keys apply, each problem is one warning', async () => {
    const config = await loadRuntimeConfig(answer(200, JSON.stringify({ environmentLabel: 'staging', colour: 'x' })));
    expect(config.environmentLabel).toBe('staging');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('unknown key "colour"');
  });
});
