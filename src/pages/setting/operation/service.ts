import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/**
 * Operating entities, their protocols and SMS signatures (/setting/operation/*). Shapes from the API contract
 * (src/contract/setting/operation.ts). Kept apart from the area's service.ts while the settings area is built by
 * several hands.
 */
export type Entity = DataOf<'/api/setting/operation/get'>;
export type EntityPayload = Partial<RequestOf<'/api/setting/operation/edit'>>;
export type ProtocolRow = DataOf<'/api/setting/protocol/page'>['list'][number];
export type Protocol = DataOf<'/api/setting/protocol/get'>;
export type Signature = DataOf<'/api/setting/smsSignature/page'>['list'][number];

export const pageEntities = apiCall('/api/setting/operation/page');
export const getEntity = apiCall('/api/setting/operation/get');
export const addEntity = fromForm(apiCall('/api/setting/operation/add'));
export const editEntity = fromForm(apiCall('/api/setting/operation/edit'));
export const deleteEntity = apiCall('/api/setting/operation/delete');

export const pageProtocols = apiCall('/api/setting/protocol/page');
export const getProtocol = apiCall('/api/setting/protocol/get');
export const addProtocol = apiCall('/api/setting/protocol/add');
export const publishProtocol = apiCall('/api/setting/protocol/publish');

export const pageSignatures = apiCall('/api/setting/smsSignature/page');
export const addSignature = apiCall('/api/setting/smsSignature/add');
export const resubmitSignature = apiCall('/api/setting/smsSignature/resubmit');
