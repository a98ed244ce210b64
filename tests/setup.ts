/**
 * Setup of the jsdom unit-test project (vitest.config.ts): what the app's runtime and antd expect from a browser.
 */
import 'regenerator-runtime/runtime'; // dva-core's generators
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default; an antd form rendering in jsdom on a loaded 2-core CI machine can
// take longer without anything being wrong (no test asserts a time)
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub implements ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
}
