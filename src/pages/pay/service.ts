import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** The pay area's calls (src/contract/pay): pay configuration, pay lists, billing points. */
export type PayConfig = DataOf<'/api/mng/payConfig/get'>;
export type PayConfigPayload = Partial<RequestOf<'/api/mng/payConfig/add'>> & { id?: number };
export type PayList = DataOf<'/api/mng/payList/get'>;
export type PayListPayload = Partial<RequestOf<'/api/mng/payList/add'>> & { id?: number };
export type BillingPoint = DataOf<'/api/mng/billingPoint/get'>;
export type BillingPointPayload = Partial<RequestOf<'/api/mng/billingPoint/add'>> & { id?: number };

export const pagePayConfigs = apiCall('/api/mng/payConfig/page');
export const getPayConfig = apiCall('/api/mng/payConfig/get');
export const addPayConfig = fromForm(apiCall('/api/mng/payConfig/add'));
export const editPayConfig = fromForm(apiCall('/api/mng/payConfig/edit'));
export const deletePayConfig = apiCall('/api/mng/payConfig/delete');
export const revealPaySecret = apiCall('/api/mng/payConfig/reveal');

export const pagePayLists = apiCall('/api/mng/payList/page');
export const getPayList = apiCall('/api/mng/payList/get');
export const addPayList = fromForm(apiCall('/api/mng/payList/add'));
export const editPayList = fromForm(apiCall('/api/mng/payList/edit'));
export const deletePayList = apiCall('/api/mng/payList/delete');
export const enabledPayTypes = apiCall('/api/mng/payList/payTypes');

export const pageBillingPoints = apiCall('/api/mng/billingPoint/page');
export const getBillingPoint = apiCall('/api/mng/billingPoint/get');
export const addBillingPoint = fromForm(apiCall('/api/mng/billingPoint/add'));
export const editBillingPoint = fromForm(apiCall('/api/mng/billingPoint/edit'));
export const deleteBillingPoint = apiCall('/api/mng/billingPoint/delete');
export const previewBillingImport = apiCall('/api/mng/billingPoint/importPreview');
export const importBillingPoints = apiCall('/api/mng/billingPoint/import');
