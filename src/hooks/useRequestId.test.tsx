import { act, renderHook } from '@testing-library/react';
import { useRequestId } from './useRequestId';

/** docs/rules.md "Request ids and versions": one id per opened dialog; a retry keeps it, a success or opening not. */
describe('useRequestId', () => {
  it('keeps one id across renders until the dialog opens again', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current.current();
    expect(first).toMatch(/^r[0-9a-f]{24}$/);
    rerender();
    expect(result.current.current()).toBe(first);
    act(() => result.current.renew());
    expect(result.current.current()).not.toBe(first);
  });

  it('run: a failed call leaves the id for the retry; a successful one renews it', async () => {
    const { result } = renderHook(() => useRequestId());
    const sent: string[] = [];
    const failing = async (id: string) => {
      sent.push(id);
      throw new Error('network');
    };
    await expect(result.current.run(failing)).rejects.toThrow('network');
    await expect(result.current.run(failing)).rejects.toThrow('network');
    await result.current.run(async (id) => sent.push(id));
    await result.current.run(async (id) => sent.push(id));
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).toBe(sent[1]);
    expect(sent[3]).not.toBe(sent[2]);
  });

  it('two dialogs have two ids', () => {
    const a = renderHook(() => useRequestId());
    const b = renderHook(() => useRequestId());
    expect(a.result.current.current()).not.toBe(b.result.current.current());
  });
});
