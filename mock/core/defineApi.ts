import { operationOf, operations, type ContractOperation, type EnvelopeKind } from '../../src/contract';
import { REQUEST_ID_HEADER } from '../../src/contract/operation';
import { bodyErrorOf, installParserGuards, readMultipart, unreadMultipart, uploadLimitBytes } from './parsers';
import { canUseGame, hasGrant } from './access';
import { businessSecondText, now } from './clock';
import { ApiError, PACK_CODES } from './errors';
import {
  clientIp,
  header,
  intHeader,
  keepIdleConnections,
  type MockHandler,
  type MockRequest,
  type MockResponse,
} from './http';
import { MESSAGES, pickLang, t as translate, validationTips, type Lang, type MessageKey } from './i18n';
import { fail } from './messageBook';
import { writeOpLog } from './oplogWriter';
import { claimRequestId, fingerprintOf, isRequestId, type Claim } from './replay';
import { findSession } from './sessions';
import { formFields, unflatten, verifySignedForm } from './signedForm';
import type { Person, Session } from './types';
import { forbiddenKeyPath, isPlainObject, validate } from './validate';
import { moveVersion, stampOf, stampRows } from './versions';

export { ApiError, PACK_QUIET, quietError } from './errors';
export type { ErrorCode } from './errors';
export { verifySignedForm } from './signedForm';

/**
 * Every endpoint is declared once: `defineApi(path, options, handler)` looks the path up in the contract
 * (src/contract) and takes from it the auth level (x-auth), the request schema, the operation-log flag,
 * x-signed and the envelope. It answers every failure as an envelope (HTTP 200) and never sends a stack.
 */
export interface AuditInfo {
  target?: string;
  before?: unknown;
  after?: unknown;
  /** for calls without a session (login): who acted */
  operatorId?: number;
  operatorName?: string;
}

export interface ApiContext<B> {
  req: MockRequest;
  res: MockResponse;
  path: string;
  operation: ContractOperation;
  /** the validated (and coerced) body */
  body: B;
  lang: Lang;
  session: Session | null;
  person: Person | null;
  /** the signed-in person; throws A0230 on a public endpoint without a session */
  readonly me: Person;
  /** X-Game-Id, 0 when absent */
  gameId: number;
  /** X-Child-Game-Id, 0 when absent */
  childGameId: number;
  ip: string;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  /** what the operation-log entry says (target, before, after) */
  audit(info: AuditInfo): void;
  /** the handler answered on `res` itself (a file, a redirect): no envelope is sent */
  raw(): void;
}

export interface ApiOptions<B = unknown> {
  /** defaults to the contract's x-envelope */
  envelope?: EnvelopeKind;
  /**
   * the versioned record (x-record) a change of it saves: its id, when the body's numeric `id` is not it (docs/rules.md
   * "Request ids and versions")
   */
  recordId?: (ctx: ApiContext<B>) => number | undefined;
  /** a read of a versioned record: a row's record id, when its numeric `id` is not it */
  rowId?: (row: Record<string, unknown>, ctx: ApiContext<B>) => number | undefined;
  /**
   * a versioned edit: the record as its reads answer it, for a stale save's answer (default: the record's `get`
   * call of the contract, run with `{id}`)
   */
  latest?: (ctx: ApiContext<B>, id: number) => unknown;
}

export type ApiHandler<B, D> = (ctx: ApiContext<B>) => D | Promise<D>;

// umi's multer leaves the signed uploads' bodies unread: defineApi reads them after the session check, with a limit
installParserGuards((req) => Boolean(req.path && operationOf(req.path)?.['x-signed']));

export function apiSuccess(data: unknown) {
  return { code: '00000', data: data === undefined ? null : data, tips: '', description: '', msg: 'success' };
}

export function apiFailure(e: ApiError) {
  return { code: e.code, data: e.data, tips: e.tips, description: e.description, msg: e.tips };
}

export function packSuccess(data: unknown) {
  return { code: 0, msg: 'success', data: data === undefined ? null : data };
}

export function packFailure(e: ApiError) {
  return { code: e.packCode ?? PACK_CODES[e.code], msg: e.tips, data: null };
}

function requestSchema(o: ContractOperation) {
  const content = o.requestBody?.content;
  return content ? (content['application/json'] || content['multipart/form-data'])?.schema : undefined;
}

function needsGame(o: ContractOperation): boolean {
  return Boolean(o.parameters?.some((p) => p.in === 'header' && p.name === 'X-Game-Id' && p.required));
}

