import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { validate } from '../../mock/core/validate';
import { operationOf } from '../../src/contract';
import { contractDocument } from './document';

/**
 * The examples of the published document (src/contract/examples.ts): every example body a call takes, every answer
 * and every refusal, is one its schema accepts (Ajv, JSON Schema 2020-12 as the answer checker reads it), and every
 * example request body is one the backend itself accepts (mock/core/validate.ts, as it checks each request).
 */
type Json = Record<string, unknown>;

const doc = contractDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(doc as object, 'openapi.json');
const pointer = (parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Example {
  at: string;
  schemaAt: string;
  value: unknown;
}

/** Every example of a media type (its `example`, or each of its `examples`), with the pointer of its schema. */
function examplesOf(media: Json, parts: string[]): Example[] {
  const schemaAt = `openapi.json#/${pointer([...parts, 'schema'])}`;
  const out: Example[] = [];
  if ('example' in media) out.push({ at: parts.join(' '), schemaAt, value: media.example });
  for (const [key, e] of Object.entries((media.examples as Record<string, { value: unknown }>) ?? {})) {
    out.push({ at: `${parts.join(' ')} ${key}`, schemaAt, value: e.value });
  }
  return out;
}

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Json>).map(([method, operation]) => ({ path, method, operation })),
);

const requestExamples = operations.flatMap(({ path, method, operation }) =>
  Object.entries(((operation.requestBody as Json | undefined)?.content as Record<string, Json>) ?? {}).flatMap(
    ([type, media]) =>
      examplesOf(media, ['paths', path, method, 'requestBody', 'content', type]).map((e) => ({ ...e, path, type })),
  ),
);

const answerExamples = operations.flatMap(({ path, method, operation }) =>
  Object.entries(operation.responses as Record<string, Json>).flatMap(([status, response]) =>
    Object.entries((response.content as Record<string, Json>) ?? {}).flatMap(([type, media]) =>
      examplesOf(media, ['paths', path, method, 'responses', status, 'content', type]),
    ),
  ),
);

/** The examples whose schema refuses them, with Ajv's first words on why. */
function refused(examples: Example[]): string[] {
  return examples.flatMap(({ at, schemaAt, value }) => {
    const fn = ajv.getSchema(schemaAt);
    if (!fn) return [`${at}: no schema`];
    return fn(value) ? [] : [`${at}: ${ajv.errorsText(fn.errors?.slice(0, 3))}`];
  });
}

describe('the examples of GET /openapi.json', () => {
  it('gives every call that takes a body an example of it, which its schema and the backend accept', () => {
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(200);
    const without = withBody.filter(
      ({ operation }) =>
        !Object.values(((operation.requestBody as Json).content as Record<string, Json>) ?? {}).every(
          (media) => 'example' in media,
        ),
    );
    expect(without.map(({ path }) => path)).toEqual([]);
    expect(refused(requestExamples)).toEqual([]);
    // the backend's own check of a request (the contract's TypeBox schema, with its coercion of form text)
    const backend = requestExamples.flatMap(({ path, type, value }) => {
      const schema = operationOf(path)?.requestBody?.content[type]?.schema;
      if (!schema) return [`${path}: no request schema`];
      const checked = validate(schema, structuredClone(value));
      return checked.ok ? [] : [`${path}: ${JSON.stringify(checked.error)}`];
    });
    expect(backend).toEqual([]);
  });

  it('gives every answer examples its schema accepts: the success, and each refusal the call may answer', () => {
    expect(answerExamples.length).toBeGreaterThan(operations.length * 5);
    expect(refused(answerExamples)).toEqual([]);
  });

  it('is checked for real: an example its schema refuses is reported, with where and why', () => {
    const [first] = requestExamples.filter(({ path }) => path === '/api/ogorder/bill/add');
    expect(first).toBeDefined();
    const broken = { ...first, value: { ...(first.value as Json), orderNos: [] } };
    expect(refused([broken])).toEqual([expect.stringMatching(/bill\/add .*must NOT have fewer than 1 items/)]);
    // the backend refuses an empty list of orders too (minItems, where minLength was ignored on a list)
    const schema = operationOf('/api/ogorder/bill/add')?.requestBody?.content['application/json']?.schema;
    expect(schema && validate(schema, broken.value)).toMatchObject({ ok: false, error: { field: 'orderNos' } });
    // a refusal with a code the call never answers (a sign-in is never refused for a grant)
    const [refusal] = answerExamples.filter(
      ({ at }) => at === 'paths /api/mng/login post responses 200 content application/json A0210',
    );
    expect(refusal).toBeDefined();
    expect(refused([{ ...refusal, value: { ...(refusal.value as Json), code: 'A0301' } }])).toEqual([
      expect.stringMatching(/^paths \/api\/mng\/login .*A0210: .*must be equal to one of the allowed values/),
    ]);
  });
});
