import { header, queryString, type MockRequest, type MockResponse } from '../core/http';
import { escapeHtml, page } from './html';
import { safeTarget, withTicket } from './redirect';
import { authenticate, createTicket } from '../core/sessions';
import { isPlainObject } from '../core/validate';

/**
 * The external user portal's stand-in (docs/rules.md "Start-up and single sign-on"): a login form that sends the
 * browser back to targetUrl with ?satoken=<one-time ticket>, and the page shown after logout. Plain HTML, no React.
 */

function sendHtml(res: MockResponse, status: number, html: string) {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.send(html);
}

function loginForm(targetUrl: string, account = '', error = ''): string {
  return page(
    '统一登录门户',
    `<h1>统一登录门户</h1>` +
      (error ? `<p class="error" id="portal-error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="/portal/login">` +
      `<input type="hidden" name="targetUrl" value="${escapeHtml(targetUrl)}">` +
      `<label for="portal-account">账号</label>` +
      `<input id="portal-account" name="account" autocomplete="username" required value="${escapeHtml(account)}">` +
      `<label for="portal-password">密码</label>` +
      `<input id="portal-password" name="password" type="password" autocomplete="current-password" required>` +
      `<button id="portal-submit" type="submit">登录</button>` +
      `</form><p class="hint">登录后将返回游戏运营控制台。</p>`,
  );
}

function field(body: unknown, name: string): string {
  if (!isPlainObject(body)) return '';
  const v = body[name];
  return typeof v === 'string' ? v : '';
}

function origin(req: MockRequest): string {
  const proto = header(req, 'x-forwarded-proto')?.split(',')[0].trim() || req.protocol || 'http';
  const host = header(req, 'x-forwarded-host') || header(req, 'host') || 'localhost';
  return `${proto}://${host}`;
}

/** The guard trusts the Host header only (a browser cannot forge it cross-site). */
const requestHost = (req: MockRequest) => header(req, 'host');

export default {
  'GET /portal/login': async (req: MockRequest, res: MockResponse) => {
    sendHtml(res, 200, loginForm(queryString(req, 'targetUrl')));
  },

  'POST /portal/login': async (req: MockRequest, res: MockResponse) => {
    const account = field(req.body, 'account').trim();
    const targetUrl = field(req.body, 'targetUrl');
    const check = authenticate(account, field(req.body, 'password'));
    if (!check.ok) {
      const error = check.code === 'A0202' ? '账号已停用，请联系管理员' : '账号或密码错误';
      sendHtml(res, 200, loginForm(targetUrl, account, error));
      return;
    }
    const ticket = createTicket(check.person);
    res.status(302);
    res.setHeader('Location', withTicket(safeTarget(targetUrl, requestHost(req)), ticket.ticket));
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  },

  'GET /portal/user': async (req: MockRequest, res: MockResponse) => {
    const home = `${origin(req)}/`;
    const login = `/portal/login?targetUrl=${encodeURIComponent(home)}`;
    sendHtml(
      res,
      200,
      page(
        '统一登录门户',
        `<h1>统一登录门户</h1><p id="portal-logged-out">您已退出控制台</p>` +
          `<p><a id="portal-login-link" href="${escapeHtml(login)}">重新登录</a></p>`,
      ),
    );
  },
};
