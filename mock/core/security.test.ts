// @vitest-environment node
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore, reset } from '../_utils/store';
import auth from '../auth';
import dev from '../dev';
import games from '../games';
import onlinepack from '../onlinepack';
import oplog from '../oplog';
import platform from '../platform';
import portal from '../portal';
import sdk from '../sdk';
import sys from '../sys';
import { client, signIn, startTestServer, type TestServer } from './testServer';

/** The backend's security rules, through real HTTP requests and umi's own body parsers. */
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer([auth, dev, games, onlinepack, oplog, platform, portal, sdk, sys]);
  api = client(server.url);
});
afterAll(() => server.close());
beforeEach(() => reset());

const ZIP = zipSync({ 'sdk/readme.txt': strToU8('sdk') });
const polluted = () => Object.keys(Object.prototype).length > 0 || 'operatorName' in ({} as object);

describe('field names that reach object prototypes', () => {
  afterEach(() => {
    // a failing run must not leave the pollution behind for the next tests
    ['operatorName', 'x', 'polluted'].forEach((k) => delete (Object.prototype as Record<string, unknown>)[k]);
  });

  it('refuses __proto__/constructor/prototype paths in a signed form and changes nothing', async () => {
    const ops = await signIn(server.url, 'ops');
    const before = getStore().oplog.length;
    for (const key of ['__proto__.operatorName', 'constructor.prototype.x', 'a.__proto__.polluted', 'prototype']) {
      const r = await api.signed(
        '/api/sdk/channel/sdk/upload',
        { channelId: '0', version: '9.9.9', [key]: 'forged' },
        { file: { bytes: ZIP, name: 'sdk.zip' } },
        { token: ops, lang: 'en-US' },
      );
      expect(r.json?.code, key).toBe('A0400');
      expect(r.json?.tips, key).toMatch(/field name/i);
      expect(polluted(), key).toBe(false);
    }
    const rows = getStore().oplog.slice(before);
    expect(rows.map((row) => row.operatorName)).not.toContain('forged');
    const sdkList = await api.post<{ list: Array<{ version: string }> }>(
      '/api/sdk/channel/sdk/page',
      { pageNum: 1, pageSize: 50 },
      { token: ops },
    );
    expect(sdkList.json?.data.list.some((v) => v.version === '9.9.9')).toBe(false);
  });

  it('refuses __proto__ and constructor keys in a JSON body', async () => {
    const admin = await signIn(server.url, 'admin');
    const body = '{"pageNum":1,"pageSize":10,"__proto__":{"operatorName":"forged"}}';
    const r = await api.raw('/api/mng/oplog/page', body, 'application/json', { token: admin });
    expect(r.json?.code).toBe('A0400');
    const nested = '{"name":"x","code":"x1","resourceIds":[],"extra":{"constructor":{"prototype":{"x":1}}}}';
    const r2 = await api.raw('/api/sys/role/add', nested, 'application/json', { token: admin });
    expect(r2.json?.code).toBe('A0400');
    expect(polluted()).toBe(false);
  });
});
