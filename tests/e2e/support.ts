import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { answerChecker, mismatchText, type AnswerChecker } from '../../scripts/contract/answers';
import { contractDocument } from '../../scripts/contract/document';
import { serverURL } from './servers';

/**
 * The answers a test saw, checked against the contract (scripts/contract/answers.ts): every /api and /onlinepack
 * answer a page of the test receives (its own context and any it opens) and every call the test makes through
 * `request`. What does not match fails the test at its end, naming the endpoint and the JSON path; a test that makes
 * a wrong answer on purpose (a faked failure) takes it with `take()`.
 */
export class ContractAnswers {
  private static checker: AnswerChecker | undefined;
  private readonly pending: Array<Promise<void>> = [];
  private readonly found: string[] = [];

  private check(method: string, url: string, status: number, type: string, bytes: Buffer | undefined): void {
    ContractAnswers.checker ??= answerChecker(contractDocument());
    let body: unknown;
    if (bytes && /json/i.test(type)) {
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    const path = new URL(url).pathname;
    this.found.push(...ContractAnswers.checker.check({ method, path, status, body }).map(mismatchText));
  }

  /** Checks every answer the pages of `context` receive. */
  watch(context: BrowserContext): void {
    context.on('response', (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/') && !path.startsWith('/onlinepack/')) return;
      const method = response.request().method();
      const type = response.headers()['content-type'] ?? '';
      this.pending.push(
        response.body().then(
          (bytes) => this.check(method, response.url(), response.status(), type, bytes),
          // the page went away before the body came (a navigation, a closed tab): nothing to check
          () => undefined,
        ),
      );
    });
  }

  /** Checks an answer of the test's own API call. */
  async checkApi(method: string, response: APIResponse): Promise<void> {
    const type = response.headers()['content-type'] ?? '';
    this.check(method, response.url(), response.status(), type, await response.body());
  }

  /** Waits for the answers still coming. */
  async settle(): Promise<void> {
    while (this.pending.length) await Promise.allSettled(this.pending.splice(0));
  }

  /** The mismatches seen so far (the answers still coming are awaited), and forgets them. */
  async take(): Promise<string[]> {
    await this.settle();
    return this.found.splice(0);
  }
}

const CALLS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

/** `request` with every answer checked. */
function checkedRequest(request: APIRequestContext, answers: ContractAnswers): APIRequestContext {
  return new Proxy(request, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !(CALLS as readonly unknown[]).includes(key)) return value;
      return async (url: unknown, options?: { method?: string }) => {
        const response: APIResponse = await value.call(target, url, options);
        const method = key === 'fetch' ? (options?.method ?? 'GET') : String(key);
        await answers.checkApi(method.toUpperCase(), response);
        return response;
      };
    },
  });
}

/** Whether this test moved the backend's clock with setBusinessClock (the shared `test` then puts it back). */
let clockMoved = false;

/**
 * The browser tests' `test`: Playwright's, pointed at the worker's own server, with every answer checked against the contract (ContractAnswers), and
 * the backend's clock put back after a test that held it (setBusinessClock). Specs import it from here (biome.json
 * keeps it so).
 */
export const test = base.extend<{ contractAnswers: ContractAnswers; watchedContexts: boolean; clockPutBack: boolean }>({
  // each worker its own server and backend (tests/e2e/servers.ts): pages, `request` and contexts a test opens go there
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(testInfo.parallelIndex));
  },
  // the check at the end of every test (hooks included: `request` calls there are checked too)
  contractAnswers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const answers = new ContractAnswers();
      await use(answers);
      const left = await answers.take();
      if (left.length) throw new Error(`answers that do not match the contract (src/contract):\n${left.join('\n')}`);
    },
    { auto: true },
  ],
  // the test's context and every context it opens, watched while the test runs (answers read before they close)
  watchedContexts: [
    async ({ context, browser, contractAnswers }, use) => {
      contractAnswers.watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext.apply(browser, args);
        contractAnswers.watch(opened);
        return opened;
      };
      try {
        await use(true);
      } finally {
        browser.newContext = newContext;
        await contractAnswers.settle();
      }
    },
    { auto: true },
  ],
  request: async ({ request, contractAnswers }, use) => {
    await use(checkedRequest(request, contractAnswers));
  },
  // the next test (or file) starts on the real clock, whether or not it resets the backend
  clockPutBack: [
    async ({ request }, use) => {
      clockMoved = false;
      await use(true);
      if (clockMoved) await resetClock(request, await apiLogin(request, 'admin', ACCOUNTS.admin));
    },
    { auto: true },
  ],
});

/** Shared steps of the browser tests: reset the embedded backend, sign in through the API, read the side menu. */
export const ACCOUNTS = {
  admin: 'admin123',
  ops: 'ops123',
  viewer: 'viewer123',
  newbie: 'newbie123',
  hefeng: 'hefeng123',
  zhangwei: 'zhangwei123',
} as const;

