import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { message } from 'antd';
import { useStatusLinks } from './useStatusLinks';

const push = vi.fn();
let granted: string[] = [];
vi.mock('@umijs/max', () => ({
  history: { push: (to: string) => push(to) },
  useAccess: () => ({ can: (key: string) => granted.includes(key) }),
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, string>) =>
      values ? `${id} ${JSON.stringify(values)}` : id,
  }),
}));

type Row = { id: number; status: number; name: string };

function setUp(over: Partial<Parameters<typeof useStatusLinks<Row>>[0]> = {}) {
  const calls = { enable: vi.fn(async () => ({})), disable: vi.fn(async () => ({})), onDone: vi.fn() };
  const hook = renderHook(() =>
    useStatusLinks<Row>({
      idPrefix: 'rule',
      texts: {
        enable: 'pages.x.enable',
        disable: 'pages.x.disable',
        disableConfirm: 'pages.x.disable.confirm',
        enabled: 'pages.x.enabled',
        disabled: 'pages.x.disabled',
      },
      editKey: '/x:edit',
      edit: '/x/create',
      ...calls,
      ...over,
    }),
  );
  const draw = (r: Row) => render(<div>{hook.result.current(r)}</div>);
  return { ...hook, calls, draw };
}

beforeEach(() => {
  push.mockReset();
  granted = ['/x:edit'];
  vi.spyOn(message, 'success').mockImplementation(() => ({}) as never);
});

describe('useStatusLinks', () => {
  it('gives no links to a person without the edit key', () => {
    granted = [];
    const { result } = setUp();
    expect(result.current({ id: 1, status: 1, name: 'a' })).toEqual([]);
  });

  it('an enabled row: edit opens the create page with ?id=, disable is offered', () => {
    const { draw } = setUp();
    draw({ id: 4, status: 1, name: 'a' });
    expect(document.getElementById('rule-disable-4')).toHaveTextContent('pages.x.disable');
    expect(document.getElementById('rule-enable-4')).toBeNull();
    fireEvent.click(screen.getByText('crud.edit'));
    expect(push).toHaveBeenCalledWith('/x/create?id=4');
  });

  it('a disabled row is enabled at once: the call, the message, then onDone', async () => {
    const { draw, calls } = setUp();
    draw({ id: 5, status: 0, name: 'a' });
    await act(async () => {
      fireEvent.click(document.getElementById('rule-enable-5') as HTMLElement);
    });
    expect(calls.enable).toHaveBeenCalledWith({ id: 5 });
    expect(message.success).toHaveBeenCalledWith('pages.x.enabled');
    expect(calls.onDone).toHaveBeenCalledTimes(1);
  });

  it('a row whose enable needs approval asks the reason first and sends it with the call', async () => {
    const { draw, calls } = setUp({ enableApproval: (r) => r.name === 'all' });
    draw({ id: 8, status: 0, name: 'all' });
    await act(async () => {
      fireEvent.click(document.getElementById('rule-enable-8') as HTMLElement);
    });
    expect(calls.enable).not.toHaveBeenCalled();
    const reason = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
    expect(screen.getByText('changeRequest.enable.warning')).toBeTruthy();
    await act(async () => {
      fireEvent.change(reason, { target: { value: '全量强更上线' } });
    });
    await act(async () => {
      fireEvent.click(document.getElementById('rule-enable-8-approval-submit') as HTMLElement);
    });
    await vi.waitFor(() => expect(calls.enable).toHaveBeenCalledWith({ id: 8, changeReason: '全量强更上线' }));
    await vi.waitFor(() => expect(calls.onDone).toHaveBeenCalledTimes(1));
    expect(message.success).toHaveBeenCalledWith('pages.x.enabled');
  });

  it('a row whose enable needs nobody is enabled at once, beside one that does', async () => {
    const { draw, calls } = setUp({ enableApproval: (r) => r.name === 'all' });
    draw({ id: 9, status: 0, name: 'vivo' });
    await act(async () => {
      fireEvent.click(document.getElementById('rule-enable-9') as HTMLElement);
    });
    expect(calls.enable).toHaveBeenCalledWith({ id: 9 });
  });

  it('a refused call leaves the list alone', async () => {
    const enable = vi.fn(async () => Promise.reject(new Error('A0403')));
    const { draw, calls } = setUp({ enable });
    draw({ id: 6, status: 0, name: 'a' });
    await act(async () => {
      fireEvent.click(document.getElementById('rule-enable-6') as HTMLElement);
    });
    // the call was made and refused: then no success message and no reload
    expect(enable).toHaveBeenCalledWith({ id: 6 });
    expect(message.success).not.toHaveBeenCalled();
    expect(calls.onDone).not.toHaveBeenCalled();
  });

  it('the edit may be the screen’s own (a drawer), and the confirmation may name the row', async () => {
    const edit = vi.fn();
    const { draw } = setUp({ edit, confirmValues: (r) => ({ name: r.name }) });
    draw({ id: 7, status: 1, name: 'Star' });
    fireEvent.click(screen.getByText('crud.edit'));
    expect(edit).toHaveBeenCalledWith({ id: 7, status: 1, name: 'Star' });
    expect(push).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(document.getElementById('rule-disable-7') as HTMLElement);
    });
    expect(await screen.findByText('pages.x.disable.confirm {"name":"Star"}')).toBeInTheDocument();
  });
});
