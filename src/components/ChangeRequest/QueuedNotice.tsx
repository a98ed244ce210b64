import { history } from '@umijs/max';
import { notification } from 'antd';
import { useCallback } from 'react';
import { useText } from '@/hooks';
import { changeRequestsChanged, type QueuedChange } from '@/services/changeRequests';
import { formatTime } from '@/utils/businessTime';
import { requestAddress } from './paths';

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
