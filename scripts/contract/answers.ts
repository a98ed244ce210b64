import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

/**
 * The one answer checker (docs/rules.md "Clients and calls"): an answer (method, path, HTTP
 * status, JSON body) is checked against the response schema of the published OpenAPI document with Ajv (JSON Schema
 * 2020-12, OpenAPI 3.1's dialect). A success is checked against the endpoint's own answer; a refusal (any other code)
 * against the refusal envelope every endpoint shares. Used by the backend's unit tests (mock/core/testServer.ts), the
 * browser tests (tests/e2e/support.ts) and `npm run contract:verify`; never by the console in the browser.
 */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

export interface Answer {
  method: string;
  /** the request's path, without query */
  path: string;
  status: number;
  /** the parsed body, or undefined when the body is not JSON (a file, a page) */
  body: unknown;
}

export interface Mismatch {
  /** `POST /api/sys/role/list` */
  endpoint: string;
  status: number;
  /** where in the body: `data.list[0].name`, `(body)` for the whole body */
  path: string;
  /** what the contract expects there, and what came */
  expected: string;
}

export type EnvelopeKind = 'api' | 'onlinepack';

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-envelope'?: EnvelopeKind;
}

const PREFIXES = ['/api/', '/onlinepack/'];
const DOC_ID = 'openapi.json';

/** A stale save's answer data (A0409, the contract's description "Error codes"). */
const STALE_DATA = {
  type: 'object',
  required: ['baseVersion', 'recordVersion', 'savedBy', 'savedAt', 'record'],
  properties: {
    baseVersion: { type: ['integer', 'null'] },
    recordVersion: { type: 'integer', minimum: 1 },
    savedBy: { type: 'string' },
    savedAt: { type: 'integer' },
    record: {},
  },
};

/** The refusals every endpoint may give (spec §8): the envelope with an error code; data null, or a stale save's. */
const REFUSAL: Record<EnvelopeKind, object> = {
  api: {
    type: 'object',
    required: ['code', 'data', 'tips', 'description', 'msg'],
    properties: {
      code: { type: 'string', pattern: '^[A-Z][0-9]{4}$', not: { const: '00000' } },
      data: {},
      tips: { type: 'string', minLength: 1 },
      description: { type: 'string' },
      msg: { type: 'string' },
    },
    // a stale save's data is its own; every other refusal's is null
    if: { properties: { code: { const: 'A0409' } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
    then: { properties: { data: STALE_DATA } },
    else: { properties: { data: { type: 'null' } } },
  },
  onlinepack: {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { anyOf: [{ type: 'integer', not: { const: 0 } }, { const: 'A0230' }] },
      msg: { type: 'string', minLength: 1 },
      data: { type: 'null' },
    },
  },
};

/**
 * OpenAPI 3.0's `nullable: true` in JSON Schema 2020-12 terms (`type: [t, 'null']`, or null added to an enum or as
 * one more alternative): the only 3.0 form the contract uses that 2020-12 lacks. A 3.1 document passes unchanged.
 */
export function nullableTo2020(doc: OpenApiDocument): OpenApiDocument {
  if (!doc.openapi.startsWith('3.0')) return doc;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const { nullable, ...rest } = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    Object.keys(rest).forEach((k) => (out[k] = walk(rest[k])));
    if (nullable !== true) return out;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type === undefined && (out.oneOf || out.anyOf)) return { anyOf: [out, { type: 'null' }] };
    return out;
  };
  return walk(doc) as OpenApiDocument;
}

/** JSON pointer escaping of one segment. */
const pointerSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** `/data/list/0/name` → `data.list[0].name`. */
function readablePath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  if (!parts.length) return '(body)';
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined), body);
}

function preview(v: unknown): string {
  if (v === undefined) return 'nothing';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** What one Ajv error expects, in words. */
function expectation(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'enum') return `must be one of ${preview(params.allowedValues)}`;
  if (e.keyword === 'const') return `must be ${preview(params.allowedValue)}`;
  return e.message ?? e.keyword;
}

/**
 * The errors of a one-of told by a field (an order timeline event by `kind`) without those of the alternatives the
 * value is not: an alternative whose field of its own kind is not the value's (a const or enum error on a field of
 * the value) or whose type is not the value's is left out, as long as one alternative is left.
 */
