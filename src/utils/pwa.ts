import { Button, message, notification } from 'antd';
import { createElement } from 'react';
import { t } from './i18n';

/**
 * docs/rules.md "Offline and service worker": going offline shows a warning; an updated service worker shows a
 * notification whose button reloads; with PWA off (the default) any service-worker registration and cache left from
 * before is removed.
 */
export function installPwaHandlers(pwa: boolean) {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => {
    message.warning(t('app.pwa.offline'));
  });
  if (pwa) {
    window.addEventListener('sw.updated', (event: Event) => {
      const waiting = (event as CustomEvent<ServiceWorkerRegistration | undefined>).detail?.waiting;
      const key = `sw-update-${Date.now()}`;
      const reload = () => {
        notification.destroy(key);
        if (waiting) waiting.postMessage({ type: 'skip-waiting' });
        window.location.reload();
      };
      notification.open({
        key,
        message: t('app.pwa.serviceworker.updated'),
        description: t('app.pwa.serviceworker.updated.hint'),
        btn: createElement(Button, { type: 'primary', onClick: reload }, t('app.pwa.serviceworker.updated.ok')),
      });
    });
    return;
  }
  removeServiceWorkers();
}

export async function removeServiceWorkers() {
  if ('serviceWorker' in navigator) {
    const regs = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(regs.map((r) => r.unregister()));
  }
  if ('caches' in window) {
    const keys = await window.caches.keys().catch(() => [] as string[]);
    await Promise.all(keys.map((k) => window.caches.delete(k)));
  }
}
