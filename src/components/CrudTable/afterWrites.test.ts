import { afterWrites } from './afterWrites';

const page = async () => ({ code: '00000', data: { list: [], total: 0 } }) as never;

describe('afterWrites', () => {
  it('runs `after` once each write went through, answers what the call answered, leaves page alone', async () => {
    const after = vi.fn();
    const add = vi.fn(async (p: { name: string }) => ({ code: '00000', data: p.name }) as never);
    const remove = vi.fn(async (r: { id: number }) => ({ code: '00000', data: r.id }) as never);
    const service = afterWrites({ page, add, remove }, after);
    expect(service.page).toBe(page);
    expect(service.edit).toBeUndefined();
    expect(await service.add?.({ name: 'x' }, { requestId: 'r-dialog-1' })).toEqual({ code: '00000', data: 'x' });
    expect(add).toHaveBeenCalledWith({ name: 'x' }, { requestId: 'r-dialog-1' });
    expect(after).toHaveBeenCalledTimes(1);
    await service.remove?.({ id: 3 });
    expect(after).toHaveBeenCalledTimes(2);
  });

  it('a refused write does not run `after` and stays refused', async () => {
    const after = vi.fn();
    const edit = vi.fn(async () => Promise.reject(new Error('A0400')));
    const service = afterWrites({ page, edit }, after);
    await expect(service.edit?.({ baseVersion: 1 })).rejects.toThrow('A0400');
    expect(after).not.toHaveBeenCalled();
  });
});
