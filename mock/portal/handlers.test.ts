import { beforeEach, describe, expect, it } from 'vitest';
import { reset } from '../core/store';
import { serveEntries } from '../core/testServer';
import auth from '../auth';
import dev from '../dev';
import portal from '../portal';

const { call } = serveEntries([auth, dev, portal]);

beforeEach(() => {
  reset();
});

describe('portal stand-in', () => {
  it('shows the login form with the ids the browser tests use, escaping targetUrl', async () => {
    const a = await call('/portal/login', undefined, {
      method: 'GET',
      query: { targetUrl: '/x"><script>alert(1)</script>' },
    });
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toContain('text/html');
    ['id="portal-account"', 'id="portal-password"', 'id="portal-submit"', '账号', '密码'].forEach((s) =>
      expect(a.text).toContain(s),
    );
    expect(a.text).not.toContain('<script>alert');
    expect(a.text).toContain('&lt;script&gt;');
  });

  it('redirects to targetUrl with the ticket, keeping query and hash', async () => {
    const a = await call('/portal/login', {
      account: 'admin',
      password: 'admin123',
      targetUrl: 'http://console.test/order/flow?tab=2#top',
    });
    expect(a.status).toBe(302);
    expect(a.headers.location).toMatch(/^http:\/\/console\.test\/order\/flow\?tab=2&satoken=ST-[0-9a-f]+#top$/);
  });

  it('never redirects to another host', async () => {
    const a = await call('/portal/login', {
      account: 'admin',
      password: 'admin123',
      targetUrl: 'https://evil.example/steal',
    });
    expect(a.status).toBe(302);
    expect(a.headers.location).toMatch(/^\/\?satoken=ST-/);
    const b = await call('/portal/login', { account: 'admin', password: 'admin123', targetUrl: '//evil.example/x' });
    expect(b.headers.location).toMatch(/^\/\?satoken=/);
  });

  it('shows the form again with an error on wrong credentials, escaping the account', async () => {
    const a = await call('/portal/login', { account: '<b>x</b>', password: 'bad', targetUrl: '/' });
    expect(a.status).toBe(200);
    expect(a.text).toContain('账号或密码错误');
    expect(a.text).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(a.headers.location).toBeUndefined();
  });

  it('shows the logged-out page with a link back to the login', async () => {
    const a = await call('/portal/user', undefined, { method: 'GET', headers: { host: 'console.test:8000' } });
    expect(a.text).toContain('您已退出控制台');
    expect(a.text).toContain('href="/portal/login?targetUrl=http%3A%2F%2Fconsole.test%3A8000%2F"');
  });
});

describe('GET /openapi.json', () => {
  it('serves the contract with the signed-form rule and the error codes', async () => {
    const a = await call<never>('/openapi.json', undefined, { method: 'GET' });
    const doc = a.json as unknown as { openapi: string; info: { description: string }; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('A0341');
    expect(doc.info.description).toContain('uppercase hex MD5');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/mng/login', '/api/sys/role/list', '/api/mng/childGame/add']),
    );
  });
});
