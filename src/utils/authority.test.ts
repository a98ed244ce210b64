import { checkAuthority, checkRouteChain, clearAuthority, readAuthority, saveAuthority } from './authority';
import { STORAGE_KEYS } from './storage';

describe('authority (docs/rules.md "Routes and authority")', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept in session storage under the packing-tools key', () => {
    saveAuthority(['/a', '/b']);
    expect(sessionStorage.getItem(STORAGE_KEYS.authority)).toBe('["/a","/b"]');
    expect(STORAGE_KEYS.authority).toBe('packing-tools-authority');
    expect(readAuthority()).toEqual(['/a', '/b']);
    clearAuthority();
    expect(readAuthority()).toEqual([]);
  });

  it('reads a stored string, a JSON string and garbage', () => {
    sessionStorage.setItem(STORAGE_KEYS.authority, '"/only"');
    expect(readAuthority()).toEqual(['/only']);
    sessionStorage.setItem(STORAGE_KEYS.authority, '/raw');
    expect(readAuthority()).toEqual(['/raw']);
    sessionStorage.setItem(STORAGE_KEYS.authority, '{"x":1}');
    expect(readAuthority()).toEqual([]);
  });

  it('compares string or list against required string or list', () => {
    expect(checkAuthority(undefined, [])).toBe(true);
    expect(checkAuthority([], null)).toBe(true);
    expect(checkAuthority('/a', '/a')).toBe(true);
    expect(checkAuthority(['/a', '/b'], ['/b'])).toBe(true);
    expect(checkAuthority('/a', ['/b'])).toBe(false);
    expect(checkAuthority('/a', null)).toBe(false);
  });

  it('a group gates its children', () => {
    const chain = [{ authority: ['/order'] }, { authority: ['/order/flow'] }];
    expect(checkRouteChain(chain, ['/order', '/order/flow'])).toBe(true);
    expect(checkRouteChain(chain, ['/order/flow'])).toBe(false);
    expect(checkRouteChain([{}, { authority: undefined }], [])).toBe(true);
  });
});
