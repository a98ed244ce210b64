import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** Every `node_modules/@babel/runtime` installed below a package (not the top-level one), as paths from the root. */
function nestedCopies(dir: string, found: string[] = []): string[] {
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) return found;
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    const packages = name.startsWith('@') ? readdirSync(join(modules, name)).map((n) => `${name}/${n}`) : [name];
    for (const pkg of packages) {
      const path = join(modules, pkg);
      if (pkg === '@babel/runtime' && dir !== ROOT) found.push(path.slice(ROOT.length + 1));
      nestedCopies(path, found);
    }
  }
  return found;
}

describe('babel helpers in the start-up script (docs/rules.md "First download")', () => {
  it('come from one @babel/runtime: no package holds a copy of its own (package.json overrides)', () => {
    const top = JSON.parse(readFileSync(join(ROOT, 'node_modules/@babel/runtime/package.json'), 'utf8'));
    expect(top.version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).overrides['@babel/runtime']);
    expect(nestedCopies(ROOT)).toEqual([]);
  });
});
