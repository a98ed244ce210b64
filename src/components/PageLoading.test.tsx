import { act, render } from '@testing-library/react';
import PageLoading, { LOADER_DELAY_MS } from './PageLoading';

describe('the page loader (docs/rules.md "Toasts and notifications": loader delay 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, so a screen ready sooner shows no flash of it', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<PageLoading />);
    expect(LOADER_DELAY_MS).toBe(200);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS - 20);
    });
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    unmount();
  });
});
