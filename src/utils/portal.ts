import { runtimeConfig } from './runtimeConfig';

/**
 * The external user portal (docs/rules.md "Start-up and single sign-on"). Its address is `portalUrl` of the run-time
 * configuration (/config.json, docs/rules.md "Run-time configuration"); the build's default is the embedded backend's
 * stand-in at /portal (mock/portal.ts).
 */
export function portalBase(): string {
  return runtimeConfig().portalUrl.replace(/\/+$/, '');
}

/** The portal's login page, sending the operator back to `targetUrl` with ?satoken=… after sign-in. */
export function portalLoginUrl(targetUrl: string): string {
  return `${portalBase()}/login?targetUrl=${encodeURIComponent(targetUrl)}`;
}

/** {host}/user: where the browser goes after logout. */
export function portalUserUrl(): string {
  return `${portalBase()}/user`;
}

/** Full-page navigation, in one place so tests can observe it. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  replace(url: string) {
    window.location.replace(url);
  },
};
