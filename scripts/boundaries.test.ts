import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './registries.mjs';

/**
 * Who may import whom (.dependency-cruiser.cjs, docs/rules.md "Areas and layers"): a small tree of the console and
 * the backend is written in a temporary folder (never in the checkout), dependency-cruiser runs on it with the
 * project's own configuration, and for each rule one import is refused and one beside it let through.
 */
const CONFIG = '.dependency-cruiser.cjs';
const TSCONFIG = 'tsconfig.depcruise.json';

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const imports = (...specs: string[]) =>
  `${specs.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}\n\nexport const used = [${specs.map((_, i) => `m${i}`).join(', ')}];\n`;
const leaf = 'export const value = 1;\n';

/** The tree: every file a case names, each importing what the case says (paths from the tree's root). */
const TREE: Record<string, string> = {
  // the console's layers
  'src/contract/other.ts': leaf,
  'src/contract/refused.ts': imports('../utils/format'),
  'src/contract/ok.ts': imports('./other'),
  'src/request/refused.ts': imports('../hooks/useOk'),
  'src/request/ok.ts': imports('../contract/other', '../utils/storage'),
  'src/utils/storage.ts': leaf,
  'src/utils/i18n.ts': imports('./storage'),
  'src/utils/portal.ts': imports('./format', './i18n'),
  'src/utils/format.ts': leaf,
  'src/hooks/useRefused.ts': imports('../components/Widget'),
  'src/hooks/useOk.ts': imports('../utils/format', '../request/ok'),
  'src/services/refused.ts': imports('../features/orders/index'),
  'src/components/Widget.tsx': leaf,
  'src/components/Refused.tsx': imports('../features/orders/index'),
  'src/components/Ok.tsx': imports('../hooks/useOk', './Widget'),
  'src/features/orders/index.ts': leaf,
  'src/features/orders/filters.ts': leaf,
  'src/features/orders/FlowScreen.tsx': leaf,
  'src/features/orders/Refused.tsx': imports('../../pages/order/index', '../roleTransfer/RolesTable'),
  'src/features/orders/Ok.tsx': imports('../../components/Widget', '../roleTransfer/index', './filters'),
  'src/features/roleTransfer/index.ts': leaf,
  'src/features/roleTransfer/RolesTable.tsx': leaf,
  'src/layouts/Refused.tsx': imports('../pages/order/index'),
  'src/layouts/Ok.tsx': imports('../components/Widget'),
  'src/pages/order/index.tsx': leaf,
  'src/pages/order/refused.ts': imports('../pay/components/Form', '@/features/orders/filters'),
  'src/pages/order/ok.ts': imports('../pay/index', './index', '@/features/orders/FlowScreen', '@/features/orders'),
  'src/pages/pay/index.tsx': leaf,
  'src/pages/pay/components/Form.tsx': leaf,
  'src/utils/missing.ts': imports('./nowhere'),
  'src/utils/intoMock.ts': imports('../../mock/core/clock'),
  'src/features/orders/buttons.test.ts': imports('../../../mock/core/routeNames', '../../../mock/core/clock'),
  // a cycle, through a type-only import
  'src/utils/cycleA.ts': "import type { B } from './cycleB';\n\nexport interface A {\n  b?: B;\n}\n",
  'src/utils/cycleB.ts': "import type { A } from './cycleA';\n\nexport interface B {\n  a?: A;\n}\n",
  // the backend: entries, domains, the framework
  'mock/core/clock.ts': leaf,
  'mock/core/routeNames.ts': leaf,
  'mock/core/refused.ts': imports('../players/index', '../pay'),
  'mock/core/ok.ts': imports('./clock', '../../src/contract/other'),
  'mock/core/whole.test.ts': imports('../pay', '../pay/state'),
  'mock/pay.ts': imports('./pay/handlers', './players/store', './players/index'),
  'mock/pay/handlers.ts': leaf,
  'mock/pay/state.ts': leaf,
  'mock/players/index.ts': leaf,
  'mock/players/store.ts': leaf,
  'mock/packaging/index.ts': leaf,
  'mock/packaging/store.ts': leaf,
  'mock/packaging/testSupport.ts': imports('../pay', '../core/clock'),
  'mock/orders/refused.ts': imports('../players/store', '../pay', '../../src/components/Widget'),
  'mock/orders/ok.ts': imports(
    '../players/index',
    '../core/clock',
    './ok2',
    '../../src/contract/other',
    '../../src/utils/format',
  ),
  'mock/orders/ok2.ts': leaf,
  'mock/orders/calls.test.ts': imports('../packaging/testSupport', '../packaging/store', '../pay'),
};

