import { history } from '@umijs/max';
import { message, notification } from 'antd';
import { useCallback } from 'react';
import { useText } from '@/hooks';
import { changeRequestsChanged, type QueuedChange } from '@/services/changeRequests';
import { formatTime } from '@/utils/businessTime';
import { requestAddress } from './paths';
import { queuedOf } from './queued';

/**
 * The notice a form closes with when its change was queued for approval instead of applied (issue 34): it names the
 * request, says until when it waits (business time) and links to it. A notification (docs/rules.md "Toasts and
 * notifications"): it outlives the form that closed.
 */
export function useQueuedNotice() {
  const t = useText();
  return useCallback(
    (cr: QueuedChange) => {
      // the header's count, the lists' marks read again
      changeRequestsChanged();
      const key = `change-request-${cr.id}`;
      const address = requestAddress(cr.id);
      notification.info({
        key,
        message: t('changeRequest.queued.title', { id: cr.id }),
        description: (
          <span id="change-request-queued">
            {t('changeRequest.queued.body', { time: formatTime(cr.expiresAt) })}{' '}
            <a
              id="change-request-queued-link"
              href={address}
              onClick={(e) => {
                e.preventDefault();
                notification.destroy(key);
                history.push(address);
              }}
            >
              {t('changeRequest.queued.open', { id: cr.id })}
            </a>
          </span>
        ),
      });
    },
    [t],
  );
}

/**
 * What a save that may be a risky change says when it went through (docs/rules.md "Change requests in the console"):
 * the notice naming the request when the backend queued it, else the success message `done`. Answers whether it was
 * queued.
 */
export function useSavedNotice() {
  const notifyQueued = useQueuedNotice();
  return useCallback(
    (answer: unknown, done: string): boolean => {
      const queued = queuedOf(answer);
      if (queued) notifyQueued(queued);
      else message.success(done);
      return Boolean(queued);
    },
    [notifyQueued],
  );
}
