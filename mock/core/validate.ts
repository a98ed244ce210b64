import type { Schema } from '../../src/contract/schema';

/**
 * A tiny validator for the contract's JSON-schema subset: type, required, properties, enum, minLength, maxLength,
 * pattern, minimum, maximum, items, nullable. It returns a coerced copy, because forms and query strings carry
 * text: numeric text becomes a number for integer/number, 'true'/'false'/'1'/'0' a boolean, and '' or null in an
 * optional non-string field counts as absent (the client drops empty values: docs/rules.md "Body filter").
 */
export type Reason = 'required' | 'type' | 'enum' | 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum';

export interface ValidationError {
  /** dotted path of the field, e.g. 'name', 'items.0.name'; '' for the whole body */
  field: string;
  reason: Reason;
  /** the limit or list involved (minLength 2, enum values, expected type …) */
  param?: string | number;
}

export type ValidationResult = { ok: true; value: unknown } | { ok: false; error: ValidationError };

const NUMERIC = /^-?\d+(\.\d+)?$/;

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

function fail(field: string, reason: Reason, param?: string | number): ValidationResult {
  return { ok: false, error: { field, reason, param } };
}

function coerce(schema: Schema, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if ((schema.type === 'integer' || schema.type === 'number') && NUMERIC.test(text)) return Number(text);
  if (schema.type === 'boolean') {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return v;
}

function typeOk(type: Schema['type'], v: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'object':
      return isPlainObject(v);
    case 'array':
      return Array.isArray(v);
    default:
      return true;
  }
}

function join(prefix: string, key: string | number): string {
  return prefix ? `${prefix}.${key}` : String(key);
}

/** Validates `input` against `schema`; `field` is the dotted path used in errors. */
export function validate(schema: Schema, input: unknown, field = ''): ValidationResult {
  if (input === null) {
    if (schema.nullable) return { ok: true, value: null };
    return fail(field, 'required');
  }
  if (input === undefined) return { ok: true, value: undefined };
  const v = coerce(schema, input);
  if (!typeOk(schema.type, v)) return fail(field, 'type', schema.type);

  if (schema.enum && !schema.enum.includes(v as string | number | boolean)) {
    return fail(field, 'enum', schema.enum.map(String).join(', '));
  }
  if (typeof v === 'string') {
    const length = [...v].length;
    if (schema.minLength !== undefined && length < schema.minLength) return fail(field, 'minLength', schema.minLength);
    if (schema.maxLength !== undefined && length > schema.maxLength) return fail(field, 'maxLength', schema.maxLength);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(v)) return fail(field, 'pattern');
  }
  if (typeof v === 'number') {
    if (schema.minimum !== undefined && v < schema.minimum) return fail(field, 'minimum', schema.minimum);
    if (schema.maximum !== undefined && v > schema.maximum) return fail(field, 'maximum', schema.maximum);
  }
  if (Array.isArray(v)) {
    if (!schema.items) return { ok: true, value: v };
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i += 1) {
      const r = validate(schema.items, v[i], join(field, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  }
  if (isPlainObject(v)) return validateObject(schema, v, field);
  return { ok: true, value: v };
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function validateObject(schema: Schema, v: Record<string, unknown>, field: string): ValidationResult {
  const out: Record<string, unknown> = { ...v };
  const required = schema.required || [];
  for (const key of required) {
    if (isEmpty(v[key]) && !(v[key] === null && schema.properties?.[key]?.nullable)) {
      return fail(join(field, key), 'required');
    }
  }
  const props = schema.properties || {};
  for (const key of Object.keys(props)) {
    const prop = props[key];
    let value = v[key];
    if (!required.includes(key)) {
      // optional and empty: '' clears an optional string; otherwise the field counts as absent
      if (value === '' && prop.type === 'string') continue;
      if (value === '' || (value === null && !prop.nullable)) value = undefined;
    }
    const r = validate(prop, value, join(field, key));
    if (!r.ok) return r;
    if (r.value === undefined) delete out[key];
    else out[key] = r.value;
  }
  return { ok: true, value: out };
}
