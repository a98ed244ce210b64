// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packArea } from '../package/index';
import { admin, call, usePackServer } from '../package/testSupport';

/** Self-check enrolment and check items (/api/check), over real HTTP. */
usePackServer();

describe('self-check enrolment', () => {
  it('enrols the game of X-Game-Id (or scopeGameId) and filters by filterGameId, never by a body gameId', async () => {
    const area = packArea();
    const channels = area.channels
      .filter((c) => !area.joinups.some((j) => j.gameId === 2 && j.channelId === c.id))
      .slice(0, 2)
      .map((c) => c.id);
    expect(channels).toHaveLength(2);
    const added = await call<{ ids: number[] }>(
      '/api/check/joinup/add',
      { channelIds: channels },
      { token: admin, game: 2 },
    );
    expect(added.code).toBe('00000');
    expect(added.data.ids).toHaveLength(2);
    const free3 = area.channels.find((c) => !area.joinups.some((j) => j.gameId === 3 && j.channelId === c.id))!.id;
    const other = await call<{ ids: number[] }>(
      '/api/check/joinup/add',
      { scopeGameId: 3, channelIds: [free3] },
      { token: admin, game: 2 },
    );
    expect(other.code).toBe('00000');
    const page = await call<{ list: Array<{ gameId: number }>; total: number }>(
      '/api/check/joinup/page',
      { pageNum: 1, pageSize: 100, filterGameId: 2 },
      { token: admin },
    );
    expect(page.data.list.length).toBeGreaterThanOrEqual(2);
    expect(page.data.list.every((j) => j.gameId === 2)).toBe(true);
    const again = await call('/api/check/joinup/add', { channelIds: channels }, { token: admin, game: 2 });
    expect(again.code).toBe('A0403');
  });
});

describe('check items', () => {
  it('reads one item with its parameters, and answers A0402 for an unknown id', async () => {
    const first = packArea().checkItems[0];
    const one = await call<{ id: number; code: string; params: unknown[] }>(
      '/api/check/configuration/get',
      { id: first.id },
      { token: admin },
    );
    expect(one.code).toBe('00000');
    expect(one.data.code).toBe(first.code);
    expect(one.data.params).toHaveLength(first.params.length);
    const none = await call('/api/check/configuration/get', { id: 999999 }, { token: admin });
    expect(none.code).toBe('A0402');
  });
});
