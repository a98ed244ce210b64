import { api } from '@/request';
import type { OpLogEntry } from '@/services/types';

/** The welcome page's figures and recent changes for the game in X-Game-Id. */
export type WelcomeFigure = {
  key: string;
  value: number;
  total: number | null;
  link: string;
  allowed: boolean;
};

export type WelcomeSummary = {
  gameId: number;
  gameName: string;
  dayStart: number;
  figures: WelcomeFigure[];
  recent: OpLogEntry[];
};

// POST /api/mng/welcome/summary (for the game in X-Game-Id)
export const queryWelcomeSummary = () => api<WelcomeSummary>('/mng/welcome/summary');
