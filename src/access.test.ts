import access from './access';
import { routeInfo } from './utils/routeTable';

/** umi's access from the initial state: one way to gate a button (can) and a screen (canRoute). */
describe('access (src/access.ts)', () => {
  const ops = access({ authority: ['/package', '/package/task', '/package/task:add', '/sdk'] });

  it('can(key): a button or action is allowed only when the person holds its key (one of a list)', () => {
    expect(ops.can('/package/task:add')).toBe(true);
    expect(ops.can('/package/task:delete')).toBe(false);
    expect(ops.can(['/package/task:delete', '/package/task:add'])).toBe(true);
    expect(ops.can(undefined)).toBe(true);
  });

  it('canRoute(chain): the screen and every group above it must be granted', () => {
    expect(ops.canRoute(routeInfo('/package/task')!.chain)).toBe(true);
    // /sdk is held but /sdk/appMarket is not
    expect(ops.canRoute(routeInfo('/sdk/appMarket')!.chain)).toBe(false);
    // the screen's key alone is not enough without its group's
    expect(access({ authority: ['/order/flow'] }).canRoute(routeInfo('/order/flow')!.chain)).toBe(false);
    // a hidden create page takes its screen's key
    expect(
      access({ authority: ['/dic', '/dic/commonConfig'] }).canRoute(routeInfo('/dic/commonConfig/create')!.chain),
    ).toBe(true);
  });

  it('before the person is known (no initial state) nothing that needs a key is allowed', () => {
    const none = access(undefined);
    expect(none.can('/welcome')).toBe(false);
    expect(none.canRoute(routeInfo('/welcome')!.chain)).toBe(false);
    expect(none.can(undefined)).toBe(true);
  });
});
