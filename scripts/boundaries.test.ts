import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './registries.mjs';

/**
 * The linter keeps the areas apart (docs/rules.md "Areas and layers"; biome.json's overrides): files written for the
 * test where an area's, a shared home's or the framework's files sit are linted with the project's configuration,
 * and each import is refused or let through as the rule says. A cycle between two modules is refused too.
 */
const TAG = `zzBoundary${process.pid}`;
const made: string[] = [];

function lint(files: Record<string, string>): Record<string, string[]> {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(ROOT, dirname(path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
    // the folder named TAG, or the file itself where the file is named after it (a framework file in mock/core)
    const parts = path.split('/');
    made.push(parts.includes(TAG) ? parts.slice(0, parts.indexOf(TAG) + 1).join('/') : path);
  }
  const biome = join(ROOT, 'node_modules', '.bin', 'biome');
  let out = '';
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=200', ...Object.keys(files)], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const found: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((p) => [p, []]));
  for (const d of JSON.parse(out).diagnostics as Array<{
    category: string;
    location: { path: string | { file: string } };
  }>) {
    const path = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
    if (found[path] && d.category.startsWith('lint/')) found[path].push(d.category.replace(/^lint\/\w+\//, ''));
  }
  return found;
}

const importing = (spec: string) => `import value from '${spec}';\n\nexport const used = value;\n`;

afterAll(() => {
  for (const dir of new Set(made)) rmSync(join(ROOT, dir), { recursive: true, force: true });
});

describe('area boundaries, as the linter keeps them', () => {
  it('an area imports its own files, the shared homes and a feature by its index or a screen, nothing else', () => {
    const at = (name: string) => `src/pages/${TAG}/components/${name}.tsx`;
    const found = lint({
      [at('Other')]: importing('@/pages/order/paths'),
      [at('Climbing')]: importing('../../order/paths'),
      [at('Inside')]: importing('../../../features/orders/filters'),
      [at('FeatureInside')]: importing('@/features/orders/filters'),
      [at('Own')]: importing('../paths'),
      [at('Index')]: importing('@/features/orders'),
      [at('Screen')]: importing('@/features/orders/FlowScreen'),
      [at('Shared')]: importing('@/utils/appPaths'),
    });
    expect(found[at('Other')]).toContain('noRestrictedImports');
    expect(found[at('Climbing')]).toContain('noRestrictedImports');
    expect(found[at('Inside')]).toContain('noRestrictedImports');
    expect(found[at('FeatureInside')]).toContain('noRestrictedImports');
    for (const ok of ['Own', 'Index', 'Screen', 'Shared'])
      expect({ ok, found: found[at(ok)] }).toEqual({ ok, found: [] });
  }, 60_000);

  it('app-wide parts import no area and no feature', () => {
    const at = `src/components/${TAG}/index.ts`;
    expect(lint({ [at]: importing('@/pages/setting/paths') })[at]).toContain('noRestrictedImports');
  }, 60_000);

  it("a backend area imports its own folder, mock/core's framework, a shared home by its index and entries only", () => {
    const at = (name: string) => `mock/${TAG}/sub/${name}.ts`;
    const found = lint({
      [at('other')]: importing('../../operate/stopConfig/state'),
      [at('inside')]: importing('../../core/shared/players/store'),
      [at('core')]: importing('../../core/clock'),
      [at('shared')]: importing('../../core/shared/players'),
      [at('entry')]: importing('../../operate'),
      [at('own')]: importing('../state'),
      [at('contract')]: importing('../../../src/contract'),
    });
    expect(found[at('other')]).toContain('noRestrictedImports');
    expect(found[at('inside')]).toContain('noRestrictedImports');
    for (const ok of ['core', 'shared', 'entry', 'own', 'contract'])
      expect({ ok, found: found[at(ok)] }).toEqual({ ok, found: [] });
  }, 60_000);

  it("a shared home imports the framework, another home by its index and areas' entries, no area's internals", () => {
    const at = (name: string) => `mock/core/shared/${TAG}/${name}.ts`;
    const found = lint({
      [at('otherHome')]: importing('../players/store'),
      [at('area')]: importing('../../../operate/stopConfig/state'),
      [at('homeIndex')]: importing('../players'),
      [at('framework')]: importing('../../clock'),
      [at('entry')]: importing('../../../operate'),
      [at('own')]: importing('./state'),
      [at('contract')]: importing('../../../../src/contract'),
    });
    expect(found[at('otherHome')]).toContain('noRestrictedImports');
    expect(found[at('area')]).toContain('noRestrictedImports');
    for (const ok of ['homeIndex', 'framework', 'entry', 'own', 'contract'])
      expect({ ok, found: found[at(ok)] }).toEqual({ ok, found: [] });
  }, 60_000);

  it('the framework (the files of mock/core) imports no area and no shared home', () => {
    const at = (name: string) => `mock/core/${TAG}${name}.ts`;
    const found = lint({
      [at('Home')]: importing('./shared/players'),
      [at('Area')]: importing('../operate'),
      [at('Framework')]: importing('./clock'),
    });
    expect(found[at('Home')]).toContain('noRestrictedImports');
    expect(found[at('Area')]).toContain('noRestrictedImports');
    expect(found[at('Framework')]).toEqual([]);
  }, 60_000);

  it('two modules that import each other are refused, a type-only import included', () => {
    const a = `mock/${TAG}/cycle/a.ts`;
    const b = `mock/${TAG}/cycle/b.ts`;
    const found = lint({
      [a]: "import type { B } from './b';\n\nexport interface A {\n  b?: B;\n}\n",
      [b]: "import type { A } from './a';\n\nexport interface B {\n  a?: A;\n}\n",
    });
    expect([...found[a], ...found[b]]).toContain('noImportCycles');
  }, 60_000);
});
