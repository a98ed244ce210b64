import MD5 from 'crypto-js/md5';
import { isPlainObject } from './bodyFilter';

/**
 * Signed multipart forms (docs/rules.md "Signed forms"). The rule, also written in the API contract (src/contract)
 * so a backend can verify it:
 *  1. strings are trimmed; undefined and null become ''; numbers and booleans become their text;
 *  2. arrays and nested objects are flattened to dotted keys (`channels.0`, `items.1.name`);
 *  3. the file fields (file, iconFile, signFile, plistFile) are left out of the signed text and appended only when
 *     they are real Blobs;
 *  4. `timestamp` (epoch seconds) and `token` (the session token sToken) are added;
 *  5. sign = uppercase hex MD5 of the non-file fields sorted by key (code-point order), written `k=v` and joined with
 *     `&`, with every line break (\r and \n) removed.
 */
export const FILE_FIELDS = ['file', 'iconFile', 'signFile', 'plistFile'] as const;

export type FormValue = unknown;

export function isBlob(v: unknown): v is Blob {
  // Stryker disable next-line ConditionalExpression,StringLiteral: Blob exists in every browser and Node (18+) the console and its tests run in
  return typeof Blob !== 'undefined' && v instanceof Blob;
}

function scalar(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v.trim();
  return String(v);
}

/** Flattens values to dotted keys; file fields are returned apart. */
export function flattenFields(values: Record<string, FormValue>): {
  fields: Record<string, string>;
  files: Array<[string, Blob]>;
} {
  const fields: Record<string, string> = {};
  const files: Array<[string, Blob]> = [];
  const walk = (prefix: string, v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(`${prefix}.${i}`, item));
    } else if (isPlainObject(v)) {
      Object.keys(v).forEach((k) => walk(`${prefix}.${k}`, v[k]));
    } else if (isBlob(v)) {
      files.push([prefix, v]);
    } else {
      fields[prefix] = scalar(v);
    }
  };
  Object.keys(values).forEach((key) => {
    const v = values[key];
    if ((FILE_FIELDS as readonly string[]).includes(key)) {
      if (isBlob(v)) files.push([key, v]);
      return;
    }
    walk(key, v);
  });
  return { fields, files };
}

export function signText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
    .replace(/[\r\n]/g, '');
}

export function sign(fields: Record<string, string>): string {
  return MD5(signText(fields)).toString().toUpperCase();
}

export interface SignedForm {
  fields: Record<string, string>;
  files: Array<[string, Blob]>;
  formData: FormData;
}

/** Builds the signed FormData: fields, timestamp, token, sign, then the files. */
export function buildSignedForm(
  values: Record<string, FormValue>,
  opts: { token: string | null; now?: number },
): SignedForm {
  const { fields, files } = flattenFields(values);
  fields.timestamp = String(Math.floor((opts.now ?? Date.now()) / 1000));
  fields.token = opts.token || '';
  fields.sign = sign(fields);
  const formData = new FormData();
  Object.keys(fields).forEach((k) => formData.append(k, fields[k]));
  files.forEach(([k, blob]) => {
    const name = (blob as File).name;
    if (name) formData.append(k, blob, name);
    else formData.append(k, blob);
  });
  return { fields, files, formData };
}
