import { queryOpLogOptions } from './oplog/service';
import { opLogOptionsAtRender, opLogOptionsLater } from './oplog/early';
import { preloadScreen } from './early';
import { EARLY_REUSE_MS } from '@/utils/preload';

vi.mock('./oplog/service', () => ({ queryOpLogOptions: vi.fn(), pageOpLog: vi.fn() }));

const OPTIONS = [{ module: 'role', actions: ['add', 'edit'] }];
const tick = () => new Promise((r) => setTimeout(r, 0));

let clock = Date.now();

beforeEach(async () => {
  // each test starts well past the last one's early-reuse window (only Date is faked: promises and ticks run)
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
  vi.mocked(queryOpLogOptions)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ code: '00000', data: OPTIONS }) as never);
  // nothing left over from another test: a later call takes any early answer still there
  await opLogOptionsLater();
  vi.mocked(queryOpLogOptions).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadScreen', () => {
  it('opened at /oplog: the filter options are asked for quietly, and the first render has them', async () => {
    preloadScreen('/oplog');
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
    expect(queryOpLogOptions).toHaveBeenCalledWith(undefined, { skipErrorHandler: true });
    await tick();
    expect(opLogOptionsAtRender()).toEqual(OPTIONS);
    // a first render React retries (it suspended, its state thrown away) gets the same answer, no second call
    vi.setSystemTime(clock + EARLY_REUSE_MS - 1);
    expect(opLogOptionsAtRender()).toEqual(OPTIONS);
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
    // taken: a later render (another visit) asks again
    vi.setSystemTime(clock + EARLY_REUSE_MS);
    expect(opLogOptionsAtRender()).toBeUndefined();
    expect(queryOpLogOptions).toHaveBeenCalledTimes(2);
  });

  it('not yet answered at the first render: the screen takes that same call later, no second one', async () => {
    preloadScreen('/oplog');
    expect(opLogOptionsAtRender()).toBeUndefined();
    await expect(opLogOptionsLater()).resolves.toEqual(OPTIONS);
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
  });

  it('refused at the start (no grant yet known): the screen asks again, with the error shown this time', async () => {
    vi.mocked(queryOpLogOptions).mockImplementationOnce(() => Promise.reject(new Error('A0301')) as never);
    preloadScreen('/oplog');
    await tick();
    expect(opLogOptionsAtRender()).toBeUndefined();
    await expect(opLogOptionsLater()).resolves.toEqual(OPTIONS);
    expect(vi.mocked(queryOpLogOptions).mock.calls[1]).toEqual([]);
  });

  it('another screen starts nothing', () => {
    preloadScreen('/access/role');
    preloadScreen('/oplog/');
    expect(queryOpLogOptions).not.toHaveBeenCalled();
  });
});
