import { renderHook } from '@testing-library/react';
import { message, notification } from 'antd';
import { useSavedNotice } from './QueuedNotice';

vi.mock('@umijs/max', () => ({
  history: { push: vi.fn() },
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation(() => ({}) as never);
  vi.spyOn(notification, 'info').mockImplementation(() => undefined);
});

/** What a save that may be queued says (docs/rules.md "Change requests in the console"). */
describe('useSavedNotice', () => {
  it('names the request of a queued answer, and says nothing of a save', () => {
    const { result } = renderHook(() => useSavedNotice());
    const pending = { changeRequest: { id: 7, status: 'pending', expiresAt: 1_800_000_000_000 } };
    expect(result.current({ code: '00000', data: pending }, 'crud.saved')).toBe(true);
    expect(notification.info).toHaveBeenCalledWith(expect.objectContaining({ key: 'change-request-7' }));
    expect(message.success).not.toHaveBeenCalled();
  });

  it('says the success message of a change applied at once', () => {
    const { result } = renderHook(() => useSavedNotice());
    expect(result.current({ code: '00000', data: null }, 'crud.saved')).toBe(false);
    expect(message.success).toHaveBeenCalledWith('crud.saved');
    expect(notification.info).not.toHaveBeenCalled();
  });
});
