/** Pay configuration, pay lists and billing points (/pay). */
import { registerRouteNames } from '../core/resources';
import type { PayType } from '../../src/contract/payTypes';
import { routeNames } from './routeNames';
import { payState } from './state';

export { default } from './handlers';

/** Set-up (mock/backend): the route names. */
export function setup(): void {
  registerRouteNames(routeNames);
}

/** The id of a game's pay configuration of a pay type (the change requests' seed names a few). */
export function payConfigIdOf(gameId: number, payType: PayType): number | undefined {
  return payState().configs.find((c) => c.gameId === gameId && c.payType === payType)?.id;
}
