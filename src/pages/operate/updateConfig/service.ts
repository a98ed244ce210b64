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

/** Poster pop-ups, ads and tips: one record shape, the same seven calls per kind. */
export type Popup = DataOf<'/api/operate/posterPop/get'>;
export type PopupPayload = Partial<RequestOf<'/api/operate/posterPop/add'>>;

/** The calls of one kind, typed as the poster's (the contract gives the three kinds one shape). */
function popupCalls(
  page: typeof pagePoster,
  get: typeof getPoster,
  add: typeof addPoster,
  edit: typeof editPoster,
  enable: typeof enablePoster,
  disable: typeof enablePoster,
  remove: typeof enablePoster,
) {
  return { page, get, add, edit, enable, disable, remove };
}

const pagePoster = apiCall('/api/operate/posterPop/page');
const getPoster = apiCall('/api/operate/posterPop/get');
const addPoster = fromForm(apiCall('/api/operate/posterPop/add'));
const editPoster = fromForm(apiCall('/api/operate/posterPop/edit'));
const enablePoster = apiCall('/api/operate/posterPop/enable');

export const POPUP_CALLS = {
  posterPop: popupCalls(
    pagePoster,
    getPoster,
    addPoster,
    editPoster,
    enablePoster,
    apiCall('/api/operate/posterPop/disable'),
    apiCall('/api/operate/posterPop/delete'),
  ),
  adConfiguration: popupCalls(
    apiCall('/api/operate/adConfiguration/page'),
    apiCall('/api/operate/adConfiguration/get'),
    fromForm(apiCall('/api/operate/adConfiguration/add')),
    fromForm(apiCall('/api/operate/adConfiguration/edit')),
    apiCall('/api/operate/adConfiguration/enable'),
    apiCall('/api/operate/adConfiguration/disable'),
    apiCall('/api/operate/adConfiguration/delete'),
  ),
  tipManagement: popupCalls(
    apiCall('/api/operate/tipManagement/page'),
    apiCall('/api/operate/tipManagement/get'),
    fromForm(apiCall('/api/operate/tipManagement/add')),
    fromForm(apiCall('/api/operate/tipManagement/edit')),
    apiCall('/api/operate/tipManagement/enable'),
    apiCall('/api/operate/tipManagement/disable'),
    apiCall('/api/operate/tipManagement/delete'),
  ),
};
