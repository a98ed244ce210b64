import { getLocale } from '@umijs/max';
import { createElement, type ReactNode } from 'react';
import { loadAreaMessages } from './locales/areaMessages';
import { startup } from './utils/bootstrap';
import { trackPageView } from './utils/analytics';
import { applyLocaleSideEffects } from './utils/localeEffects';
import { preloadConsole } from './utils/preload';
import { preloadScreen } from './pages/early';
import { installPwaHandlers } from './utils/pwa';
import { applySettings, loadSettings } from './models/settings';
import { UserAccess } from './access';
import { loadRuntimeConfig } from './utils/runtimeConfig';
import { configureNotices } from './utils/notices';
import './global.css';

// Toast and notification defaults (docs/rules.md "Toasts and notifications").
configureNotices();

/**
 * Startup (docs/rules.md "Start-up and single sign-on") decides whether the app renders at all; logic lives in
 * src/utils/bootstrap.ts. It may send the browser to the portal, whose address is in the run-time configuration
 * (/config.json, docs/rules.md "Run-time configuration"): that is read first, asked for before anything else.
 */
export async function render(oldRender: () => void) {
  const config = loadRuntimeConfig();
  applyLocaleSideEffects(getLocale());
  applySettings(undefined, loadSettings());
  installPwaHandlers(Boolean(loadSettings().pwa));
  await config;
  const result = await startup();
  if (result !== 'render') return;
  // the console (not the sign-in page) needs the person, menu, games, the screens' texts and what the screen opened
  // needs first: ask for them now, alongside its own chunks, rather than once those have run (src/utils/preload.ts)
  if (preloadConsole()) {
    loadAreaMessages(getLocale()).catch(() => undefined);
    preloadScreen();
  }
  oldRender();
}

/** A page-view call on every route change (docs/rules.md "Page views"). */
export function onRouteChange({ location }: { location: { pathname: string } }) {
  trackPageView(location.pathname);
}

/**
 * umi's access (`useAccess()`, `<Access>`) reads the person's authority from the dva user model, its one home
 * (src/access.ts); umi's initial state is not used.
 */
export function accessProvider(container: ReactNode) {
  return createElement(UserAccess, null, container);
}
