import { type ApiErrorCode, PACK_CODE_OF, type PackErrorCode } from '../../src/contract/envelope';

/** Error codes of the spec (Alibaba style), declared with their meaning in the contract (src/contract/envelope.ts). */
export type ErrorCode = ApiErrorCode;

/**
 * /onlinepack codes for the same failures: numbers, except the session-expiry code, which both services answer
 * alike ('A0230') so the console treats an expired session the same way whichever service noticed it.
 */
export const PACK_CODES: Record<ErrorCode, PackErrorCode> = PACK_CODE_OF;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly tips: string;
  /** overrides PACK_CODES[code] on the /onlinepack envelope (e.g. 20001: the client shows no notice) */
  readonly packCode?: number;
  readonly description: string;
  /** the HTTP status of the answer: 200 for business errors (the envelope carries the code); 404/405/415 … */
  readonly status: number;
  /** the envelope's `data` for a refusal that says more than its text (a stale save's latest version: A0409) */
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    tips: string,
    opts: { packCode?: number; description?: string; status?: number; data?: unknown } = {},
  ) {
    super(`${code} ${tips}`);
    this.name = 'ApiError';
    this.code = code;
    this.tips = tips;
    this.packCode = opts.packCode;
    this.description = opts.description || '';
    this.status = opts.status ?? 200;
    this.data = opts.data ?? null;
  }
}
