import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/**
 * Bans (/operate/stopConfig) of the current game. Shapes from the API contract (src/contract/operate/stopConfig.ts).
 */
export type Ban = DataOf<'/api/operate/stopConfig/get'>;
export type BanPayload = Partial<RequestOf<'/api/operate/stopConfig/add'>> & { id?: number };
export type BanCheck = DataOf<'/api/operate/stopConfig/check'>;

export const pageBans = apiCall('/api/operate/stopConfig/page');
export const getBan = apiCall('/api/operate/stopConfig/get');
export const addBan = fromForm(apiCall('/api/operate/stopConfig/add'));
export const editBan = fromForm(apiCall('/api/operate/stopConfig/edit'));
export const liftBan = apiCall('/api/operate/stopConfig/lift');
export const checkBan = apiCall('/api/operate/stopConfig/check');
export const previewBanImport = apiCall('/api/operate/stopConfig/importPreview');
export const importBans = apiCall('/api/operate/stopConfig/import');
