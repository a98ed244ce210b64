import { expect, type Page } from '@playwright/test';
import { BAR_PENDING, closeTab, pushAddress, RECORD, screensOf } from './screens';
import { ACCOUNTS, apiLogin, myGames, test } from './support';

/**
 * docs/rules.md "Accessibility": every screen of the route table, opened with a seeded record where its address
 * names one, has no critical or serious axe-core violation of WCAG 2.0/2.1 A and AA, in zh-CN and in en-US.
 * One screen or a few: A11Y_SCREEN=/oplog (a comma-separated list of paths or parts of paths).
 *
 * A walk loads the console once and goes from screen to screen inside it, as the menu does (the address pushed, the
 * router told), closing the tab of the screen it checked before; the sign-in page and the first screen after it are
 * loaded. axe-core is put in the page once per load and run there for each screen.
 */
// Playwright loads the specs as CommonJS (the package is not an ES module), so node's require finds the script
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** What of axe-core's answer the walk reads. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

const LOCALES = ['zh-CN', 'en-US'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ONLY = (process.env.A11Y_SCREEN ?? '').split(',').filter(Boolean);

const SCREENS = screensOf().filter((p) => p !== '/exception' && (!ONLY.length || ONLY.some((o) => p.includes(o))));

/**
 * The screen as drawn: no request left, no spinner, skeleton or list bar without its fields in the visible pane, then
 * nothing in the page changed for half a second (a list fills in, a form takes its record, a lazy part mounts).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // a button's spinner too (a list's search button while its rows load): drawn at 65 % opacity for that moment
  const busy = page.locator(
    [
      '.keep-alive-pane:not([hidden]) .ant-spin-spinning',
      '.keep-alive-pane:not([hidden]) .ant-skeleton-active',
      '.keep-alive-pane:not([hidden]) .ant-btn-loading',
      `.keep-alive-pane:not([hidden]) ${BAR_PENDING}`,
    ].join(', '),
  );
  await expect(busy).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = 0;
        const done = () => {
          watcher.disconnect();
          resolve();
        };
        const watcher = new MutationObserver(() => {
          clearTimeout(timer);
          timer = window.setTimeout(done, 500);
        });
        watcher.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = window.setTimeout(done, 500);
        // a screen that redraws by itself (a clock, a poll) is taken as it is after 8 s
        window.setTimeout(done, 8000);
      }),
  );
}

async function violations(page: Page, screen: string): Promise<string[]> {
  // axe.run in the page itself (legacy mode): the console has no cross-origin frames, which is what the default
  // mode (a part per frame, finished in a new blank page) is for; put in once per load, not before every run
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  const found: string[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'critical' && v.impact !== 'serious') continue;
    // no exceptions: a violation the console can fix is fixed (antd's Select in a required form item: FieldSelect)
    for (const node of v.nodes) {
      const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      found.push(`${screen} ${v.id} (${v.impact}) ${node.target.join(' ')}: ${node.html.slice(0, 160)} ${why}`);
    }
  }
  return found;
}

// the two languages are two long walks over every screen that only read: they may run on both workers at once
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`no critical or serious accessibility violation on any screen (${locale})`, async ({ page, request }) => {
    test.setTimeout(60_000 + SCREENS.length * 25_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const found: string[] = [];
    const seen: string[] = [];
    const token = await apiLogin(request, 'admin', ACCOUNTS.admin);
    const game = String((await myGames(request, token))[0].id);
    // signed in through the API; the sign-in page (the route table's first screen) is seen before, signed out
    await page.addInitScript(
      ([t, g, l]) => {
        window.localStorage.setItem('umi_locale', l);
        if (window.location.pathname === '/user/login') return;
        window.localStorage.setItem('sToken', t);
        window.sessionStorage.setItem('GAME_ID', g);
      },
      [token, game, locale],
    );
    let previous = '';
    for (const screen of SCREENS) {
      const started = Date.now();
      const address = screen + (RECORD[screen] ?? '');
      // the sign-in page and the first screen after it are loaded; every other is reached inside the console
      if (!previous || previous === '/user/login' || screen === '/user/login') await page.goto(address);
      else await pushAddress(page, address);
      await settled(page);
      // the tab of the screen checked before is closed, so the walk does not pile up 90 open screens
      if (previous !== screen) await closeTab(page, previous);
      const loaded = Date.now();
      // the screen itself, its record found (not a 404, not the sign-in page)
      expect(new URL(page.url()).pathname, screen).toBe(screen);
      if (await page.locator('.ant-result-404, .ant-result-403').count()) found.push(`${screen}: not found`);
      const own = await violations(page, screen);
      if (process.env.A11Y_REPORT) {
        console.log(`${locale} ${screen} ${own.length} load ${loaded - started} ms, axe ${Date.now() - loaded} ms`);
      }
      found.push(...own);
      seen.push(screen);
      previous = screen;
    }
    expect(seen).toEqual(SCREENS);
    expect(found, `${found.length} violations:\n${found.join('\n')}`).toEqual([]);
  });
}
