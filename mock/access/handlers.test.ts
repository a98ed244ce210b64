import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineApi } from '../core/defineApi';
import { getStore, reset } from '../core/store';
import { caller, serveEntries, startTestServer } from '../core/testServer';
import access from '../access';
import auth from '../auth';

const { call, login } = serveEntries([access, auth]);

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
interface RoleRow {
  id: number;
  name: string;
  code: string;
  status: number;
  userCount: number;
  resourceIds: number[];
  groupIds: number[];
}
interface PersonRow {
  id: number;
  account: string;
  phone: string;
  roles: Array<{ code: string }>;
}

let admin = '';
beforeEach(async () => {
  reset();
  admin = await login('admin');
});

describe('grants', () => {
  it('refuses an endpoint the person is not granted with A0301, in their language', async () => {
    const viewer = await login('viewer');
    const zh = await call('/api/sys/role/list', { pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(zh.status).toBe(200);
    expect(zh.json).toMatchObject({ code: 'A0301', data: null, tips: '没有该操作的权限（/api/sys/role/list）' });
    const en = await call(
      '/api/sys/role/list',
      { pageNum: 1, pageSize: 10 },
      { token: viewer, headers: { 'Accept-Language': 'en-US' } },
    );
    expect(en.json.tips).toBe('You are not allowed to do this (/api/sys/role/list)');
    expect((await call('/api/sys/role/list', { pageNum: 1, pageSize: 10 }, { token: admin })).json.code).toBe('00000');
  });

  it('grants through permission groups: ops reaches /package through 打包工具', async () => {
    const ops = getStore().roles.find((r) => r.code === 'ops')!;
    const group = getStore().groups.find((g) => g.name === '打包工具')!;
    expect(ops.groupIds).toContain(group.id);
    const pkg = getStore().resources.find((r) => r.path === '/package/task')!;
    expect(ops.resourceIds).not.toContain(pkg.id);
    expect(group.resourceIds).toContain(pkg.id);
  });
});

describe('validation', () => {
  it('answers A0400 naming the field and the reason', async () => {
    const missing = await call('/api/sys/role/add', { code: 'qa', resourceIds: [] }, { token: admin });
    expect(missing.json).toMatchObject({ code: 'A0400', tips: '参数错误：name 不能为空' });
    const pattern = await call('/api/sys/role/add', { name: 'QA', code: 'QA!', resourceIds: [] }, { token: admin });
    expect(pattern.json.tips).toBe('参数错误：code 格式不正确');
    const item = await call('/api/sys/role/add', { name: 'QA', code: 'qa', resourceIds: [1, 'x'] }, { token: admin });
    expect(item.json.tips).toBe('参数错误：resourceIds.1 类型应为整数');
    const en = await call(
      '/api/sys/role/list',
      { pageNum: 0, pageSize: 10 },
      { token: admin, headers: { 'Accept-Language': 'en' } },
    );
    expect(en.json.tips).toBe('Invalid parameter: pageNum must be at least 1');
    const unknown = await call(
      '/api/sys/role/add',
      { name: 'QA', code: 'qa', resourceIds: [1, 999999] },
      { token: admin },
    );
    expect(unknown.json).toMatchObject({ code: 'A0400', tips: '参数错误：resourceIds 含不存在的 id 999999' });
  });
});

describe('roles', () => {
  it('filters and pages the role list', async () => {
    const all = await call<Page<RoleRow>>('/api/sys/role/list', { pageNum: 1, pageSize: 2 }, { token: admin });
    expect(all.json.data).toMatchObject({ total: 6, pageNum: 1, pageSize: 2 });
    expect(all.json.data.list.map((r) => r.code)).toEqual(['admin', 'ops']);
    const page3 = await call<Page<RoleRow>>('/api/sys/role/list', { pageNum: 3, pageSize: 2 }, { token: admin });
    expect(page3.json.data.list.map((r) => r.code)).toEqual(['cs', 'finance']);
    const byName = await call<Page<RoleRow>>(
      '/api/sys/role/list',
      { pageNum: 1, pageSize: 10, name: '只读' },
      { token: admin },
    );
    expect(byName.json.data.list.map((r) => r.code)).toEqual(['viewer']);
    const held = byName.json.data.list[0].userCount;
    expect(held).toBe(getStore().people.filter((p) => p.roleIds.includes(3)).length);
  });

  it('adds, gets, updates and deletes a role, and refuses deleting a held role', async () => {
    const add = await call<{ id: number }>(
      '/api/sys/role/add',
      { name: '质检', code: 'qa', resourceIds: [2, 3], groupIds: [1] },
      { token: admin },
    );
    expect(add.json.code).toBe('00000');
    const id = add.json.data.id;
    const dup = await call('/api/sys/role/add', { name: '质检2', code: 'qa', resourceIds: [] }, { token: admin });
    expect(dup.json.code).toBe('A0403');
    const got = await call<RoleRow>('/api/sys/role/get', { id }, { token: admin });
    expect(got.json.data).toMatchObject({
      name: '质检',
      code: 'qa',
      status: 1,
      resourceIds: [2, 3],
      groupIds: [1],
      userCount: 0,
    });
    await call('/api/sys/role/update', { id, name: '质检组', status: '0', baseVersion: 1 }, { token: admin });
    expect(getStore().roles.find((r) => r.id === id)).toMatchObject({ name: '质检组', status: 0, resourceIds: [2, 3] });

    const ops = getStore().roles.find((r) => r.code === 'ops')!;
    const n = getStore().people.filter((p) => p.roleIds.includes(ops.id)).length;
    const refused = await call('/api/sys/role/delete', { id: ops.id }, { token: admin });
    expect(refused.json).toMatchObject({ code: 'A0403', tips: `该角色仍有 ${n} 人使用，不能删除` });
    expect((await call('/api/sys/role/delete', { id: 1 }, { token: admin })).json.tips).toBe('内置角色不能删除或停用');
    expect((await call('/api/sys/role/delete', { id }, { token: admin })).json.code).toBe('00000');
    expect((await call('/api/sys/role/get', { id }, { token: admin })).json.code).toBe('A0402');
  });

  it('lists and removes the people of a role', async () => {
    const viewerRole = getStore().roles.find((r) => r.code === 'viewer')!;
    const people = await call<Array<{ id: number; account: string }>>(
      '/api/sys/role/findUserByRole',
      { id: viewerRole.id },
      { token: admin },
    );
    expect(people.json.data.map((p) => p.account)).toContain('viewer');
    const paged = await call<Page<PersonRow>>(
      '/api/sys/role/getUserListByRole',
      { pageNum: 1, pageSize: 2, roleId: viewerRole.id },
      { token: admin },
    );
    expect(paged.json.data.total).toBe(people.json.data.length);
    expect(paged.json.data.list).toHaveLength(2);
    const viewer = getStore().people.find((p) => p.account === 'viewer')!;
    await call('/api/sys/role/deleteRoleUser', { roleId: viewerRole.id, userId: viewer.id }, { token: admin });
    expect(viewer.roleIds).not.toContain(viewerRole.id);
    expect(
      (await call('/api/sys/role/deleteRoleUser', { roleId: viewerRole.id, userId: viewer.id }, { token: admin })).json
        .code,
    ).toBe('A0402');
  });
});

describe('people, departments and groups', () => {
  it('masks phones in lists, keeps accounts unique and gives a temporary password once', async () => {
    const page = await call<Page<PersonRow>>('/api/sys/user/page', { pageNum: 1, pageSize: 50 }, { token: admin });
    expect(page.json.data.total).toBe(24);
    page.json.data.list.forEach((p) => expect(p.phone).toMatch(/^\d{3}\*{4}\d{4}$/));
    const tech = await call<Page<PersonRow>>(
      '/api/sys/user/page',
      { pageNum: 1, pageSize: 50, departmentId: 1 },
      { token: admin },
    );
    expect(tech.json.data.list.map((p) => p.account)).toEqual(expect.arrayContaining(['admin', 'ops', 'zhangwei']));
    const dup = await call(
      '/api/sys/user/add',
      { account: 'ops', name: '重复', departmentId: 1, roleIds: [] },
      { token: admin },
    );
    expect(dup.json).toMatchObject({ code: 'A0403', tips: '账号 ops 已存在' });
    const add = await call<{ id: number; password: string }>(
      '/api/sys/user/add',
      { account: 'qa01', name: '钱多多', departmentId: 8, roleIds: [4], phone: '13912345678' },
      { token: admin },
    );
    expect(add.json.code).toBe('00000');
    expect((await call('/api/mng/login', { account: 'qa01', password: add.json.data.password })).json.code).toBe(
      '00000',
    );
    const reset1 = await call<{ password: string }>(
      '/api/sys/user/resetPassword',
      { id: add.json.data.id },
      { token: admin },
    );
    expect(reset1.json.data.password).not.toBe(add.json.data.password);
    expect((await call('/api/mng/login', { account: 'qa01', password: add.json.data.password })).json.code).toBe(
      'A0210',
    );
    const full = await call<PersonRow>('/api/sys/user/get', { id: add.json.data.id }, { token: admin });
    expect(full.json.data.phone).toBe('13912345678');
  });

  it('disabling a person ends their sessions; nobody disables themself', async () => {
    const ops = await login('ops');
    const opsId = getStore().people.find((p) => p.account === 'ops')!.id;
    await call('/api/sys/user/disable', { id: opsId }, { token: admin });
    expect((await call('/api/mng/user/current', {}, { token: ops })).json.code).toBe('A0230');
    expect((await call('/api/sys/user/disable', { id: 1 }, { token: admin })).json.code).toBe('A0403');
    await call('/api/sys/user/enable', { id: opsId }, { token: admin });
    expect((await call('/api/mng/login', { account: 'ops', password: 'ops123' })).json.code).toBe('00000');
  });

  it('answers the department tree and refuses deleting a department in use', async () => {
    const tree = await call<{ list: Array<{ name: string; children: Array<{ name: string }>; leaderName: string }> }>(
      '/api/sys/department/list',
      {},
      { token: admin },
    );
    expect(tree.json.data.list.map((d) => d.name)).toEqual(['技术部', '运营部', '发行部', '客服部', '财务部']);
    expect(tree.json.data.list[0].children.map((d) => d.name)).toEqual(['平台研发组', '运维组', '测试组']);
    expect(tree.json.data.list[0].leaderName).toBe('张伟');
    expect((await call('/api/sys/department/delete', { id: 1 }, { token: admin })).json.code).toBe('A0403');
    const add = await call<{ id: number }>(
      '/api/sys/department/add',
      { name: '安全组', parentId: 1 },
      { token: admin },
    );
    expect(
      (await call('/api/sys/department/edit', { id: 1, parentId: add.json.data.id, baseVersion: 1 }, { token: admin }))
        .json.code,
    ).toBe('A0403');
    expect((await call('/api/sys/department/delete', { id: add.json.data.id }, { token: admin })).json.code).toBe(
      '00000',
    );
  });

  it('refuses deleting a permission group still used by a role', async () => {
    expect((await call('/api/sys/group/delete', { id: 1 }, { token: admin })).json.code).toBe('A0403');
    const unused = getStore().groups.find((g) => g.name === '权限只读')!;
    expect((await call('/api/sys/group/delete', { id: unused.id }, { token: admin })).json.code).toBe('00000');
  });
});

describe('framework', () => {
  it('writes an operation-log entry for each change, with before and after', async () => {
    const before = getStore().oplog.length;
    // the operator's address as a proxy in front of the backend reports it
    await call(
      '/api/sys/role/update',
      { id: 2, description: '打包', baseVersion: 1 },
      { token: admin, headers: { 'X-Game-Id': '3', 'X-Forwarded-For': '10.0.0.8' } },
    );
    await call('/api/sys/role/delete', { id: 2 }, { token: admin });
    const [edit, refused] = getStore().oplog.slice(before);
    expect(edit).toMatchObject({
      operatorName: '周建国',
      gameId: 3,
      module: 'role',
      action: 'update',
      target: '角色 运维打包',
      result: 'success',
      ip: '10.0.0.8',
    });
    expect(edit.before).toMatchObject({ description: expect.not.stringMatching(/^打包$/) });
    expect(edit.after).toMatchObject({ description: '打包' });
    expect(refused).toMatchObject({ action: 'delete', result: 'failure', message: expect.stringContaining('A0403') });
    expect(getStore().oplog).toHaveLength(before + 2);
  });

  it('answers B0001 without a stack for an unexpected error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = defineApi('/api/mng/login', {}, () => {
      throw new Error('secret detail at line 42');
    });
    const server = await startTestServer([{ 'POST /api/mng/login': handler }]);
    const answer = await caller(server.url).call('/api/mng/login', { account: 'a', password: 'b' });
    await server.close();
    expect(answer.json).toMatchObject({ code: 'B0001', data: null, tips: '系统繁忙，请稍后再试' });
    expect(answer.text).not.toContain('secret');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('refuses to define a handler the contract lacks', () => {
    // @ts-expect-error a path the contract lacks does not compile either
    expect(() => defineApi('/api/not/in/contract', {}, () => null)).toThrow(/not in the API contract/);
  });
});
