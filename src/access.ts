import { AccessContext } from '@@/plugin-access/context';
import { useSelector } from '@umijs/max';
import { createElement, type ReactNode, useMemo } from 'react';
import type { RootState } from '@/models/types';
import { checkAuthority, checkRouteChain, type Authority } from '@/utils/authority';

/**
 * Who may open what (docs/rules.md "Routes and authority"). The person's authority has one home: the dva `user`
 * model's `authInfo` (src/models/user.ts, which persists it in session storage and reads it back at start). This
 * turns it into the functions below, read with `useAccess()` or `<Access>`:
 * - `can(key)`: a button or an action (e.g. `can(action(ROLE, 'add'))`), or any list of keys, one of which must be held;
 * - `canRoute(chain)`: a screen, whose route and every group above it must be granted (a group gates its children).
 */
export interface AuthInfo {
  authority: string[];
}

export default function access(authInfo: AuthInfo | undefined) {
  const held = authInfo?.authority ?? [];
  return {
    can: (required: Authority | null | undefined) => checkAuthority(required, held),
    canRoute: (chain: Array<{ authority?: Authority }>) => checkRouteChain(chain, held),
  };
}

export type AppAccess = ReturnType<typeof access>;

/**
 * Gives `useAccess()` the access of the user model as it is now: a grant change in the model reaches every gated
 * button and screen in the same render, with nothing copied. umi's access plugin would build it from umi's initial
 * state, which holds no authority here; src/app.tsx's runtime `accessProvider` puts this one inside it, so it is the
 * one `useAccess()` reads.
 */
export function UserAccess(props: { children?: ReactNode }) {
  const authInfo = useSelector((s: RootState) => s.user.authInfo);
  const value = useMemo(() => access(authInfo), [authInfo]);
  return createElement(AccessContext.Provider, { value }, props.children);
}
