import { FRAGMENTS } from './fragments';
import type { ContractOperation, Paths } from './operation';

export type { ContractPaths } from './fragments';
export type { ContractOperation, EnvelopeKind, Paths, TypedPathItem } from './operation';
export type { Static } from './schema';

/**
 * The ONE machine-readable API contract of the console's backend (published as OpenAPI 3.1 by ./openapi.ts). Each
 * area writes a fragment (`export const paths`), which scripts/registries.mjs lists in ./fragments.ts; the embedded
 * backend (mock/core/defineApi.ts) takes every request schema, auth level, log flag and screen from here, and refuses
 * to define a handler the contract lacks.
 */
export const DESCRIPTION = `
Back-office console of a game publisher. Every call is POST (GET only for /openapi.json and the portal pages).

## Envelopes
- /api: {code, data, tips, description, msg}; success code is the string '00000'. Business errors are HTTP 200 with
  an error code; tips is for the operator, in the language of Accept-Language (zh-CN default, en-US, pt-BR, zh-TW).
- /onlinepack: {code, msg, data}; 0 success; 20001 failure the client keeps quiet; 'A0230' session invalid or
  expired (the same code as /api); 400 invalid payload or form signature, 401 wrong or disabled account, 403 grant,
  404 not found, 405 method not allowed, 409 refused by a rule, 500 unexpected error.
- An unknown path under /api or /onlinepack answers HTTP 404 with the envelope (A0404 / 404); a known path with
  another method answers HTTP 405 (A0405 / 405) and an Allow header. These are the only HTTP errors: a body that is
  not valid JSON, or over 5 MB, is refused like any invalid payload (A0400 / 400, HTTP 200), as is a signed form's
  file over 800 MB.
- Each operation's 200 answer lists the refusals it may answer (x-refusals; its refusal's code is narrowed to them),
  with one example each.

## Error codes (/api)
| code | meaning |
|---|---|
| A0202 | account disabled |
| A0210 | wrong account or password |
| A0230 | session invalid or expired (client: go to the portal login with targetUrl) |
| A0231 | single-sign-on ticket invalid, used or expired |
| A0301 | endpoint not granted to the person (x-auth grant) |
| A0340 | form signature wrong |
| A0341 | form timestamp outside ±300 s |
| A0342 | form already submitted: the same signature was accepted within the 300 s window |
| A0400 | invalid payload; tips name the field and why, e.g. '参数错误：name 不能为空'; also a body that is not valid JSON, a field name that reaches a prototype (__proto__, constructor, prototype), an invalid X-Game-Id |
| A0402 | record not found |
| A0403 | refused by a rule (e.g. deleting a role still held) |
| A0404 | no such endpoint (HTTP 404) |
| A0405 | endpoint does not accept this method (HTTP 405) |
| A0409 | stale save (saved since it was read); data: baseVersion, recordVersion, savedBy, savedAt, record |
| A0506 | the request id was already used for another payload |
| B0001 | unexpected server error (never a stack trace) |

## Request headers
satoken (session token), X-Game-Id (current parent game), X-Child-Game-Id, Accept-Language. With
Is_Need_Child_Game_Id: 1 the child game comes in the body as bodyChildGameId.

## Request ids and versions
x-request-id: the call creates something and needs header X-Request-Id (8–64 of A-Z a-z 0-9 _ -), one per opened
dialog. The same id again (same person, path and payload) answers the first successful answer (header
X-Request-Replayed: 1) and runs nothing; another payload with it is A0506; none is A0400. Kept 24 hours.
x-record: the versioned record a call reads or changes; reads stamp rows with recordVersion, savedBy, savedAt.
x-versioned: an edit whose body carries baseVersion (the recordVersion it read); not the latest → A0409, nothing saved.

## Access (x-auth)
public: anyone. session: any valid session. grant: the person's effective resources (roles' resourceIds plus their
permission groups' resourceIds) must include the endpoint path (resource type 3). Sessions slide: 8 hours idle.

## Signed multipart forms (x-signed)
1. strings trimmed; undefined and null sent as ''; numbers and booleans as text;
2. arrays and nested objects flattened to dotted keys (channels.0, items.1.name);
3. file fields (file, iconFile, signFile, plistFile) are not signed;
4. timestamp (epoch seconds) and token (the session token) are added;
5. sign = uppercase hex MD5 of the non-file fields except sign, sorted by key (code-point order), written k=v,
   joined with '&', every line break (\\r, \\n) removed.
The server recomputes the sign (A0340 when wrong or when token is not the caller's session token), refuses
|now - timestamp| > 300 s (A0341) and a signature it already accepted within that window (A0342: a replay).

## Development helpers (x-dev)
/api/__mock/reset and /api/__mock/clock exist only when the embedded backend runs with MOCK_DEV_ENDPOINTS=1
(otherwise 404), answer only application/json requests (else HTTP 415) and are granted to the admin role only.
/onlinepack/__farm and /onlinepack/__seedMany are admin-only grants too.

## Operation log
Every x-log call writes {id, time, operatorId, operatorName, gameId, module, action, target, before, after,
result, message, ip, durationMs}; module and action are the x-module and x-action codes.
`.trim();

function mergePaths(fragments: Paths[]): Paths {
  const all: Paths = {};
  fragments.forEach((fragment) => {
    Object.keys(fragment).forEach((path) => {
      if (all[path]) throw new Error(`contract: ${path} is defined twice`);
      all[path] = fragment[path];
    });
  });
  return all;
}

export const contract = {
  info: { title: 'Game Ops Console API', version: '1.0.0', description: DESCRIPTION },
  servers: [{ url: '/' }],
  paths: mergePaths(FRAGMENTS),
};

/** The operation of a path (POST, else GET), or undefined when the contract lacks it. */
export function operationOf(path: string): ContractOperation | undefined {
  const item = contract.paths[path];
  return item ? item.post || item.get : undefined;
}

/** Every [path, operation] pair, in contract order. */
export function operations(): Array<[string, ContractOperation]> {
  return Object.keys(contract.paths).flatMap((path) => {
    const o = operationOf(path);
    return o ? [[path, o] as [string, ContractOperation]] : [];
  });
}
