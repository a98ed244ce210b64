import { act, renderHook, waitFor } from '@testing-library/react';
import { message } from 'antd';
import type { ReactNode } from 'react';
import { PaneAddressContext } from '@/components/Workspace/PaneContext';
import { BizError } from '@/request/errors';
import { draftStorageKey } from '@/utils/drafts';
import { useRecordEditor } from './useRecordEditor';

const push = vi.fn();
vi.mock('@umijs/max', () => ({
  history: { push: (to: string) => push(to) },
  useLocation: () => ({ pathname: '/elsewhere', search: '' }),
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
  useSelector: (select: (s: unknown) => unknown) => select({ user: { currentUser: { id: 7 } } }),
}));

interface Rule {
  id: number;
  name: string;
  percent: number;
  recordVersion: number;
}
type Values = { name: string; percent: string };
type Payload = { name: string; percent: number };

function setUp(search: string, overrides: Partial<Parameters<typeof useRecordEditor<Values, Rule, Payload>>[0]> = {}) {
  const calls = {
    get: vi.fn(async (q: { id: number }) => ({ data: { id: q.id, name: 'android', percent: 30, recordVersion: 3 } })),
    add: vi.fn(async (_p: Payload, _o: { requestId: string }) => ({})),
    edit: vi.fn(async (_p: Payload & { id: number; baseVersion: number }, _o?: { handles?: string[] }) => ({})),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaneAddressContext.Provider value={{ pathname: '/operate/updateConfig/create', search }}>
      {children}
    </PaneAddressContext.Provider>
  );
  const hook = renderHook(
    () =>
      useRecordEditor<Values, Rule, Payload>({
        listPath: '/operate/updateConfig',
        ...calls,
        toForm: (r) => ({ name: r.name, percent: String(r.percent) }),
        toPayload: (v) => ({ name: v.name.trim(), percent: Number(v.percent) }),
        ...overrides,
      }),
    { wrapper },
  );
  return { ...hook, calls };
}

beforeEach(() => {
  push.mockReset();
  vi.spyOn(message, 'success').mockImplementation(() => ({}) as never);
});

