import { vi } from 'vitest';

vi.mock('@/services/auth', () => ({ ssoLogin: vi.fn() }));

import * as auth from '@/services/auth';
import { BizError } from '../request/errors';
import { startup, SSO_REDIRECT } from './bootstrap';
import { browser } from './portal';
import { DEFAULT_CONFIG, setRuntimeConfig } from './runtimeConfig';
import { STORAGE_KEYS } from './storage';

const at = (href: string) => new URL(href) as unknown as Location;

describe('startup (docs/rules.md "Start-up and single sign-on")', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
    vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    setRuntimeConfig({ ...DEFAULT_CONFIG });
  });

  it('a satoken query clears storage, keeps saToken, stores the exchanged sToken and goes to /gameSelect', async () => {
    localStorage.setItem('old', '1');
    sessionStorage.setItem(STORAGE_KEYS.gameId, '3');
    vi.mocked(auth.ssoLogin).mockResolvedValue({ code: '00000', data: { token: 'S1', loginTime: null } });
    const navigate = vi.fn();
    expect(await startup(at('http://h/?satoken=T0'), navigate)).toBe('render');
    expect(auth.ssoLogin).toHaveBeenCalledWith('T0');
    expect(localStorage.getItem('old')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.saToken)).toBe('T0');
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBe('S1');
    expect(navigate).toHaveBeenCalledWith(SSO_REDIRECT);
    expect(SSO_REDIRECT).toBe('/gameSelect');
  });

  it('a failed exchange renders /exception with the reason, flagged as single sign-on', async () => {
    vi.mocked(auth.ssoLogin).mockRejectedValue(
      new BizError({ success: false, errorCode: 'A0231', errorMessage: '票据无效' }),
    );
    const navigate = vi.fn();
    expect(await startup(at('http://h/x?satoken=bad'), navigate)).toBe('render');
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBeNull();
    expect(navigate.mock.calls[0][0]).toBe(
      `/exception?errorCode=A0231&errorMessage=${encodeURIComponent('票据无效')}&sso=1`,
    );
    vi.mocked(auth.ssoLogin).mockRejectedValue(new Error('network down'));
    await startup(at('http://h/?satoken=bad'), navigate);
    expect(navigate.mock.calls[1][0]).toContain('errorCode=SSO&errorMessage=network%20down');
  });

  it('a stored sToken renders', async () => {
    localStorage.setItem(STORAGE_KEYS.sToken, 'S');
    expect(await startup(at('http://h/welcome'), vi.fn())).toBe('render');
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('no token: the browser goes to the portal login with targetUrl = the origin; public pages still render', async () => {
    expect(await startup(at('http://h:8/welcome?a=1'), vi.fn())).toBe('redirect');
    expect(browser.replace).toHaveBeenCalledWith(`/portal/login?targetUrl=${encodeURIComponent('http://h:8')}`);
    expect(await startup(at('http://h:8/user/login'), vi.fn())).toBe('render');
    expect(await startup(at('http://h:8/exception?errorCode=1'), vi.fn())).toBe('render');
  });

  it('without a session, /user/login renders by default (passwordSignIn: true) and goes to the portal when it is off', async () => {
    expect(DEFAULT_CONFIG.passwordSignIn).toBe(true);
    expect(await startup(at('http://h:8/user/login'), vi.fn())).toBe('render');
    expect(await startup(at('http://h:8/user/login?redirect=%2Fwelcome'), vi.fn())).toBe('render');
    expect(browser.replace).not.toHaveBeenCalled();

    setRuntimeConfig({ ...DEFAULT_CONFIG, passwordSignIn: false });
    expect(await startup(at('http://h:8/user/login'), vi.fn())).toBe('redirect');
    expect(browser.replace).toHaveBeenCalledWith(`/portal/login?targetUrl=${encodeURIComponent('http://h:8')}`);
    // /exception still renders (a failed single sign-on's reason), and a session still renders the sign-in page
    expect(await startup(at('http://h:8/exception?errorCode=1'), vi.fn())).toBe('render');
    localStorage.setItem(STORAGE_KEYS.sToken, 'S');
    expect(await startup(at('http://h:8/user/login'), vi.fn())).toBe('render');
    expect(browser.replace).toHaveBeenCalledTimes(1);
  });

  it("goes to the configured portal (config.json's portalUrl)", async () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, portalUrl: 'https://sso.example.com/portal' });
    expect(await startup(at('https://ops.example.com/welcome'), vi.fn())).toBe('redirect');
    expect(browser.replace).toHaveBeenCalledWith(
      `https://sso.example.com/portal/login?targetUrl=${encodeURIComponent('https://ops.example.com')}`,
    );
  });

  it('a portal address where the console itself answers: /exception says so instead of a redirect loop', async () => {
    // the default /portal behind a server that answers every path with the console (no stand-in portal there)
    const navigate = vi.fn();
    expect(await startup(at('https://ops.example.com/portal/login?targetUrl=x'), navigate)).toBe('render');
    expect(browser.replace).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/exception\?errorCode=PORTAL&errorMessage=./));
    // the same for an absolute portalUrl on this very site
    setRuntimeConfig({ ...DEFAULT_CONFIG, portalUrl: 'https://ops.example.com/sso' });
    expect(await startup(at('https://ops.example.com/sso/login'), navigate)).toBe('render');
    // another site's portal on the same path, or a path that merely starts alike: the redirect
    setRuntimeConfig({ ...DEFAULT_CONFIG, portalUrl: 'https://sso.example.com/sso' });
    expect(await startup(at('https://ops.example.com/sso/login'), navigate)).toBe('redirect');
    setRuntimeConfig({ ...DEFAULT_CONFIG });
    expect(await startup(at('https://ops.example.com/portalish'), navigate)).toBe('redirect');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