/** Which imports the configuration refuses, by rule: [from, to] pairs of the tree above. */
const REFUSED: Record<string, Array<[string, string]>> = {
  'contract-stands-alone': [['src/contract/refused.ts', 'src/utils/format.ts']],
  'request-on-contract': [['src/request/refused.ts', 'src/hooks/useOk.ts']],
  'browser-basics-below-request': [['src/utils/portal.ts', 'src/utils/format.ts']],
  'hooks-utils-below-components': [
    ['src/hooks/useRefused.ts', 'src/components/Widget.tsx'],
    ['src/services/refused.ts', 'src/features/orders/index.ts'],
  ],
  'components-below-features': [['src/components/Refused.tsx', 'src/features/orders/index.ts']],
  'features-below-pages': [['src/features/orders/Refused.tsx', 'src/pages/order/index.tsx']],
  'layouts-below-pages': [['src/layouts/Refused.tsx', 'src/pages/order/index.tsx']],
  'areas-through-index': [['src/pages/order/refused.ts', 'src/pages/pay/components/Form.tsx']],
  'features-through-index': [['src/features/orders/Refused.tsx', 'src/features/roleTransfer/RolesTable.tsx']],
  'pages-use-feature-index-or-screen': [['src/pages/order/refused.ts', 'src/features/orders/filters.ts']],
  'src-not-into-mock': [['src/utils/intoMock.ts', 'mock/core/clock.ts']],
  'src-tests-only-route-names': [['src/features/orders/buttons.test.ts', 'mock/core/clock.ts']],
  'core-is-framework': [
    ['mock/core/refused.ts', 'mock/players/index.ts'],
    ['mock/core/refused.ts', 'mock/pay.ts'],
  ],
  'core-tests-use-entries': [['mock/core/whole.test.ts', 'mock/pay/state.ts']],
  'domains-through-index': [['mock/orders/refused.ts', 'mock/players/store.ts']],
  'domain-tests-through-index-or-test-support': [['mock/orders/calls.test.ts', 'mock/packaging/store.ts']],
  'domains-not-into-entries': [['mock/orders/refused.ts', 'mock/pay.ts']],
  'entries-through-index': [['mock/pay.ts', 'mock/players/store.ts']],
  'mock-not-into-ui': [['mock/orders/refused.ts', 'src/components/Widget.tsx']],
  'all-resolved': [['src/utils/missing.ts', './nowhere']],
  'no-cycles': [['src/utils/cycleA.ts', 'src/utils/cycleB.ts']],
};

