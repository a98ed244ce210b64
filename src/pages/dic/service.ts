import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** Common config (/dic/commonConfig): a key's value per game, 0 for every game. Shapes from the API contract. */
export type CommonConfig = DataOf<'/api/mng/commonConfig/get'>;
export type CommonConfigPayload = Partial<RequestOf<'/api/mng/commonConfig/add'>> & { id?: number };

export const pageCommonConfigs = apiCall('/api/mng/commonConfig/page');
export const addCommonConfig = fromForm(apiCall('/api/mng/commonConfig/add'));
export const editCommonConfig = fromForm(apiCall('/api/mng/commonConfig/edit'));
export const deleteCommonConfig = apiCall('/api/mng/commonConfig/delete');
