/*
 * The console's service worker (docs/rules.md "Offline and service worker"), registered only when the layout setting
 * `pwa` is on, as /sw.js?v=<build>. It caches nothing and answers no request: it is there so that a new build of the
 * console can say so. A new worker waits until the operator presses 刷新 in the notice (message `skip-waiting`), then
 * takes over the open pages, which reload.
 */
self.addEventListener('install', () => {
  // waits: the pages still run the build they loaded
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});
