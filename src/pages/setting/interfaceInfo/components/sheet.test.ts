import enUS from '../../gamesConfig/texts/en-US';
import type { InterfaceInfo } from '../../gamesConfig/service';
import { integrationSheet } from './sheet';

const TEXTS = enUS as Record<string, string>;
const t = (id: string, values: Record<string, string | number> = {}) =>
  (TEXTS[id] ?? id).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

const INFO: InterfaceInfo = {
  gameId: 1,
  gameName: 'Star | Sea',
  alias: 'xhcs',
  region: 'domestic',
  baseUrl: 'https://open.gameops.example.cn',
  endpoints: [
    {
      key: 'loginVerify',
      method: 'POST',
      url: 'https://open.gameops.example.cn/sdk/v1/xhcs/user/verify',
      direction: 'platform',
    },
    { key: 'payNotify', method: 'POST', url: null, direction: 'game' },
  ],
  keys: { appKey: 'xhcs_abc', appSecret: 'AbCd****WxYz', payKey: 'PqRs****TuVw', updated: 1 },
  lines: 0,
};

describe('integration sheet', () => {
  it('lists the endpoints and the keys as masked, with every label translated', () => {
    const md = integrationSheet(INFO, t, '2026-11-23 10:00');
    expect(md).toContain('| Login verify | POST | https://open.gameops.example.cn/sdk/v1/xhcs/user/verify |');
    expect(md).toContain('| Pay notify | POST | Not set');
    expect(md).toContain('| Server secret (appSecret) | AbCd****WxYz |');
    expect(md).toContain('| Pay key | PqRs****TuVw |');
    expect(md).toContain('Star \\| Sea');
    expect(md).not.toMatch(/pages\.setting/);
  });

  it('says when the game has no keys', () => {
    const md = integrationSheet({ ...INFO, keys: null }, t, 'now');
    expect(md).toContain('no keys');
    expect(md).not.toContain('appSecret)');
  });
});
