import { create, Provider } from '@umijs/plugins/libs/dva';
import { Access, useAccess } from '@umijs/max';
import { act, render, screen } from '@testing-library/react';
import { type ComponentType, createElement, type ReactNode } from 'react';
import access, { UserAccess } from './access';
import UserModel from './models/user';
import { STORAGE_KEYS } from './utils/storage';
import { routeInfo } from './utils/routeTable';

/** access from the user model's authority: one way to gate a button (can) and a screen (canRoute). */
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

  it('before any authority is known nothing that needs a key is allowed', () => {
    const none = access(undefined);
    expect(none.can('/welcome')).toBe(false);
    expect(none.canRoute(routeInfo('/welcome')!.chain)).toBe(false);
    expect(none.can(undefined)).toBe(true);
  });
});

/** The authority's one home is the dva user model: useAccess() reads it there, with no effect copying it anywhere. */
describe('useAccess() reads the user model (src/access.ts UserAccess)', () => {
  const person = (authority: string[]) => ({ id: 1, account: 'a', name: 'A', roles: [], authority, resources: [] });

  function mount() {
    const app = create({}, { initialReducer: {}, setupApp() {} });
    app.model(UserModel);
    app.start();
    const store = app._store;
    function Probe() {
      const { can, canRoute } = useAccess();
      return createElement(
        'div',
        null,
        createElement(
          Access,
          { accessible: can('/package/task:add') },
          createElement('button', { type: 'button' }, 'add'),
        ),
        createElement('span', { 'data-testid': 'route' }, String(canRoute(routeInfo('/package/task')!.chain))),
      );
    }
    // react-redux's Provider, typed with children required; the third argument gives them
    const StoreProvider = Provider as ComponentType<{ store: unknown; children?: ReactNode }>;
    render(createElement(StoreProvider, { store }, createElement(UserAccess, null, createElement(Probe))));
    return store as { dispatch: (a: unknown) => void; getState: () => { user: { authInfo: { authority: string[] } } } };
  }

  it('a grant given or taken in the model is seen by the next render of every gated button and screen', () => {
    sessionStorage.clear();
    const store = mount();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.getByTestId('route')).toHaveTextContent('false');

    act(() =>
      store.dispatch({
        type: 'user/saveCurrentUser',
        payload: { user: person(['/package', '/package/task', '/package/task:add']), routes: [] },
      }),
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
    expect(screen.getByTestId('route')).toHaveTextContent('true');

    act(() =>
      store.dispatch({
        type: 'user/saveCurrentUser',
        payload: { user: person(['/package', '/package/task']), routes: [] },
      }),
    );
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.getByTestId('route')).toHaveTextContent('true');
  });

  it('before the person loads, access holds what the model read back from session storage at start', async () => {
    sessionStorage.setItem(STORAGE_KEYS.authority, JSON.stringify(['/package', '/package/task', '/package/task:add']));
    vi.resetModules();
    const { default: FreshUserModel } = await import('./models/user');
    expect(FreshUserModel.state.authInfo.authority).toEqual(['/package', '/package/task', '/package/task:add']);
    expect(FreshUserModel.state.currentUser).toBeUndefined();
    sessionStorage.clear();
  });
});
