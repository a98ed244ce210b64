import { describe, expect, it, vi } from 'vitest';

const DIRTY =
  '<p onclick="x()" style="color:red" title="t">a</p><img src=x onerror=alert(1)><a href="java&#x09;script:alert(1)">x</a>' +
  '<script>alert(1)</script><svg onload=alert(1)></svg>';

describe("the embedded backend's sanitizer (Node, no DOM of its own)", () => {
  it('refuses to work without a window rather than hand its input back unchanged', async () => {
    vi.resetModules();
    const { sanitizeHtml } = await import('../../../src/utils/sanitizeHtml');
    expect(() => sanitizeHtml(DIRTY)).toThrow(/no DOM/);
  });

  it("cleans with the console's allowlist over the jsdom window it is given", async () => {
    vi.resetModules();
    await import('./sanitizer');
    const { sanitizeHtml } = await import('../../../src/utils/sanitizeHtml');
    const { renderMarkdown } = await import('../../../src/utils/markdown');
    expect(sanitizeHtml(DIRTY)).toBe('<p>a</p><img src="x"><a>x</a>');
    expect(renderMarkdown(`# T\n\n${DIRTY}`)).toBe('<h1>T</h1>\n<p>a</p><img src="x"><a>x</a>');
  });
});
