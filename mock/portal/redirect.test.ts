import { describe, expect, it } from 'vitest';
import { safeTarget, withTicket } from './redirect';

describe('portal open-redirect guard', () => {
  const host = 'console.test:8000';

  it('keeps relative paths and same-host addresses', () => {
    expect(safeTarget('/welcome?x=1#top', host)).toBe('/welcome?x=1#top');
    expect(safeTarget('http://console.test:8000/order/flow', host)).toBe('http://console.test:8000/order/flow');
    expect(safeTarget('https://CONSOLE.test:8000/', host)).toBe('https://console.test:8000/');
  });

  it('refuses other hosts, protocol-relative and odd schemes', () => {
    expect(safeTarget('https://evil.example/phish', host)).toBe('/');
    expect(safeTarget('//evil.example/x', host)).toBe('/');
    expect(safeTarget('/\\evil.example', host)).toBe('/');
    expect(safeTarget('javascript:alert(1)', host)).toBe('/');
    expect(safeTarget('http://console.test:8000@evil.example/', host)).toBe('/');
    expect(safeTarget('http://user:pw@console.test:8000/', host)).toBe('/');
    expect(safeTarget('welcome', host)).toBe('/');
    expect(safeTarget('', host)).toBe('/');
    expect(safeTarget('http://console.test:9999/', host)).toBe('/');
  });

  it('appends the ticket before the hash and replaces an old one', () => {
    expect(withTicket('/welcome', 'T1')).toBe('/welcome?satoken=T1');
    expect(withTicket('/a?x=1#h', 'T1')).toBe('/a?x=1&satoken=T1#h');
    expect(withTicket('http://h/a?satoken=old&y=2', 'T2')).toBe('http://h/a?y=2&satoken=T2');
  });
});
