import { Button, message, notification } from 'antd';
import { createElement } from 'react';
import { t } from './i18n';

/**
 * docs/rules.md "Offline and service worker": going offline shows a warning. With the layout setting `pwa` on, the
 * console registers its service worker (public/sw.js) under the build it runs, so each new build installs a new
 * worker, which waits: a notification says there is new content, and its button tells the waiting worker to take over
 * and reloads. With PWA off (the default) any service-worker registration and cache left from before is removed.
 */
export const SW_UPDATED_EVENT = 'sw.updated';
const SW_PATH = '/sw.js';

/** Installs the handlers; what it returns removes them (the page never does; a test does, so none outlives it). */
export function installPwaHandlers(pwa: boolean): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOffline = () => {
    message.warning(t('app.pwa.offline'));
  };
  const onUpdated = (event: Event) => {
    showUpdateNotice((event as CustomEvent<ServiceWorkerRegistration | undefined>).detail);
  };
  window.addEventListener('offline', onOffline);
  if (pwa) {
    window.addEventListener(SW_UPDATED_EVENT, onUpdated);
    registerServiceWorker().catch(() => undefined);
  } else removeServiceWorkers();
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener(SW_UPDATED_EVENT, onUpdated);
  };
}

/** Whether the operator asked the waiting worker to take over (then its taking over reloads the page, once). */
let reloadOnTakeOver = false;

function showUpdateNotice(registration: ServiceWorkerRegistration | undefined) {
  const key = 'sw-update';
  const reload = () => {
    notification.destroy(key);
    const waiting = registration?.waiting;
    if (waiting && 'serviceWorker' in navigator) {
      reloadOnTakeOver = true;
      waiting.postMessage({ type: 'skip-waiting' });
    } else window.location.reload();
  };
  notification.open({
    key,
    message: t('app.pwa.serviceworker.updated'),
    description: t('app.pwa.serviceworker.updated.hint'),
    duration: 0,
    btn: createElement(
      Button,
      { type: 'primary', id: 'sw-update-reload', onClick: reload },
      t('app.pwa.serviceworker.updated.ok'),
    ),
  });
}

/** The build the page runs: its main script's hashed name (umi's `hash: true`); `dev` without one. */
export function buildVersion(doc: Document = document): string {
  const main = Array.from(doc.scripts)
    .map((s) => s.getAttribute('src') || '')
    .map((src) => /\/umi\.([\w-]+)\.js$/.exec(src)?.[1])
    .find(Boolean);
  return main ?? 'dev';
}

/**
 * Registers public/sw.js for this build. A worker installed while another controls the page is an update: it waits,
 * and the page hears of it (SW_UPDATED_EVENT, detail = the registration), also when it was installed on an earlier
 * visit and is still waiting.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const container = navigator.serviceWorker;
  const registration = await container.register(`${SW_PATH}?v=${encodeURIComponent(buildVersion())}`, { scope: '/' });
  const announce = () => window.dispatchEvent(new CustomEvent(SW_UPDATED_EVENT, { detail: registration }));
  if (registration.waiting && container.controller) announce();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) announce();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (!reloadOnTakeOver) return;
    reloadOnTakeOver = false;
    window.location.reload();
  });
  return registration;
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
