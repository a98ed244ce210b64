import { expect, type Page } from '@playwright/test';
import { consoleScreens, RECORD } from './screens';
import { ACCOUNTS, apiLogin, myGames, test } from './support';

/**
 * docs/rules.md "Filter bars" (issue 35): no filter input cuts its text. Every screen of the console with a list's
 * search bar, at 1280 and 1440 pixels wide, in all four languages: with the bar opened in full and its empty date
 * fields set to today (their first preset, so the date text is there), each input's text (its value, else its
 * placeholder) fits its box, and a select's shown option or placeholder is not cut. Collapsed, the bar still shows
 * the fields pro-components' own layout showed (its first row: one field fewer than its columns), /order/flow's and
 * /order/check's order number among them.
 *
 * Fast: the app is opened once; the screens are reached inside it (history and popstate, as the browser's back and
 * forward do) and stay open as tabs; the languages are switched with the header's language menu (the open screens
 * follow without a reload) and the widths by resizing the window. The first pass notes which screens have a search
 * bar; the later ones visit only those. FILTER_SCREEN=/order/flow (a comma-separated list of paths or parts of paths)
 * runs a few screens.
 */

const LOCALES = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'] as const;
const WIDTHS = [1280, 1440] as const;
const ONLY = (process.env.FILTER_SCREEN ?? '').split(',').filter(Boolean);
const SCREENS = consoleScreens().filter((p) => !ONLY.length || ONLY.some((o) => p.includes(o)));
/** At least this many screens have a search bar (a run that finds fewer did not see them drawn). */
const MIN_BARS = 40;
/** Screens whose collapsed bar keeps the order number (operators and order.spec.ts search by it). */
const ORDER_NO_SCREENS = ['/order/flow', '/order/check'].filter((s) => SCREENS.includes(s));

const paneOf = (path: string) => `.keep-alive-pane[data-pane="${path}"]:not([hidden])`;

/** What a drawn screen holds (its code has come and run): a list, a card, a form, a result, tabs, an empty state. */
const DRAWN = ['.ant-pro-table', '.ant-table', '.ant-card', '.ant-form', '.ant-result', '.ant-tabs', '.ant-empty'];

/** Goes to `address` inside the app (the router follows popstate) and waits for its screen to be drawn. */
async function openInApp(page: Page, address: string) {
  const path = address.split('?')[0];
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page
    .locator(DRAWN.map((d) => `${paneOf(path)} ${d}`).join(', '))
    // not a dialog's form kept hidden in the screen
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: 20_000 });
}