/** The reset endpoint answers a signed-in admin only (and only with MOCK_DEV_ENDPOINTS=1, set in playwright.config.ts). */
export async function resetBackend(request: APIRequestContext) {
  const token = await apiLogin(request, 'admin', ACCOUNTS.admin);
  const res = await request.post('/api/__mock/reset', { data: {}, headers: { satoken: token } });
  expect((await res.json()).code).toBe('00000');
}

/** The id of the request the notice of a queued change names (its link: /approvals?id=<id>). */
export async function queuedId(page: Page): Promise<number> {
  const link = page.locator('#change-request-queued-link');
  await expect(link).toBeVisible();
  const m = /\/approvals\?id=(\d+)$/.exec((await link.getAttribute('href')) ?? '');
  expect(m, 'the notice links to the request').not.toBeNull();
  return Number((m as RegExpExecArray)[1]);
}

/**
 * Waits until no dialog is still in its opening (or closing) animation: a click on a button still scaling in can miss
 * on a loaded machine.
 */
export async function dialogSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
}

export async function apiLogin(request: APIRequestContext, account: string, password: string): Promise<string> {
  const res = await request.post('/api/mng/login', { data: { account, password } });
  const body = await res.json();
  expect(body.code).toBe('00000');
  return body.data.sToken as string;
}

export async function myGames(request: APIRequestContext, token: string): Promise<Array<{ id: number; name: string }>> {
  const res = await request.post('/api/mng/game/myList', { data: {}, headers: { satoken: token } });
  return (await res.json()).data;
}

/**
 * Seeds `page`'s tab with a session before the app starts: the token in localStorage, the game (when given) and the
 * Chinese interface; once per tab, so later navigations (logout, session expiry) see what the app left.
 */
export async function seedSession(page: Page, token: string, gameId: string) {
  await page.addInitScript(
    ([t, g]) => {
      if (window.sessionStorage.getItem('__e2e_seeded')) return;
      window.sessionStorage.setItem('__e2e_seeded', '1');
      window.localStorage.setItem('sToken', t);
      if (g) window.sessionStorage.setItem('GAME_ID', g);
      window.localStorage.setItem('umi_locale', 'zh-CN');
    },
    [token, gameId],
  );
}

/** Signs in as `account` without the login page: token in localStorage, the first game chosen, Chinese interface. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  account: keyof typeof ACCOUNTS,
  opts: { game?: boolean } = {},
) {
  const token = await apiLogin(request, account, ACCOUNTS[account]);
  const games = await myGames(request, token);
  const gameId = opts.game === false ? '' : String(games[0].id);
  await seedSession(page, token, gameId);
  return { token, games };
}

export function sider(page: Page) {
  return page.locator('.ant-pro-sider');
}

/** An open screen's tab in the workspace's tab bar, by its title. */
export function openTab(page: Page, title: string) {
  return page.locator('.workspace-tabs').getByRole('tab', { name: title, exact: true });
}

/** The close button of an open screen's tab (Chinese interface). */
export function closeTabButton(page: Page, title: string) {
  return page.locator('.workspace-tabs').getByRole('button', { name: `关闭 ${title}`, exact: true });
}

/** The answer envelope of the embedded backend. */
export interface Envelope<T> {
  code: string;
  data: T;
  tips: string;
}

/**
 * A fresh request id (docs/rules.md "Request ids and versions"): every API call a test makes itself carries one, as
 * the console's call from a newly opened dialog does; a test that replays a call passes the same id again.
 */
export function requestId(): string {
  return `e2e-${randomUUID()}`;
}

/** A JSON POST as the signed-in person `token`, for game `game` (X-Game-Id), answering the envelope. */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown = {},
  game: number = 1,
): Promise<Envelope<T>> {
  const headers = { satoken: token, 'X-Game-Id': String(game), 'X-Request-Id': requestId() };
  const res = await request.post(path, { data, headers });
  return (await res.json()) as Envelope<T>;
}

/** The first seeded pay configuration of a pay type in a game, as the list answers it (its keys masked). */
export async function firstPayConfig<T extends { id: number }>(
  request: APIRequestContext,
  token: string,
  payType: string,
  game: number = 1,
): Promise<T> {
  const page = await apiPost<{ list: T[] }>(
    request,
    token,
    '/api/mng/payConfig/page',
    { pageNum: 1, pageSize: 20, payType },
    game,
  );
  return page.data.list[0];
}

