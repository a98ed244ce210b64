import type { TransferKind } from '@/contract/roleTransfer';
import type { PendingChange } from '@/contract/approvalValues';
import type { DataOf } from '@/request/endpoint';
import type { Envelope } from '@/request/errors';
import type { CallOptions, CreateOptions } from '@/request/index';
import type { Page, PageQuery } from '@/services/types';

/**
 * What the role-transfer screens need from their area (the account migration under /operate, the role rebind under
 * /special; same shapes): the calls of one kind, the screen's path (its `:migrate` / `:rebind` and `:export` button
 * keys) and the kind.
 */
export type TransferPreview = DataOf<'/api/operate/userAccountMigration/preview'>;
/** An executed transfer (an execution may instead answer its change request: docs/rules.md "Change requests"). */
export type TransferRecord = Exclude<DataOf<'/api/operate/userAccountMigration/execute'>, PendingChange>;
export type TransferRole = TransferPreview['moves'][number];
export type AccountSide = TransferPreview['from'];

interface Answer<T> {
  data: T;
  /** the envelope's message (a queued change names its request) */
  msg?: string;
}
export interface PairBody {
  from: string;
  to: string;
  roleIds?: string[];
}
export interface TransferCalls {
  preview(body: PairBody, options?: CallOptions): Promise<Answer<TransferPreview>>;
  /** with the preview's request id (docs/rules.md "Request ids and versions"); a property, so its options are checked */
  execute: (
    body: PairBody & { reason: string; token: string; changeReason: string; emergency?: boolean },
    options: CreateOptions,
  ) => Promise<Answer<TransferRecord | PendingChange>>;
  page(q: PageQuery): Promise<Envelope<Page<TransferRecord>>>;
  /** rebind: an account and its roles, to choose which move */
  roles?(body: { account: string }, options?: CallOptions): Promise<Answer<AccountSide>>;
}

export interface TransferScreenProps {
  kind: TransferKind;
  /** the screen's route path: `${screen}:${action}` gates executing, `${screen}:export` the export */
  screen: string;
  /** the execute button's action: migrate or rebind */
  action: 'migrate' | 'rebind';
  calls: TransferCalls;
}
