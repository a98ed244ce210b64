import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, resetBackend, setBusinessClock, signIn, test } from './support';

/**
 * docs/rules.md "antd's styles at build time": the main layout's antd styles for the default theme come with the
 * layout's code as one stylesheet made by the build, so the page does not generate them; anything else (an
 * operator's own theme colour, the sign-in page) is generated in the page as before. Either way the screens look
 * the same: the dark side menu, the table's head and the primary button keep antd's colours.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/**
 * Both clocks (backend and browser) at noon of the backend's seed day, before the page loads: the order flow opens on
 * today, and the seed's orders end on its day, so a run past China's midnight would find no row to wait for.
 */
async function onSeedDay(page: Page, request: APIRequestContext) {
  await setBusinessClock(request, await apiLogin(request, 'admin', ACCOUNTS.admin), 12, page);
}

const FLOW = '/order/flow';

/** The runtime-generated styles (cssinjs' `<style data-css-hash>`) that style the table of this theme class. */
async function generatedTableStyles(page: Page, themeClass: string) {
  return page.evaluate(
    (cls) =>
      [...document.querySelectorAll('style[data-css-hash]')].filter((s) =>
        (s.textContent ?? '').includes(`:where(.${cls}).ant-table`),
      ).length,
    themeClass,
  );
}

/** The theme's class on the order flow's table (`css-<hash of the theme>`). */
async function themeClassOf(page: Page) {
  const classes = (await page.locator(`[data-pane="${FLOW}"] .ant-table`).first().getAttribute('class')) ?? '';
  const cls = classes.split(' ').find((c) => /^css-[a-z0-9]+$/.test(c));
  expect(cls, classes).toBeTruthy();
  return cls as string;
}

/** Colours an operator sees: the selected item of the dark side menu, the table's head, the 查询 button. */
async function colours(page: Page) {
  const bg = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  return {
    menu: await bg('.ant-pro-sider .ant-menu-item-selected'),
    head: await bg(`[data-pane="${FLOW}"] .ant-table-thead > tr > th`),
    query: await bg(`[data-pane="${FLOW}"] .ant-pro-query-filter button.ant-btn-primary`),
  };
}

test('a cold order flow takes its antd styles from the build’s sheet, which the sign-in page never loads', async ({
  page,
  request,
}) => {
  await onSeedDay(page, request);
  const sheets: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) sheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/user/login');
  await expect(page.locator('#login-account')).toBeVisible();
  expect(sheets.filter((s) => s.includes('BasicLayout'))).toEqual([]);

  await signIn(page, request, 'admin');
  await page.goto(FLOW);
  await expect(page.locator(`[data-pane="${FLOW}"] .ant-table-row`).first()).toBeVisible();
  expect(sheets).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/layouts__BasicLayout\.[0-9a-f]+\.chunk\.css$/)]),
  );
  const cls = await themeClassOf(page);
  // the table's style is a rule of the layout's stylesheet, not a style the page generated
  expect(await generatedTableStyles(page, cls)).toBe(0);
  const inSheet = await page.evaluate(
    (cls) =>
      [...document.styleSheets]
        .filter((s) => s.href?.includes('BasicLayout'))
        .some((s) => [...s.cssRules].some((r) => r.cssText.includes(`:where(.${cls}).ant-table`))),
    cls,
  );
  expect(inSheet).toBe(true);
  expect(await colours(page)).toEqual({
    menu: 'rgba(255, 255, 255, 0.12)',
    head: 'rgb(250, 250, 250)',
    // the default theme colour #1890ff, darkened to 5:1 under white text (src/utils/consoleTheme.ts): #136fc5
    query: 'rgb(19, 111, 197)',
  });
});

test('an operator’s own theme colour is generated in the page, and the screen looks as with the default', async ({
  page,
  request,
}) => {
  await onSeedDay(page, request);
  await page.addInitScript(() => {
    window.localStorage.setItem('layout-settings', JSON.stringify({ colorPrimary: '#722ed1' }));
  });
  await signIn(page, request, 'admin');
  await page.goto(FLOW);
  await expect(page.locator(`[data-pane="${FLOW}"] .ant-table-row`).first()).toBeVisible();
  const cls = await themeClassOf(page);
  expect(await generatedTableStyles(page, cls)).toBe(1);
  const seen = await colours(page);
  expect(seen.menu).toBe('rgba(255, 255, 255, 0.12)');
  expect(seen.head).toBe('rgb(250, 250, 250)');
  // purple (#722ed1, already dark enough for white text), not the default blue
  expect(seen.query).toBe('rgb(114, 46, 209)');
});
