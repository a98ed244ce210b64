import { getChildGameId, getGameId, getToken, local, session, STORAGE_KEYS } from './storage';

describe('storage keys (docs/rules.md "Storage keys")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('uses the spec’s key names and storage areas', () => {
    expect(STORAGE_KEYS.saToken).toBe('saToken');
    expect(STORAGE_KEYS.sToken).toBe('sToken');
    expect(STORAGE_KEYS.gameId).toBe('GAME_ID');
    expect(STORAGE_KEYS.locale).toBe('umi_locale');
    localStorage.setItem('sToken', 'tok');
    sessionStorage.setItem('GAME_ID', '7');
    sessionStorage.setItem('CHILD_GAME_ID', '70');
    expect(getToken()).toBe('tok');
    expect(getGameId()).toBe('7');
    expect(getChildGameId()).toBe('70');
    // the game is per tab: not in local storage
    localStorage.setItem('GAME_ID', 'wrong');
    sessionStorage.removeItem('GAME_ID');
    expect(getGameId()).toBeNull();
  });

  it('local and session wrappers set, get, remove and clear', () => {
    local.set('a', '1');
    session.set('b', '2');
    expect(local.get('a')).toBe('1');
    expect(session.get('b')).toBe('2');
    local.remove('a');
    session.remove('b');
    expect(local.get('a')).toBeNull();
    expect(session.get('b')).toBeNull();
    local.set('c', '3');
    session.set('d', '4');
    local.clear();
    session.clear();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('a storage that throws (private mode, quota) yields null instead of an exception', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(getToken()).toBeNull();
    expect(getGameId()).toBeNull();
    expect(() => local.set('x', 'y')).not.toThrow();
    expect(() => session.set('x', 'y')).not.toThrow();
  });
});