/** Imports let through: each rule's neighbour of what it refuses. */
const ALLOWED: Array<[string, string]> = [
  ['src/contract/ok.ts', 'src/contract/other.ts'],
  ['src/request/ok.ts', 'src/contract/other.ts'],
  ['src/request/ok.ts', 'src/utils/storage.ts'],
  ['src/utils/i18n.ts', 'src/utils/storage.ts'],
  ['src/hooks/useOk.ts', 'src/utils/format.ts'],
  ['src/hooks/useOk.ts', 'src/request/ok.ts'],
  ['src/components/Ok.tsx', 'src/hooks/useOk.ts'],
  ['src/features/orders/Ok.tsx', 'src/components/Widget.tsx'],
  ['src/features/orders/Ok.tsx', 'src/features/roleTransfer/index.ts'],
  ['src/features/orders/Ok.tsx', 'src/features/orders/filters.ts'],
  ['src/layouts/Ok.tsx', 'src/components/Widget.tsx'],
  ['src/pages/order/ok.ts', 'src/pages/pay/index.tsx'],
  ['src/pages/order/ok.ts', 'src/pages/order/index.tsx'],
  ['src/pages/order/ok.ts', 'src/features/orders/FlowScreen.tsx'],
  ['src/pages/order/ok.ts', 'src/features/orders/index.ts'],
  ['src/features/orders/buttons.test.ts', 'mock/core/routeNames.ts'],
  ['mock/core/ok.ts', 'mock/core/clock.ts'],
  ['mock/core/ok.ts', 'src/contract/other.ts'],
  ['mock/core/whole.test.ts', 'mock/pay.ts'],
  ['mock/pay.ts', 'mock/pay/handlers.ts'],
  ['mock/pay.ts', 'mock/players/index.ts'],
  ['mock/packaging/testSupport.ts', 'mock/pay.ts'],
  ['mock/orders/ok.ts', 'mock/players/index.ts'],
  ['mock/orders/ok.ts', 'mock/core/clock.ts'],
  ['mock/orders/ok.ts', 'mock/orders/ok2.ts'],
  ['mock/orders/ok.ts', 'src/contract/other.ts'],
  ['mock/orders/ok.ts', 'src/utils/format.ts'],
  ['mock/orders/calls.test.ts', 'mock/packaging/testSupport.ts'],
  ['mock/orders/calls.test.ts', 'mock/pay.ts'],
];

let dir = '';
let violations: Violation[] = [];
let modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }> = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const f of [CONFIG, TSCONFIG]) copyFileSync(join(ROOT, f), join(dir, f));
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  let out = '';
  try {
    out = execFileSync(join(ROOT, 'node_modules', '.bin', 'depcruise'), ['src', 'mock', '-c', CONFIG, '-T', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const result = JSON.parse(out);
  violations = result.summary.violations;
  modules = result.modules;
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const refusedBy = (from: string, to: string) =>
  violations.filter((v) => v.from === from && v.to === to).map((v) => v.rule.name);

describe('who may import whom (.dependency-cruiser.cjs)', () => {
  it('works on a tree outside the checkout, every import of it resolved', () => {
    expect(dir.startsWith(tmpdir())).toBe(true);
    expect(dir.startsWith(ROOT)).toBe(false);
    for (const [path, text] of Object.entries(TREE)) {
      if (path === 'src/utils/missing.ts') continue;
      const found = modules.find((m) => m.source === path);
      expect({ path, deps: found?.dependencies.length }).toEqual({
        path,
        deps: (text.match(/^import /gm) ?? []).length,
      });
    }
  });

  it('every rule of the configuration has its case here', async () => {
    const { forbidden } = (await import(join(ROOT, CONFIG))).default as { forbidden: Array<{ name: string }> };
    expect(Object.keys(REFUSED).sort()).toEqual(forbidden.map((r) => r.name).sort());
  });

  for (const [rule, pairs] of Object.entries(REFUSED)) {
    it(`${rule}: refused`, () => {
      for (const [from, to] of pairs)
        expect({ from, to, rules: refusedBy(from, to) }).toMatchObject({
          from,
          to,
          rules: expect.arrayContaining([rule]),
        });
    });
  }

  it('what each rule lets through: its neighbours in the tree', () => {
    for (const [from, to] of ALLOWED) {
      expect(modules.find((m) => m.source === from)?.dependencies.some((d) => d.resolved === to)).toBe(true);
      expect({ from, to, rules: refusedBy(from, to) }).toEqual({ from, to, rules: [] });
    }
  });
});
