import { authorityOf, grantedResources, maskPhone, rolesOf } from '../core/access';
import { BUSINESS_TIME_ZONE } from '../core/clock';
import { getStore, type Store } from '../core/store';
import type { Department, Person } from '../core/types';

/** How people are shown by the endpoints (never with their password hash). */

export function departmentName(id: number, store: Store = getStore()): string {
  return store.departments.find((d) => d.id === id)?.name || '';
}

export function roleRefs(person: Person, store: Store = getStore()) {
  return rolesOf(person, store).map((r) => ({ id: r.id, name: r.name, code: r.code }));
}

/** A person row; the phone is masked unless `fullPhone`. */
export function personRow(person: Person, fullPhone = false, store: Store = getStore()) {
  return {
    id: person.id,
    account: person.account,
    name: person.name,
    departmentId: person.departmentId,
    departmentName: departmentName(person.departmentId, store),
    roles: roleRefs(person, store),
    email: person.email,
    phone: fullPhone ? person.phone : maskPhone(person.phone),
    status: person.status,
    lastLogin: person.lastLogin,
    created: person.created,
  };
}

/** /mng/user/current: `loginTime` is the sign-in before this session. */
export function currentUser(person: Person, loginTime: number | null, store: Store = getStore()) {
  return {
    id: person.id,
    account: person.account,
    name: person.name,
    email: person.email,
    phone: maskPhone(person.phone),
    departmentId: person.departmentId,
    departmentName: departmentName(person.departmentId, store),
    roles: roleRefs(person, store),
    resources: grantedResources(person, store).map(({ id, pid, name, path, type }) => ({ id, pid, name, path, type })),
    authority: authorityOf(person, store),
    loginTime,
    mustChangePassword: person.mustChangePassword,
    businessTimeZone: BUSINESS_TIME_ZONE,
  };
}

/** The department and all its descendants' ids. */
export function departmentAndBelow(id: number, departments: Department[]): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i += 1) {
    departments.filter((d) => d.parentId === out[i]).forEach((d) => out.push(d.id));
  }
  return out;
}
