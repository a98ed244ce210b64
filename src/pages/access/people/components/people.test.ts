import type { DepartmentNode, PersonRow } from '../../service';
import { allDepartmentIds, filterDepartments, findDepartment, subtreeIds } from './departments';
import { formToPerson, personToForm } from './PersonFormFields';

const dept = (id: number, name: string, children: DepartmentNode[] = []): DepartmentNode => ({
  id,
  parentId: 0,
  name,
  sort: 0,
  children,
  leaderId: null,
  leaderName: '',
  memberCount: 0,
  recordVersion: 1,
  savedBy: '',
  savedAt: 0,
});
const tree = [
  dept(1, '技术部', [dept(6, '平台研发组'), dept(7, '运维组')]),
  dept(2, '运营部', [dept(9, '国内运营组')]),
];

describe('department tree helpers', () => {
  it('finds a department anywhere and lists its subtree', () => {
    expect(findDepartment(tree, 7)?.name).toBe('运维组');
    expect(findDepartment(tree, 99)).toBeUndefined();
    expect(subtreeIds(tree[0])).toEqual([1, 6, 7]);
    expect(allDepartmentIds(tree)).toEqual([1, 6, 7, 2, 9]);
  });
  it('filters by name and keeps the way to a match', () => {
    const out = filterDepartments(tree, '运维');
    expect(out.map((d) => d.id)).toEqual([1]);
    expect(out[0].children.map((d) => d.id)).toEqual([7]);
    expect(filterDepartments(tree, '运营部')[0].children.map((d) => d.id)).toEqual([9]);
    expect(filterDepartments(tree, ' ')).toBe(tree);
  });
});

describe('person form ⇄ payload', () => {
  const person: PersonRow = {
    id: 5,
    recordVersion: 1,
    savedBy: '',
    savedAt: 0,
    account: 'zhangwei',
    name: '张伟',
    departmentId: 1,
    roles: [{ id: 1, name: '超级管理员', code: 'admin' }],
    email: 'z@example.com',
    phone: '138****1234',
    status: 1,
    departmentName: '运营部',
    lastLogin: null,
    created: 0,
  };
  it('an untouched masked phone is not sent, so the stored number stays', () => {
    const payload = formToPerson(personToForm(person), person);
    expect(payload).not.toHaveProperty('phone');
    expect(payload).toMatchObject({ id: 5, account: 'zhangwei', roleIds: [1], status: 1 });
  });
  it('a retyped phone is sent; the switch becomes 1/0; text is trimmed', () => {
    const payload = formToPerson(
      { ...personToForm(person), phone: ' 13900001111 ', status: false, name: ' 张伟 ' },
      person,
    );
    expect(payload).toMatchObject({ phone: '13900001111', status: 0, name: '张伟' });
  });
  it('a new person sends what was typed, without an id', () => {
    const payload = formToPerson({
      account: 'new.one',
      name: 'N',
      departmentId: 6,
      phone: '13900001111',
      status: true,
    });
    expect(payload).toEqual({
      account: 'new.one',
      name: 'N',
      departmentId: 6,
      roleIds: [],
      email: '',
      phone: '13900001111',
      status: 1,
    });
  });
});
