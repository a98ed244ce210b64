import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { paginate, contains, matches } from '../core/paging';
import { hashPassword, randomSalt, temporaryPassword } from '../core/password';
import { departmentAndBelow, personRow } from './personView';
import { endSessionsOf } from '../core/sessions';
import { getStore, nextId } from '../core/store';
import { applyPatch, grantFacts, resourceIdsOf, roleIdsOf } from './refs';
import type { PermissionGroup, Person, Status } from '../core/types';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';
import { personOf } from './lookups';

/** The group of `id`, or the call ends with A0402 (not found). */
const groupOf = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    getStore().groups.find((x) => x.id === id),
    '权限组',
    id,
  );

/** People (/access/people) and permission groups (/access/rightGroup); mounted by mock/access/handlers.ts. */

/** A new one-time password: stored hashed, answered once, to be changed at next sign-in. */
function issuePassword(person: Person): string {
  const password = temporaryPassword();
  person.password = hashPassword(password, randomSalt());
  person.mustChangePassword = true;
  return password;
}

const groupView = (g: PermissionGroup) => ({
  ...g,
  roleCount: getStore().roles.filter((r) => r.groupIds.includes(g.id)).length,
});

const setStatus = (path: '/api/sys/user/enable' | '/api/sys/user/disable', status: Status) =>
  defineApi(path, {}, (ctx) => {
    const person = personOf(ctx, ctx.body.id);
    ctx.audit({ target: `人员 ${person.account}`, before: { status: person.status }, after: { status } });
    if (status === 0 && person.id === ctx.me.id) fail(ctx.lang, 'A0403', MESSAGES.selfDisable);
    person.status = status;
    if (status === 0) endSessionsOf(person.id);
    return null;
  });

export const sysPeopleApi = {
  'POST /api/sys/user/page': defineApi('/api/sys/user/page', {}, (ctx) => {
    const store = getStore();
    const { name, departmentId, roleId, status, pageNum, pageSize } = ctx.body;
    const depts = departmentId ? departmentAndBelow(departmentId, store.departments) : null;
    const rows = store.people.filter(
      (p) =>
        (contains(p.name, name) || contains(p.account, name)) &&
        (!depts || depts.includes(p.departmentId)) &&
        (roleId === undefined || p.roleIds.includes(roleId)) &&
        matches(p.status, status),
    );
    return paginate(
      rows.map((p) => personRow(p)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/sys/user/get': defineApi('/api/sys/user/get', {}, (ctx) => personRow(personOf(ctx, ctx.body.id), true)),

  'POST /api/sys/user/add': defineApi('/api/sys/user/add', {}, (ctx) => {
    const store = getStore();
    const { account, name, departmentId, email = '', phone = '', status = 1 } = ctx.body;
    ctx.audit({ target: `人员 ${account}` });
    if (store.people.some((p) => p.account === account)) fail(ctx.lang, 'A0403', MESSAGES.accountExists, { account });
    found(
      ctx,
      store.departments.find((d) => d.id === departmentId),
      '部门',
      departmentId,
    );
    const person: Person = {
      id: nextId('person'),
      account,
      name,
      departmentId,
      roleIds: roleIdsOf(ctx, store, ctx.body.roleIds),
      email,
      phone,
      status,
      lastLogin: null,
      mustChangePassword: true,
      password: hashPassword('', randomSalt()),
      gameIds: [],
      created: now(),
    };
    const password = issuePassword(person);
    store.people.push(person);
    ctx.audit({ after: personRow(person) });
    return { id: person.id, password };
  }),

  'POST /api/sys/user/edit': defineApi('/api/sys/user/edit', {}, (ctx) => {
    const store = getStore();
    const person = personOf(ctx, ctx.body.id);
    const before = personRow(person, true);
    ctx.audit({ target: `人员 ${person.account}`, before });
    const { account, departmentId, roleIds, status } = ctx.body;
    if (account !== undefined && account !== person.account && store.people.some((p) => p.account === account)) {
      fail(ctx.lang, 'A0403', MESSAGES.accountExists, { account });
    }
    if (departmentId !== undefined)
      found(
        ctx,
        store.departments.find((d) => d.id === departmentId),
        '部门',
        departmentId,
      );
    if (status === 0 && person.id === ctx.me.id) fail(ctx.lang, 'A0403', MESSAGES.selfDisable);
    const patch = { ...ctx.body, roleIds: roleIds && roleIdsOf(ctx, store, roleIds) };
    applyPatch(person, patch, ['account', 'name', 'departmentId', 'roleIds', 'email', 'phone', 'status']);
    if (person.status === 0) endSessionsOf(person.id);
    ctx.audit({ after: personRow(person, true) });
    return null;
  }),

  'POST /api/sys/user/enable': setStatus('/api/sys/user/enable', 1),
  'POST /api/sys/user/disable': setStatus('/api/sys/user/disable', 0),

  'POST /api/sys/user/resetPassword': defineApi('/api/sys/user/resetPassword', {}, (ctx) => {
    const person = personOf(ctx, ctx.body.id);
    ctx.audit({ target: `人员 ${person.account}` });
    return { id: person.id, password: issuePassword(person) };
  }),

  'POST /api/sys/group/page': defineApi('/api/sys/group/page', {}, (ctx) => {
    const rows = getStore().groups.filter((g) => contains(g.name, ctx.body.name));
    return paginate(rows.map(groupView), ctx.body.pageNum, ctx.body.pageSize);
  }),

  'POST /api/sys/group/allList': defineApi('/api/sys/group/allList', {}, () => getStore().groups.map(groupView)),

  'POST /api/sys/group/add': defineApi('/api/sys/group/add', {}, (ctx) => {
    const store = getStore();
    const t = now();
    const group: PermissionGroup = {
      id: nextId('group'),
      name: ctx.body.name,
      description: ctx.body.description || '',
      resourceIds: resourceIdsOf(ctx, store, ctx.body.resourceIds),
      created: t,
      updated: t,
    };
    store.groups.push(group);
    ctx.audit({ target: `权限组 ${group.name}`, after: group });
    return { id: group.id };
  }),

  'POST /api/sys/group/edit': defineApi(
    '/api/sys/group/edit',
    {
      latest: (ctx, id) => groupView(groupOf(ctx, id)),
      check: (ctx) => {
        groupOf(ctx, ctx.body.id);
        resourceIdsOf(ctx, getStore(), ctx.body.resourceIds);
      },
      approvalFacts: grantFacts,
    },
    (ctx) => {
      const store = getStore();
      const group = groupOf(ctx, ctx.body.id);
      const before = { ...group };
      ctx.audit({ target: `权限组 ${group.name}`, before });
      const { resourceIds } = ctx.body;
      applyPatch(group, { ...ctx.body, resourceIds: resourceIds && resourceIdsOf(ctx, store, resourceIds) }, [
        'name',
        'description',
        'resourceIds',
      ]);
      group.updated = now();
      ctx.audit({ after: { ...group } });
      return null;
    },
  ),

  'POST /api/sys/group/delete': defineApi('/api/sys/group/delete', {}, (ctx) => {
    const store = getStore();
    const group = groupOf(ctx, ctx.body.id);
    ctx.audit({ target: `权限组 ${group.name}`, before: group });
    const n = store.roles.filter((r) => r.groupIds.includes(group.id)).length;
    if (n) fail(ctx.lang, 'A0403', MESSAGES.groupInUse, { n });
    store.groups.splice(store.groups.indexOf(group), 1);
    return null;
  }),
};
