import { createHash } from 'node:crypto';
import { REQUEST_ID_PATTERN } from '../../src/contract/operation';
import { HOUR, now } from './clock';
import { canonical } from './json';
import type { MockRequest } from './http';
import { defineArea } from './store';
import { FILE_FIELDS } from './signedForm';
import { isPlainObject } from './validate';

/**
 * Request ids (docs/rules.md "Request ids and versions"). A call that creates something (x-request-id in the
 * contract) carries X-Request-Id, made once per opened dialog. defineApi keeps the first successful answer per
 * (person, path, id) with a fingerprint of what was asked: the same id again, with the same payload, answers that
 * answer again and runs nothing; with another payload it is refused (A0506). A refusal is not kept (it created
 * nothing), so the dialog's corrected second try runs. A second request arriving while the first still runs waits
 * for it. Kept for KEEP_MS on the backend's clock, at most KEEP_MAX answers (the oldest go first); a reset forgets
 * them.
 */
export const KEEP_MS = 24 * HOUR;
export const KEEP_MAX = 5000;

const ID = new RegExp(REQUEST_ID_PATTERN);

/** What a repeated id answers: the first answer's status and body, exactly. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

interface Entry {
  fingerprint: string;
  at: number;
  /** set once the first request succeeded */
  answer?: KeptAnswer;
  /** while the first request runs: settles when it is answered (kept or not) */
  running?: Promise<void>;
}

const keptAnswers = defineArea<Map<string, Entry>>('requestIds', () => new Map());

export const isRequestId = (id: string) => ID.test(id);

/** Form fields that change on every signing (a retry signs afresh), so they are not part of the payload. */
const SIGNING_FIELDS = new Set(['timestamp', 'token', 'sign']);

/**
 * What the request asks for, as a digest: the body (a signed form without its signing fields), the uploaded files'
 * names, sizes and contents, the game and child game it is for.
 */
export function fingerprintOf(req: MockRequest, gameId: number, childGameId: number, signed: boolean): string {
  const body = isPlainObject(req.body) ? req.body : {};
  const fields = signed
    ? Object.fromEntries(Object.entries(body).filter(([k]) => !SIGNING_FIELDS.has(k) && !FILE_FIELDS.includes(k)))
    : body;
  const files = (req.files ?? []).map((f) => [
    f.fieldname,
    f.originalname,
    f.size,
    // Stryker disable next-line StringLiteral: the digest as bytes fingerprints the file as well as its hex text
    createHash('sha256').update(f.buffer).digest('hex'),
  ]);
  return createHash('sha256').update(canonical({ fields, files, gameId, childGameId })).digest('hex');
}

const keyOf = (personId: number, path: string, id: string) => `${personId}\u0000${path}\u0000${id}`;

function forgetOld(map: Map<string, Entry>, at: number): void {
  map.forEach((entry, key) => {
    if (!entry.running && at - entry.at > KEEP_MS) map.delete(key);
  });
  // Map keeps insertion order: the first keys are the oldest
  for (const [key, entry] of map) {
    if (map.size <= KEEP_MAX) break;
    if (!entry.running) map.delete(key);
  }
}

export type Claim =
  /** the first request with this id: run it, then `keep` its answer or `release` it */
  | { kind: 'first'; keep(answer: KeptAnswer): void; release(): void }
  /** the id already answered this very payload */
  | { kind: 'replay'; answer: KeptAnswer }
  /** the id was used for another payload */
  | { kind: 'mismatch' };

/**
 * Claims a request id for a person's call of a path. Waits for a first request still running with the same id, then
 * decides as above.
 */
export async function claimRequestId(personId: number, path: string, id: string, fingerprint: string): Promise<Claim> {
  const map = keptAnswers();
  const key = keyOf(personId, path, id);
  forgetOld(map, now());
  let entry = map.get(key);
  while (entry?.running) {
    await entry.running;
    entry = map.get(key);
  }
  if (entry?.answer) {
    return entry.fingerprint === fingerprint ? { kind: 'replay', answer: entry.answer } : { kind: 'mismatch' };
  }
  let settle = () => {};
  const running = new Promise<void>((done) => {
    settle = done;
  });
  const mine: Entry = { fingerprint, at: now(), running };
  map.set(key, mine);
  return {
    kind: 'first',
    keep: (answer) => {
      mine.answer = answer;
      mine.running = undefined;
      settle();
    },
    release: () => {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: no other claim holds the key while this one runs, and an entry left with no answer and not running is claimed afresh
      if (map.get(key) === mine) map.delete(key);
      mine.running = undefined;
      settle();
    },
  };
}
