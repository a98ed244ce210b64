/**
 * What React draws to show a list: per scenario, the commits and the components mounted or drawn again, counted by a
 * stand-in for React's devtools hook (react-dom reports each commit to it). A component counts as drawn again when its
 * props or state differ from the previous commit's; a subtree React skipped is not walked. The counts do not depend on
 * the machine's speed as times do: /oplog's two runs differ by a few components; /order/flow's by up to a few hundred
 * (which commit its first page's answer joins depends on when it comes), so each scenario is counted three times and
 * its median given, with the range. So they show an extra pass that the timed figures' noise hides. CPU not
 * throttled: only the counts are read.
 */
import { benchContext, OPLOG, ORDER, openInConsole, settleWelcome } from './browser.mjs';

/** Installed before the app: the hook react-dom looks for at its start; counting starts when `__benchRenders` is set. */
export function renderCounter() {
  const COMPONENTS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const count = window.__benchRenders;
      if (!count) return;
      count.commits += 1;
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const before = fiber.alternate;
          const drawn =
            !before || before.memoizedProps !== fiber.memoizedProps || before.memoizedState !== fiber.memoizedState;
          if (COMPONENTS.has(fiber.tag) && drawn) {
            if (before) count.again += 1;
            else count.mounted += 1;
          }
          if (fiber.child && (drawn || fiber.child !== before.child)) walk(fiber.child);
        }
      };
      walk(root.current.child);
    },
  };
}

const START = () => {
  window.__benchRenders = { commits: 0, mounted: 0, again: 0 };
};
const QUIET_MS = 1500;

/** A cold load of `page` (signed in), counted from the start until a row is shown and the page was quiet 1.5 s. */
async function coldCount(browser, base, init, page) {
  const context = await benchContext(browser, init, renderCounter, START);
  try {
    const tab = await context.newPage();
    await tab.goto(`${base}${page.path}`, { timeout: 120_000 });
    await tab.locator(page.selector).first().waitFor({ state: 'visible', timeout: 120_000 });
    await tab.waitForTimeout(QUIET_MS);
    return await tab.evaluate(() => window.__benchRenders);
  } finally {
    await context.close();
  }
}

/** /oplog opened in the console from a settled /welcome (as measureFirstVisit does), counted from the push on. */
async function visitCount(browser, base, init) {
  const context = await benchContext(browser, init, renderCounter);
  try {
    const tab = await context.newPage();
    await settleWelcome(tab, base);
    await tab.evaluate(START);
    await tab.evaluate(openInConsole, OPLOG.path);
    await tab.waitForTimeout(QUIET_MS);
    return await tab.evaluate(() => window.__benchRenders);
  } finally {
    await context.close();
  }
}

const COUNTS = 3;

/** The median of each count over COUNTS runs of `run`, and the range of the components drawn again. */
async function counted(what, run) {
  const runs = [];
  for (let i = 0; i < COUNTS; i += 1) runs.push(await run());
  const mid = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(COUNTS / 2)];
  const again = runs.map((r) => r.again);
  return {
    what,
    commits: mid('commits'),
    mounted: mid('mounted'),
    again: mid('again'),
    againRange: [Math.min(...again), Math.max(...again)],
  };
}

/** The three scenarios' counts: [{ what, commits, mounted, again, againRange }], each the median of three runs. */
export async function countRenders(browser, base, init) {
  return [
    await counted('/oplog cold, to the row', () => coldCount(browser, base, init, OPLOG)),
    await counted('/order/flow cold, to the row', () => coldCount(browser, base, init, ORDER)),
    await counted('/oplog first visit from /welcome', () => visitCount(browser, base, init)),
  ];
}
