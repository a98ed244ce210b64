import { api } from '../request';
import { getToken } from './storage';

/**
 * Page-view analytics (spec §7: "a page-view analytics call is made on route changes", shape not shown). Ours:
 * POST /api/mng/pv {path}, quiet: a failure never bothers the operator. Skipped without a session.
 */
export function trackPageView(path: string) {
  if (!getToken()) return;
  api('/mng/pv', { path }, { skipErrorHandler: true }).catch(() => undefined);
}
