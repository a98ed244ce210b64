import { message, notification } from 'antd';
import { vi } from 'vitest';
import { applyLocaleSideEffects, isRtl } from './localeEffects';
import { buildVersion, installPwaHandlers, registerServiceWorker, removeServiceWorkers, SW_UPDATED_EVENT } from './pwa';

/** The handlers each test installs, removed after it: a listener left behind would open a real notice in a later
 * test, whose render would then outlive the test environment. */
const installed: Array<() => void> = [];
const install = (pwa: boolean) => installed.push(installPwaHandlers(pwa));
afterEach(() => {
  for (const remove of installed.splice(0)) remove();
});

describe('offline and service workers (docs/rules.md "Offline and service worker")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('going offline shows a warning', () => {
    const warn = vi.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
    install(false);
    window.dispatchEvent(new Event('offline'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('removed handlers hear nothing more', () => {
    const warn = vi.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
    const open = vi.spyOn(notification, 'open').mockImplementation(() => undefined);
    const remove = installPwaHandlers(true);
    remove();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new CustomEvent(SW_UPDATED_EVENT, { detail: undefined }));
    expect(warn).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('with PWA off, registrations and caches are removed', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const del = vi.fn().mockResolvedValue(true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }, { unregister }]) },
    });
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: { keys: vi.fn().mockResolvedValue(['a']), delete: del },
    });
    await removeServiceWorkers();
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(del).toHaveBeenCalledWith('a');
  });

  it('with PWA on, an updated worker shows a notification whose button reloads', () => {
    const open = vi.spyOn(notification, 'open').mockImplementation(() => undefined);
    install(true);
    window.dispatchEvent(new CustomEvent('sw.updated', { detail: undefined }));
    expect(open).toHaveBeenCalledTimes(1);
    const destroy = vi.spyOn(notification, 'destroy').mockImplementation(() => undefined);
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      const btn = open.mock.calls[0][0].btn as { props: { onClick: () => void } };
      btn.props.onClick();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(destroy).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});

describe('the service worker with PWA on (docs/rules.md "Offline and service worker")', () => {
  /** A stand-in for the browser's service-worker container, registration and workers. */
  function fakeWorkers(opts: { controlled: boolean; waiting?: boolean }) {
    const container = Object.assign(new EventTarget(), {
      controller: opts.controlled ? {} : null,
      register: vi.fn(),
    });
    const waiting = opts.waiting ? { postMessage: vi.fn() } : null;
    const registration = Object.assign(new EventTarget(), {
      waiting: waiting as unknown,
      installing: null as unknown,
    });
    container.register.mockResolvedValue(registration);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    return { container, registration };
  }
  const heard = () => {
    const seen: unknown[] = [];
    const on = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(SW_UPDATED_EVENT, on);
    return { seen, stop: () => window.removeEventListener(SW_UPDATED_EVENT, on) };
  };
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.head.innerHTML = '';
  });

  it('the build the page runs is its main script’s hashed name', () => {
    document.head.innerHTML = '<script src="/framework.a8a1.js"></script><script src="/umi.129da5b4.js"></script>';
    expect(buildVersion()).toBe('129da5b4');
    document.head.innerHTML = '<script src="/umi.js"></script>';
    expect(buildVersion()).toBe('dev');
  });

  it('registers public/sw.js under the build; a worker installed while another controls the page is announced', async () => {
    document.head.innerHTML = '<script src="/umi.129da5b4.js"></script>';
    const { container, registration } = fakeWorkers({ controlled: true });
    const { seen, stop } = heard();
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js?v=129da5b4', { scope: '/' });
    expect(seen).toEqual([]);
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(seen).toEqual([registration]);
    stop();
  });

  it('the first worker of a page nobody controlled yet is no update', async () => {
    const { registration } = fakeWorkers({ controlled: false });
    const { seen, stop } = heard();
    await registerServiceWorker();
    const worker = Object.assign(new EventTarget(), { state: 'installed' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.dispatchEvent(new Event('statechange'));
    expect(seen).toEqual([]);
    stop();
  });

  it('a worker still waiting from an earlier visit is announced at once', async () => {
    const { registration } = fakeWorkers({ controlled: true, waiting: true });
    const { seen, stop } = heard();
    await registerServiceWorker();
    expect(seen).toEqual([registration]);
    stop();
  });

  it('the notice’s button tells the waiting worker to take over; its taking over reloads once', async () => {
    const open = vi.spyOn(notification, 'open').mockImplementation(() => undefined);
    vi.spyOn(notification, 'destroy').mockImplementation(() => undefined);
    const { container, registration } = fakeWorkers({ controlled: true, waiting: true });
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      install(true);
      await vi.waitFor(() => expect(open).toHaveBeenCalled());
      const btn = open.mock.calls[0][0].btn as { props: { onClick: () => void } };
      btn.props.onClick();
      const waiting = registration.waiting as { postMessage: ReturnType<typeof vi.fn> };
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
      expect(reload).not.toHaveBeenCalled();
      container.dispatchEvent(new Event('controllerchange'));
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});

describe('locale side effects (docs/rules.md "Locales")', () => {
  it('right-to-left for he, ar, fa, ku only', () => {
    expect(['he', 'ar-EG', 'fa-IR', 'ku'].every(isRtl)).toBe(true);
    expect(['zh-CN', 'en-US', 'pt-BR'].some(isRtl)).toBe(false);
    applyLocaleSideEffects('ar-EG');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    applyLocaleSideEffects('en-US');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
  });
});
