import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/**
 * Game settings: parent games (/setting/gamesConfig, /config), their server lines (/line), projects (/setting/project)
 * and interface info (/setting/interfaceInfo). Types come from the contract (src/contract/setting/games).
 */
export type GameRow = DataOf<'/api/setting/game/page'>['list'][number];
export type GamePayload = RequestOf<'/api/setting/game/add'>;

export const pageSettingGames = apiCall('/api/setting/game/page');
export const getSettingGame = apiCall('/api/setting/game/get');
export const addSettingGame = apiCall('/api/setting/game/add');
export const editSettingGame = apiCall('/api/setting/game/edit');
export const enableSettingGame = apiCall('/api/setting/game/enable');
export const disableSettingGame = apiCall('/api/setting/game/disable');

export type LineRow = DataOf<'/api/setting/line/page'>['list'][number];
export type LinePayload = Partial<RequestOf<'/api/setting/line/edit'>> & { parentGameId?: number };

export const pageLines = apiCall('/api/setting/line/page');
export const addLine = fromForm(apiCall('/api/setting/line/add'));
export const editLine = fromForm(apiCall('/api/setting/line/edit'));
export const deleteLine = apiCall('/api/setting/line/delete');
export const sortLines = apiCall('/api/setting/line/sort');

export type ProjectRow = DataOf<'/api/setting/project/page'>['list'][number];
export type ProjectPayload = Partial<RequestOf<'/api/setting/project/edit'>>;
export type Owner = DataOf<'/api/setting/project/owners'>[number];

export const pageProjects = apiCall('/api/setting/project/page');
export const addProject = fromForm(apiCall('/api/setting/project/add'));
export const editProject = fromForm(apiCall('/api/setting/project/edit'));
export const deleteProject = apiCall('/api/setting/project/delete');
export const projectOwners = apiCall('/api/setting/project/owners');

export type InterfaceInfo = DataOf<'/api/setting/interface/info'>;
export type InterfaceSecret = RequestOf<'/api/setting/interface/reveal'>['field'];

export const interfaceInfo = apiCall('/api/setting/interface/info');
export const revealInterfaceKey = apiCall('/api/setting/interface/reveal');
