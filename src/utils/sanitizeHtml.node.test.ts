// @vitest-environment node
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { expect, it } from 'vitest';
import { bindSanitizerWindow, sanitizeHtml } from './sanitizeHtml';

/**
 * Where there is no page (the embedded backend in node), the sanitizer refuses to work until it is given a window,
 * rather than hand its input back unchanged; a window without a usable DOM is refused the same way.
 */
const NO_DOM = 'sanitizeHtml: no DOM to sanitize with (bindSanitizerWindow)';

it('refuses without a window, works with the one it is given, and refuses one with no DOM', () => {
  expect(() => sanitizeHtml('<b>x</b><script>alert(1)</script>')).toThrow(NO_DOM);
  bindSanitizerWindow(new JSDOM('').window as unknown as WindowLike);
  // the first clean of a fresh sanitizer reads an HTML address as its text ("a&#58;b" is relative, not "a:")
  expect(sanitizeHtml('<a href="a&amp;#58;b" title="t">x</a><script>alert(1)</script>')).toBe(
    '<a href="a&amp;#58;b" title="t">x</a>',
  );
  expect(sanitizeHtml('<p title="t">x</p>')).toBe('<p>x</p>');
  bindSanitizerWindow({} as WindowLike);
  expect(() => sanitizeHtml('<b>x</b>')).toThrow(NO_DOM);
});
