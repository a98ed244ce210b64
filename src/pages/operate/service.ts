import { apiCall, type DataOf, fromForm, type RequestOf } from '@/request/endpoint';

/** The game-operations configuration (/operate) of the current game. Shapes from the API contract. */
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

export type MessageConfig = DataOf<'/api/operate/messageConfig/get'>;
export type MessagePayload = Partial<RequestOf<'/api/operate/messageConfig/add'>> & { id?: number };

export const pageMessageConfig = apiCall('/api/operate/messageConfig/page');
export const getMessageConfig = apiCall('/api/operate/messageConfig/get');
export const addMessageConfig = fromForm(apiCall('/api/operate/messageConfig/add'));
export const editMessageConfig = fromForm(apiCall('/api/operate/messageConfig/edit'));
export const deleteMessageConfig = apiCall('/api/operate/messageConfig/delete');
