import { abortAll, currentSignal } from './abort';

describe('shared abort control (docs/rules.md "Clients and calls")', () => {
  it('abortAll aborts the current signal and arms a fresh one', () => {
    const first = currentSignal();
    expect(first.aborted).toBe(false);
    expect(currentSignal()).toBe(first);
    const seen = vi.fn();
    first.addEventListener('abort', seen);
    abortAll();
    expect(first.aborted).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    const second = currentSignal();
    expect(second).not.toBe(first);
    expect(second.aborted).toBe(false);
  });
});
