import { browser, portalBase, portalLoginUrl, portalUserUrl } from './portal';
import { DEFAULT_CONFIG, setRuntimeConfig } from './runtimeConfig';

describe('portal addresses (docs/rules.md "Start-up and single sign-on")', () => {
  afterEach(() => {
    setRuntimeConfig({ ...DEFAULT_CONFIG });
    vi.restoreAllMocks();
  });

  it('defaults to the embedded stand-in at /portal', () => {
    expect(portalBase()).toBe('/portal');
    expect(portalUserUrl()).toBe('/portal/user');
  });

  it("uses the run-time configuration's portalUrl without trailing slashes", () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, portalUrl: 'https://portal.example.com//' });
    expect(portalBase()).toBe('https://portal.example.com');
    expect(portalUserUrl()).toBe('https://portal.example.com/user');
    expect(portalLoginUrl('https://ops.example.com')).toBe(
      'https://portal.example.com/login?targetUrl=https%3A%2F%2Fops.example.com',
    );
  });

  it('login URL carries the encoded targetUrl', () => {
    expect(portalLoginUrl('http://localhost:8000/order/flow?a=1&b=2#x')).toBe(
      '/portal/login?targetUrl=http%3A%2F%2Flocalhost%3A8000%2Forder%2Fflow%3Fa%3D1%26b%3D2%23x',
    );
  });

  it('browser.assign / replace navigate window.location (hash-only targets: jsdom implements those)', () => {
    browser.assign('#/assigned');
    expect(window.location.hash).toBe('#/assigned');
    const length = window.history.length;
    browser.replace('#/replaced');
    expect(window.location.hash).toBe('#/replaced');
    expect(window.history.length).toBe(length);
  });
});