function ofTheMeantAlternative(errors: ErrorObject[]): ErrorObject[] {
  let out = errors;
  errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .forEach((c) => {
      const prefix = `${c.schemaPath}/`;
      const branchOf = (e: ErrorObject) =>
        e.schemaPath.startsWith(prefix) ? e.schemaPath.slice(prefix.length).split('/')[0] : undefined;
      const failing = new Set<string>();
      const other = new Set<string>();
      out.forEach((e) => {
        const branch = branchOf(e);
        if (branch === undefined) return;
        failing.add(branch);
        const field = e.instancePath.startsWith(`${c.instancePath}/`)
          ? e.instancePath.slice(c.instancePath.length + 1)
          : '';
        const tag = (e.keyword === 'const' || e.keyword === 'enum') && field !== '' && !field.includes('/');
        if (tag || (e.keyword === 'type' && e.instancePath === c.instancePath)) other.add(branch);
      });
      if (!other.size || other.size === failing.size) return;
      out = out.filter((e) => {
        const branch = branchOf(e);
        return branch === undefined || !other.has(branch);
      });
    });
  return out;
}

/**
 * Of several enums one value failed (a call's refusal: the shared codes, and the call's own among them), the
 * narrowest: what the call may answer.
 */
function narrowestEnums(errors: ErrorObject[]): ErrorObject[] {
  const allowed = (e: ErrorObject) => (e.params as { allowedValues?: unknown[] }).allowedValues ?? [];
  // o's values are some of e's: the same value is held to both (one is the other narrowed), not to alternatives
  const narrows = (o: ErrorObject, e: ErrorObject) =>
    allowed(o).length < allowed(e).length && allowed(o).every((v) => allowed(e).includes(v));
  return errors.filter(
    (e) =>
      e.keyword !== 'enum' ||
      !errors.some((o) => o !== e && o.keyword === 'enum' && o.instancePath === e.instancePath && narrows(o, e)),
  );
}

/**
 * Ajv's errors as mismatches, at most five: where alternatives (anyOf/oneOf) failed, the errors inside the one that
 * got furthest, or, when none got past the value itself, the alternatives joined by "or".
 */
