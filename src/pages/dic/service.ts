import { api } from '@/request';
import type { Page, PageQuery } from '@/services/types';

/** Common config (/dic/commonConfig): a key's value per game, 0 for every game. */
// ---- common config ----
export type ConfigType = 'string' | 'number' | 'json' | 'switch';

export type CommonConfig = {
  id: number;
  key: string;
  value: string;
  type: ConfigType;
  description?: string;
  gameId: number;
  gameName: string;
  builtIn: boolean;
  created?: number;
  updated?: number;
  updatedBy?: string;
};

export type CommonConfigPayload = {
  id?: number;
  key?: string;
  value?: string;
  type?: ConfigType;
  description?: string;
  scopeGameId?: number;
};

// POST /api/mng/commonConfig/page
export const pageCommonConfigs = (query: PageQuery) => api<Page<CommonConfig>>('/mng/commonConfig/page', query);
// POST /api/mng/commonConfig/get
export const getCommonConfig = (payload: { id: number }) => api<CommonConfig>('/mng/commonConfig/get', payload);
// POST /api/mng/commonConfig/add
export const addCommonConfig = (payload: CommonConfigPayload) => api<{ id: number }>('/mng/commonConfig/add', payload);
// POST /api/mng/commonConfig/edit
export const editCommonConfig = (payload: CommonConfigPayload & { id: number }) =>
  api<null>('/mng/commonConfig/edit', payload);
// POST /api/mng/commonConfig/delete
export const deleteCommonConfig = (payload: { id: number }) => api<null>('/mng/commonConfig/delete', payload);
