import { message, notification } from 'antd';
import type { ReactNode } from 'react';

/**
 * How long what the console shows by itself stays (docs/rules.md "Toasts and notifications"), in seconds as antd takes
 * them: a toast (antd's message) 3 s, 65 px from the top; the notice component 1.5 s; a notification 4.5 s, 24 px
 * from the top.
 */
export const TOAST = { duration: 3, top: 65 } as const;
export const NOTICE_DURATION = 1.5;
export const NOTIFICATION = { duration: 4.5, top: 24 } as const;

/** antd's static message and notification defaults, set once at start-up (src/app.tsx). */
export function configureNotices(): void {
  message.config({ ...TOAST });
  notification.config({ ...NOTIFICATION });
}

/**
 * The notice component: a brief confirmation of what the operator just did (copied, for instance), drawn as a toast
 * in the toasts' place but gone after 1.5 s. **Choice:** the spec's "notice component" is this, antd's message with
 * the notice's duration; errors and warnings stay toasts (3 s) or notifications.
 */
export const notice = {
  success: (content: ReactNode) => message.open({ type: 'success', content, duration: NOTICE_DURATION }),
  info: (content: ReactNode) => message.open({ type: 'info', content, duration: NOTICE_DURATION }),
};
