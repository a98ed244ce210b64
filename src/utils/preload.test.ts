import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import { childGameDropDown, queryMyGames } from '@/services/games';
import { loadViews } from '@/services/views';
import { EARLY_REUSE_MS, preload, preloadConsole, PRELOAD_KEYS, take, takeArrived, takeOr } from './preload';

vi.mock('@/services/auth', () => ({ queryCurrentUser: vi.fn(), queryMenuEntries: vi.fn() }));
vi.mock('@/services/games', () => ({ queryMyGames: vi.fn(), childGameDropDown: vi.fn() }));
vi.mock('@/services/views', () => ({ loadViews: vi.fn(() => Promise.resolve([])) }));

const answer = (data: unknown) => Promise.resolve({ code: '00000', data });

beforeEach(() => {
  vi.mocked(loadViews).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(queryCurrentUser)
    .mockReset()
    .mockImplementation(() => answer({ name: '周建国' }) as never);
  vi.mocked(queryMenuEntries)
    .mockReset()
    .mockImplementation(() => answer([]) as never);
  vi.mocked(queryMyGames)
    .mockReset()
    .mockImplementation(() => answer([{ id: 1 }]) as never);
  vi.mocked(childGameDropDown)
    .mockReset()
    .mockImplementation(() => answer([{ id: 11 }]) as never);
});

describe('preload / takeOr', () => {
  it('hands the early answer to the first taker only; later takers call', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    const late = vi.fn(() => Promise.resolve('late'));
    preload('k1', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeOr('k1', late)).resolves.toBe('early');
    await expect(takeOr('k1', late)).resolves.toBe('late');
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does not call twice for a key preloaded twice', () => {
    const load = vi.fn(() => Promise.resolve(1));
    preload('k2', load);
    preload('k2', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed early call reaches its taker as a rejection, not as an unhandled one before', async () => {
    preload('k3', () => Promise.reject(new Error('A0500')));
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeOr('k3', () => Promise.resolve('late'))).rejects.toThrow('A0500');
  });

  it('takeArrived hands over an answer that has arrived, again to a retried render, then never; before it arrives it leaves the call for take', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let resolve: (v: string) => void = () => undefined;
      preload('k4', () => new Promise<string>((r) => (resolve = r)));
      expect(takeArrived('k4')).toBeUndefined();
      resolve('options');
      await new Promise((r) => setTimeout(r, 0));
      const first = Date.now();
      expect(takeArrived('k4')).toEqual({ value: 'options' });
      // a first render React retries (its state thrown away) within the window gets the same answer
      vi.setSystemTime(first + EARLY_REUSE_MS - 1);
      expect(takeArrived('k4')).toEqual({ value: 'options' });
      // after it, the answer is gone: another visit asks afresh
      vi.setSystemTime(first + EARLY_REUSE_MS);
      expect(takeArrived('k4')).toBeUndefined();
      expect(take('k4')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed answer never counts as arrived', async () => {
    preload('k5', () => Promise.reject(new Error('A0301')));
    await new Promise((r) => setTimeout(r, 0));
    expect(takeArrived('k5')).toBeUndefined();
    await expect(take('k5')).rejects.toThrow('A0301');
  });

  it("a quiet call's failure is forgotten: the taker calls afresh (and hears its own error)", async () => {
    preload('k6', () => Promise.reject(new Error('A0301')), Number.POSITIVE_INFINITY, { quiet: true });
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeOr('k6', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('with nothing preloaded, takeOr calls', async () => {
    await expect(takeOr('never', () => Promise.resolve('called'))).resolves.toBe('called');
  });
});

describe('preloadConsole', () => {
  it('does nothing without a session', () => {
    expect(preloadConsole('/oplog')).toBe(false);
    expect(queryCurrentUser).not.toHaveBeenCalled();
  });

  it('does nothing on the public pages', () => {
    localStorage.setItem('sToken', 't');
    expect(preloadConsole('/user/login')).toBe(false);
    expect(preloadConsole('/exception')).toBe(false);
    expect(queryCurrentUser).not.toHaveBeenCalled();
    expect(loadViews).not.toHaveBeenCalled();
  });

  it("asks for the person, menu, games and the current game's child games, for the models to take", async () => {
    localStorage.setItem('sToken', 't');
    sessionStorage.setItem('GAME_ID', '7');
    expect(preloadConsole('/oplog')).toBe(true);
    expect(queryCurrentUser).toHaveBeenCalledTimes(1);
    expect(queryMenuEntries).toHaveBeenCalledTimes(1);
    expect(queryMyGames).toHaveBeenCalledTimes(1);
    expect(childGameDropDown).toHaveBeenCalledWith('7');
    // the saved table views too, into their own cache (src/services/views.ts)
    expect(loadViews).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    await expect(takeOr(PRELOAD_KEYS.currentUser, again)).resolves.toMatchObject({ data: { name: '周建国' } });
    await expect(takeOr(PRELOAD_KEYS.childGames('7'), again)).resolves.toMatchObject({ data: [{ id: 11 }] });
    // another game's child games were not asked for early
    await expect(takeOr(PRELOAD_KEYS.childGames('8'), () => Promise.resolve('fresh'))).resolves.toBe('fresh');
    expect(again).not.toHaveBeenCalled();
  });

  it('skips the child games when no game is chosen yet', () => {
    localStorage.setItem('sToken', 't');
    expect(preloadConsole('/gameSelect')).toBe(true);
    expect(childGameDropDown).not.toHaveBeenCalled();
  });
});
