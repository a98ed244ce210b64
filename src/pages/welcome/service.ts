import { apiCall, type DataOf } from '@/request/endpoint';

/** The welcome page's figures and recent changes for the game in X-Game-Id. */
export type WelcomeSummary = DataOf<'/api/mng/welcome/summary'>;
export type WelcomeFigure = WelcomeSummary['figures'][number];

export const queryWelcomeSummary = apiCall('/api/mng/welcome/summary');
