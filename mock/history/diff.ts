import type { ChangeOp } from '../../src/contract/history';
import { canonical } from '../core/json';
import { isPlainObject } from '../core/validate';

export { canonical };

/**
 * The field-by-field difference of two configuration snapshots (docs/rules.md "Configuration history"): nested
 * objects by key, lists element by element (added / removed / changed, and a `reordered` entry when the elements
 * both lists hold are in another order). Secret fields are named by dotted path; their stored values are keyed
 * fingerprints, compared here and never put in a change: a secret yields `{secret: true, changed}` whether it changed
 * or not, so the console can say "unchanged" too.
 */
export interface Change {
  path: string;
  op: ChangeOp;
  before?: unknown;
  after?: unknown;
  secret?: true;
  changed?: boolean;
}

export interface DiffOptions {
  /** dotted paths left out (bookkeeping: updated, updatedBy, …) */
  ignore?: readonly string[];
  /** dotted paths of secret fields (outside lists) */
  secrets?: readonly string[];
}

type Json = unknown;

export const sameValue = (a: Json, b: Json) => canonical(a) === canonical(b);

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
const absent = (v: Json) => v === undefined || v === null;

export function diffSnapshots(a: Json, b: Json, options: DiffOptions = {}): Change[] {
  const ignore = new Set(options.ignore ?? []);
  const secrets = new Set(options.secrets ?? []);
  const out: Change[] = [];

  const walk = (x: Json, y: Json, path: string): void => {
    if (secrets.has(path)) {
      if (absent(x) && absent(y)) return;
      out.push({ path, op: 'changed', secret: true, changed: !sameValue(x ?? '', y ?? '') });
      return;
    }
    // an object or list on one side only: its fields count one by one (so a secret inside is never shown)
    if (isPlainObject(x) || isPlainObject(y)) {
      if ((isPlainObject(x) || absent(x)) && (isPlainObject(y) || absent(y))) {
        objectDiff((x ?? {}) as Record<string, Json>, (y ?? {}) as Record<string, Json>, path);
        return;
      }
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      listDiff(x, y, path);
      return;
    }
    if (sameValue(x, y)) return;
    if (x === undefined) out.push({ path, op: 'added', after: y });
    else if (y === undefined) out.push({ path, op: 'removed', before: x });
    else out.push({ path, op: 'changed', before: x, after: y });
  };

  const objectDiff = (x: Record<string, Json>, y: Record<string, Json>, path: string) => {
    const keys = [...Object.keys(x), ...Object.keys(y).filter((k) => !(k in x))];
    keys.forEach((k) => {
      const p = child(path, k);
      if (!ignore.has(p)) walk(x[k], y[k], p);
    });
  };

  const listDiff = (x: Json[], y: Json[], path: string) => {
    const pairs = matchElements(x, y);
    const pairedA = new Set(pairs.map(([i]) => i));
    const pairedB = new Set(pairs.map(([, j]) => j));
    x.forEach((v, i) => {
      if (!pairedA.has(i)) out.push({ path: `${path}[${i}]`, op: 'removed', before: v });
    });
    pairs.forEach(([i, j]) => walk(x[i], y[j], `${path}[${j}]`));
    y.forEach((v, j) => {
      if (!pairedB.has(j)) out.push({ path: `${path}[${j}]`, op: 'added', after: v });
    });
    const order = [...pairs].sort((p, q) => p[0] - q[0]).map(([, j]) => j);
    if (order.some((j, k) => k > 0 && j < order[k - 1])) {
      out.push({ path, op: 'reordered', before: x.map(identity), after: y.map(identity) });
    }
  };

  walk(a, b, '');
  return out;
}

/** What names a list element in a `reordered` entry: the value itself, else its id or key, else its JSON. */
function identity(v: Json): Json {
  if (isPlainObject(v)) return v.id ?? v.key ?? canonical(v);
  return v;
}

/** The key that identifies elements of both lists (every element an object with it), if any. */
function identityKey(x: Json[], y: Json[]): string | null {
  const all = [...x, ...y];
  const has = (k: string) => all.length > 0 && all.every((v) => isPlainObject(v) && v[k] !== undefined);
  if (has('id')) return 'id';
  if (has('key')) return 'key';
  return null;
}

/**
 * Pairs of [index in x, index in y] of the same element: by id (or key) when every element has one; else equal
 * elements first, then what is left of objects in order (an edited element), and primitives left at the same index
 * (an element replaced in place). Unpaired elements were removed or added.
 */
export function matchElements(x: Json[], y: Json[]): Array<[number, number]> {
  const key = identityKey(x, y);
  const pairs: Array<[number, number]> = [];
  const usedB = new Set<number>();
  if (key) {
    x.forEach((v, i) => {
      const j = y.findIndex(
        (w, k) => !usedB.has(k) && sameValue((w as Record<string, Json>)[key], (v as Record<string, Json>)[key]),
      );
      if (j >= 0) {
        usedB.add(j);
        pairs.push([i, j]);
      }
    });
    return pairs;
  }
  const usedA = new Set<number>();
  const yCanon = y.map(canonical);
  x.forEach((v, i) => {
    const c = canonical(v);
    const j = yCanon.findIndex((w, k) => !usedB.has(k) && w === c);
    if (j >= 0) {
      usedA.add(i);
      usedB.add(j);
      pairs.push([i, j]);
    }
  });
  const leftA = x.map((_, i) => i).filter((i) => !usedA.has(i));
  const leftB = y.map((_, j) => j).filter((j) => !usedB.has(j));
  const objA = leftA.filter((i) => isPlainObject(x[i]));
  const objB = leftB.filter((j) => isPlainObject(y[j]));
  objA.slice(0, objB.length).forEach((i, k) => {
    pairs.push([i, objB[k]]);
    usedB.add(objB[k]);
  });
  leftA
    .filter((i) => !isPlainObject(x[i]) && leftB.includes(i) && !isPlainObject(y[i]) && !usedB.has(i))
    .forEach((i) => {
      pairs.push([i, i]);
      usedB.add(i);
    });
  return pairs;
}

/** Whether two snapshots hold the same content (ignored paths aside; secrets by fingerprint). */
export function sameContent(a: Json, b: Json, options: DiffOptions = {}): boolean {
  return diffSnapshots(a, b, options).every((c) => c.secret && !c.changed);
}