function mismatchesOf(endpoint: string, status: number, body: unknown, errors: ErrorObject[]): Mismatch[] {
  const useful = narrowestEnums(ofTheMeantAlternative(errors.filter((e) => e.keyword !== 'if')));
  const composite = new Set(
    useful.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const deeper = (p: string) => useful.some((o) => o.instancePath.startsWith(`${p}/`));
  const out: Mismatch[] = [];
  const seen = new Set<string>();
  const add = (path: string, expected: string) => {
    const key = `${path} ${expected}`;
    if (seen.has(key) || out.length >= 5) return;
    seen.add(key);
    out.push({ endpoint, status, path, expected });
  };
  useful.forEach((e) => {
    const at = e.instancePath;
    const got = preview(valueAt(body, at));
    if (composite.has(at) && e.keyword !== 'required') {
      if (deeper(at)) return;
      const alternatives = useful.filter(
        (o) => o.instancePath === at && o.keyword !== 'anyOf' && o.keyword !== 'oneOf',
      );
      // missing fields of the one alternative left are told one by one (below)
      if (alternatives.length && alternatives.every((o) => o.keyword === 'required')) return;
      add(readablePath(at), `${[...new Set(alternatives.map(expectation))].join(' or ')}, got ${got}`);
      return;
    }
    if (e.keyword === 'required') {
      add(readablePath(at, String((e.params as Record<string, unknown>).missingProperty)), 'is required, but missing');
      return;
    }
    add(readablePath(at), `${expectation(e)}, got ${got}`);
  });
  return out;
}

/** One line: `POST /api/sys/role/list (HTTP 200): data.list[0].name must be string, got 5`. */
export function mismatchText(m: Mismatch): string {
  return `${m.endpoint} (HTTP ${m.status}): ${m.path} ${m.expected}`;
}

export interface AnswerChecker {
  /** the mismatches of one answer (none: it matches the contract, or its path is not an API path) */
  check(answer: Answer): Mismatch[];
  /** whether the contract has the path with that method */
  has(method: string, path: string): boolean;
}

/** A checker of answers against `doc` (an OpenAPI 3.1 document, or 3.0 with `nullable`). */
export function answerChecker(document: OpenApiDocument): AnswerChecker {
  const doc = nullableTo2020(document);
  // formats (epoch-ms, binary, …) are documentation in the contract; `x-*` and OpenAPI's own keywords are not JSON
  // Schema keywords, hence strict off
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
  ajv.addSchema(doc as object, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();
  // the document's own refusal envelopes where it has them (3.1, src/contract/openapi.ts); else the spec's shared ones
  const named = (name: string) =>
    doc.components?.schemas?.[name] ? ajv.getSchema(`${DOC_ID}#/components/schemas/${name}`) : undefined;
  const declaresRefusals = Boolean(doc.components?.schemas?.ApiRefusal);
  const refusal = {
    api: named('ApiRefusal') ?? ajv.compile(REFUSAL.api),
    onlinepack: named('PackRefusal') ?? ajv.compile(REFUSAL.onlinepack),
  };

  const operationOf = (method: string, path: string): Operation | undefined =>
    doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;

  /**
   * The validator of an operation's JSON answer for an HTTP status (exact, `2XX`, or `default`). Where the answer is
   * one of several envelopes (a 3.1 document of ours: the success, the shared refusal, a stale save's), the one the
   * body's `code` names, so that a mismatch is told against the envelope the backend meant.
   */
  const validatorOf = (
    method: string,
    path: string,
    status: number,
    code: unknown,
  ): ValidateFunction | null | undefined => {
    const op = operationOf(method, path);
    const responses = op?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return undefined;
    const content = responses[key].content ?? {};
    const type = Object.keys(content).find((t) => t === 'application/json' || t.endsWith('+json'));
    if (!type) return null;
    let ref = ['paths', path, method.toLowerCase(), 'responses', key, 'content', type, 'schema']
      .map(pointerSegment)
      .join('/');
    const branches = ((content[type] as { schema?: { oneOf?: unknown } }).schema?.oneOf ?? []) as Array<{
      $ref?: unknown;
      allOf?: Array<{ $ref?: unknown }>;
      properties?: { code?: { const?: unknown } };
    }>;
    const named = branches.findIndex((b) => b.properties?.code && b.properties.code.const === code);
    // the shared refusal: named, or narrowed to the call's own codes (allOf: the shared one and the codes)
    const shared = (b: { $ref?: unknown; allOf?: Array<{ $ref?: unknown }> }) =>
      typeof b.$ref === 'string' || Boolean(b.allOf?.some((s) => typeof s.$ref === 'string'));
    const branch = named >= 0 ? named : branches.findIndex(shared);
    if (branch >= 0) ref = `${ref}/oneOf/${branch}`;
    const id = `${DOC_ID}#/${ref}`;
    let fn = compiled.get(id);
    if (!fn) {
      fn = ajv.getSchema(id);
      if (!fn) throw new Error(`answer checker: no schema at ${id}`);
      compiled.set(id, fn);
    }
    return fn;
  };

  /** The call declares a file (any type but JSON) as an answer for `status`, beside its JSON refusal. */
  const hasFileAnswer = (op: Operation | undefined, status: number) =>
    Object.keys(op?.responses?.[String(status)]?.content ?? {}).some(
      (t) => t !== 'application/json' && !t.endsWith('+json'),
    );

  const check = (answer: Answer): Mismatch[] => {
    const { path, status, body } = answer;
    const method = answer.method.toUpperCase();
    if (!PREFIXES.some((p) => path.startsWith(p))) return [];
    const endpoint = `${method} ${path}`;
    const op = operationOf(method, path);
    const kind: EnvelopeKind = op?.['x-envelope'] ?? (path.startsWith('/onlinepack/') ? 'onlinepack' : 'api');
    const success = Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === SUCCESS[kind]);
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    const validator = op ? validatorOf(method, path, status, code) : undefined;
    if (body === undefined) {
      // a file or a page: right only where the contract declares a non-JSON answer for this status
      if ((validator === null || hasFileAnswer(op, status)) && status >= 200 && status < 300) return [];
      return [{ endpoint, status, path: '(body)', expected: `must be the ${kind} JSON envelope, got no JSON` }];
    }
    if (!success) {
      // a 3.1 document of ours gives each call's refusals in its answer (a stale save's among them)
      if (validator && declaresRefusals) {
        return validator(body) ? [] : mismatchesOf(endpoint, status, body, validator.errors ?? []);
      }
      const fn = refusal[kind];
      return fn(body) ? [] : mismatchesOf(endpoint, status, body, fn.errors ?? []);
    }
    if (!op) {
      return [{ endpoint, status, path: '(body)', expected: 'a success from an endpoint the contract lacks' }];
    }
    if (!validator) {
      const what = validator === null ? 'declares no JSON answer' : 'declares no answer';
      return [{ endpoint, status, path: '(body)', expected: `HTTP ${status}: the contract ${what} for it` }];
    }
    return validator(body) ? [] : mismatchesOf(endpoint, status, body, validator.errors ?? []);
  };

  return { check, has: (method, path) => Boolean(operationOf(method, path)) };
}

const SUCCESS: Record<EnvelopeKind, string | number> = { api: '00000', onlinepack: 0 };
