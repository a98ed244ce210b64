/**
 * Special functions (/special): switch-payment rules, channel interworking, account monitoring (the role rebind and
 * the anti-addiction rules are the roleTransfer and antiAddiction domains', served by the special entry too).
 */
import { registerRouteNames } from '../core/resources';
import { channelGroupApi } from './channelGroups/handlers';
import { cutPayApi } from './cutPay';
import { monitorApi } from './monitor/handlers';
import { watchActivity } from './monitor/watch';
import { routeNames } from './routeNames';

export default { ...cutPayApi, ...channelGroupApi, ...monitorApi };

/** Set-up (mock/backend): the route names; the monitoring rules watch the activity and give the welcome page a figure. */
export function setup(): void {
  registerRouteNames(routeNames);
  watchActivity();
}
