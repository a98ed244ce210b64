// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Forms take their rules from the contract (docs/rules.md "Validation messages"): a field bound to a contract field
 * gets `required`, its length, pattern, range and whole-number rule from the field's declaration through fieldRules()
 * (src/utils/fieldRules.ts), and a field the contract does not declare says required through requiredRule(). So no
 * form in the console types a rule or a limit itself. This walks every form of the console (src/pages, src/features,
 * src/components) and names each place that does:
 *
 * - a rule object written in a `rules` list (or a column's `formItemProps.rules`) with `required`, `whitespace`,
 *   `pattern`, `min`, `max`, `len` or `type` — a validator function (a check across fields, a parse) is not a limit;
 * - a `maxLength`, `minLength`, `min`, `max` or `pattern` written as a value on a field (`fieldProps`, an input's
 *   attribute) rather than spread from the helper's `input`.
 *
 * A page that types `{ pattern: /^\d{10}$/ }` or `maxLength: 64` fails here, whatever the contract says.
 */
const ROOT = resolve(__dirname, '../..');
const DIRS = ['src/pages', 'src/features', 'src/components'].map((d) => join(ROOT, d));

const RULE_KEYS = new Set(['required', 'whitespace', 'pattern', 'min', 'max', 'len', 'type']);
const LIMIT_KEYS = new Set(['maxLength', 'minLength', 'min', 'max', 'pattern']);
/** where a field's input limits are written: a ProForm field's props, or a column's */
const INPUT_HOLDERS = new Set(['fieldProps', 'formItemProps']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const nameOf = (n: ts.PropertyName | ts.JsxAttributeName) =>
  ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : ts.isJsxNamespacedName(n) ? n.name.text : '';

/** The rules and limits a file types itself, as `line: what`. */
function typedRules(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const seen = new Set<ts.Node>();
  const at = (n: ts.Node, what: string) => {
    if (seen.has(n)) return;
    seen.add(n);
    found.push(`${source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1}: ${what}`);
  };
  /** A rule object kept in a variable (`const required = { required: true, message }`) is one too. */
  const ruleObject = (n: ts.ObjectLiteralExpression) => {
    const keys = n.properties.map((p) => (p.name ? nameOf(p.name as ts.PropertyName) : ''));
    if (!keys.includes('message')) return;
    n.properties.forEach((p) => {
      const key = p.name ? nameOf(p.name as ts.PropertyName) : '';
      if (RULE_KEYS.has(key) && key !== 'type') at(p, `rule ${key} typed in the form`);
    });
  };

  /** Rule objects in a `rules` value (not inside a validator's function). */
  const rulesIn = (n: ts.Node) => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isObjectLiteralExpression(n)) {
      n.properties.forEach((p) => {
        if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) {
          const key = nameOf(p.name);
          if (RULE_KEYS.has(key)) at(p, `rule ${key} typed in the form`);
        }
      });
      return;
    }
    ts.forEachChild(n, rulesIn);
  };
  /** Limits written as values in a field's props (a spread of the helper's `input` is not one). */
  const limitsIn = (n: ts.Node) => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) {
      const key = nameOf(n.name);
      if (LIMIT_KEYS.has(key)) at(n, `${key} typed in the form`);
      if (key === 'rules' && ts.isPropertyAssignment(n)) return rulesIn(n.initializer);
    }
    ts.forEachChild(n, limitsIn);
  };

  const visit = (n: ts.Node) => {
    if (ts.isObjectLiteralExpression(n)) ruleObject(n);
    if (ts.isJsxAttribute(n) && n.initializer) {
      const key = nameOf(n.name);
      if (key === 'rules') return rulesIn(n.initializer);
      if (INPUT_HOLDERS.has(key)) return limitsIn(n.initializer);
      if (LIMIT_KEYS.has(key)) at(n, `${key} typed in the form`);
    } else if (ts.isPropertyAssignment(n)) {
      const key = nameOf(n.name);
      if (key === 'rules') return rulesIn(n.initializer);
      if (INPUT_HOLDERS.has(key)) return limitsIn(n.initializer);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('forms take their rules from the contract', () => {
  const all = DIRS.flatMap(files).map((f) => relative(ROOT, f));

  it('no form types a rule or a limit of its own', { timeout: 120_000 }, () => {
    const typed = all.flatMap((f) => typedRules(join(ROOT, f)).map((w) => `${f}:${w}`));
    expect(typed).toEqual([]);
  });

  it('would notice a page typing its own pattern, length, range or required rule', () => {
    const page = `export default () => (
        <>
          <ProFormText name="merchantId" fieldProps={{ id: 'm', maxLength: 64 }}
            rules={[{ required: true, whitespace: true, message: t('common.required') }, { pattern: /^[A-Z]+$/ }]} />
          <ProFormDigit name="sort" min={0} max={9999} />
          <Input.TextArea maxLength={200} />
        </>
      );
      const columns = [{ dataIndex: 'roleId', formItemProps: { rules: [digitRule(), { max: 10 }] } }];
      const required = { required: true, message: t('common.required') };
    `;
    expect(typedRules('page.tsx', page)).toEqual([
      '3: maxLength typed in the form',
      '4: rule required typed in the form',
      '4: rule whitespace typed in the form',
      '4: rule pattern typed in the form',
      '5: min typed in the form',
      '5: max typed in the form',
      '6: maxLength typed in the form',
      '9: rule max typed in the form',
      '10: rule required typed in the form',
    ]);
  });

  it('takes what the helper gives, and a check across fields, as the contract’s', () => {
    const page = `
      const merchantId = fieldRules(F.merchantId, { patternMessage: t('x') });
      export default () => (
        <ProFormText name="merchantId" fieldProps={{ id: 'm', ...merchantId.input }}
          rules={[...merchantId.rules, ({ getFieldValue }) => ({ validator: () => Promise.resolve() })]} />
      );
    `;
    expect(typedRules('page.tsx', page)).toEqual([]);
  });
});
