import { createElement } from 'react';
import { sameMenuProps } from './sameMenu';

const icon = createElement('span', { className: 'icon' });
const onClick = () => undefined;
const props = () => ({
  collapsed: false,
  menu: { locale: false, loading: false },
  menuData: [
    { path: '/order', name: '订单管理', icon, children: [{ path: '/order/flow', name: '订单流水' }] },
    { path: '/welcome', name: '欢迎' },
  ],
  style: {},
  onClick,
});

describe('sameMenuProps', () => {
  it('matches props rebuilt with the same content (new objects and lists, the same icons and handlers)', () => {
    expect(sameMenuProps(props(), props())).toBe(true);
  });

  it.each([
    ['the collapsed state', (p: ReturnType<typeof props>) => ({ ...p, collapsed: true })],
    [
      'a nested entry renamed (another language)',
      (p: ReturnType<typeof props>) => {
        p.menuData[0].children = [{ path: '/order/flow', name: 'Order flow' }];
        return p;
      },
    ],
    [
      'an entry more',
      (p: ReturnType<typeof props>) => ({ ...p, menuData: [...p.menuData, { path: '/x', name: 'x' }] }),
    ],
    ['the menu loading', (p: ReturnType<typeof props>) => ({ ...p, menu: { ...p.menu, loading: true } })],
    [
      'another icon element, even one alike',
      (p: ReturnType<typeof props>) => {
        p.menuData[0].icon = createElement('span', { className: 'icon' });
        return p;
      },
    ],
    ['another handler', (p: ReturnType<typeof props>) => ({ ...p, onClick: () => undefined })],
    ['a prop more', (p: ReturnType<typeof props>) => ({ ...p, theme: 'dark' })],
  ])('tells a change apart: %s', (_name, change) => {
    expect(sameMenuProps(props(), change(props()))).toBe(false);
  });
});
