import { apiCall, type DataOf, fromForm, type RequestOf } from '@/request/endpoint';

/** SMS scenes (/operate/messageConfig) of the current game. Shapes from the API contract. */
export type MessageConfig = DataOf<'/api/operate/messageConfig/get'>;
export type MessagePayload = Partial<RequestOf<'/api/operate/messageConfig/add'>> & { id?: number };

export const pageMessageConfig = apiCall('/api/operate/messageConfig/page');
export const getMessageConfig = apiCall('/api/operate/messageConfig/get');
export const addMessageConfig = fromForm(apiCall('/api/operate/messageConfig/add'));
export const editMessageConfig = fromForm(apiCall('/api/operate/messageConfig/edit'));
export const deleteMessageConfig = apiCall('/api/operate/messageConfig/delete');
