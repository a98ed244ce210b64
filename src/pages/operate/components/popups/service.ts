import { apiCall, type DataOf, fromForm, type RequestOf } from '@/request/endpoint';

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
