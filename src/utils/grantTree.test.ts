import { ResourceType, type Resource } from '@/services/types';
import { checkRouteChain } from './authority';
import {
  ancestorsOf,
  checkNode,
  checkState,
  descendantsOf,
  filterTree,
  grantCounts,
  grantedPaths,
  grantToSave,
  indexTree,
  toggleNode,
  uncheckNode,
} from './grantTree';
import { grantTree } from './resourceTree';

const { MENU, BUTTON, ENDPOINT } = ResourceType;
const r = (id: number, pid: number, path: string, type = MENU): Resource => ({ id, pid, name: `n${id}`, path, type });

// root 1 › /order 2 › /order/flow 3 (buttons 10, 11; endpoint 20), /order/refund 4 (button 12); /access 5 › /access/role 6
const resources: Resource[] = [
  r(1, 0, '/'),
  r(2, 1, '/order'),
  r(3, 2, '/order/flow'),
  r(4, 2, '/order/refund'),
  r(5, 1, '/access'),
  r(6, 5, '/access/role'),
  r(10, 3, '/order/flow:add', BUTTON),
  r(11, 3, '/order/flow:export', BUTTON),
  r(12, 4, '/order/refund:add', BUTTON),
  r(20, 3, '/api/order/page', ENDPOINT),
];
const tree = grantTree(resources);
const index = indexTree(tree);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const chain = (...paths: string[]) => paths.map((p) => ({ authority: [p] }));

describe('grant tree: structure', () => {
  it('indexes the tree under root 1 (root itself not shown)', () => {
    expect(index.ids).not.toContain(1);
    expect(sorted(descendantsOf(index, 2))).toEqual([3, 4, 10, 11, 12, 20]);
    expect(ancestorsOf(index, 10)).toEqual([3, 2]);
    expect(ancestorsOf(index, 2)).toEqual([]);
  });
});

describe('grant tree: checking', () => {
  it('checking a menu grants its buttons and endpoints, and the group above it', () => {
    const grant = checkNode(index, [], 3);
    expect(sorted(grant)).toEqual([2, 3, 10, 11, 20]);
    expect(grantedPaths(resources, grant)).toEqual(
      expect.arrayContaining(['/order/flow:add', '/order/flow:export', '/api/order/page']),
    );
    expect(grantedPaths(resources, grant)).not.toContain('/order/refund');
  });

  it('half-checked parents count as granted: the group route gate passes', () => {
    const grant = checkNode(index, [], 3);
    const state = checkState(index, grant);
    expect(state.checked).toEqual(expect.arrayContaining([3, 10, 11, 20]));
    expect(state.halfChecked).toEqual([2]);
    const paths = grantedPaths(resources, grantToSave(grant));
    expect(paths).toContain('/order');
    expect(checkRouteChain(chain('/order', '/order/flow'), paths)).toBe(true);
    expect(checkRouteChain(chain('/order', '/order/refund'), paths)).toBe(false);
  });

  it('without the half-checked parent the route gate would fail (why parents are sent)', () => {
    const onlyChecked = checkState(index, checkNode(index, [], 3)).checked;
    expect(checkRouteChain(chain('/order', '/order/flow'), grantedPaths(resources, onlyChecked))).toBe(false);
  });

  it('checking a button grants its screen and group, not its siblings', () => {
    const grant = checkNode(index, [], 11);
    expect(sorted(grant)).toEqual([2, 3, 11]);
    const state = checkState(index, grant);
    expect(state.checked).toEqual([11]);
    expect(sorted(state.halfChecked)).toEqual([2, 3]);
  });

  it('a parent becomes checked when everything below it is granted', () => {
    let grant = checkNode(index, [], 3);
    grant = checkNode(index, grant, 4);
    expect(checkState(index, grant).checked).toEqual(expect.arrayContaining([2, 3, 4]));
  });

  it('clicking a half-checked node checks everything below it', () => {
    const grant = toggleNode(index, [2, 3, 10], 3);
    expect(sorted(grant)).toEqual([2, 3, 10, 11, 20]);
  });
});

describe('grant tree: unchecking', () => {
  it('unchecking removes the node and its descendants', () => {
    const all = checkNode(index, [], 2);
    const grant = uncheckNode(index, all, 3);
    expect(grant).not.toEqual(expect.arrayContaining([3]));
    [3, 10, 11, 20].forEach((id) => expect(grant).not.toContain(id));
    expect(sorted(grant)).toEqual([2, 4, 12]);
  });

  it('a parent left with nothing granted below it goes too (the grant is revoked entirely)', () => {
    const grant = toggleNode(index, checkNode(index, [], 3), 3);
    expect(grant).toEqual([]);
    expect(checkRouteChain(chain('/order', '/order/flow'), grantedPaths(resources, grant))).toBe(false);
  });

  it('a parent that still has something granted below it stays', () => {
    const grant = uncheckNode(index, checkNode(index, [], 3), 10);
    expect(sorted(grant)).toEqual([2, 3, 11, 20]);
  });

  it('other branches are untouched', () => {
    const grant = uncheckNode(index, [2, 3, 10, 11, 20, 5, 6], 3);
    expect(sorted(grant)).toEqual([5, 6]);
  });
});

describe('grant tree: loading a stored grant', () => {
  it('a menu granted without its buttons shows half-checked and is kept on save', () => {
    const stored = [2, 3];
    const state = checkState(index, stored);
    expect(state.checked).toEqual([]);
    expect(sorted(state.halfChecked)).toEqual([2, 3]);
    expect(sorted(grantToSave(stored))).toEqual([2, 3]);
  });

  it('ids the tree does not show are kept on save, the root is not sent', () => {
    expect(sorted(grantToSave([1, 3, 999]))).toEqual([3, 999]);
    expect(checkNode(index, [999], 6)).toContain(999);
  });

  it('counts a grant per type', () => {
    expect(grantCounts(resources, checkNode(index, [], 3))).toEqual({ 1: 2, 2: 2, 3: 1 });
  });
});

describe('grant tree: search', () => {
  it('keeps matches with their subtree and the way to them', () => {
    const { nodes, expand } = filterTree(tree, 'refund');
    expect(nodes.map((n) => n.id)).toEqual([2]);
    expect(nodes[0].children?.map((n) => n.id)).toEqual([4]);
    expect(nodes[0].children?.[0].children?.map((n) => n.id)).toEqual([12]);
    expect(expand).toEqual([2]);
  });
  it('matches paths case-insensitively; empty text keeps everything', () => {
    expect(filterTree(tree, 'API/ORDER').nodes[0].children?.[0].children?.map((n) => n.id)).toEqual([20]);
    expect(filterTree(tree, '  ').nodes).toBe(tree);
  });
});
