import { checkAuthority, checkRouteChain, type Authority } from '@/utils/authority';

/**
 * Who may open what (docs/rules.md "Routes and authority"). The initial state holds the signed-in person's
 * authority keys (src/app.tsx reads them back from session storage, where the user model keeps them); umi's access
 * plugin turns them into the functions below, read with `useAccess()`:
 * - `can(key)`: a button or an action (e.g. `can(action(ROLE, 'add'))`), or any list of keys, one of which must be held;
 * - `canRoute(chain)`: a screen, whose route and every group above it must be granted (a group gates its children).
 */
export interface InitialState {
  authority: string[];
}

export default function access(initialState: InitialState | undefined) {
  const held = initialState?.authority ?? [];
  return {
    can: (required: Authority | null | undefined) => checkAuthority(required, held),
    canRoute: (chain: Array<{ authority?: Authority }>) => checkRouteChain(chain, held),
  };
}

export type AppAccess = ReturnType<typeof access>;
