import { api, type CallOptions } from '@/request';
import type { CheckRun } from '../package/service';
import type { Page, PageQuery } from '@/services/types';

/**
 * The self-check platform (/api/check, mock/_contract/pack.ts): games and channels enrolled with their check
 * history, and the check items with their parameters.
 */

// ---- enrolment ----
export type Joinup = {
  id: number;
  gameId: number;
  gameName?: string;
  channelId: number;
  channelName?: string;
  /** run the self-check on every successful build */
  autoCheck: boolean;
  remark?: string;
  created?: number;
  createdBy?: string;
  checkCount: number;
  /** 0–1, null before the first check */
  passRate?: number | null;
  lastCheck?: { id: number; pass: boolean; created: number } | null;
};

/** A self-check run: the same record the packaging screens show (one type, src/services/pack.ts). */
export type { CheckRun, CheckSummary } from '../package/service';

export type JoinupPayload = {
  /**
   * The game to enrol. The request layer never sends gameId in a body (spec §5): it travels as this call's X-Game-Id.
   * The same game also goes in the body as scopeGameId, the platform's name for a record's game.
   */
  gameId: number;
  scopeGameId: number;
  channelIds: number[];
  autoCheck?: boolean;
  remark?: string;
};

// POST /api/check/joinup/page (filters: filterGameId — gameId never travels in a body, spec §5 — and channelId)
export const pageJoinups = (query: PageQuery) => api<Page<Joinup>>('/check/joinup/page', query);
// POST /api/check/joinup/add
export const addJoinup = (payload: JoinupPayload) => api<{ ids: number[] }>('/check/joinup/add', payload);
// POST /api/check/joinup/delete
export const deleteJoinup = (payload: { id: number }) => api<null>('/check/joinup/delete', payload);
// POST /api/check/joinup/detail
export const getJoinupDetail = (payload: { id: number }) =>
  api<{ joinup: Joinup; history: CheckRun[] }>('/check/joinup/detail', payload);

// ---- check items ----
export type Severity = 'error' | 'warning';
export type CheckItemKind = 'PARAM_PRESENT' | 'ENTRY_PRESENT';

export type CheckItemParam = { key: string; name?: string; value: string };

export type CheckItem = {
  id: number;
  code: string;
  /** the rule that runs: the code itself for built-in items, else PARAM_PRESENT or ENTRY_PRESENT */
  kind?: string;
  name: string;
  category: string;
  rule?: string;
  severity: Severity;
  enabled: boolean;
  params: CheckItemParam[];
  builtIn: boolean;
  created?: number;
  updated?: number;
};

export type CheckItemAdd = {
  code: string;
  kind: CheckItemKind;
  name: string;
  category: string;
  rule?: string;
  severity: Severity;
  enabled?: boolean;
  params?: CheckItemParam[];
};

export type CheckItemEdit = {
  id: number;
  name?: string;
  category?: string;
  rule?: string;
  severity?: Severity;
  enabled?: boolean;
};

// POST /api/check/configuration/page (filters: keyword = code or name contains, category, enabled)
export const pageCheckItems = (query: PageQuery) => api<Page<CheckItem>>('/check/configuration/page', query);
// POST /api/check/configuration/get (A0402 when it does not exist)
export const getCheckItem = (payload: { id: number }, options?: CallOptions) =>
  api<CheckItem>('/check/configuration/get', payload, options);
// POST /api/check/configuration/add
export const addCheckItem = (payload: CheckItemAdd) => api<{ id: number }>('/check/configuration/add', payload);
// POST /api/check/configuration/edit
export const editCheckItem = (payload: CheckItemEdit) => api<null>('/check/configuration/edit', payload);
// POST /api/check/configuration/delete
export const deleteCheckItem = (payload: { id: number }) => api<null>('/check/configuration/delete', payload);
// POST /api/check/configuration/params/save (the whole set is replaced)
export const saveCheckItemParams = (payload: { id: number; params: CheckItemParam[] }) =>
  api<null>('/check/configuration/params/save', payload);
