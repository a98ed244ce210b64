import { expect, type Page, test } from '@playwright/test';
import { resetBackend, signIn } from './support';

/**
 * docs/rules.md "Library patches": the console's first screen makes no Intl object before its rows show, nor the
 * sign-in page before its form (the first one a page makes costs Chromium 50–130 ms on the main thread, loading ICU's
 * locale data), although intl-messageformat, react-intl and pro-field's money field each made one as the console
 * opened. Every way into ICU is watched from before the page's first script: the Intl constructors, their
 * supportedLocalesOf, and the toLocale… methods.
 */

/** Runs in the page before its scripts: records each use of ICU, and when `selector` is first in the document. */
function watchIcu(selector: string) {
  const w = window as unknown as { __icu: Array<{ what: string; at: number; from: string }>; __shownAt?: number };
  w.__icu = [];
  const note = (what: string) =>
    w.__icu.push({ what, at: performance.now(), from: (new Error().stack || '').split('\n').slice(2, 5).join(' | ') });
  const intl = Intl as unknown as Record<string, { new (...a: unknown[]): unknown; supportedLocalesOf?: unknown }>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Real = intl[name];
    if (typeof Real !== 'function') continue;
    const Watched = function (this: unknown, ...args: unknown[]) {
      note(`Intl.${name}`);
      return new Real(...args);
    } as unknown as { new (...a: unknown[]): unknown; supportedLocalesOf?: unknown; prototype: unknown };
    Watched.prototype = Real.prototype;
    if (typeof Real.supportedLocalesOf === 'function') {
      const supported = Real.supportedLocalesOf as (...a: unknown[]) => unknown;
      Watched.supportedLocalesOf = (...args: unknown[]) => {
        note(`Intl.${name}.supportedLocalesOf`);
        return supported.apply(Real, args);
      };
    }
    intl[name] = Watched;
  }
  const methods: Array<[object, string, string]> = [
    [String.prototype, 'localeCompare', 'String'],
    [Number.prototype, 'toLocaleString', 'Number'],
    [Date.prototype, 'toLocaleString', 'Date'],
    [Date.prototype, 'toLocaleDateString', 'Date'],
    [Date.prototype, 'toLocaleTimeString', 'Date'],
  ];
  for (const [proto, method, owner] of methods) {
    const table = proto as Record<string, (...a: unknown[]) => unknown>;
    const real = table[method];
    table[method] = function (this: unknown, ...args: unknown[]) {
      note(`${owner}.${method}`);
      return real.apply(this, args);
    };
  }
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    w.__shownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The uses of ICU the page made before `selector` was first in the document (and that it was). */
async function icuBeforeShown(page: Page) {
  const { calls, shownAt } = await page.evaluate(() => {
    const w = window as unknown as { __icu: Array<{ what: string; at: number; from: string }>; __shownAt?: number };
    return { calls: w.__icu, shownAt: w.__shownAt };
  });
  expect(shownAt).toBeGreaterThan(0);
  return { before: calls.filter((c) => c.at < (shownAt ?? 0)), all: calls.length };
}

test('a cold /oplog makes no Intl object before its rows show', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.addInitScript(watchIcu, '.ant-table-row');
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  const { before, all } = await icuBeforeShown(page);
  expect(before).toEqual([]);
  // the watch itself works: a formatter the page makes now is seen
  await page.evaluate(() => new Intl.NumberFormat('zh-CN').format(1234));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __icu: unknown[] }).__icu.length))
    .toBeGreaterThan(all);
});

test('the sign-in page makes no Intl object before its form shows', async ({ page }) => {
  await page.addInitScript(watchIcu, '#login-account');
  await page.goto('/user/login');
  await expect(page.locator('#login-account')).toBeVisible();
  expect((await icuBeforeShown(page)).before).toEqual([]);
});

/**
 * Runs in the page before its scripts: through React's DevTools hook (which production builds call too), counts for
 * each selector how many times one matching element was drawn (handed new props) in the commits up to the first one
 * with a table row. The element most often drawn counts.
 */
function countDraws(selectors: Record<string, string>) {
  type Fiber = { tag: number; stateNode: unknown; memoizedProps: unknown; child: Fiber | null; sibling: Fiber | null };
  const w = window as unknown as { __draws: Record<string, number>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  const draws: Record<string, number> = Object.fromEntries(Object.keys(selectors).map((k) => [k, 0]));
  w.__draws = draws;
  const seen = new WeakMap<Element, { props: unknown; n: number }>();
  let rowsShown = false;
  const visit = (first: Fiber | null) => {
    for (let f = first; f; f = f.sibling) {
      const node = f.stateNode;
      const keys =
        f.tag === 5 && node instanceof Element ? Object.keys(selectors).filter((k) => node.matches(selectors[k])) : [];
      const last = keys.length ? seen.get(node as Element) : undefined;
      if (keys.length && last?.props !== f.memoizedProps) {
        // drawn once more: counted for each selector the element matches
        const n = (last?.n ?? 0) + 1;
        seen.set(node as Element, { props: f.memoizedProps, n });
        for (const key of keys) draws[key] = Math.max(draws[key], n);
      }
      visit(f.child);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    checkDCE() {},
    inject: () => 1,
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      if (rowsShown) return;
      visit(root.current.child);
      rowsShown = !!document.querySelector('.ant-table-row');
    },
  };
}

test('a cold /oplog draws its layout and search form once and its table three times before the rows', async ({
  page,
  request,
}) => {
  // docs/rules.md "Library patches": each was drawn again, by a library setting a state to the value it had, or (the
  // search form) laying its columns out again once it had measured its width
  await signIn(page, request, 'admin');
  await page.addInitScript(countDraws, {
    layout: '.ant-pro-layout',
    menu: '.ant-pro-sider ul.ant-menu-root',
    form: 'form.ant-pro-query-filter',
    table: '.ant-pro-table',
  });
  await page.goto('/oplog');
  await expect(page.locator('[data-pane="/oplog"] .ant-table-row').first()).toBeVisible();
  const draws = await page.evaluate(() => (window as unknown as { __draws: Record<string, number> }).__draws);
  expect(draws).toEqual({
    layout: 1,
    // drawn, then again as rc-menu registers its items (its own design)
    menu: 2,
    // drawn once, its columns laid out for the workspace's width from the start
    form: 1,
    // drawn, then with the search form's first values, then with the rows
    table: 3,
  });
});