export function defineApi<B = Record<string, unknown>, D = unknown>(
  path: string,
  handler: ApiHandler<B, D>,
): MockHandler;
export function defineApi<B = Record<string, unknown>, D = unknown>(
  path: string,
  options: ApiOptions<B>,
  handler: ApiHandler<B, D>,
): MockHandler;
export function defineApi<B, D>(path: string, a: ApiOptions<B> | ApiHandler<B, D>, b?: ApiHandler<B, D>): MockHandler {
  const options: ApiOptions<B> = typeof a === 'function' ? {} : a;
  const handler = (typeof a === 'function' ? a : b) as ApiHandler<B, D>;
  const operation = operationOf(path);
  if (!operation) throw new Error(`defineApi: ${path} is not in the API contract (src/contract)`);
  const envelope = options.envelope || operation['x-envelope'];
  const schema = requestSchema(operation);
  const recordKind = operation['x-record'];
  const versioned = Boolean(operation['x-versioned']);
  const changes = CHANGE_OPERATION(operation);
  const latestCall = versioned && !options.latest ? readCallOf(recordKind) : undefined;
  if (versioned && !options.latest && !latestCall) {
    throw new Error(`defineApi: ${path} saves ${recordKind}: give \`latest\` or a get call of that record`);
  }
  handlerRegistry().set(path, handler as ApiHandler<unknown, unknown>);

  return async (req: MockRequest, res: MockResponse) => {
    keepIdleConnections(req);
    const started = now();
    const lang = pickLang(header(req, 'accept-language'));
    const audit: AuditInfo = {};
    let person: Person | null = null;
    let answered = false;
    let result: 'success' | 'failure' = 'success';
    let message = '';
    let claim: Claim | undefined;
    let replayed = false;
    const send = (body: unknown, status = 200) => {
      res.status(status);
      res.json(body);
    };
    try {
      if (operation['x-dev']) refuseDevRequest(req, path, lang);
      const found = findSession(header(req, 'satoken'));
      if (operation['x-auth'] !== 'public' && !found) fail(lang, 'A0230', MESSAGES.sessionExpired);
      person = found?.person || null;
      if (operation['x-auth'] === 'grant' && person && !hasGrant(person, path))
        fail(lang, 'A0301', MESSAGES.forbidden, { path });
      refuseUnreadableBody(req, lang);
      if (operation['x-signed'] && unreadMultipart(req)) await readUpload(req, res, lang);
      // a key that reaches a prototype (`__proto__.x` in a form, `"__proto__"` in JSON) is refused before anything
      const forbidden = forbiddenKeyPath(req.body);
      if (forbidden) fail(lang, 'A0400', MESSAGES.forbiddenField, { field: forbidden });
      const gameId = intHeader(req, 'x-game-id');
      if (operation['x-request-id']) {
        // docs/rules.md "Request ids and versions": the same id answers the first answer again and runs nothing
        const id = header(req, REQUEST_ID_HEADER)?.trim() ?? '';
        if (!isRequestId(id)) fail(lang, 'A0400', MESSAGES.requestIdMissing);
        const asked = fingerprintOf(req, gameId, intHeader(req, 'x-child-game-id'), operation['x-signed']);
        claim = await claimRequestId(person?.id ?? 0, path, id, asked);
        if (claim.kind === 'mismatch') fail(lang, 'A0506', MESSAGES.requestIdReused);
        if (claim.kind === 'replay') {
          replayed = true;
          res.setHeader('X-Request-Replayed', '1');
          send(claim.answer.body, claim.answer.status);
          return;
        }
      }
      if (operation['x-signed']) verifySignedForm(req, found?.session.token || '');
      if (needsGame(operation)) {
        const sent = header(req, 'x-game-id')?.trim();
        if (!gameId && sent)
          fail(lang, 'A0400', MESSAGES.invalidHeader, { field: 'X-Game-Id', value: sent.slice(0, 32) });
        if (!gameId) throw new ApiError('A0400', validationTips(lang, { field: 'X-Game-Id', reason: 'required' }));
        if (person && !canUseGame(person, gameId)) fail(lang, 'A0301', MESSAGES.gameForbidden);
      }
      const input = operation['x-signed'] ? unflatten(formFields(req.body)) : (req.body ?? {});
      let body: unknown = isPlainObject(input) ? input : {};
      if (schema) {
        const checked = validate(schema, input ?? {});
        if (!checked.ok) throw new ApiError('A0400', validationTips(lang, checked.error));
        body = checked.value;
      }
      // an edit's base version is the framework's, never part of the record the handler saves
      let baseVersion: unknown;
      if (versioned && isPlainObject(body)) {
        const { baseVersion: base, ...rest } = body;
        baseVersion = base;
        body = rest;
      }
      const ctx: ApiContext<B> = {
        req,
        res,
        path,
        operation,
        body: body as B,
        lang,
        session: found?.session || null,
        person,
        get me(): Person {
          if (!person) return fail(lang, 'A0230', MESSAGES.sessionExpired);
          return person;
        },
        gameId,
        childGameId: intHeader(req, 'x-child-game-id'),
        ip: clientIp(req),
        t: (key, vars) => translate(lang, key, vars),
        audit: (info) => Object.assign(audit, info),
        raw: () => {
          answered = true;
        },
      };
      const recordId = recordKind ? (options.recordId ? options.recordId(ctx) : idOfBody(body)) : undefined;
      if (recordKind && versioned) {
        if (recordId === undefined) throw new Error(`defineApi: ${path} saves ${recordKind} without a record id`);
        const latest = options.latest;
        await checkBaseVersion(ctx, recordKind, recordId, baseVersion, () => {
          if (latest) return latest(ctx, recordId);
          const read = latestCall ? handlerOf(latestCall) : undefined;
          if (!read || !latestCall) throw new Error(`defineApi: no get call for ${recordKind}`);
          return read({ ...(ctx as ApiContext<unknown>), path: latestCall, body: { id: recordId } });
        });
      }
      let data: unknown = await handler(ctx);
      if (recordKind && changes && recordId !== undefined) {
        moveVersion(recordKind, recordId, gameId, person?.name ?? '', now());
      }
      if (recordKind && !changes) {
        const rowId = options.rowId;
        data = stampRows(recordKind, data, gameId, rowId ? (row) => rowId(row, ctx) : undefined);
      }
      const answer = envelope === 'onlinepack' ? packSuccess(data) : apiSuccess(data);
      if (!answered) send(answer);
      if (claim?.kind === 'first') {
        if (answered) claim.release();
        else claim.keep({ status: 200, body: answer });
      }
    } catch (e) {
      if (claim?.kind === 'first') claim.release();
      result = 'failure';
      let err: ApiError;
      if (e instanceof ApiError) err = e;
      else {
        console.error(`[mock] ${path} failed:`, e);
        err = new ApiError('B0001', translate(lang, 'serverError'));
      }
      message = `${err.code} ${err.tips}`;
      if (!answered) send(envelope === 'onlinepack' ? packFailure(err) : apiFailure(err), err.status);
    } finally {
      const operatorId = audit.operatorId ?? person?.id;
      // a replayed request id ran nothing: nothing to log
      if (operation['x-log'] && operatorId !== undefined && !replayed) {
        writeOpLog({
          time: started,
          operatorId,
          operatorName: audit.operatorName ?? person?.name ?? '',
          gameId: intHeader(req, 'x-game-id'),
          module: operation['x-module'],
          action: operation['x-action'],
          target: audit.target ?? targetOf(req.body),
          before: audit.before ?? null,
          after: audit.after ?? null,
          result,
          message,
          ip: clientIp(req),
          durationMs: Math.max(0, now() - started),
        });
      }
    }
  };
}

