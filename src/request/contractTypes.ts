import type { ContractPaths, TypedPathItem } from '@/contract';

/**
 * The console's types of the contract's calls (src/contract), by path: types only, so that a generator's check
 * (scripts/contract/generators.test.ts) compiles them without the request layer. src/request/endpoint.ts re-exports
 * them beside the calls.
 */
export type ApiPath = Extract<keyof ContractPaths, `/api/${string}`>;
export type PackPath = Extract<keyof ContractPaths, `/onlinepack/${string}`>;

/** The request body a contract path takes (undefined: none). */
export type RequestOf<P extends keyof ContractPaths> =
  ContractPaths[P] extends TypedPathItem<infer R, unknown> ? R : never;
/** The `data` of a contract path's answer. */
export type DataOf<P extends keyof ContractPaths> =
  ContractPaths[P] extends TypedPathItem<unknown, infer D> ? D : never;

/** Whether a contract path creates something and so takes a request id (x-request-id). */
export type TakesRequestId<P extends keyof ContractPaths> =
  ContractPaths[P] extends TypedPathItem<unknown, unknown, infer R> ? R : false;
