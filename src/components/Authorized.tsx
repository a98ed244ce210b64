import { useSelector } from '@umijs/max';
import type { ReactNode } from 'react';
import type { RootState } from '@/models/types';
import { checkAuthority, type Authority } from '@/utils/authority';

/** The signed-in person's authority (granted resource paths). */
export function useAuthority(): string[] {
  return useSelector((s: RootState) => s.user.authInfo.authority);
}

/** `can('/access/role:add')`: whether the person holds one of the given authorities. */
export function useAuthorized() {
  const authority = useAuthority();
  return (required: Authority | undefined) => checkAuthority(required, authority);
}

/** Button-level check: renders children only when the person holds `authority` (else `noMatch`). */
export default function Authorized(props: { authority: Authority | undefined; children: ReactNode; noMatch?: ReactNode }) {
  const can = useAuthorized();
  return <>{can(props.authority) ? props.children : props.noMatch ?? null}</>;
}
