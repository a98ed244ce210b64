import { message, notification } from 'antd';
import { vi } from 'vitest';
import { applyLocaleSideEffects, isRtl } from './localeEffects';
import { installPwaHandlers, removeServiceWorkers } from './pwa';

describe('offline and service workers (docs/rules.md "Offline and service worker")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('going offline shows a warning', () => {
    const warn = vi.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
    installPwaHandlers(false);
    window.dispatchEvent(new Event('offline'));
    expect(warn).toHaveBeenCalledTimes(1);
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
    installPwaHandlers(true);
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
