import { expect, type Page } from '@playwright/test';
import { RECORD, screensOf } from './screens';
import { ACCOUNTS, apiLogin, myGames, test } from './support';

/**
 * docs/rules.md "Filter bars": no filter input cuts its text. Every screen of the route table with a filter bar (a
 * list's search form, an inline form of filters above a screen), at 1440 and 1280 pixels wide, in all four languages:
 * each input's text (its value, else its placeholder; an empty date field also the date its format draws, e.g.
 * `2026-11-28 23:59:59`) fits its box, and a select's chosen option or placeholder is not cut with "…".
 * One page per language, the screens in turn; each screen is measured at 1440, then resized to 1280 and measured again.
 * One screen or a few: FILTER_SCREEN=/order/flow (a comma-separated list of paths or parts of paths).
 */

const LOCALES = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'] as const;
const WIDTHS = [1440, 1280] as const;
const ONLY = (process.env.FILTER_SCREEN ?? '').split(',').filter(Boolean);
/** At least this many screens of the route table have a filter bar (a run that finds fewer did not see them drawn). */
const MIN_BARS = 40;
const SCREENS = screensOf().filter(
  (p) => p !== '/exception' && p !== '/user/login' && (!ONLY.length || ONLY.some((o) => p.includes(o))),
);

/** The filter bars of the screen in view: ProTable's search forms, and inline forms of filters. */
const BARS = [
  '.keep-alive-pane:not([hidden]) .ant-pro-query-filter',
  '.keep-alive-pane:not([hidden]) form.ant-form-inline',
].join(', ');

/** What a drawn screen holds (its code has come and run): a list, a card, a form, a result, tabs. */
const DRAWN = [
  '.ant-pro-table',
  '.ant-table',
  '.ant-card',
  '.ant-form',
  '.ant-result',
  '.ant-tabs',
  '.ant-descriptions',
  '.ant-empty',
]
  .map((c) => `.keep-alive-pane:not([hidden]) ${c}`)
  .join(', ');

/**
 * The screen as drawn: its content there, no spinner in the visible pane, then a moment for the form's layout. Not
 * "network idle": a screen that polls (tickets, packaging tasks) never is.
 */
async function settled(page: Page) {
  await page
    .locator(DRAWN)
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  await expect(page.locator('.keep-alive-pane:not([hidden]) .ant-spin-spinning')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Opens every collapsed filter bar in full (its fields past the first row are drawn only then). */
async function expandBars(page: Page) {
  const toggles = page.locator(`.keep-alive-pane:not([hidden]) .ant-pro-query-filter-collapse-button`);
  for (let i = 0; i < (await toggles.count()); i += 1) {
    const toggle = toggles.nth(i);
    const collapsed = await toggle.evaluate((el) => {
      const icon = el.querySelector<HTMLElement>('[style*="rotate"]');
      return !icon || /rotate\(0(turn|deg)?\)/.test(icon.style.transform);
    });
    if (collapsed) await toggle.click();
  }
}

/** The inputs of the filter bars whose text is cut: `label: text (needs n px, has m px)`. */
function cutInputs(page: Page): Promise<string[]> {
  return page.evaluate((bars) => {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getClientRects().length > 0;
    const labelOf = (el: Element) => {
      const item = el.closest('.ant-form-item');
      return (item?.querySelector('.ant-form-item-label')?.textContent || el.getAttribute('id') || '?').trim();
    };
    const cut: string[] = [];
    for (const bar of Array.from(document.querySelectorAll(bars))) {
      for (const input of Array.from(bar.querySelectorAll<HTMLInputElement>('input'))) {
        if (!visible(input) || ['checkbox', 'radio', 'hidden'].includes(input.type)) continue;
        // a select's search box holds no text of its own: its chosen option is measured below
        if (input.closest('.ant-select')) continue;
        const texts = [input.value || input.placeholder];
        // an empty date field: the text its format draws once a date is picked
        if (input.closest('.ant-picker') && !input.value && input.size > 2) {
          texts.push('2026-11-28 23:59:59'.slice(0, input.size - 2));
        }
        const style = getComputedStyle(input);
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const text of texts) {
          const need = ctx.measureText(text).width;
          if (text && need > room + 0.5) {
            cut.push(`${labelOf(input)}: "${text}" (needs ${Math.ceil(need)} px, has ${Math.floor(room)} px)`);
          }
        }
      }
      const shown = bar.querySelectorAll(
        '.ant-select-single .ant-select-selection-item, .ant-select .ant-select-selection-placeholder',
      );
      for (const el of Array.from(shown)) {
        if (!visible(el) || el.scrollWidth <= el.clientWidth) continue;
        cut.push(`${labelOf(el)}: "${el.textContent}" (needs ${el.scrollWidth} px, has ${el.clientWidth} px, select)`);
      }
    }
    return cut;
  }, BARS);
}

for (const locale of LOCALES) {
  test(`no filter input cuts its text at 1440 or 1280 px wide (${locale})`, async ({ page, request }) => {
    test.setTimeout(60_000 + SCREENS.length * 8_000);
    const token = await apiLogin(request, 'admin', ACCOUNTS.admin);
    const game = String((await myGames(request, token))[0].id);
    await page.addInitScript(
      ([t, g, l]) => {
        window.localStorage.setItem('umi_locale', l);
        window.localStorage.setItem('sToken', t);
        window.sessionStorage.setItem('GAME_ID', g);
      },
      [token, game, locale],
    );
    const found: string[] = [];
    let bars = 0;
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(screen + (RECORD[screen] ?? ''));
      await settled(page);
      const count = await page.locator(BARS).count();
      if (process.env.FILTER_REPORT) console.log(`${locale} ${screen} bars ${count}`);
      if (!count) continue;
      bars += 1;
      await expandBars(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // the form lays its fields out again from its own width (a ResizeObserver): a few frames
        await page.evaluate(
          () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))),
        );
        for (const c of await cutInputs(page)) {
          found.push(`${screen} @${width}: ${c}`);
          if (process.env.FILTER_REPORT) console.log(`${locale} ${screen} @${width}: ${c}`);
        }
      }
    }
    expect(found, `${found.length} inputs cut:\n${found.join('\n')}`).toEqual([]);
    // the route table's lists are visited (not a sign-in page or a 404 in their place)
    expect(bars).toBeGreaterThanOrEqual(ONLY.length ? 0 : MIN_BARS);
  });
}
