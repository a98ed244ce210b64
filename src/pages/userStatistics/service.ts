import { apiCall, type DataOf } from '@/request/endpoint';

/** Role points (/userStatistics/integral) of the current game. Shapes from the API contract. */
export type RolePoints = DataOf<'/api/userStatistics/points/page'>['list'][number];
export type PointsAdjustment = DataOf<'/api/userStatistics/points/history'>['list'][number];

export const pageRolePoints = apiCall('/api/userStatistics/points/page');
export const adjustRolePoints = apiCall('/api/userStatistics/points/adjust');
export const rolePointsHistory = apiCall('/api/userStatistics/points/history');
