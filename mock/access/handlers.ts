import { defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { now } from '../core/clock';
import { paginate, contains, matches } from '../core/paging';
import { departmentAndBelow, personRow } from './personView';
import { getStore, nextId } from '../core/store';
import { applyPatch, grantFacts, groupIdsOf, resourceIdsOf } from './refs';
import { sysPeopleApi } from './people';
import type { Department, Role } from '../core/types';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/** Departments, resources and roles of access management. People and permission groups: people.ts. */

type DeptNode = Department & { leaderName: string; memberCount: number; children: DeptNode[] };

function departmentTree(parentId = 0): DeptNode[] {
  const store = getStore();
  return store.departments
    .filter((d) => d.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((d) => ({
      ...d,
      leaderName: store.people.find((p) => p.id === d.leaderId)?.name || '',
      memberCount: store.people.filter((p) => p.departmentId === d.id).length,
      children: departmentTree(d.id),
    }));
}

/** A department as the tree shows it, without its children (a stale edit's answer). */
const latestDept = (ctx: ApiContext<unknown>, id: number) => {
  const store = getStore();
  const dept = found(
    ctx,
    store.departments.find((d) => d.id === id),
    '部门',
    id,
  );
  return {
    ...dept,
    leaderName: store.people.find((p) => p.id === dept.leaderId)?.name || '',
    memberCount: store.people.filter((p) => p.departmentId === dept.id).length,
    children: [],
  };
};

const userCount = (roleId: number) => getStore().people.filter((p) => p.roleIds.includes(roleId)).length;

const roleView = (r: Role) => ({ ...r, userCount: userCount(r.id) });

/** The role of an id, or A0402 naming it. */
const roleOf = (ctx: ApiContext<unknown>, id: number): Role =>
  found(
    ctx,
    getStore().roles.find((r) => r.id === id),
    '角色',
    id,
  );

type RoleAdd = ApiContext<BodyOf<'/api/sys/role/add'>>;
type RoleUpdate = ApiContext<BodyOf<'/api/sys/role/update'>>;

/**
 * A new role's checks (also run when it is asked, before it is queued for approval): its code is free, the resources
 * and groups it names exist; answers them without repeats.
 */
function checkRoleAdd(ctx: RoleAdd): { resourceIds: number[]; groupIds: number[] } {
  const store = getStore();
  const { code } = ctx.body;
  if (store.roles.some((r) => r.code === code)) fail(ctx.lang, 'A0403', MESSAGES.roleCodeExists, { code });
  return {
    resourceIds: resourceIdsOf(ctx, store, ctx.body.resourceIds),
    groupIds: groupIdsOf(ctx, store, ctx.body.groupIds),
  };
}

/**
 * A role update's checks (also run when it is asked): the role exists, a built-in one keeps its code and stays on,
 * the ids named exist; answers the role and the ids without repeats (undefined: the update leaves them).
 */
function checkRoleUpdate(ctx: RoleUpdate): { role: Role; resourceIds?: number[]; groupIds?: number[] } {
  const store = getStore();
  const role = roleOf(ctx, ctx.body.id);
  // a refused update is logged naming the role and as it was, too
  ctx.audit({ target: `角色 ${role.name}`, before: { ...role } });
  const { code, status } = ctx.body;
  if (code !== undefined && code !== role.code) {
    if (role.builtIn) fail(ctx.lang, 'A0403', MESSAGES.builtInRoleCode);
    if (store.roles.some((r) => r.code === code)) fail(ctx.lang, 'A0403', MESSAGES.roleCodeExists, { code });
  }
  if (role.builtIn && status === 0) fail(ctx.lang, 'A0403', MESSAGES.builtInRole);
  const { resourceIds, groupIds } = ctx.body;
  return {
    role,
    resourceIds: resourceIds && resourceIdsOf(ctx, store, resourceIds),
    groupIds: groupIds && groupIdsOf(ctx, store, groupIds),
  };
}

export default {
  ...sysPeopleApi,

  'POST /api/sys/department/list': defineApi('/api/sys/department/list', {}, () => ({ list: departmentTree() })),

  'POST /api/sys/department/add': defineApi('/api/sys/department/add', {}, (ctx) => {
    const store = getStore();
    const { name, parentId, leaderId = null, sort = 0 } = ctx.body;
    if (parentId)
      found(
        ctx,
        store.departments.find((d) => d.id === parentId),
        '部门',
        parentId,
      );
    if (leaderId)
      found(
        ctx,
        store.people.find((p) => p.id === leaderId),
        '人员',
        leaderId,
      );
    const dept: Department = { id: nextId('department'), parentId, name, leaderId, sort, created: now() };
    store.departments.push(dept);
    ctx.audit({ target: `部门 ${name}`, after: dept });
    return { id: dept.id };
  }),

  'POST /api/sys/department/edit': defineApi('/api/sys/department/edit', { latest: latestDept }, (ctx) => {
    const store = getStore();
    const dept = found(
      ctx,
      store.departments.find((d) => d.id === ctx.body.id),
      '部门',
      ctx.body.id,
    );
    const before = { ...dept };
    const { parentId, leaderId } = ctx.body;
    if (parentId !== undefined && parentId !== 0) {
      found(
        ctx,
        store.departments.find((d) => d.id === parentId),
        '部门',
        parentId,
      );
      if (departmentAndBelow(dept.id, store.departments).includes(parentId))
        fail(ctx.lang, 'A0403', MESSAGES.deptCycle);
    }
    if (leaderId)
      found(
        ctx,
        store.people.find((p) => p.id === leaderId),
        '人员',
        leaderId,
      );
    applyPatch(dept, ctx.body, ['name', 'parentId', 'leaderId', 'sort']);
    ctx.audit({ target: `部门 ${dept.name}`, before, after: { ...dept } });
    return null;
  }),

  'POST /api/sys/department/delete': defineApi('/api/sys/department/delete', {}, (ctx) => {
    const store = getStore();
    const dept = found(
      ctx,
      store.departments.find((d) => d.id === ctx.body.id),
      '部门',
      ctx.body.id,
    );
    ctx.audit({ target: `部门 ${dept.name}`, before: dept });
    const members = store.people.filter((p) => p.departmentId === dept.id).length;
    if (members) fail(ctx.lang, 'A0403', MESSAGES.deptHasPeople, { n: members });
    if (store.departments.some((d) => d.parentId === dept.id)) fail(ctx.lang, 'A0403', MESSAGES.deptHasChildren);
    store.departments.splice(store.departments.indexOf(dept), 1);
    return null;
  }),

  'POST /api/sys/resource/allList': defineApi('/api/sys/resource/allList', {}, () =>
    getStore().resources.map(({ id, pid, name, path, type }) => ({ id, pid, name, path, type })),
  ),

  'POST /api/sys/role/allList': defineApi('/api/sys/role/allList', {}, () =>
    getStore().roles.map(({ id, name, code, status }) => ({ id, name, code, status })),
  ),

  'POST /api/sys/role/list': defineApi('/api/sys/role/list', {}, (ctx) => {
    const { pageNum, pageSize, name, code, status } = ctx.body;
    const rows = getStore().roles.filter(
      (r) => contains(r.name, name) && contains(r.code, code) && matches(r.status, status),
    );
    return paginate(rows.map(roleView), pageNum, pageSize);
  }),

  'POST /api/sys/role/add': defineApi(
    '/api/sys/role/add',
    { check: checkRoleAdd, approvalFacts: grantFacts },
    (ctx) => {
      const store = getStore();
      const { name, code, description = '', status = 1 } = ctx.body;
      ctx.audit({ target: `角色 ${name}` });
      const { resourceIds, groupIds } = checkRoleAdd(ctx);
      const t = now();
      const role: Role = {
        id: nextId('role'),
        name,
        code,
        description,
        status,
        resourceIds,
        groupIds,
        builtIn: false,
        created: t,
        updated: t,
      };
      store.roles.push(role);
      ctx.audit({ after: role });
      return { id: role.id };
    },
  ),

  'POST /api/sys/role/update': defineApi(
    '/api/sys/role/update',
    { check: checkRoleUpdate, approvalFacts: grantFacts },
    (ctx) => {
      const { role, resourceIds, groupIds } = checkRoleUpdate(ctx);
      applyPatch(role, { ...ctx.body, resourceIds, groupIds }, [
        'name',
        'code',
        'description',
        'status',
        'resourceIds',
        'groupIds',
      ]);
      role.updated = now();
      ctx.audit({ after: { ...role } });
      return null;
    },
  ),

  'POST /api/sys/role/delete': defineApi('/api/sys/role/delete', {}, (ctx) => {
    const store = getStore();
    const role = roleOf(ctx, ctx.body.id);
    ctx.audit({ target: `角色 ${role.name}`, before: role });
    if (role.builtIn) fail(ctx.lang, 'A0403', MESSAGES.builtInRole);
    const n = userCount(role.id);
    if (n) fail(ctx.lang, 'A0403', MESSAGES.roleInUse, { n });
    store.roles.splice(store.roles.indexOf(role), 1);
    return null;
  }),

  'POST /api/sys/role/get': defineApi('/api/sys/role/get', {}, (ctx) => roleView(roleOf(ctx, ctx.body.id))),

  'POST /api/sys/role/findUserByRole': defineApi('/api/sys/role/findUserByRole', {}, (ctx) => {
    const store = getStore();
    found(
      ctx,
      store.roles.find((r) => r.id === ctx.body.id),
      '角色',
      ctx.body.id,
    );
    return store.people
      .filter((p) => p.roleIds.includes(ctx.body.id))
      .map(({ id, name, account }) => ({ id, name, account }));
  }),

  'POST /api/sys/role/getUserListByRole': defineApi('/api/sys/role/getUserListByRole', {}, (ctx) => {
    const store = getStore();
    const { roleId, name, pageNum, pageSize } = ctx.body;
    found(
      ctx,
      store.roles.find((r) => r.id === roleId),
      '角色',
      roleId,
    );
    const rows = store.people.filter(
      (p) => p.roleIds.includes(roleId) && (contains(p.name, name) || contains(p.account, name)),
    );
    return paginate(
      rows.map((p) => personRow(p)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/sys/role/deleteRoleUser': defineApi('/api/sys/role/deleteRoleUser', {}, (ctx) => {
    const store = getStore();
    const { roleId, userId } = ctx.body;
    const role = found(
      ctx,
      store.roles.find((r) => r.id === roleId),
      '角色',
      roleId,
    );
    const person = found(
      ctx,
      store.people.find((p) => p.id === userId),
      '人员',
      userId,
    );
    ctx.audit({ target: `角色 ${role.name} / 人员 ${person.account}`, before: { roleIds: [...person.roleIds] } });
    if (!person.roleIds.includes(roleId))
      fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: '角色成员', id: userId });
    person.roleIds = person.roleIds.filter((id) => id !== roleId);
    ctx.audit({ after: { roleIds: [...person.roleIds] } });
    return null;
  }),
};