describe('useRecordEditor', () => {
  it('a create page reads nothing, adds the payload, says created and goes back to the list', async () => {
    const { result, calls } = setUp('');
    expect(result.current.id).toBeUndefined();
    expect(result.current.loading).toBe(false);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save({ name: ' ios ', percent: '50' });
    });
    expect(ok).toBe(true);
    expect(calls.get).not.toHaveBeenCalled();
    expect(calls.add).toHaveBeenCalledWith(
      { name: 'ios', percent: 50 },
      { requestId: expect.stringMatching(/^r[0-9a-f]{24}$/) },
    );
    expect(calls.edit).not.toHaveBeenCalled();
    expect(message.success).toHaveBeenCalledWith('crud.created');
    expect(push).toHaveBeenCalledWith('/operate/updateConfig');
  });

  it('an edit page (?id=) reads the record of its own pane into the form and saves it under its id', async () => {
    const { result, calls } = setUp('?id=7');
    expect(result.current.id).toBe(7);
    expect(result.current.loading).toBe(true);
    await waitFor(() =>
      expect(result.current.record).toEqual({ id: 7, name: 'android', percent: 30, recordVersion: 3 }),
    );
    expect(calls.get).toHaveBeenCalledWith({ id: 7 });
    expect(result.current.loading).toBe(false);
    expect(result.current.form.getFieldsValue(true)).toEqual({ name: 'android', percent: '30' });
    await act(async () => {
      await result.current.save({ name: 'android', percent: '40' });
    });
    // the version it was read at goes along; a stale refusal is the form's to show (docs/rules.md "Request ids and
    // versions")
    expect(calls.edit).toHaveBeenCalledWith(
      { name: 'android', percent: 40, id: 7, baseVersion: 3 },
      { handles: ['A0409'] },
    );
    expect(message.success).toHaveBeenCalledWith('crud.saved');
  });

  it('a refused save stays on the page, says nothing itself and may be tried again', async () => {
    const add = vi.fn().mockRejectedValueOnce(new Error('A0400')).mockResolvedValueOnce({});
    const { result } = setUp('', { add });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save({ name: 'x', percent: '1' });
    });
    expect(ok).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(message.success).not.toHaveBeenCalled();
    await act(async () => {
      ok = await result.current.save({ name: 'x', percent: '1' });
    });
    expect(ok).toBe(true);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('the draft of the page and record (docs/rules.md "Drafts") stays after a refused save and goes after a success', async () => {
    const draft = draftStorageKey(7, { form: '/operate/updateConfig/create', record: 7 });
    localStorage.setItem(draft, JSON.stringify({ savedAt: Date.now(), values: { name: 'typed' } }));
    const edit = vi.fn().mockRejectedValueOnce(new Error('A0400')).mockResolvedValueOnce({});
    const { result } = setUp('?id=7', { edit });
    await waitFor(() => expect(result.current.record?.id).toBe(7));
    await act(async () => {
      await result.current.save({ name: 'typed', percent: '1' });
    });
    expect(localStorage.getItem(draft)).not.toBeNull();
    await act(async () => {
      await result.current.save({ name: 'typed', percent: '1' });
    });
    expect(localStorage.getItem(draft)).toBeNull();
  });

  it('pressing save again while a save is on its way sends it once', async () => {
    let finish: () => void = () => {};
    const add = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setUp('', { add });
    let first: Promise<boolean> | undefined;
    let second: boolean | undefined;
    await act(async () => {
      first = result.current.save({ name: 'x', percent: '1' });
      second = await result.current.save({ name: 'x', percent: '1' });
    });
    expect(second).toBe(false);
    await act(async () => {
      finish();
      await first;
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('a record that cannot be read gives its error and no record', async () => {
    const get = vi.fn().mockRejectedValue(new Error('A0404'));
    const { result } = setUp('?id=99', { get });
    await waitFor(() => expect(result.current.error?.message).toBe('A0404'));
    expect(result.current.record).toBeUndefined();
  });

  it('an editor in a drawer edits its own id (not the page address) and calls onDone instead of going to the list', async () => {
    const onDone = vi.fn();
    const { result, calls } = setUp('?id=7', { id: 12, onDone, listPath: undefined });
    await waitFor(() => expect(result.current.record?.id).toBe(12));
    expect(calls.get).toHaveBeenCalledWith({ id: 12 });
    await act(async () => {
      await result.current.save({ name: 'a', percent: '5' });
    });
    expect(calls.edit).toHaveBeenCalledWith({ name: 'a', percent: 5, id: 12, baseVersion: 3 }, { handles: ['A0409'] });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('a record with a history sends the form’s change reason on an edit, trimmed, and nothing when it is blank', async () => {
    const { result, calls } = setUp('?id=7', { changeReason: true });
    await waitFor(() => expect(result.current.record?.id).toBe(7));
    await act(async () => {
      await result.current.save({ name: 'a', percent: '5', changeReason: '  rollout too fast ' } as never);
    });
    expect(calls.edit).toHaveBeenLastCalledWith(
      { name: 'a', percent: 5, id: 7, baseVersion: 3, changeReason: 'rollout too fast' },
      { handles: ['A0409'] },
    );
    await act(async () => {
      await result.current.save({ name: 'a', percent: '6', changeReason: '   ' } as never);
    });
    expect(calls.edit).toHaveBeenLastCalledWith(
      { name: 'a', percent: 6, id: 7, baseVersion: 3 },
      { handles: ['A0409'] },
    );
  });

  it('a payload-dependent approval rule reads the payload and the record as loaded (none on a create)', async () => {
    const rule = vi.fn((p: Payload, current: Rule | null) => p.percent === 100 && (current?.percent ?? 0) < 100);
    const edit = setUp('?id=7', { approval: { add: rule, edit: rule } });
    await waitFor(() => expect(edit.result.current.record).toBeTruthy());
    expect(edit.result.current.approval?.({ name: 'android', percent: '100' })).toBe(true);
    expect(rule).toHaveBeenLastCalledWith({ name: 'android', percent: 100 }, expect.objectContaining({ percent: 30 }));
    expect(edit.result.current.approval?.({ name: 'android', percent: '50' })).toBe(false);
    // a risky save carries the reason; the payload's own fields as ever
    await act(async () => {
      await edit.result.current.save({ name: 'android', percent: '100', changeReason: ' 全量 ' } as Values);
    });
    expect(edit.calls.edit).toHaveBeenCalledWith(
      { name: 'android', percent: 100, changeReason: '全量', id: 7, baseVersion: 3 },
      expect.anything(),
    );
    const create = setUp('', { approval: { add: rule } });
    expect(create.result.current.approval?.({ name: 'ios', percent: '100' })).toBe(true);
    expect(rule).toHaveBeenLastCalledWith({ name: 'ios', percent: 100 }, null);
  });

  it('a retried create sends the same request id; the next create (after a success) a new one', async () => {
    const add = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue({});
    const { result } = setUp('', { add });
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        await result.current.save({ name: 'x', percent: '1' });
      });
    }
    const ids = add.mock.calls.map((c) => (c[1] as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('a stale save keeps what was typed, shows who saved and the difference, re-applies on the latest', async () => {
    const latest = { id: 7, name: 'ios', percent: 30, recordVersion: 4, savedBy: '李四', savedAt: 1_790_000_000_000 };
    const refusal = new BizError(
      { success: false, errorCode: 'A0409', errorMessage: '李四 已于 … 保存了这条记录（第 4 版）' },
      { code: 'A0409', data: { baseVersion: 3, ...latest, record: latest } },
    );
    const edit = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValue({});
    const { result } = setUp('?id=7', { edit });
    await waitFor(() => expect(result.current.record?.id).toBe(7));
    // the operator changes the percent; meanwhile 李四 renamed the rule (v4)
    act(() => result.current.form.setFieldsValue({ percent: '45' }));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save({ name: 'android', percent: '45' });
    });
    expect(ok).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(result.current.form.getFieldsValue(true)).toEqual({ name: 'android', percent: '45' });
    expect(result.current.versions.conflict).toMatchObject({ recordVersion: 4, savedBy: '李四' });
    expect(result.current.versions.changes).toEqual([
      { path: 'name', op: 'changed', before: 'ios', after: 'android', by: 'theirs' },
      { path: 'percent', op: 'changed', before: '30', after: '45', by: 'mine' },
    ]);
    act(() => result.current.versions.reapply());
    // 李四's name and the operator's percent, based on v4
    expect(result.current.form.getFieldsValue(true)).toEqual({ name: 'ios', percent: '45' });
    expect(result.current.versions.conflict).toBeUndefined();
    await act(async () => {
      ok = await result.current.save(result.current.form.getFieldsValue(true));
    });
    expect(ok).toBe(true);
    expect(edit).toHaveBeenLastCalledWith({ name: 'ios', percent: 45, id: 7, baseVersion: 4 }, { handles: ['A0409'] });
  });
});