/** The newest operation-log entry of a module and action (what a test's change wrote). */
export async function latestLog(request: APIRequestContext, token: string, module: string, action: string) {
  const page = await apiPost<{
    list: Array<{
      id: number;
      module: string;
      action: string;
      target: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>;
  }>(request, token, '/api/mng/oplog/page', { pageNum: 1, pageSize: 5, module, action });
  return page.data.list[0];
}

const HOUR_MS = 3_600_000;

/**
 * "Today" held still for a test (docs/rules.md "Business time zone"): the embedded backend's clock moved (the dev
 * endpoint /api/__mock/clock) to `hours` after 00:00 of its seed day in the business zone, and, when a page is given,
 * the browser's clock installed at the same instant (before the page loads), so both count the same day however
 * close to midnight the run is. Both clocks then run on from there. The shared `test` puts the backend's back after
 * the test (resetClock does it sooner).
 */
export async function setBusinessClock(
  request: APIRequestContext,
  token: string,
  hours: number,
  page?: Page,
): Promise<{ now: number; dayStart: number; dayEnd: number }> {
  const headers = { satoken: token };
  // read without moving it: a jump ahead of the sessions' idle time would end them
  const probe = await (await request.post('/api/__mock/clock', { data: {}, headers })).json();
  expect(probe.code).toBe('00000');
  const dayStart = probe.data.baseEpoch as number;
  const now = dayStart + hours * HOUR_MS;
  const moved = await (
    await request.post('/api/__mock/clock', { data: { offsetMs: now - Date.now() }, headers })
  ).json();
  expect(moved.code).toBe('00000');
  clockMoved = true;
  if (page) await page.clock.install({ time: now });
  return { now, dayStart, dayEnd: dayStart + 24 * HOUR_MS };
}

export async function resetClock(request: APIRequestContext, token: string) {
  const res = await request.post('/api/__mock/clock', { data: { offsetMs: 0 }, headers: { satoken: token } });
  expect((await res.json()).code).toBe('00000');
  clockMoved = false;
}

/** China's wall clock (the default business zone, UTC+8) of an instant: `YYYY-MM-DD HH:mm` as pickers take it. */
export function chinaText(ms: number, withSeconds = false): string {
  const iso = new Date(ms + 8 * HOUR_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}`;
}

/** The total a list's pagination shows (第 1-10 条/总共 N 条). */
export async function listTotal(page: Page, pane: string): Promise<number> {
  const text = await page.locator(`[data-pane="${pane}"] .ant-pagination-total-text`).first().innerText();
  const m = /总共\s*([\d,]+)\s*条/.exec(text);
  expect(m, `pagination text: ${text}`).not.toBeNull();
  return Number((m as RegExpExecArray)[1].replace(/,/g, ''));
}

/** A change request as the approvals calls answer it (the fields the browser tests read). */
export interface ChangeRequestRow {
  id: number;
  area: string;
  path: string;
  status: string;
  emergency: boolean;
  requesterName: string;
  deciderName: string;
  recordId: number | null;
  recordVersion: number;
  logIds: number[];
}

/**
 * Who approves a risky change of each area in the seed (issue 34, docs/rules.md "Change requests"): finance (hefeng)
 * the pay area's, the operations team (ops) the operations', special functions' and platform's; admin every area.
 */
export const APPROVERS: Record<string, keyof typeof ACCOUNTS> = {
  pay: 'hefeng',
  operate: 'ops',
  special: 'ops',
  unity: 'ops',
  access: 'admin',
  setting: 'admin',
};

/**
 * The second pair of eyes, by API: a risky change the test made (the newest request `requester`'s token asked for,
 * or the one `id` names) is approved by the area's approver (APPROVERS; or `approver`), with the request's version
 * and a request id as the console sends them. Answers the decided request (its status `approved`, or `outdated`).
 */
export async function approveByApi(
  request: APIRequestContext,
  requester: string,
  options: { id?: number; approver?: keyof typeof ACCOUNTS; comment?: string } = {},
): Promise<ChangeRequestRow> {
  const asked = options.id
    ? options.id
    : (
        await apiPost<{ list: ChangeRequestRow[] }>(request, requester, '/api/mng/changeRequest/page', {
          pageNum: 1,
          pageSize: 1,
          view: 'mine',
          status: 'pending',
        })
      ).data.list[0]?.id;
  expect(asked, 'a change request waiting for approval').toBeTruthy();
  const first = await apiPost<ChangeRequestRow>(request, requester, '/api/mng/changeRequest/get', { id: asked });
  const account = options.approver ?? APPROVERS[first.data.area];
  const token = await apiLogin(request, account, ACCOUNTS[account]);
  const decided = await apiPost<ChangeRequestRow>(request, token, '/api/mng/changeRequest/approve', {
    id: asked,
    baseVersion: first.data.recordVersion,
    comment: options.comment ?? '',
  });
  expect(decided.code, decided.tips).toBe('00000');
  return decided.data;
}
