import { setClockOffset } from './clock';
import { GROUP_RULES, ROLE_RULES } from './grantRules';
import { createPrng } from './prng';
import { buildResources, ENDPOINT_BASE, endpointRegistry, endpointResource, scopeOf } from './resources';
import { seedGames } from './seedGames';
import { seedMenus } from './seedMenus';
import { seedOplog } from './seedOplog';
import { seedOrg } from './seedOrg';
import type {
  ChildGame,
  Department,
  Game,
  MenuEntry,
  OpLogEntry,
  PermissionGroup,
  Person,
  PortalTicket,
  Resource,
  Role,
  Session,
} from './types';

/**
 * The embedded backend's one in-memory store, kept on globalThis so it survives umi's re-evaluation of mock
 * modules. Seeded deterministically (seeded PRNG, BASE_EPOCH; no Math.random or Date.now); reset() restores the
 * seed exactly. Other areas keep their state in `areas` through defineArea(), which reset() clears too.
 */
export const SEED = 20261101;

export type SeqName = 'department' | 'person' | 'role' | 'group' | 'game' | 'childGame' | 'menu' | 'oplog';

export interface Store {
  departments: Department[];
  people: Person[];
  roles: Role[];
  groups: PermissionGroup[];
  resources: Resource[];
  games: Game[];
  childGames: ChildGame[];
  menus: MenuEntry[];
  sessions: Record<string, Session>;
  tickets: Record<string, PortalTicket>;
  oplog: OpLogEntry[];
  /** last id handed out per record kind */
  seq: Record<SeqName, number>;
  /** other areas' state (see defineArea) */
  areas: Record<string, unknown>;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_STORE__: Store | undefined;
}

const maxId = (rows: Array<{ id: number }>) => rows.reduce((m, r) => Math.max(m, r.id), 0);

/** Builds a fresh seed (pure: the same value every time for the same code and registered endpoints). */
export function seedStore(): Store {
  const rng = createPrng(SEED);
  const resources = buildResources();
  const { games, childGames } = seedGames();
  const { departments, roles, groups, people } = seedOrg(
    rng,
    resources,
    games.map((g) => g.id),
  );
  const menus = seedMenus();
  const oplog = seedOplog(rng, people, games);
  return {
    departments,
    people,
    roles,
    groups,
    resources,
    games,
    childGames,
    menus,
    sessions: {},
    tickets: {},
    oplog,
    seq: {
      department: maxId(departments),
      person: maxId(people),
      role: maxId(roles),
      group: maxId(groups),
      game: maxId(games),
      childGame: maxId(childGames),
      menu: maxId(menus),
      oplog: maxId(oplog),
    },
    areas: {},
  };
}

export function getStore(): Store {
  if (!globalThis.__GAME_OPS_STORE__) globalThis.__GAME_OPS_STORE__ = seedStore();
  return globalThis.__GAME_OPS_STORE__;
}

/** Restores the seed exactly (sessions and tickets end, other areas re-seed on next use, the clock offset is 0). */
export function reset(): Store {
  globalThis.__GAME_OPS_STORE__ = seedStore();
  setClockOffset(0);
  return globalThis.__GAME_OPS_STORE__;
}

export function nextId(kind: SeqName): number {
  const store = getStore();
  store.seq[kind] += 1;
  return store.seq[kind];
}

/**
 * Another area's state inside the store: `const packState = defineArea('pack', seedPack)` then `packState()`
 * returns it, seeding on first use and again after reset(). The seed function must be deterministic.
 */
export function defineArea<T>(name: string, seed: () => T): () => T {
  return () => {
    const store = getStore();
    if (!(name in store.areas)) store.areas[name] = seed();
    return store.areas[name] as T;
  };
}

/**
 * Registers an endpoint resource (type 3) under a screen path, for endpoints the contract does not give an
 * x-screen: `registerEndpoint('/onlinepack/task/page', '/package/task', '打包任务分页')`. Call it at module level
 * of a mock file. Idempotent per path; seeded roles and groups whose rules cover the screen are granted it.
 */
export function registerEndpoint(path: string, screen: string, name = path): void {
  const registry = endpointRegistry();
  if (!registry.some((d) => d.path === path)) registry.push({ path, screen, name });
  const store = globalThis.__GAME_OPS_STORE__;
  if (!store || store.resources.some((r) => r.path === path)) return;
  const id = Math.max(ENDPOINT_BASE - 1, ...store.resources.filter((r) => r.type === 3).map((r) => r.id)) + 1;
  const resource = endpointResource({ path, screen, name }, id, store.resources);
  store.resources.push(resource);
  const scope = scopeOf(resource, store.resources);
  store.roles.forEach((role) => {
    const rule = ROLE_RULES[role.code];
    if (rule?.(resource, scope)) role.resourceIds.push(id);
  });
  store.groups.forEach((group) => {
    const rule = GROUP_RULES[group.name];
    if (rule?.(resource, scope)) group.resourceIds.push(id);
  });
}
