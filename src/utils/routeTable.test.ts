import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  allRoutePaths,
  breadcrumbOf,
  grantedRoutes,
  childGameApplies,
  followsAddress,
  isKeptAlive,
  routeInfo,
  routeTitleKey,
} from './routeTable';

describe('route table (config/routes.ts, docs/rules.md "Routes and authority")', () => {
  it('knows every screen with its chain of authorities', () => {
    const info = routeInfo('/order/flow')!;
    expect(info.route.authority).toEqual(['/order/flow']);
    expect(info.chain.map((r) => r.authority).filter(Boolean)).toEqual([['/order'], ['/order/flow']]);
  });
  it('hidden create pages reuse their parent authority; roleform uses people; rightGroup has none', () => {
    expect(routeInfo('/dic/commonConfig/create')!.route.authority).toEqual(['/dic/commonConfig']);
    expect(routeInfo('/operate/stopConfig/create')!.route.authority).toEqual(['/operate/stopConfig']);
    expect(routeInfo('/access/roleform')!.route.authority).toEqual(['/access/people']);
    expect(routeInfo('/access/rightGroup')!.route.authority).toBeUndefined();
    expect(routeInfo('/access/roleform')!.route.hideInMenu).toBe(true);
  });
  it('only the routes the product marks "not kept alive" are rebuilt on every visit', () => {
    expect(allRoutePaths().filter((p) => !isKeptAlive(p))).toEqual([
      '/sdk/channel/business/addEdit',
      '/dic/commonConfig/create',
      '/operate/messageConfig/create',
      '/operate/stopConfig/create',
      '/operate/updateConfig/create',
      '/operate/posterPop/create',
      '/operate/tipManagement/create',
      '/access/roleform',
    ]);
    expect(isKeptAlive('/access/role')).toBe(true);
  });
  it('the kept-alive pages that show the record their address names follow their address', () => {
    expect(allRoutePaths().filter(followsAddress)).toEqual([
      '/operate/Events/conversation',
      '/pay/billingPoint/create',
      '/pay/payList/create',
      '/pay/payConfig/create',
      '/setting/gamesConfig/config',
      '/setting/operation/protocol/create',
      '/setting/operation/protocol/createOverseas',
      '/special/cutPay/create',
      '/special/monitor/create',
    ]);
    expect(allRoutePaths().filter(followsAddress).every(isKeptAlive)).toBe(true);
  });
  it('the header’s child game applies where the backend narrows by it, decided in the route table', () => {
    const applies = allRoutePaths().filter(childGameApplies).sort();
    expect(applies).toEqual(
      [
        '/welcome',
        '/order',
        '/order/flow',
        '/order/record',
        '/order/check',
        '/order/refund',
        '/ogorder',
        '/ogorder/flow',
        '/ogorder/record',
        '/ogorder/check',
        '/ogorder/refund',
        '/ogorder/bill',
        '/ogorder/largeTransOrder',
      ].sort(),
    );
    // a screen's own word wins over its area's; unknown paths narrow nothing
    expect(childGameApplies('/ogorder/refundBan')).toBe(false);
    expect(childGameApplies('/access/role')).toBe(false);
    expect(childGameApplies('/order/flow/')).toBe(true);
    expect(childGameApplies('/nope')).toBe(false);
  });
  it('the breadcrumb trail: the area, the screen a hidden page belongs to, the page', () => {
    expect(breadcrumbOf('/order/flow')).toEqual([
      { path: '/order', titleKey: 'menu.order' },
      { path: '/order/flow', titleKey: 'menu.order.flow' },
    ]);
    expect(breadcrumbOf('/pay/payConfig/create').map((b) => b.path)).toEqual([
      '/pay',
      '/pay/payConfig',
      '/pay/payConfig/create',
    ]);
    // the nearest screen above: /setting/operation/protocol is a screen of its own
    expect(breadcrumbOf('/setting/operation/protocol/create').map((b) => b.path)).toEqual([
      '/setting',
      '/setting/operation/protocol',
      '/setting/operation/protocol/create',
    ]);
    expect(breadcrumbOf('/welcome')).toEqual([{ path: '/welcome', titleKey: 'menu.welcome' }]);
    expect(breadcrumbOf('/nope')).toEqual([]);
  });
  it('the screens an authority grants: every route along the chain must pass', () => {
    const routes = grantedRoutes(['/welcome', '/order', '/order/flow', '/access/role']);
    expect(routes).toContain('/welcome');
    expect(routes).toContain('/order/flow');
    // a group's key gates its screens; groups themselves are no screens
    expect(routes).not.toContain('/access/role');
    expect(routes).not.toContain('/order');
    expect(routes).not.toContain('/order/record');
    // a route that needs nothing is open to everyone; one under a group still needs the group's key
    expect(routes).toContain('/user/login');
    expect(routes).not.toContain('/access/rightGroup');
    expect(grantedRoutes(['/access'])).toContain('/access/rightGroup');
  });
  it('titles come from the route name', () => {
    expect(routeTitleKey('/order/flow')).toBe('menu.order.flow');
    expect(routeTitleKey('/order/flow/')).toBe('menu.order.flow');
    expect(routeTitleKey('/nope')).toBeUndefined();
  });
  it('holds every route of the spec', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const tsv = fs.readFileSync(path.resolve(process.cwd(), '../shared/spec/routes.tsv'), 'utf8');
    const spec = tsv
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t')[0]);
    const paths = new Set([...allRoutePaths(), '/user/login']);
    expect(spec.filter((p) => !paths.has(p))).toEqual([]);
    // and keeps alive exactly what the product does not mark "nokeep"
    const nokeep = tsv
      .split('\n')
      .filter((l) => l && !l.startsWith('#') && l.split('\t')[1]?.split(',').includes('nokeep'))
      .map((l) => l.split('\t')[0]);
    expect(allRoutePaths().filter((p) => !isKeptAlive(p))).toEqual(nokeep);
  });
  it('every route is a working screen: its page is a file of src', async () => {
    const { default: routes } = await import('../../config/routes');
    const missing: string[] = [];
    let screens = 0;
    const src = join(process.cwd(), 'src');
    const page = (c: string) => join(src, c.startsWith('@/') ? c.slice(2) : `pages/${c.replace(/^\.\//, '')}`);
    const walk = (list: Array<{ path?: string; component?: string; routes?: unknown[] }>) => {
      for (const r of list) {
        if (r.component) {
          screens += 1;
          const base = page(r.component);
          if (!['.tsx', '.ts', '/index.tsx', '/index.ts'].some((ext) => existsSync(base + ext)))
            missing.push(r.component);
        }
        if (r.routes) walk(r.routes as typeof list);
      }
    };
    walk(routes as Parameters<typeof walk>[0]);
    expect(screens).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });
});
