import { setClockOffset } from './clock';
import { createPrng, type Prng } from './prng';
import { buildResources } from './resources';
import { isStarted } from './setup';
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
 * seed exactly. The framework builds the resources; the domains fill the rest (games, the organisation, menus, the
 * operation log) through the seeds they register at set-up (seedWith). Other areas keep their state in `areas`
 * through defineArea(), which reset() clears too.
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

/**
 * A domain's part of the seed: fills its fields of `store` (already holding the resources and what the seeds
 * registered before it filled), drawing from the one seeded PRNG. Registered from the domain's setup().
 */
export type StoreSeed = (store: Store, rng: Prng) => void;

const seeds: StoreSeed[] = [];

/** Registers a domain's part of the seed; seeds run in the order the set-up registers them (mock/backend). */
export function seedWith(seed: StoreSeed): void {
  seeds.push(seed);
}

/** Builds a fresh seed (pure: the same value every time for the same code and registered endpoints). */
export function seedStore(): Store {
  if (!isStarted()) throw new Error('the backend was not set up: call startBackend() (mock/backend) first');
  const rng = createPrng(SEED);
  const store: Store = {
    departments: [],
    people: [],
    roles: [],
    groups: [],
    resources: buildResources(),
    games: [],
    childGames: [],
    menus: [],
    sessions: {},
    tickets: {},
    oplog: [],
    seq: { department: 0, person: 0, role: 0, group: 0, game: 0, childGame: 0, menu: 0, oplog: 0 },
    areas: {},
  };
  seeds.forEach((seed) => seed(store, rng));
  store.seq = {
    department: maxId(store.departments),
    person: maxId(store.people),
    role: maxId(store.roles),
    group: maxId(store.groups),
    game: maxId(store.games),
    childGame: maxId(store.childGames),
    menu: maxId(store.menus),
    oplog: maxId(store.oplog),
  };
  return store;
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
