import { queryOpLogOptions } from './service';
import { opLogOptionsAtRender, opLogOptionsLater, preloadOpLogOptions } from './early';

vi.mock('./service', () => ({ queryOpLogOptions: vi.fn() }));

const options = { modules: [{ value: 'role', label: '角色', actions: [] }] };

describe('the operation log’s filter options at its first render', () => {
  it('an answer that arrived early is handed to the render, and again to a retried render, with one call', async () => {
    vi.mocked(queryOpLogOptions).mockResolvedValue({ code: '00000', data: options } as never);
    preloadOpLogOptions();
    await new Promise((r) => setTimeout(r, 0));
    expect(opLogOptionsAtRender()).toEqual(options);
    // React retries a first render that suspended, with its state thrown away: the same answer, no second call
    expect(opLogOptionsAtRender()).toEqual(options);
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
  });

  it('long after, a new visit asks afresh; an answer not yet there is waited for, not asked twice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    vi.mocked(queryOpLogOptions).mockClear();
    let resolve: (v: unknown) => void = () => undefined;
    vi.mocked(queryOpLogOptions).mockReturnValue(new Promise((r) => (resolve = r)) as never);
    expect(opLogOptionsAtRender()).toBeUndefined();
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
    resolve({ code: '00000', data: options });
    await expect(opLogOptionsLater()).resolves.toEqual(options);
    expect(queryOpLogOptions).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
