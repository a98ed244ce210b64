import { ResourceType, type Resource } from '@/services/types';
import { grantTree } from './resourceTree';

const r = (id: number, pid: number, path: string, type = ResourceType.MENU): Resource => ({
  id,
  pid,
  name: `r${id}`,
  path,
  type,
});
const list = [
  r(1, 0, '/'),
  r(2, 1, '/order'),
  r(3, 2, '/order/flow'),
  r(4, 3, '/order/flow:export', ResourceType.BUTTON),
  r(5, 3, '/api/order/page', ResourceType.ENDPOINT),
  r(6, 1, '/access'),
];

describe('resource trees (docs/rules.md "Resources")', () => {
  it('menus nest by pid under root id 1 with title/value/key', () => {
    const tree = grantTree(list);
    expect(tree.map((n) => n.path)).toEqual(['/order', '/access']);
    expect(tree[0]).toMatchObject({ title: 'r2', value: 2, key: 2 });
    expect(tree[0].children![0]).toMatchObject({ title: 'r3', value: 3, key: 3, path: '/order/flow' });
  });
  it('the grant tree keeps buttons and endpoints under their menu', () => {
    const flow = grantTree(list)[0].children![0];
    expect(flow.children!.map((n) => n.type)).toEqual([ResourceType.BUTTON, ResourceType.ENDPOINT]);
  });
});
