import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** Switch-payment rules (/special/cutPay) of the current game. Shapes from the API contract. */
export type CutPayRule = DataOf<'/api/special/cutPay/get'>;
export type CutPayPayload = Partial<RequestOf<'/api/special/cutPay/add'>> & { id?: number };
export type CutPayCheck = DataOf<'/api/special/cutPay/check'>;

export const pageCutPay = apiCall('/api/special/cutPay/page');
export const getCutPay = apiCall('/api/special/cutPay/get');
export const cutPayOptions = apiCall('/api/special/cutPay/options');
export const addCutPay = fromForm(apiCall('/api/special/cutPay/add'));
export const editCutPay = fromForm(apiCall('/api/special/cutPay/edit'));
export const enableCutPay = apiCall('/api/special/cutPay/enable');
export const disableCutPay = apiCall('/api/special/cutPay/disable');
export const deleteCutPay = apiCall('/api/special/cutPay/delete');
export const checkCutPay = apiCall('/api/special/cutPay/check');

/**
 * The current game's anti-addiction rules (inherit or override the platform's; screens: src/features/antiAddiction).
 */
export const gameAntiAddiction = {
  get: apiCall('/api/special/antiAddiction/get'),
  edit: apiCall('/api/special/antiAddiction/edit'),
  reveal: apiCall('/api/special/antiAddiction/reveal'),
  check: apiCall('/api/special/antiAddiction/check'),
};

/** Channel-interworking groups (/special/channelIntercommu) of the current game. */
export type ChannelGroup = DataOf<'/api/special/channelGroup/page'>['list'][number];
export const pageChannelGroups = apiCall('/api/special/channelGroup/page');
export const channelGroupOptions = apiCall('/api/special/channelGroup/options');
export const addChannelGroup = fromForm(apiCall('/api/special/channelGroup/add'));
export const editChannelGroup = fromForm(apiCall('/api/special/channelGroup/edit'));
export const deleteChannelGroup = apiCall('/api/special/channelGroup/delete');
