import type { ContractPaths } from '@/contract';
import type { ApiPath, DataOf, PackPath, RequestOf, TakesRequestId } from './contractTypes';
import { api, pack, type CallOptions, type CreateOptions } from './index';
import { upload, type UploadOptions } from './upload';

/**
 * Calls declared by the API contract (src/contract): the path is written once, and the body and the answer's data
 * take their types from the contract's schemas, so the console and the backend cannot disagree on a shape.
 */
export type { ApiPath, DataOf, PackPath, RequestOf };

/**
 * A contract call: a creating call (x-request-id) requires options with its `requestId` (docs/rules.md "Request ids
 * and versions"), so no screen can send one without.
 */
type Caller<P extends keyof ContractPaths, T> =
  TakesRequestId<P> extends true
    ? (body: RequestOf<P>, options: CreateOptions) => Promise<T>
    : undefined extends RequestOf<P>
      ? (body?: RequestOf<P>, options?: CallOptions) => Promise<T>
      : (body: RequestOf<P>, options?: CallOptions) => Promise<T>;

/** POST /api/…: `const pageRoles = apiCall('/api/sys/role/list')`, then `pageRoles(pageQuery({ current: 1, size: 10 }))`. */
export function apiCall<P extends ApiPath>(path: P, defaults: CallOptions = {}) {
  const url = path.slice('/api'.length);
  const call = (body?: unknown, options?: CallOptions) => api<DataOf<P>>(url, body, { ...defaults, ...options });
  return call as Caller<P, Awaited<ReturnType<typeof api<DataOf<P>>>>>;
}

/** POST /onlinepack/…, the packaging service's envelope. */
export function packCall<P extends PackPath>(path: P, defaults: CallOptions = {}) {
  const url = path.slice('/onlinepack'.length);
  const call = (body?: unknown, options?: CallOptions) => pack<DataOf<P>>(url, body, { ...defaults, ...options });
  return call as Caller<P, Awaited<ReturnType<typeof pack<DataOf<P>>>>>;
}

/**
 * What a form gives for a body: every field optional (the screen's form checks what it must, and the backend validates
 * the body against the contract and answers which field is wrong), except an edit's `baseVersion`, which the screen
 * takes from the record it loaded.
 */
export type FormBody<B> =
  NonNullable<B> extends { baseVersion: number }
    ? Partial<Omit<NonNullable<B>, 'baseVersion'>> & { baseVersion: number }
    : Partial<NonNullable<B>>;

/** The same call taking what a form gives (FormBody); a creating call still requires its request id. */
export function fromForm<B, R>(
  call: (body: B, options?: CallOptions) => R,
): (body: FormBody<B>, options?: CallOptions) => R;
export function fromForm<B, R>(
  call: (body: B, options: CreateOptions) => R,
): (body: FormBody<B>, options: CreateOptions) => R;
export function fromForm<B, R>(call: (body: B, options: CreateOptions) => R) {
  return call as unknown as (body: FormBody<B>, options: CreateOptions) => R;
}

/** The file fields of signed forms (docs/rules.md "Signed forms"): Blobs in the browser, binary in the contract. */
type FileField = 'file' | 'iconFile' | 'signFile' | 'plistFile';
/** What a signed form of a contract path holds: its fields, with the file fields as Blobs. */
export type FormOf<P extends keyof ContractPaths> = {
  [K in keyof RequestOf<P>]: K extends FileField ? Blob | undefined : RequestOf<P>[K];
};

/**
 * A signed multipart upload of the contract (x-signed), with progress. An upload that creates something takes the
 * dialog's request id (docs/rules.md "Request ids and versions").
 */
export function uploadCall<P extends ApiPath | PackPath>(path: P, defaults: Omit<UploadOptions, 'prefix'> = {}) {
  const prefix = path.startsWith('/onlinepack/') ? '/onlinepack' : '/api';
  const url = path.slice(prefix.length);
  const send = (values: FormOf<P>, onProgress?: (percent: number) => void, requestId?: string) =>
    upload<DataOf<P>>(url, { ...values } as Record<string, unknown>, { ...defaults, prefix, onProgress, requestId });
  return send as TakesRequestId<P> extends true
    ? (
        values: FormOf<P>,
        onProgress: ((percent: number) => void) | undefined,
        requestId: string,
      ) => ReturnType<typeof send>
    : (values: FormOf<P>, onProgress?: (percent: number) => void) => ReturnType<typeof send>;
}
