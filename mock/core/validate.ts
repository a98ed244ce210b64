import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/**
 * A request body against its contract schema (docs/rules.md "API contract"): TypeBox's compiled validator checks the
 * body, and its first error becomes the field, reason and limit the operator reads (mock/core/i18n validationTips).
 *
 * Forms and query strings carry text, so a pre-pass first reads that text as the contract's types, on a copy: numeric
 * text becomes a number for an integer or number field, 'true'/'false'/'1'/'0' a boolean (and '1'/'0' a switch value),
 * and '' or null in an optional non-string field counts as absent (the client drops empty values: docs/rules.md "Body
 * filter"); '' in an optional text field clears it and is kept whatever its pattern; '', blank text or null in a
 * required field is missing. TypeBox's own Value.Convert is not used for this: it is lenient where the backend
 * refuses (it truncates 1.5 to 1 for an integer, reads null and '' as 0 or false, turns a number into text and wraps a
 * single value into an array), and each of those would change a payload instead of refusing it.
 */
export type Reason =
  | 'required'
  | 'type'
  | 'enum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minimum'
  | 'maximum'
  | 'minItems';

export interface ValidationError {
  /** dotted path of the field, e.g. 'name', 'items.0.name'; '' for the whole body */
  field: string;
  reason: Reason;
  /** the limit or list involved (minLength 2, enum values, expected type …) */
  param?: string | number;
}

export type ValidationResult = { ok: true; value: unknown } | { ok: false; error: ValidationError };

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Key names that reach an object's prototype when assigned: refused anywhere in a body (flat or nested). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The dotted path of the first forbidden key name in `v` (own keys, any depth; a flat key's segments too), or null. */
export function forbiddenKeyPath(v: unknown, prefix = ''): string | null {
  if (typeof v !== 'object' || v === null) return null;
  for (const key of Object.keys(v)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key.split('.').some((part) => FORBIDDEN_KEYS.has(part))) return path;
    const inner = forbiddenKeyPath((v as Record<string, unknown>)[key], path);
    if (inner) return inner;
  }
  return null;
}

/** The JSON Schema keywords the pre-pass reads (TypeBox schemas are JSON Schema objects). */
interface Json {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Json[];
  items?: Json;
  properties?: Record<string, Json>;
  patternProperties?: Record<string, Json>;
  additionalProperties?: Json | boolean;
  required?: string[];
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

const typesOf = (s: Json): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isNullable = (s: Json): boolean =>
  typesOf(s).includes('null') || Boolean(s.anyOf?.some((branch) => typesOf(branch).includes('null')));
/** The schema without its null branch (a nullable value's own schema). */
const nonNull = (s: Json): Json => {
  const branches = s.anyOf?.filter((branch) => !(typesOf(branch).length === 1 && typesOf(branch)[0] === 'null'));
  return branches?.length === 1 ? branches[0] : s;
};
const isText = (s: Json): boolean => {
  const own = nonNull(s);
  return typesOf(own).includes('string') || Boolean(own.enum?.length && own.enum.every((v) => typeof v === 'string'));
};
const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional text field sent as '': kept in the answer, left out of the check. */
interface Cleared {
  target: Record<string, unknown>;
  key: string;
}

/** Reads form text as the schema's types (see the module's comment); a copy, never the request's own objects. */
function normalise(schema: Json, value: unknown, cleared: Cleared[]): unknown {
  const s = nonNull(schema);
  if (typeof value === 'string') {
    const text = value.trim();
    const types = typesOf(s);
    const numericEnum = Boolean(s.enum?.length && s.enum.every((v) => typeof v === 'number'));
    if ((types.includes('integer') || types.includes('number') || numericEnum) && NUMERIC.test(text)) {
      return Number(text);
    }
    if (types.includes('boolean')) {
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
    }
    return value;
  }
  if (Array.isArray(value)) return s.items ? value.map((item) => normalise(s.items as Json, item, cleared)) : value;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const properties = s.properties ?? {};
  const required = s.required ?? [];
  for (const key of Object.keys(properties)) {
    if (!Object.hasOwn(out, key)) continue;
    const prop = properties[key];
    const v = out[key];
    if (required.includes(key)) {
      // '', blank text or a null the field does not allow: missing (TypeBox then names the field `required`)
      if (isBlank(v) && !(v === null && isNullable(prop))) delete out[key];
      else out[key] = normalise(prop, v, cleared);
    } else if (v === '' && isText(prop)) {
      delete out[key];
      cleared.push({ target: out, key });
    } else if (v === '' || v === undefined || (v === null && !isNullable(prop))) {
      delete out[key];
    } else {
      out[key] = normalise(prop, v, cleared);
    }
  }
  const values = s.patternProperties ? Object.values(s.patternProperties)[0] : s.additionalProperties;
  if (values && typeof values === 'object') {
    for (const key of Object.keys(out)) {
      if (!Object.hasOwn(properties, key)) out[key] = normalise(values, out[key], cleared);
    }
  }
  return out;
}

const validators = new WeakMap<TSchema, Validator>();

function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/** A JSON pointer ('/items/0/name') as the dotted path the messages use ('items.0.name'). */
function dotted(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

interface TypeBoxError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** TypeBox's error as the backend's: the field's dotted path, the reason and its limit or list. */
function reasonOf(error: TypeBoxError): ValidationError {
  const field = dotted(error.instancePath);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { field: join(field, String((p.requiredProperties as string[])[0])), reason: 'required' };
    case 'type': {
      const types = Array.isArray(p.type) ? p.type.filter((t) => t !== 'null') : [p.type];
      return { field, reason: 'type', param: String(types[0]) };
    }
    case 'enum':
      return { field, reason: 'enum', param: (p.allowedValues as unknown[]).map(String).join(', ') };
    case 'const':
      return { field, reason: 'enum', param: String(p.allowedValue) };
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
      return { field, reason: error.keyword, param: Number(p.limit) };
    case 'anyOf':
      return { field, reason: 'type' };
    default:
      // pattern, format and any other constraint: "has an invalid format"
      return { field, reason: 'pattern' };
  }
}

/** Validates `input` against `schema`: the coerced copy, or the first error. */
export function validate(schema: TSchema, input: unknown): ValidationResult {
  if (input === null && !isNullable(schema as Json)) return { ok: false, error: { field: '', reason: 'required' } };
  if (input === undefined) return { ok: true, value: undefined };
  const cleared: Cleared[] = [];
  const value = normalise(schema as Json, input, cleared);
  const validator = validatorOf(schema);
  if (!validator.Check(value)) {
    const [first] = validator.Errors(value) as unknown as TypeBoxError[];
    return { ok: false, error: first ? reasonOf(first) : { field: '', reason: 'type' } };
  }
  for (const { target, key } of cleared) target[key] = '';
  return { ok: true, value };
}
