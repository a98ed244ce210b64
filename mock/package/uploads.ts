/** Files of a signed multipart form (multer memory storage: req.files) and the server-side checks on them. */
import type { ApiContext } from '../core/defineApi';
import type { UploadedFile } from '../core/http';
import { PACK_MESSAGES } from './messages';
import { isZip, unpack } from './zip';
import { FILE_LIMIT_BYTES, FILE_LIMIT_MB } from '../core/parsers';
import { fail } from '../core/messageBook';

export { FILE_LIMIT_BYTES, FILE_LIMIT_MB };

export function uploadedFile<B>(ctx: ApiContext<B>, field: string): UploadedFile | undefined {
  return ctx.req.files?.find((f) => f.fieldname === field && f.size > 0);
}

/** Refuses any uploaded file over the limit, naming it (A0400). */
export function refuseOversize<B>(ctx: ApiContext<B>): void {
  (ctx.req.files ?? []).forEach((f) => {
    if (f.size > FILE_LIMIT_BYTES) {
      fail(ctx.lang, 'A0400', PACK_MESSAGES.fileTooLarge, {
        name: f.originalname || f.fieldname,
        size: (f.size / 1024 / 1024).toFixed(1),
        limit: FILE_LIMIT_MB,
      });
    }
  });
}

/** The file's bytes, copied out of multer's (possibly pooled) buffer. */
export function bytesOf(f: UploadedFile): Uint8Array {
  return Uint8Array.from(f.buffer);
}

/** Refuses a file that is not a readable zip archive (magic bytes, then its central directory), naming it (A0400). */
export function refuseNonZip<B>(ctx: ApiContext<B>, f: UploadedFile): void {
  const bytes = bytesOf(f);
  let ok = isZip(bytes);
  if (ok) {
    try {
      unpack(bytes);
    } catch {
      ok = false;
    }
  }
  if (!ok) fail(ctx.lang, 'A0400', PACK_MESSAGES.fileNotZip, { name: f.originalname || f.fieldname });
}
