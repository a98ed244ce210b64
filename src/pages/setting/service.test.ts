import { addChildGame, editChildGame } from './service';

type Init = RequestInit & { headers: Record<string, string> };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function stubOk() {
  const fn = vi.fn((_u: string, _i: Init) =>
    Promise.resolve(
      new Response(JSON.stringify({ code: '00000', data: null }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('child game calls (docs/rules.md "Request headers")', () => {
  it('add: Is_Need_Child_Game_Id 1 and the header’s child game as bodyChildGameId, no X-Child-Game-Id', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fn = stubOk();
    await addChildGame({ name: 'c', platform: 'Android' }, { requestId: 'r-child-dialog-1' });
    const [url, init] = fn.mock.calls[0] as [string, Init];
    expect(url).toBe('/api/mng/childGame/add');
    expect(init.headers.Is_Need_Child_Game_Id).toBe('1');
    expect(init.headers['X-Request-Id']).toBe('r-child-dialog-1');
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'c', platform: 'Android', bodyChildGameId: 70 });
  });

  it('add with no child game chosen: neither bodyChildGameId nor the header', async () => {
    const fn = stubOk();
    await addChildGame({ name: 'c' }, { requestId: 'r-child-dialog-2' });
    const [, init] = fn.mock.calls[0] as [string, Init];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'c' });
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain('x-child-game-id');
  });

  it('edit: the header’s child-game choice goes as X-Child-Game-Id, never in the body', async () => {
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    const fn = stubOk();
    await editChildGame({ id: 3, name: 'c', baseVersion: 2 });
    const [, init] = fn.mock.calls[0] as [string, Init];
    expect(init.headers['X-Child-Game-Id']).toBe('70');
    expect(JSON.parse(String(init.body))).toEqual({ id: 3, name: 'c', baseVersion: 2 });
  });
});
