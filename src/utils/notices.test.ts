import { message, notification } from 'antd';
import { configureNotices, NOTICE_DURATION, NOTIFICATION, notice, TOAST } from './notices';

afterEach(() => vi.restoreAllMocks());

describe('toasts, the notice component and notifications (docs/rules.md "Toasts and notifications")', () => {
  it('toasts last 3 s, 65 px from the top; notifications 4.5 s, 24 px from the top', () => {
    const toast = vi.spyOn(message, 'config');
    const notif = vi.spyOn(notification, 'config');
    configureNotices();
    expect(toast).toHaveBeenCalledWith({ duration: 3, top: 65 });
    expect(notif).toHaveBeenCalledWith({ duration: 4.5, top: 24 });
    expect([TOAST.duration, NOTIFICATION.duration]).toEqual([3, 4.5]);
  });

  it('the notice component lasts 1.5 s', () => {
    const open = vi.spyOn(message, 'open').mockImplementation((() => undefined) as never);
    notice.success('已复制');
    notice.info('x');
    expect(NOTICE_DURATION).toBe(1.5);
    expect(open.mock.calls.map(([c]) => [c.type, c.duration])).toEqual([
      ['success', 1.5],
      ['info', 1.5],
    ]);
  });
});
