import type { Page } from '@playwright/test';
import routes, { type AppRoute } from '../../config/routes';

/** The screens the screen-by-screen specs visit (a11y.spec.ts, filterWidths.spec.ts), and the records they open. */

/** The screens: every page of config/routes.ts (no redirects, no 404 catch-all). */
export function screensOf(list: AppRoute[] = routes, into: string[] = []): string[] {
  for (const r of list) {
    if (r.redirect) continue;
    if (r.component && r.path !== '*' && !r.routes && !into.includes(r.path)) into.push(r.path);
    if (r.routes) screensOf(r.routes, into);
  }
  return into;
}

/** The screens drawn in the console's layout (the tab workspace): not the sign-in, exception or game-choice pages. */
export function consoleScreens(list: AppRoute[] = routes): string[] {
  for (const r of list) {
    if (r.component === '@/layouts/BasicLayout') return screensOf(r.routes ?? []);
    const inside = r.routes ? consoleScreens(r.routes) : [];
    if (inside.length) return inside;
  }
  return [];
}

/** Where a screen shows a record its address names: a record the embedded backend seeds. */
export const RECORD: Record<string, string> = {
  '/sdk/plugin/sdkConfig': '?pluginId=1',
  '/sdk/channel/business/addEdit': '?id=1',
  '/sdk/channel/sdk': '?channelId=1',
  '/dic/commonConfig/create': '?id=1',
  '/operate/Events/conversation': '?id=1',
  '/operate/messageConfig/create': '?id=1',
  '/operate/stopConfig/create': '?id=1',
  '/operate/updateConfig/create': '?id=1',
  '/operate/posterPop/create': '?id=1',
  '/operate/tipManagement/create': '?id=6',
  '/pay/billingPoint/create': '?id=1',
  '/pay/payList/create': '?id=1',
  '/pay/payConfig/create': '?id=1',
  '/setting/gamesConfig/config': '?id=1',
  '/setting/gamesConfig/line': '?gameId=1',
  '/setting/operation/protocol': '?entityId=1',
  '/setting/operation/smsList': '?entityId=1',
  '/setting/operation/protocol/create': '?entityId=1',
  '/setting/operation/protocol/createOverseas': '?entityId=1',
  '/setting/interfaceInfo': '?gameId=1',
  '/package/checkTask/details': '?id=1',
  '/package/checkTask/detailsJson': '?id=1',
  '/special/cutPay/create': '?id=1',
  '/special/monitor/create': '?id=1',
  '/check/joinup/detail': '?id=1',
  '/check/configuration/setConfig': '?id=1',
  '/access/roleform': '?id=1',
};

/**
 * Opens `address` in the running console without a reload, as the browser's back and forward do: the address pushed,
 * then the router told (popstate). The screen-by-screen walks load the console once and reach every screen this way.
 */
export async function pushAddress(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: to, idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
}

/** Closes the tab of `path` (not the one shown) with its close button, so a walk keeps one or two screens open. */
export function closeTab(page: Page, path: string) {
  return page.evaluate((p) => {
    document.querySelector<HTMLElement>(`.workspace-tab[data-node-key="${p}"] .workspace-tab-close`)?.click();
  }, path);
}

/**
 * A list's search bar whose fields are not drawn yet (they come after its first page: docs/rules.md "Filter bars");
 * a walk that reads a bar waits until its screen holds none.
 */
export const BAR_PENDING = '[data-fields="pending"]';
