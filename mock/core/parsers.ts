import type { MockRequest, MockResponse } from './http';

/**
 * umi's mock middleware (createMockMiddleware in @umijs/preset-umi) runs body-parser json and urlencoded, then
 * multer().any(), before any handler, and drops their errors: a malformed JSON body reaches the handler as `{}`, and
 * a multipart body is read whole into memory before the handler can look at the session. Two guards on the very
 * parser modules umi uses (the same module instances: node caches them by real path) fix that:
 *  - body-parser json/urlencoded: a parse error is kept on the request (`bodyErrorOf`), so the handler answers it;
 *  - multer's any(): skipped for the requests `skipMultipart` names (the signed upload endpoints), which read the
 *    stream themselves after the session check, with a size limit (`readMultipart`).
 * The guards are installed once per process; a reload of the mock files only replaces `skipMultipart`.
 */
const UMI_MULTER = '@umijs/preset-umi/compiled/multer';
const UMI_BODY_PARSER = '@umijs/preset-umi/compiled/body-parser';
const ORIGINAL_ANY = Symbol.for('gameOps.multer.any');
const GUARDED = Symbol.for('gameOps.parsers.guarded');
const BODY_ERROR = Symbol.for('gameOps.bodyError');

type Next = (err?: unknown) => void;
type Middleware = (req: unknown, res: unknown, next: Next) => void;
interface MulterInstance {
  any(): Middleware;
}
interface MulterOptions {
  storage?: unknown;
  limits?: { fileSize?: number; fields?: number; files?: number };
}
type MulterModule = (options?: MulterOptions) => MulterInstance;
interface MulterProto {
  any(this: MulterInstance): Middleware;
  [ORIGINAL_ANY]?: (this: MulterInstance) => Middleware;
}
type ParserFactory = (options?: object) => Middleware;
type Guarded = { [GUARDED]?: boolean };

/** The error umi's body parsers met on this request (e.g. type 'entity.parse.failed'), if any. */
export interface BodyError {
  type?: string;
  status?: number;
  message?: string;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_SKIP_MULTIPART__: ((req: MockRequest) => boolean) | undefined;
}

const multerModule = () => require(UMI_MULTER) as MulterModule;

export function installParserGuards(skipMultipart: (req: MockRequest) => boolean): void {
  globalThis.__GAME_OPS_SKIP_MULTIPART__ = skipMultipart;
  const multer = multerModule();
  const proto = Object.getPrototypeOf(multer()) as MulterProto & Guarded;
  if (!proto[GUARDED]) {
    const any = proto.any;
    proto[ORIGINAL_ANY] = any;
    proto.any = function guardedAny(this: MulterInstance) {
      const parse = any.call(this);
      return (req: unknown, res: unknown, next: Next) =>
        globalThis.__GAME_OPS_SKIP_MULTIPART__?.(req as MockRequest) ? next() : parse(req, res, next);
    };
    proto[GUARDED] = true;
  }
  const bodyParser = require(UMI_BODY_PARSER) as Record<string, ParserFactory> & Guarded;
  if (!bodyParser[GUARDED]) {
    (['json', 'urlencoded'] as const).forEach((name) => {
      const original = bodyParser[name];
      Object.defineProperty(bodyParser, name, {
        configurable: true,
        enumerable: true,
        get: () => (options?: object) => {
          const parse = original(options);
          return (req: unknown, res: unknown, next: Next) =>
            parse(req, res, (err?: unknown) => {
              if (err) (req as Record<symbol, unknown>)[BODY_ERROR] = err;
              next(err);
            });
        },
      });
    });
    bodyParser[GUARDED] = true;
  }
}

export function bodyErrorOf(req: MockRequest): BodyError | undefined {
  return (req as unknown as Record<symbol, BodyError | undefined>)[BODY_ERROR];
}

/** True when a multipart body is still unread on the request (umi's multer skipped it). */
export function unreadMultipart(req: MockRequest): boolean {
  const type = String(req.headers['content-type'] || '').toLowerCase();
  const stream = req as unknown as { readable?: boolean; pipe?: unknown; files?: unknown };
  return type.startsWith('multipart/') && typeof stream.pipe === 'function' && !stream.files;
}

interface IncomingFile {
  stream: NodeJS.ReadableStream;
}
type StorageCallback = (err: unknown, info?: { buffer: Buffer; size: number }) => void;

/**
 * multer's memory storage, except that it drops a file as soon as busboy reports the size limit and tells `onLimit`
 * at once: multer itself reports the limit only once the whole request has been read (it waits for on-finished).
 */
const limitedMemoryStorage = (onLimit: (field: string) => void) => ({
  _handleFile(_req: unknown, file: IncomingFile & { fieldname: string }, cb: StorageCallback) {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (err: unknown, info?: { buffer: Buffer; size: number }) => {
      if (settled) return;
      settled = true;
      cb(err, info);
    };
    file.stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    file.stream.on('limit', () => {
      chunks.length = 0;
      settle(null, { buffer: Buffer.alloc(0), size });
      onLimit(file.fieldname);
    });
    file.stream.on('end', () => settle(null, { buffer: Buffer.concat(chunks), size }));
    file.stream.on('error', (err) => settle(err));
  },
  _removeFile(_req: unknown, file: { buffer?: Buffer }, cb: (err: unknown) => void) {
    delete file.buffer;
    cb(null);
  },
});

export type MultipartResult = { ok: true } | { ok: false; tooLarge: boolean; field?: string; message: string };

/**
 * Reads a multipart body with multer (in memory) and a per-file size limit: fields land in `req.body`, files in
 * `req.files`. At the limit the file is dropped and the result comes at once, so the handler answers while the
 * client is still sending; multer reads the rest of the request and throws it away (nothing more is kept).
 */
export function readMultipart(req: MockRequest, res: MockResponse, fileSizeLimit: number): Promise<MultipartResult> {
  return new Promise((done) => {
    let settled = false;
    const settle = (r: MultipartResult) => {
      if (settled) return;
      settled = true;
      done(r);
    };
    const onLimit = (field: string) => settle({ ok: false, tooLarge: true, field, message: 'File too large' });
    const multer = multerModule();
    const instance = multer({ storage: limitedMemoryStorage(onLimit), limits: { fileSize: fileSizeLimit } });
    const proto = Object.getPrototypeOf(instance) as MulterProto;
    const any = proto[ORIGINAL_ANY] ?? proto.any;
    any.call(instance)(req, res, (err?: unknown) => {
      if (!err) return settle({ ok: true });
      const e = err as { code?: string; field?: string; message?: string };
      settle({ ok: false, tooLarge: e.code === 'LIMIT_FILE_SIZE', field: e.field, message: e.message || String(err) });
    });
  });
}

/** The largest file a signed upload takes: 800 MB (1024 × 1024 bytes per MB). */
export const FILE_LIMIT_MB = 800;
export const FILE_LIMIT_BYTES = FILE_LIMIT_MB * 1024 * 1024;

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_UPLOAD_LIMIT__: number | undefined;
}

/** The upload limit in force (FILE_LIMIT_BYTES unless a test lowered it). */
export function uploadLimitBytes(): number {
  return globalThis.__GAME_OPS_UPLOAD_LIMIT__ ?? FILE_LIMIT_BYTES;
}

/** Tests only: lowers the upload limit (null restores it). */
export function setUploadLimit(bytes: number | null): void {
  globalThis.__GAME_OPS_UPLOAD_LIMIT__ = bytes ?? undefined;
}
