import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { nullableTo2020, type OpenApiDocument } from './answers';

/**
 * Request bodies for `npm run contract:verify`, built from the contract's request schemas: what a call requires, with
 * values taken from the target's own earlier answers where a real one is needed (an id of a record it listed), else
 * the smallest value the schema allows. Every body is checked against its schema before it is sent.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
};

export interface Operation {
  'x-action'?: string;
  'x-auth'?: string;
  'x-dev'?: boolean;
  'x-log'?: boolean;
  'x-request-id'?: boolean;
  'x-versioned'?: boolean;
  /** a risky change (docs/rules.md "Change requests"): queued unless on the emergency path */
  'x-approval'?: boolean;
  'x-signed'?: boolean;
  'x-writes'?: boolean;
  'x-envelope'?: 'api' | 'onlinepack';
  'x-record'?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface ContractCall {
  method: 'GET' | 'POST';
  path: string;
  op: Operation;
}

/** The contract's calls, in its order. */
export function callsOf(doc: OpenApiDocument): ContractCall[] {
  return Object.keys(doc.paths).flatMap((path) =>
    (['post', 'get'] as const)
      .filter((m) => doc.paths[path][m])
      .map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', path, op: doc.paths[path][m] as Operation })),
  );
}

/** Why a call is not made without --write, or undefined when it only reads. */
export function whyNotRead(op: Operation): string | undefined {
  if (op['x-dev']) return 'a development helper of the embedded backend';
  // declared by the operation (src/contract/operation.ts), never told by its action's name
  if (op['x-log'] || op['x-request-id'] || op['x-versioned'] || op['x-signed'] || op['x-writes']) return 'changes data';
  return undefined;
}

export class Schemas {
  readonly doc: OpenApiDocument;
  private readonly ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateFormats: false,
    validateSchema: false,
  });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.doc = nullableTo2020(document);
    this.ajv.addSchema(this.doc as object, 'request.json');
  }

  /** A schema with its `$ref` (into the document) followed. */
  resolve(s: JsonSchema | undefined): JsonSchema | undefined {
    let out = s;
    for (let i = 0; out?.$ref && i < 10; i += 1) {
      const ref: string = out.$ref;
      if (!ref.startsWith('#/')) return out;
      out = ref
        .slice(2)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((v, p) => (v as Record<string, unknown> | undefined)?.[p], this.doc) as JsonSchema;
    }
    return out;
  }

  /** The contract's calls, in its order (from the document as read here). */
  calls(): ContractCall[] {
    return callsOf(this.doc);
  }

  /** The request body schema of a call (JSON or a signed form). */
  requestOf(call: ContractCall): JsonSchema | undefined {
    const content = call.op.requestBody?.content ?? {};
    return this.resolve((content['application/json'] ?? content['multipart/form-data'])?.schema);
  }

  valid(schema: JsonSchema, value: unknown): boolean {
    let fn = this.validators.get(schema);
    if (!fn) {
      fn = this.ajv.compile(schema as object);
      this.validators.set(schema, fn);
    }
    return fn(value);
  }

  /** The smallest value `schema` allows (an enum's first, a minimum, a short text, an empty list). */
  sample(s: JsonSchema | undefined, tag = 'cv'): unknown {
    const schema = this.resolve(s);
    if (!schema) return undefined;
    if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
    const alt = schema.oneOf ?? schema.anyOf;
    if (alt?.length) return this.sample(alt.find((a) => this.resolve(a)?.type !== 'null') ?? alt[0], tag);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
    if (type === 'boolean') return false;
    if (type === 'array') {
      return schema.minItems ? Array.from({ length: schema.minItems }, () => this.sample(schema.items, tag)) : [];
    }
    if (type === 'object') {
      const out: Record<string, unknown> = {};
      (schema.required ?? []).forEach((k) => (out[k] = this.sample(schema.properties?.[k], tag)));
      return out;
    }
    if (type === 'string') return this.text(schema, tag);
    return undefined;
  }

  /** A text the schema takes: the tag, padded or cut to its length, else a few common shapes its pattern may want. */
  text(schema: JsonSchema, tag: string): string | undefined {
    const min = schema.minLength ?? 1;
    const max = schema.maxLength ?? 64;
    const sized = (t: string) => t.padEnd(min, '0').slice(0, Math.max(max, min));
    const candidates = [
      sized(tag),
      sized(`${tag}1`),
      sized(`https://example.invalid/${tag}`),
      sized(`${tag}@example.invalid`),
      '13800000000',
      '1.0.0',
      new Date().toISOString().slice(0, 10),
      sized('a1b2c3d4'),
      sized('1'),
    ];
    if (!schema.pattern) return candidates[0];
    const re = new RegExp(schema.pattern);
    return candidates.find((c) => re.test(c) && c.length >= min && c.length <= max);
  }
}
