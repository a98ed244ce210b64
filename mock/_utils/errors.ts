/** Error codes of the brief (Alibaba style) and the error a handler throws to answer one. */
export type ErrorCode =
  | 'A0202'
  | 'A0210'
  | 'A0230'
  | 'A0231'
  | 'A0301'
  | 'A0340'
  | 'A0341'
  | 'A0400'
  | 'A0402'
  | 'A0403'
  | 'B0001';

/** /onlinepack numeric codes for the same failures. */
export const PACK_CODES: Record<ErrorCode, number> = {
  A0202: 401,
  A0210: 401,
  A0230: 401,
  A0231: 401,
  A0301: 403,
  A0340: 400,
  A0341: 400,
  A0400: 400,
  A0402: 404,
  A0403: 409,
  B0001: 500,
};

/** The /onlinepack failure the client keeps quiet. */
export const PACK_QUIET = 20001;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly tips: string;
  /** overrides PACK_CODES[code] on the /onlinepack envelope (e.g. PACK_QUIET) */
  readonly packCode?: number;
  readonly description: string;

  constructor(code: ErrorCode, tips: string, opts: { packCode?: number; description?: string } = {}) {
    super(`${code} ${tips}`);
    this.name = 'ApiError';
    this.code = code;
    this.tips = tips;
    this.packCode = opts.packCode;
    this.description = opts.description || '';
  }
}

/** A failure the /onlinepack client shows no notice for (code 20001); on /api it is A0403. */
export function quietError(tips: string): ApiError {
  return new ApiError('A0403', tips, { packCode: PACK_QUIET });
}
