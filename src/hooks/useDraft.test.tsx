import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { DRAFT_TTL_MS, draftStorageKey } from '@/utils/drafts';
import { useDraft } from './useDraft';

const signedIn = vi.hoisted(() => ({ person: 7 as number | undefined }));
vi.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, string>) =>
      values ? `${id} ${Object.values(values).join(' ')}` : id,
  }),
  useSelector: (select: (s: unknown) => unknown) =>
    select({ user: { currentUser: signedIn.person === undefined ? undefined : { id: signedIn.person } } }),
}));

// 10:00 in the business time zone (Asia/Shanghai, UTC+8)
const T0 = Date.UTC(2026, 10, 28, 2, 0);
const KEY = draftStorageKey(7, { form: 'test-form', record: 'new' });

interface Values {
  title?: string;
  secretKey?: string;
}

function Editor(props: { record?: number | string; omit?: readonly string[] }) {
  const [form] = Form.useForm<Values>();
  const draft = useDraft({ form, key: { form: 'test-form', record: props.record ?? 'new' }, omit: props.omit });
  return (
    <Form form={form} initialValues={{ title: 'as loaded' }} onValuesChange={draft.changed}>
      {draft.notice}
      <Form.Item name="title">
        <Input id="title" />
      </Form.Item>
      <Form.Item name="secretKey">
        <Input id="secretKey" />
      </Form.Item>
      <button type="button" id="saved" onClick={draft.clear}>
        saved
      </button>
      <button type="button" id="load" onClick={() => form.setFieldsValue({ title: 'from the server' })}>
        load
      </button>
    </Form>
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const stored = (key = KEY) => JSON.parse(localStorage.getItem(key) ?? 'null');
const keep = (key: string, savedAt: number, values: Record<string, unknown>) =>
  localStorage.setItem(key, JSON.stringify({ savedAt, values }));

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  signedIn.person = 7;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDraft', () => {
  it('keeps nothing while the form holds no change of the operator (values the page sets itself)', async () => {
    render(<Editor />);
    fireEvent.click(screen.getByText('load'));
    await wait(2000);
    expect(input('title').value).toBe('from the server');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('saves the values 500 ms after the last change, with the time', async () => {
    render(<Editor />);
    type('title', 'typed');
    await wait(300);
    type('title', 'typed more');
    await wait(499);
    expect(localStorage.getItem(KEY)).toBeNull();
    await wait(1);
    expect(stored()).toEqual({ savedAt: T0 + 800, values: { title: 'typed more' } });
  });

  it('once the operator changed a field, values the page sets are kept too', async () => {
    render(<Editor />);
    type('title', 'typed');
    await wait(500);
    expect(stored().values.title).toBe('typed');
    fireEvent.click(screen.getByText('load'));
    await wait(500);
    expect(stored()).toEqual({ savedAt: T0 + 1000, values: { title: 'from the server' } });
  });

  it('never keeps the fields the editor names as secret', async () => {
    render(<Editor omit={['secretKey']} />);
    type('title', 'typed');
    type('secretKey', 'hunter2');
    await wait(500);
    expect(stored().values).toEqual({ title: 'typed' });
    expect(localStorage.getItem(KEY)).not.toContain('hunter2');
  });

  it('leaving within the delay keeps the last change', async () => {
    const { unmount } = render(<Editor />);
    type('title', 'typed');
    unmount();
    expect(stored().values.title).toBe('typed');
  });

  it('a hidden page (a closed tab) keeps the last change at once', async () => {
    render(<Editor />);
    type('title', 'typed');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored().values.title).toBe('typed');
  });

  it('is kept per person, form and record: another sees nothing', async () => {
    keep(KEY, T0, { title: 'mine' });
    signedIn.person = 8;
    const other = render(<Editor />);
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
    other.unmount();
    signedIn.person = 7;
    const record = render(<Editor record={5} />);
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
    record.unmount();
    render(<Editor />);
    expect(screen.getByText('draft.notice 2026-11-28 10:00')).toBeInTheDocument();
    expect(stored().values.title).toBe('mine');
  });

  it('keeps and offers nothing without a signed-in person', async () => {
    signedIn.person = undefined;
    render(<Editor />);
    type('title', 'typed');
    await wait(500);
    expect(localStorage.length).toBe(0);
  });

  it('offers the draft with its time in the business zone; restore fills the form and keeps the draft', async () => {
    keep(KEY, T0 - 60_000, { title: 'typed before' });
    render(<Editor />);
    expect(screen.getByText('draft.notice 2026-11-28 09:59')).toBeInTheDocument();
    expect(input('title').value).toBe('as loaded');
    fireEvent.click(document.getElementById('draft-test-form-restore') as HTMLElement);
    expect(input('title').value).toBe('typed before');
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
    expect(stored().values.title).toBe('typed before');
    type('title', 'typed again');
    await wait(500);
    expect(stored()).toEqual({ savedAt: T0 + 500, values: { title: 'typed again' } });
  });

  it('discard removes the draft and leaves the form as it is', async () => {
    keep(KEY, T0, { title: 'typed before' });
    render(<Editor />);
    fireEvent.click(document.getElementById('draft-test-form-discard') as HTMLElement);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(input('title').value).toBe('as loaded');
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
  });

  it('the offered draft is not overwritten until the operator answers; discard then keeps what was typed', async () => {
    keep(KEY, T0, { title: 'typed before' });
    render(<Editor />);
    type('title', 'typed now');
    await wait(1000);
    expect(stored().values.title).toBe('typed before');
    fireEvent.click(document.getElementById('draft-test-form-discard') as HTMLElement);
    expect(stored().values.title).toBe('typed now');
  });

  it('clear (a successful save) removes the draft; nothing is kept again until the next change', async () => {
    render(<Editor />);
    type('title', 'typed');
    await wait(500);
    expect(stored().values.title).toBe('typed');
    type('title', 'typed more');
    fireEvent.click(screen.getByText('saved'));
    await wait(1000);
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.click(screen.getByText('load'));
    await wait(1000);
    expect(localStorage.getItem(KEY)).toBeNull();
    type('title', 'a new change');
    await wait(500);
    expect(stored().values.title).toBe('a new change');
  });

  it('a draft 7 days old has expired: not offered, and removed with every other expired one', async () => {
    const others = draftStorageKey(9, { form: 'roleform', record: 3 });
    keep(KEY, T0 - DRAFT_TTL_MS + 1, { title: 'almost a week ago' });
    keep(others, T0 - DRAFT_TTL_MS - 1, { name: 'older' });
    const young = render(<Editor />);
    expect(screen.getByText(/draft\.notice/)).toBeInTheDocument();
    expect(localStorage.getItem(others)).toBeNull();
    young.unmount();
    vi.setSystemTime(T0 + 1);
    render(<Editor />);
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{not json'],
    ['no time', '{"values":{"title":"x"}}'],
    ['a time that is no number', '{"savedAt":"yesterday","values":{"title":"x"}}'],
    ['values that are no object', `{"savedAt":${T0},"values":["x"]}`],
    ['a list', '[1,2]'],
  ])('a stored value that is no draft (%s) is ignored and removed', async (_, raw) => {
    localStorage.setItem(KEY, raw);
    render(<Editor />);
    expect(screen.queryByText(/draft\.notice/)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(input('title').value).toBe('as loaded');
  });
});
