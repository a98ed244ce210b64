import { fireEvent, render, screen } from '@testing-library/react';
import TabBar, { type TabItem } from './TabBar';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: { title?: string }) =>
      id === 'layout.tabs.close' ? `关闭 ${values?.title}` : '已打开的页面',
  }),
}));

const items: TabItem[] = [
  { key: '/welcome', label: '欢迎', closable: true },
  { key: '/oplog', label: '操作日志', closable: true },
  { key: '/access/role', label: '角色管理', closable: true },
];

function setUp(activeKey = '/oplog', list = items) {
  const onChange = vi.fn();
  const onClose = vi.fn();
  render(<TabBar items={list} activeKey={activeKey} onChange={onChange} onClose={onClose} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  return { onChange, onClose, tab };
}

describe('the workspace tab bar', () => {
  it('is a named tab list whose shown tab is selected and the only one in the Tab order', () => {
    const { tab } = setUp();
    expect(screen.getByRole('tablist', { name: '已打开的页面' })).toBeInTheDocument();
    expect(tab('操作日志')).toHaveAttribute('aria-selected', 'true');
    expect(tab('操作日志')).toHaveAttribute('tabindex', '0');
    expect(tab('欢迎')).toHaveAttribute('aria-selected', 'false');
    expect(tab('欢迎')).toHaveAttribute('tabindex', '-1');
  });

  it('a click on another tab switches to it; a click on the shown tab does nothing', () => {
    const { onChange, tab } = setUp();
    fireEvent.click(tab('操作日志'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('角色管理'));
    expect(onChange).toHaveBeenCalledWith('/access/role');
  });

  it("a tab's close button closes that tab without switching to it", () => {
    const { onChange, onClose } = setUp();
    fireEvent.click(screen.getByRole('button', { name: '关闭 欢迎' }));
    expect(onClose).toHaveBeenCalledWith('/welcome');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a lone tab cannot be closed', () => {
    setUp('/welcome', [{ key: '/welcome', label: '欢迎', closable: false }]);
    expect(screen.queryByRole('button', { name: '关闭 欢迎' })).toBeNull();
  });

  it('a middle click closes a tab; other buttons do not', () => {
    const { onClose, tab } = setUp();
    fireEvent(tab('角色管理'), new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent(tab('角色管理'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(onClose).toHaveBeenCalledWith('/access/role');
  });

  it('arrow keys, Home and End move the focus and switch, stopping at the ends', () => {
    const { onChange, tab } = setUp();
    fireEvent.keyDown(tab('操作日志'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('/access/role');
    expect(tab('角色管理')).toHaveFocus();
    fireEvent.keyDown(tab('操作日志'), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('/welcome');
    fireEvent.keyDown(tab('操作日志'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('/access/role');
    fireEvent.keyDown(tab('操作日志'), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('/welcome');
    onChange.mockClear();
    // already at an end: nothing to move to
    fireEvent.keyDown(tab('欢迎'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('角色管理'), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
    // other keys are left to the browser
    fireEvent.keyDown(tab('操作日志'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Delete closes the focused tab, when it can be closed', () => {
    const { onClose, tab } = setUp();
    fireEvent.keyDown(tab('操作日志'), { key: 'Delete' });
    expect(onClose).toHaveBeenCalledWith('/oplog');
  });

  it('Delete on a tab that cannot be closed does nothing', () => {
    const { onClose, tab } = setUp('/welcome', [{ key: '/welcome', label: '欢迎', closable: false }]);
    fireEvent.keyDown(tab('欢迎'), { key: 'Delete' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
