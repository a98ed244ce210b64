import type { ContractPaths, TypedPathItem } from '@/contract';
import { api, pack, type CallOptions } from './index';
import { upload, type UploadOptions } from './upload';

/**
 * Calls declared by the API contract (src/contract): the path is written once, and the body and the answer's data
 * take their types from the contract's schemas, so the console and the backend cannot disagree on a shape.
 */
export type ApiPath = Extract<keyof ContractPaths, `/api/${string}`>;
export type PackPath = Extract<keyof ContractPaths, `/onlinepack/${string}`>;

/** The request body a contract path takes (undefined: none). */
export type RequestOf<P extends keyof ContractPaths> =
  ContractPaths[P] extends TypedPathItem<infer R, unknown> ? R : never;
/** The `data` of a contract path's answer. */
export type DataOf<P extends keyof ContractPaths> =
  ContractPaths[P] extends TypedPathItem<unknown, infer D> ? D : never;

type Caller<P extends keyof ContractPaths, T> =
  undefined extends RequestOf<P>
    ? (body?: RequestOf<P>, options?: CallOptions) => Promise<T>
    : (body: RequestOf<P>, options?: CallOptions) => Promise<T>;

/** POST /api/…: `const pageRoles = apiCall('/api/sys/role/list')`, then `pageRoles({ pageNum: 1, pageSize: 10 })`. */
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
 * The same call taking what a form gives: every field optional (the screen's form checks what it must, and the
 * backend validates the body against the contract and answers which field is wrong).
 */
export function fromForm<B, R>(call: (body: B, options?: CallOptions) => R) {
  return call as unknown as (body: Partial<NonNullable<B>>, options?: CallOptions) => R;
}

/** The file fields of signed forms (docs/rules.md "Signed forms"): Blobs in the browser, binary in the contract. */
type FileField = 'file' | 'iconFile' | 'signFile' | 'plistFile';
/** What a signed form of a contract path holds: its fields, with the file fields as Blobs. */
export type FormOf<P extends keyof ContractPaths> = {
  [K in keyof RequestOf<P>]: K extends FileField ? Blob | undefined : RequestOf<P>[K];
};

/** A signed multipart upload of the contract (x-signed), with progress. */
export function uploadCall<P extends ApiPath | PackPath>(path: P, defaults: Omit<UploadOptions, 'prefix'> = {}) {
  const prefix = path.startsWith('/onlinepack/') ? '/onlinepack' : '/api';
  const url = path.slice(prefix.length);
  return (values: FormOf<P>, onProgress?: (percent: number) => void) =>
    upload<DataOf<P>>(url, { ...values } as Record<string, unknown>, { ...defaults, prefix, onProgress });
}
