import { describe, expect, it } from 'vitest';
import { cleanProtocol } from './protocolContent';

describe('cleanProtocol', () => {
  it('keeps a safe Markdown source as typed and says nothing was changed', () => {
    const md = '# 标题\n\n> a < b & c\n\n[链接](https://example.com) ![图](https://cdn.example/a.png)';
    const clean = cleanProtocol('markdown', md);
    expect(clean).toMatchObject({ content: md, sanitized: false });
    expect(clean.html).toContain('<a href="https://example.com">链接</a>');
  });

  it('removes tags and unsafe addresses from a Markdown source, so neither the source nor the HTML can run', () => {
    const md =
      '# T\n\n<script>alert(1)</script>[x](javascript:alert`1`) ![i](JaVaScRiPt&#58;alert`2`) <img src=x onerror=alert(3)>';
    const clean = cleanProtocol('markdown', md);
    expect(clean.sanitized).toBe(true);
    expect(clean.content).toBe('# T\n\n[x](#) ![i](#) <img src="x">');
    expect(`${clean.content}${clean.html}`.toLowerCase()).not.toMatch(/script|onerror|javascript/);
  });

  it('stores HTML as the sanitizer writes it', () => {
    expect(cleanProtocol('html', '<h2 onclick="x()">A</h2><p>b')).toEqual({
      content: '<h2>A</h2><p>b</p>',
      html: '<h2>A</h2><p>b</p>',
      sanitized: true,
    });
  });
});
