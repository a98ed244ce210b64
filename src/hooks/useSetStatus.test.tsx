import { act, renderHook } from '@testing-library/react';
import { message } from 'antd';
import { useSetStatus } from './useSetStatus';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation(() => ({}) as never);
});

describe('useSetStatus', () => {
  it('disables through the disable call, says so and then runs onDone', async () => {
    const o = { enable: vi.fn(async () => ({})), disable: vi.fn(async () => ({})), onDone: vi.fn() };
    const { result } = renderHook(() =>
      useSetStatus({ ...o, texts: { enabled: 'pages.operate.enabled', disabled: 'pages.operate.disabled' } }),
    );
    await act(async () => {
      await result.current({ id: 3 }, false);
    });
    expect(o.disable).toHaveBeenCalledWith({ id: 3 });
    expect(o.enable).not.toHaveBeenCalled();
    expect(message.success).toHaveBeenCalledWith('pages.operate.disabled');
    expect(o.onDone).toHaveBeenCalledTimes(1);
  });

  it('makes one call at a time: a click while one runs does nothing', async () => {
    let finish: () => void = () => {};
    const enable = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useSetStatus({ enable, disable: vi.fn(), texts: { enabled: 'x.enabled', disabled: 'x.disabled' }, onDone }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current({ id: 1 }, true);
    });
    await act(async () => {
      await result.current({ id: 1 }, true);
    });
    expect(enable).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(message.success).toHaveBeenCalledWith('x.enabled');
  });

  it('two clicks in the same frame, before the list renders again, make one call', async () => {
    const enable = vi.fn(async () => ({}));
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useSetStatus({ enable, disable: vi.fn(), texts: { enabled: 'x.enabled', disabled: 'x.disabled' }, onDone }),
    );
    const setStatus = result.current;
    await act(async () => {
      await Promise.all([setStatus({ id: 1 }, true), setStatus({ id: 1 }, true)]);
    });
    expect(enable).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('after a refused call the next click calls again', async () => {
    const enable = vi.fn().mockRejectedValueOnce(new Error('A0400')).mockResolvedValueOnce({});
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useSetStatus({ enable, disable: vi.fn(), texts: { enabled: 'x.enabled', disabled: 'x.disabled' }, onDone }),
    );
    await act(async () => {
      await result.current({ id: 2 }, true);
    });
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      await result.current({ id: 2 }, true);
    });
    expect(enable).toHaveBeenCalledTimes(2);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