/** The interface language switched with the header's menu, as an operator does. */
async function switchLanguage(page: Page, locale: string) {
  await page.locator('#header-locale').hover();
  await page.locator(`[data-locale="${locale}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.mouse.move(0, 450);
}

interface Inspection {
  /** first-row fields the collapsed bar hides (their labels) */
  hidden: string[];
  /** the ids of the inputs the collapsed bar shows */
  shown: string[];
  /** inputs whose text is cut: `label: "text" (needs n px, has m px)` */
  cut: string[];
}

/**
 * The search bars of the pane in view, in the page itself (one round trip a screen): collapsed, the fields of the
 * first row shown; then opened in full, the empty date fields set to today, and every input's text measured.
 */
function inspect(page: Page, path: string): Promise<Inspection> {
  return page.evaluate(async (pane): Promise<Inspection> => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const bars = () =>
      Array.from(document.querySelectorAll<HTMLElement>(`${pane} .ant-pro-query-filter`)).filter(
        (form) => form.getBoundingClientRect().width > 0,
      );
    const toggles = () =>
      bars()
        .map((form) => form.querySelector<HTMLElement>('.ant-pro-query-filter-collapse-button'))
        .filter((t): t is HTMLElement => t !== null);
    // the arrow points down (0turn) while collapsed, up (0.5turn) when open
    const isCollapsed = (toggle: HTMLElement) => /rotate\(0(turn|deg)?\)/.test(toggle.innerHTML);
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getClientRects().length > 0;
    const labelOf = (el: Element) =>
      (el.closest('.ant-form-item')?.querySelector('.ant-form-item-label')?.textContent || el.id || '?').trim();
    /** until the bars stop moving (QueryFilter lays its fields out again from its measured width), at most 3 s */
    const laidOut = async () => {
      let last = '';
      let same = 0;
      const started = performance.now();
      while (same < 3 && performance.now() - started < 3000) {
        await frame();
        const now = bars()
          .flatMap((form) => Array.from(form.querySelectorAll('.ant-pro-query-filter-row > *')))
          .map((el) => `${Math.round(el.getBoundingClientRect().width)}`)
          .join(',');
        same = now === last ? same + 1 : 0;
        last = now;
      }
    };

    await laidOut();
    // a click on the toggle is drawn before click() returns (React renders a click's update at once)
    for (const toggle of toggles()) if (!isCollapsed(toggle)) toggle.click();
    await frame();
    const hidden: string[] = [];
    for (const form of bars()) {
      const width = form.getBoundingClientRect().width;
      // QueryFilter's own columns for this width (1 under 513 px, 2 under 701, 3 under 1352, else 4)
      const columns = width < 513 ? 1 : width < 701 ? 2 : width < 1352 ? 3 : 4;
      // the row's children in order: a shown field in its column, a hidden one bare, the buttons last
      const fields = Array.from(form.querySelector('.ant-pro-query-filter-row')?.children ?? []).filter(
        (el) => !el.querySelector('.ant-pro-query-filter-actions'),
      );
      for (const el of fields.slice(0, Math.max(1, columns - 1))) {
        const item = el.matches('.ant-form-item') ? el : el.querySelector('.ant-form-item');
        if (!item || !shown(item)) hidden.push(labelOf(el.querySelector('input') ?? el));
      }
    }
    const shownIds = bars()
      .flatMap((form) => Array.from(form.querySelectorAll('input')))
      .filter((input) => input.id && shown(input))
      .map((input) => input.id);

    for (const toggle of toggles()) if (isCollapsed(toggle)) toggle.click();
    await frame();
    // every empty date field set to today: its first preset (the business day's 今天 / 此刻)
    let filled = false;
    for (const form of bars()) {
      for (const picker of Array.from(form.querySelectorAll<HTMLElement>('.ant-picker'))) {
        const input = picker.querySelector('input');
        if (!input || input.value || !shown(picker)) continue;
        filled = true;
        input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        input.focus();
        input.click();
        let preset: HTMLElement | null = null;
        for (let i = 0; i < 60 && !preset; i += 1) {
          await frame();
          preset = document.querySelector<HTMLElement>(
            `${pane} .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-presets li`,
          );
        }
        preset?.click();
        for (let i = 0; i < 60 && !input.value; i += 1) await frame();
        input.blur();
      }
    }
    if (filled) await laidOut();

    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const cut: string[] = [];
    for (const form of bars()) {
      for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input'))) {
        if (!shown(input) || ['checkbox', 'radio', 'hidden'].includes(input.type)) continue;
        // a select's search box holds no text of its own: its shown option is measured below
        if (input.closest('.ant-select')) continue;
        if (input.closest('.ant-picker') && !input.value) {
          cut.push(`${labelOf(input)}: a date field left empty (its preset did not set it)`);
          continue;
        }
        if (input.value) {
          if (input.scrollWidth > input.clientWidth + 1) {
            cut.push(
              `${labelOf(input)}: "${input.value}" (needs ${input.scrollWidth} px, has ${input.clientWidth} px)`,
            );
          }
          continue;
        }
        if (!input.placeholder) continue;
        // a placeholder is no part of the input's scroll width: measured in the input's own font
        const style = getComputedStyle(input);
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const need = ctx.measureText(input.placeholder).width;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (need > room + 1) {
          cut.push(
            `${labelOf(input)}: "${input.placeholder}" (needs ${Math.ceil(need)} px, has ${Math.floor(room)} px)`,
          );
        }
      }
      const options = form.querySelectorAll(
        '.ant-select-selection-item, .ant-select-selection-item-content, .ant-select-selection-placeholder',
      );
      for (const el of Array.from(options)) {
        if (!shown(el) || el.scrollWidth <= el.clientWidth + 1) continue;
        cut.push(`${labelOf(el)}: "${el.textContent}" (needs ${el.scrollWidth} px, has ${el.clientWidth} px, select)`);
      }
    }
    return { hidden, shown: shownIds, cut };
  }, paneOf(path));
}

test('no filter input cuts its text at 1280 or 1440 px wide, in any language', async ({ page, request }) => {
  test.setTimeout(120_000 + SCREENS.length * 20_000);
  const token = await apiLogin(request, 'admin', ACCOUNTS.admin);
  const game = String((await myGames(request, token))[0].id);
  await page.addInitScript(
    ([t, g]) => {
      window.localStorage.setItem('umi_locale', 'zh-CN');
      window.localStorage.setItem('sToken', t);
      window.sessionStorage.setItem('GAME_ID', g);
    },
    [token, game],
  );
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto('/welcome');
  await page.locator(paneOf('/welcome')).waitFor();

  const found: string[] = [];
  const orderNoShown: string[] = [];
  // the first pass visits every screen, the later ones those with a search bar
  let screens = SCREENS;
  for (const locale of LOCALES) {
    if (locale !== 'zh-CN') await switchLanguage(page, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const withBar: string[] = [];
      for (const screen of screens) {
        const started = Date.now();
        await openInApp(page, screen + (RECORD[screen] ?? ''));
        if (!(await page.locator(`${paneOf(screen)} .ant-pro-query-filter`).count())) continue;
        withBar.push(screen);
        const { hidden, shown, cut } = await inspect(page, screen);
        const at = `${locale} @${width} ${screen}`;
        found.push(...hidden.map((label) => `${at}: "${label}" is no longer in the collapsed bar`));
        found.push(...cut.map((c) => `${at}: ${c}`));
        if (ORDER_NO_SCREENS.includes(screen) && shown.includes('orderNo')) orderNoShown.push(at);
        if (process.env.FILTER_REPORT) console.log(`${at} ${Date.now() - started} ms`);
      }
      // the console's lists were seen (not a sign-in page or a 404 in their place)
      expect(withBar.length, `${locale} @${width}`).toBeGreaterThanOrEqual(ONLY.length ? 1 : MIN_BARS);
      screens = withBar;
    }
  }

  expect(found, `${found.length} cut or hidden:\n${found.join('\n')}`).toEqual([]);
  // the order number stays in the collapsed bar where operators search by it
  expect(orderNoShown).toEqual(
    LOCALES.flatMap((l) => WIDTHS.flatMap((w) => ORDER_NO_SCREENS.map((s) => `${l} @${w} ${s}`))),
  );
});
