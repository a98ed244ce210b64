import { operationOf, type ContractOperation, type ContractPaths } from '../../src/contract';
import { REQUEST_ID_HEADER } from '../../src/contract/operation';
import { bodyErrorOf, installParserGuards, readMultipart, unreadMultipart, uploadLimitBytes } from './parsers';
import { canUseGame, hasGrant } from './access';
import { now } from './clock';
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
import type { Person } from './types';
import { forbiddenKeyPath, isPlainObject, validate } from './validate';
import { checkBaseVersion, readCallOf } from './staleSave';
import { moveVersion, stampRows } from './versions';
import type { ApiContext, ApiHandler, ApiOptions, AuditInfo } from './apiTypes';
import { approvalFactsRegistry, approvalQueue, needsApproval, type QueuedChange } from './approval';
import { handlerOf, handlerRegistry } from './handlerRegistry';
import { EMERGENCY_KEY, isPendingChange } from '../../src/contract/approvalValues';
import { stampOf } from './versions';

export { ApiError } from './errors';
export { verifySignedForm } from './signedForm';
export type { ApiContext, ApiHandler, ApiOptions, AuditInfo } from './apiTypes';
export { checkBaseVersion, staleSave } from './staleSave';
export { handlerOf } from './handlerRegistry';

/** A path of the contract. */
export type ContractPath = keyof ContractPaths & string;

type HandlerTypes<P extends ContractPath> = ContractPaths[P] extends { '~handler'?: infer H }
  ? H extends { body: unknown; returns: unknown }
    ? H
    : { body: undefined; returns: unknown }
  : { body: undefined; returns: unknown };

/** What the validator makes of form text: a switch's '1'/'0' is the number by then (docs/rules.md "Switch values"). */
type Coerced<T> = T extends '0' | '1'
  ? never
  : T extends ReadonlyArray<infer U>
    ? Coerced<U>[]
    : T extends object
      ? { [K in keyof T]: Coerced<T[K]> }
      : T;

/**
 * The body a handler of `P` gets: the contract's request, validated and coerced, without an edit's `baseVersion`
 * (checked by the framework); an empty object for a call that takes no body.
 */
export type BodyOf<P extends ContractPath> = HandlerTypes<P>['body'] extends undefined
  ? Record<string, never>
  : Coerced<HandlerTypes<P>['body']>;

/**
 * What a handler of `P` answers: the contract's data (before a read's rows are stamped with their version); nothing
 * for a call that answers no data. A handler that answers another shape does not compile.
 */
export type ReturnsOf<P extends ContractPath> = HandlerTypes<P>['returns'] extends null
  ? null | undefined
  : HandlerTypes<P>['returns'];

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

export function defineApi<P extends ContractPath>(path: P, handler: ApiHandler<BodyOf<P>, ReturnsOf<P>>): MockHandler;
export function defineApi<P extends ContractPath>(
  path: P,
  options: ApiOptions<BodyOf<P>>,
  handler: ApiHandler<BodyOf<P>, ReturnsOf<P>>,
): MockHandler;
export function defineApi(
  path: string,
  a: ApiOptions<never> | ApiHandler<never, unknown>,
  b?: ApiHandler<never, unknown>,
): MockHandler {
  // the body is validated against the contract before the handler runs: from here on it is the contract's type
  type B = unknown;
  const options = (typeof a === 'function' ? {} : a) as ApiOptions<B>;
  const handler = (typeof a === 'function' ? a : b) as ApiHandler<B, unknown>;
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
  if (options.approvalFacts)
    approvalFactsRegistry().set(path, options.approvalFacts as (ctx: ApiContext<unknown>) => unknown);

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
    // a risky call queued as a change request: the request's own entry is the log (mock/changeRequest)
    let queued = false;
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
      // docs/rules.md "Change requests": a risky call is queued, unless it takes the emergency path
      let change: QueuedChange | undefined;
      if (operation['x-approval'] && isPlainObject(body)) {
        const { emergency, ...rest } = body;
        // where only some payloads are risky, the others run as ever (their emergency flag means nothing)
        const record =
          recordKind && recordId !== undefined
            ? { kind: recordKind, id: recordId, baseVersion: stampOf(recordKind, recordId, gameId).recordVersion }
            : null;
        const risky = await needsApproval(ctx as ApiContext<unknown>, path, rest, record);
        if (risky && !(typeof rest.changeReason === 'string' && rest.changeReason.trim())) {
          throw new ApiError('A0400', validationTips(lang, { field: 'changeReason', reason: 'required' }));
        }
        ctx.body = rest as B;
        if (risky) change = { path, body: rest, gameId, childGameId: ctx.childGameId, record };
        if (change && emergency !== true) {
          // what its own rules refuse now is refused now, in their words, not queued
          await options.check?.(ctx);
          const request = await approvalQueue().submit(ctx as ApiContext<unknown>, change);
          queued = true;
          const pending = { changeRequest: { id: request.id, status: 'pending', expiresAt: request.expiresAt } };
          const answer = { ...apiSuccess(pending), msg: approvalQueue().message(lang, request) };
          send(answer);
          if (claim?.kind === 'first') claim.keep({ status: 200, body: answer });
          return;
        }
        if (change && (!person || !hasGrant(person, EMERGENCY_KEY)))
          fail(lang, 'A0301', MESSAGES.forbidden, { path: EMERGENCY_KEY });
      }
      // an emergency change's request id is known before it is applied: the version its handler keeps names it
      const emergencyId = change ? approvalQueue().reserve() : undefined;
      ctx.changeRequestId = emergencyId;
      let data: unknown = await handler(ctx);
      if (change && emergencyId !== undefined) {
        audit.changeRequestId = approvalQueue().emergency(ctx as ApiContext<unknown>, change, audit, emergencyId);
        audit.emergency = true;
      }
      if (recordKind && changes && recordId !== undefined) {
        moveVersion(recordKind, recordId, gameId, person?.name ?? '', now());
      }
      if (recordKind && !changes) {
        const rowId = options.rowId;
        data = stampRows(recordKind, data, gameId, rowId ? (row) => rowId(row, ctx) : undefined);
      }
      // a change queued by the handler itself (a rollback of a record whose save needs approval) names its request
      const answer =
        envelope === 'onlinepack'
          ? packSuccess(data)
          : isPendingChange(data)
            ? { ...apiSuccess(data), msg: approvalQueue().message(lang, data.changeRequest) }
            : apiSuccess(data);
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
      if (operation['x-log'] && operatorId !== undefined && !replayed && !queued) {
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
          ...(audit.changeRequestId !== undefined ? { changeRequestId: audit.changeRequestId } : {}),
          ...(audit.emergency ? { emergency: true } : {}),
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

function targetOf(body: unknown): string {
  if (isPlainObject(body) && (typeof body.id === 'number' || typeof body.id === 'string')) return `#${body.id}`;
  return '';
}

/** The /onlinepack variant: the same framework with the {code: 0, msg, data} envelope. */
export function definePackApi<P extends ContractPath>(
  path: P,
  handler: ApiHandler<BodyOf<P>, ReturnsOf<P>>,
): MockHandler {
  return defineApi(path, { envelope: 'onlinepack' } as ApiOptions<BodyOf<P>>, handler);
}

/** Throws A0402 unless `row` exists. */
export function found<T>(ctx: ApiContext<unknown>, row: T | undefined, entity: string, id: number | string): T {
  if (row === undefined) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity, id });
  return row;
}
