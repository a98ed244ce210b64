import type { Region as LineRegion } from '../../../src/contract/payTypes';
import { BASE_EPOCH, DAY } from '../../core/clock';
import { seedGames } from '../../games/index';
import { defineArea, getStore } from '../../core/store';
import type { Status } from '../../core/types';

/**
 * The game settings' own records (server lines, projects), kept in the shared store through defineArea (re-seeded
 * by POST /api/__mock/reset). Parent games themselves are the store's `games`. Seeded deterministically from the
 * seeded games (not the store's current ones: the area seeds on first use, which may come after games were added).
 */
export interface Line {
  id: number;
  gameId: number;
  name: string;
  region: LineRegion;
  gateway: string;
  status: Status;
  sort: number;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface Project {
  id: number;
  name: string;
  code: string;
  gameIds: number[];
  ownerId: number;
  description: string;
  status: Status;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface SettingGamesArea {
  lines: Line[];
  projects: Project[];
  seq: { line: number; project: number };
}

const DOMESTIC_LINES: Array<[string, LineRegion, string, Status]> = [
  ['电信一线', 'CN', '{alias}-gw1.example.cn:9001', 1],
  ['联通一线', 'CN', '{alias}-gw2.example.cn:9001', 1],
  ['移动备用', 'CN', 'https://{alias}-gw3.example.cn/gate', 0],
  ['港澳台', 'HK', 'https://{alias}-hk.example.com:8443', 1],
];
const OVERSEAS_LINES: Array<[string, LineRegion, string, Status]> = [
  ['SEA-1', 'SEA', 'https://sea.{alias}.example.com:8443', 1],
  ['US-East', 'US', 'https://us.{alias}.example.com', 1],
  ['EU-Frankfurt', 'EU', 'eu.{alias}.example.com:7000', 1],
  ['JP-Tokyo', 'JP', 'https://jp.{alias}.example.com', 0],
];

/** The seeded games' project names → code and owner account. */
const PROJECTS: Record<string, [string, string]> = {
  星海项目组: ['xinghai', 'zhangwei'],
  武侠项目组: ['wuxia', 'liuyang'],
  休闲项目组: ['casual', 'chenjing'],
  策略项目组: ['strategy', 'yangfan'],
  'Global Studio': ['global-studio', 'xuli'],
};

function seed(): SettingGamesArea {
  const store = getStore();
  const { games } = seedGames();
  const admin = store.people.find((p) => p.account === 'admin')?.name ?? 'admin';
  const lines: Line[] = [];
  games.forEach((g) => {
    const table = g.region === 'overseas' ? OVERSEAS_LINES : DOMESTIC_LINES;
    table.forEach(([name, region, gateway, status], i) => {
      const at = g.created + (i + 1) * DAY;
      lines.push({
        id: lines.length + 1,
        gameId: g.id,
        name,
        region,
        gateway: gateway.replace('{alias}', g.alias.replace(/_/g, '-')),
        status,
        sort: (i + 1) * 10,
        created: at,
        updated: at,
        updatedBy: admin,
      });
    });
  });
  const projects: Project[] = [];
  games.forEach((g) => {
    const known = PROJECTS[g.project];
    if (!known) return;
    const existing = projects.find((p) => p.name === g.project);
    if (existing) {
      existing.gameIds.push(g.id);
      return;
    }
    const owner = store.people.find((p) => p.account === known[1]);
    const at = BASE_EPOCH - (320 - projects.length * 30) * DAY;
    projects.push({
      id: projects.length + 1,
      name: g.project,
      code: known[0],
      gameIds: [g.id],
      ownerId: owner?.id ?? 1,
      description: '',
      status: 1,
      created: at,
      updated: at,
      updatedBy: admin,
    });
  });
  return { lines, projects, seq: { line: lines.length, project: projects.length } };
}

export const settingGamesState = defineArea('settingGames', seed);

export function nextSettingId(kind: keyof SettingGamesArea['seq']): number {
  const state = settingGamesState();
  state.seq[kind] += 1;
  return state.seq[kind];
}