/** Whether the development helpers (x-dev) exist: only with MOCK_DEV_ENDPOINTS=1 (browser tests, `npm start`). */
export function devEndpointsEnabled(): boolean {
  return process.env.MOCK_DEV_ENDPOINTS === '1';
}

/**
 * A development helper answers 404 (as if absent) unless enabled, and 415 to anything but application/json: a form
 * or text/plain request is what any web page may send cross-site without asking first.
 */
function refuseDevRequest(req: MockRequest, path: string, lang: Lang): void {
  if (!devEndpointsEnabled()) {
    throw new ApiError('A0404', translate(lang, 'notFoundPath', { method: req.method || 'POST', path }), {
      status: 404,
    });
  }
  const type = (header(req, 'content-type') || '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError('A0400', translate(lang, 'jsonOnly'), { status: 415 });
}

/** A body umi's parsers could not read: not valid JSON, too large, or otherwise unreadable. */
function refuseUnreadableBody(req: MockRequest, lang: Lang): void {
  const error = bodyErrorOf(req);
  if (!error) return;
  const key: MessageKey =
    error.type === 'entity.too.large' ? 'bodyTooLarge' : error.type === 'entity.parse.failed' ? 'badJson' : 'badBody';
  throw new ApiError('A0400', translate(lang, key));
}

/** Reads a signed upload's multipart body (after the session check), refusing a file over the limit at once. */
async function readUpload(req: MockRequest, res: MockResponse, lang: Lang): Promise<void> {
  const limit = uploadLimitBytes();
  const read = await readMultipart(req, res, limit);
  if (read.ok) return;
  if (read.tooLarge) {
    const mb = Math.round((limit / 1024 / 1024) * 100) / 100;
    throw new ApiError('A0400', translate(lang, 'fileOverLimit', { name: read.field || 'file', limit: mb }));
  }
  throw new ApiError('A0400', translate(lang, 'badBody'));
}

/** A change (logged, creating or versioned) moves a versioned record's version; any other call reads it. */
const CHANGE_OPERATION = (o: ContractOperation) => Boolean(o['x-log'] || o['x-request-id'] || o['x-versioned']);

/** The body's numeric `id`, the record most changes name. */
function idOfBody(body: unknown): number | undefined {
  return isPlainObject(body) && typeof body.id === 'number' ? body.id : undefined;
}

/** The contract's `get` call of a versioned record, which answers one record by `{id}`. */
function readCallOf(kind: string | undefined): string | undefined {
  if (!kind) return undefined;
  return operations().find(([, o]) => o['x-record'] === kind && o['x-action'] === 'get')?.[0];
}

/**
 * A versioned edit whose base is no longer the latest version is refused (A0409), naming who saved in between and
 * when (China time), with the latest record (`latest()`: as its reads answer it; stamped here) in `data` so the form
 * can show the difference and re-apply the operator's changes on it (docs/rules.md "Request ids and versions"). A
 * record that is gone answers its own "not found" (from `latest`). defineApi checks every x-versioned call; a save
 * whose base is not its body's `id` (a protocol's new draft, based on a version of its line) calls it itself.
 */
export async function checkBaseVersion<B>(
  ctx: ApiContext<B>,
  kind: string,
  id: number,
  base: unknown,
  latest: () => unknown,
): Promise<void> {
  const stamp = stampOf(kind, id, ctx.gameId);
  if (base === stamp.recordVersion) return;
  const record = stampRows(kind, await latest(), ctx.gameId, () => id);
  const current = stampOf(kind, id, ctx.gameId, record);
  throw new ApiError(
    'A0409',
    ctx.t('staleSave', {
      name: current.savedBy || ctx.t('someoneElse'),
      time: businessSecondText(current.savedAt),
      version: current.recordVersion,
      base: typeof base === 'number' ? base : '-',
    }),
    { data: { baseVersion: typeof base === 'number' ? base : null, ...current, record } },
  );
}

function targetOf(body: unknown): string {
  if (isPlainObject(body) && (typeof body.id === 'number' || typeof body.id === 'string')) return `#${body.id}`;
  return '';
}

/** The /onlinepack variant: the same framework with the {code: 0, msg, data} envelope. */
export function definePackApi<B = Record<string, unknown>, D = unknown>(
  path: string,
  handler: ApiHandler<B, D>,
): MockHandler {
  return defineApi<B, D>(path, { envelope: 'onlinepack' }, handler);
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_HANDLERS__: Map<string, ApiHandler<unknown, unknown>> | undefined;
}

function handlerRegistry(): Map<string, ApiHandler<unknown, unknown>> {
  if (!globalThis.__GAME_OPS_HANDLERS__) globalThis.__GAME_OPS_HANDLERS__ = new Map();
  return globalThis.__GAME_OPS_HANDLERS__;
}

/**
 * The handler defined for `path` (without defineApi's session, grant and schema checks): a rollback applies a
 * configuration version through the record's own save (docs/rules.md "Configuration history").
 */
export function handlerOf(path: string): ApiHandler<unknown, unknown> | undefined {
  return handlerRegistry().get(path);
}

/** Throws A0402 unless `row` exists. */
export function found<T>(ctx: ApiContext<unknown>, row: T | undefined, entity: string, id: number | string): T {
  if (row === undefined) return fail(ctx, 'A0402', MESSAGES.notFound, { entity, id });
  return row;
}
