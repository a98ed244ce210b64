import type { CreateOptions } from '@/request';
import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';
import { HEADER } from '@/request/headers';

/**
 * The self-check platform (/check/*): games and channels enrolled with their check history, and the check items
 * with their parameters. Shapes come from the API contract.
 */
export type Joinup = DataOf<'/api/check/joinup/page'>['list'][number];
/** A self-check run: the same record the packaging screens show (src/contract/package). */
export type CheckRun = DataOf<'/onlinepack/checkTask/run'>;
/**
 * The game to enrol goes in the body as scopeGameId, the platform's name for a record's game (gameId never goes in a
 * body: docs/rules.md "Body filter"), and as the call's own X-Game-Id header (joinup/components/joinup.ts).
 */
export type JoinupPayload = RequestOf<'/api/check/joinup/add'> & { scopeGameId: number };

export const pageJoinups = apiCall('/api/check/joinup/page');
const addJoinupCall = apiCall('/api/check/joinup/add');
/**
 * The enrolment call's options: the call is for the chosen game, which may not be the session's, so it names that game
 * in its own X-Game-Id header (docs/rules.md "Request headers": explicit headers win over GAME_ID).
 */
export function joinupOptions(payload: JoinupPayload, options: CreateOptions): CreateOptions {
  return { ...options, headers: { ...options.headers, [HEADER.gameId]: String(payload.scopeGameId) } };
}
/** Enrols a game: the call is for that game, named in its own X-Game-Id header. */
export const addJoinup = (payload: JoinupPayload, options: CreateOptions) =>
  addJoinupCall(payload, joinupOptions(payload, options));
export const deleteJoinup = apiCall('/api/check/joinup/delete');
export const getJoinupDetail = apiCall('/api/check/joinup/detail');

export type CheckItem = DataOf<'/api/check/configuration/get'>;
export type Severity = CheckItem['severity'];
export type CheckItemParam = CheckItem['params'][number];
export type CheckItemAdd = RequestOf<'/api/check/configuration/add'>;
export type CheckItemKind = CheckItemAdd['kind'];
export type CheckItemEdit = RequestOf<'/api/check/configuration/edit'>;

export const pageCheckItems = apiCall('/api/check/configuration/page');
export const getCheckItem = apiCall('/api/check/configuration/get');
export const addCheckItem = apiCall('/api/check/configuration/add');
export const editCheckItem = fromForm(apiCall('/api/check/configuration/edit'));
export const deleteCheckItem = apiCall('/api/check/configuration/delete');
export const saveCheckItemParams = apiCall('/api/check/configuration/params/save');
