/**
 * A button's authority key, the one way it is built: the screen's route path, a colon, the action (`/access/role:add`,
 * `/order/flow:refund`). Screens build these from their area's path constants (src/pages/<area>/paths.ts) instead of
 * writing the key out.
 */
export const action = (screen: string, op: string) => `${screen}:${op}`;
