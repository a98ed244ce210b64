/**
 * A button's authority key: the screen's route path, a colon, the action (`/access/role:add`). Screens build these
 * from their area's path constants (src/pages/<area>/paths.ts) instead of writing the key out.
 */
export type ButtonAction = 'add' | 'edit' | 'delete' | 'export';

export const action = (screen: string, op: ButtonAction) => `${screen}:${op}`;
