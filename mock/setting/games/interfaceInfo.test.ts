import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import setting from '../../setting';
import { platformState } from '../../platform';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { maskSecret } from '../../core/mask';

const bed = areaTestBed([auth, setting]);

interface Info {
  gameName: string;
  baseUrl: string;
  endpoints: Array<{ key: string; url: string | null }>;
  keys: { appKey: string; appSecret: string; payKey: string } | null;
}
const info = (parentGameId?: number, gameId?: number) =>
  bed.call<Info>('/api/setting/interface/info', parentGameId ? { parentGameId } : {}, { token: bed.admin, gameId });

describe('interface info (/setting/interfaceInfo)', () => {
  it('answers the current game’s endpoints and masked keys, never a secret in clear', async () => {
    const r = await info(undefined, 1);
    expect(r.json.code).toBe('00000');
    const keys = platformState().keys.find((k) => k.gameId === 1);
    expect(keys).toBeDefined();
    expect(r.json.data.keys).toEqual(
      expect.objectContaining({
        appKey: keys?.appKey,
        appSecret: maskSecret(keys?.appSecret ?? ''),
        payKey: maskSecret(keys?.payKey ?? ''),
      }),
    );
    expect(r.text).not.toContain(keys?.appSecret);
    expect(r.text).not.toContain(keys?.payKey);
    const url = (k: string) => r.json.data.endpoints.find((e) => e.key === k)?.url;
    expect(url('loginVerify')).toBe('https://open.gameops.example.cn/sdk/v1/xhcs/user/verify');
    expect(url('payNotify')).toBe('http://xhcs-gw1.example.cn:9001/pay/notify');
    const overseas = await info(5);
    expect(overseas.json.data.baseUrl).toBe('https://open.gameops.example.com');
    expect(overseas.json.data.endpoints.find((e) => e.key === 'payNotify')?.url).toBe(
      'https://sea.cosmic-raiders.example.com:8443/pay/notify',
    );
    expect((await info()).json.code).toBe('A0400');
  });

  it('a game without keys answers keys null and refuses a reveal', async () => {
    const state = platformState();
    state.keys = state.keys.filter((k) => k.gameId !== 4);
    expect((await info(4)).json.data.keys).toBeNull();
    const r = await bed.call(
      '/api/setting/interface/reveal',
      { parentGameId: 4, field: 'payKey', reason: '联调' },
      { token: bed.admin },
    );
    expect(r.json.code).toBe('A0403');
  });

  it('reveal needs a reason, answers the value and logs the field and reason but never the value', async () => {
    const keys = platformState().keys.find((k) => k.gameId === 2);
    const none = await bed.call(
      '/api/setting/interface/reveal',
      { parentGameId: 2, field: 'appSecret' },
      {
        token: bed.admin,
      },
    );
    expect(none.json.code).toBe('A0400');
    const count = getStore().oplog.length;
    const seen = await bed.call<{ value: string }>(
      '/api/setting/interface/reveal',
      { field: 'appSecret', reason: '服务端联调验签' },
      { token: bed.admin, gameId: 2 },
    );
    expect(seen.json.data.value).toBe(keys?.appSecret);
    expect(getStore().oplog.length).toBe(count + 1);
    const entry = bed.lastLog();
    expect(entry).toMatchObject({
      module: 'interfaceInfo',
      action: 'reveal',
      result: 'success',
      gameId: 2,
      after: { field: 'appSecret', reason: '服务端联调验签' },
    });
    expect(JSON.stringify(entry)).not.toContain(keys?.appSecret);
  });
});
