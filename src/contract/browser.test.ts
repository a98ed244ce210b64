// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The console reads the contract's types and a few of its values (codes, patterns); the schemas themselves and the
 * schema library stay on the server side (docs/rules.md "API contract"). This follows every import the browser runs
 * (type-only imports are erased by the build) from the console's own modules and names any that reaches `typebox`.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.umi' || name.startsWith('.umi-') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveModule(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The modules a file imports at run time: package names and resolved project files. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  source.statements.forEach((st) => {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push((st.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      const named = st.exportClause;
      if (!(named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly))) {
        specs.push((st.moduleSpecifier as ts.StringLiteral).text);
      }
    }
  });
  return specs;
}

/** For every console module (outside src/contract) that reaches `typebox` at run time: the chain of imports. */
function chainsToTypebox(): string[] {
  const via = new Map<string, string[]>();
  const queue: Array<[string, string[]]> = sourceFiles(SRC)
    .filter((f) => !f.startsWith(join(SRC, 'contract')))
    .map((f) => [f, [relative(ROOT, f)]]);
  const found: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, chain] = next;
    if (via.has(file)) continue;
    via.set(file, chain);
    runtimeImports(file).forEach((spec) => {
      if (spec === 'typebox' || spec.startsWith('typebox/')) found.push([...chain, spec].join(' → '));
      const next = resolveModule(file, spec);
      if (next && !via.has(next)) queue.push([next, [...chain, relative(ROOT, next)]]);
    });
  }
  return found;
}

describe('the schema library stays out of the browser', () => {
  // parses every console module: given time on a busy machine
  it('no console module imports typebox at run time, directly or through the contract', { timeout: 120_000 }, () => {
    expect(chainsToTypebox()).toEqual([]);
  });

  it('would notice one that does (a contract schema module imported for a value)', () => {
    expect(runtimeImports(join(SRC, 'contract/order/records.ts'))).toContain('typebox');
    expect(runtimeImports(join(SRC, 'contract/order/values.ts'))).not.toContain('typebox');
  });
});
