import { apiCall, type DataOf, fromForm, type RequestOf } from '@/request/endpoint';

/** Forced-update rules (/operate/updateConfig) of the current game. Shapes from the API contract. */
export type UpdateRule = DataOf<'/api/operate/updateConfig/get'>;
export type UpdatePayload = Partial<RequestOf<'/api/operate/updateConfig/add'>> & { id?: number };
export type UpdateCheckQuery = RequestOf<'/api/operate/updateConfig/check'>;
export type UpdateCheck = DataOf<'/api/operate/updateConfig/check'>;

export const pageUpdateConfig = apiCall('/api/operate/updateConfig/page');
export const getUpdateConfig = apiCall('/api/operate/updateConfig/get');
export const updateConfigOptions = apiCall('/api/operate/updateConfig/options');
export const addUpdateConfig = fromForm(apiCall('/api/operate/updateConfig/add'));
export const editUpdateConfig = fromForm(apiCall('/api/operate/updateConfig/edit'));
export const enableUpdateConfig = apiCall('/api/operate/updateConfig/enable');
export const disableUpdateConfig = apiCall('/api/operate/updateConfig/disable');
export const deleteUpdateConfig = apiCall('/api/operate/updateConfig/delete');
export const checkUpdateConfig = apiCall('/api/operate/updateConfig/check');
