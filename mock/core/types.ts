import type { PasswordHash } from './password';

/** The embedded backend's records (docs/rules.md "Backend (embedded)"). Times are epoch milliseconds. */

/** 1 menu, 2 button, 3 endpoint (docs/rules.md "Resources"). */
export type ResourceType = 1 | 2 | 3;

export interface Resource {
  id: number;
  pid: number;
  name: string;
  path: string;
  type: ResourceType;
}

/** Menu entry (docs/rules.md "Menu entries"): root id 0; gameId 0 is general (通用[0]). */
export interface MenuEntry {
  id: number;
  parentId: number;
  name: string;
  type: ResourceType;
  uri: string;
  gameId: number;
  sortNumber: number;
  icon: string;
  /** set by the menu editor (mock/unity/menu.ts); unset is shown */
  hidden?: boolean;
}

/** 1 enabled, 0 disabled (switch values '1'/'0' are accepted on input). */
export type Status = 0 | 1;

export interface Department {
  id: number;
  parentId: number;
  name: string;
  leaderId: number | null;
  sort: number;
  created: number;
}

export interface Person {
  id: number;
  account: string;
  name: string;
  departmentId: number;
  roleIds: number[];
  email: string;
  phone: string;
  status: Status;
  /** the previous successful sign-in, null before the first one */
  lastLogin: number | null;
  mustChangePassword: boolean;
  password: PasswordHash;
  /** parent games this person may work in (holders of the admin role may use every game) */
  gameIds: number[];
  created: number;
}

export interface Role {
  id: number;
  name: string;
  code: string;
  description: string;
  status: Status;
  resourceIds: number[];
  groupIds: number[];
  /** built-in roles cannot be deleted or disabled */
  builtIn: boolean;
  created: number;
  updated: number;
}

export interface PermissionGroup {
  id: number;
  name: string;
  description: string;
  resourceIds: number[];
  created: number;
  updated: number;
}

export type Region = 'domestic' | 'overseas';
export type Platform = 'Android' | 'iOS' | 'PC' | 'mini-game';

export interface Game {
  id: number;
  name: string;
  alias: string;
  icon: string;
  region: Region;
  entity: string;
  project: string;
  status: Status;
  created: number;
}

/** 1 official build, 2 channel build, 3 test build. */
export type ChildGameType = 1 | 2 | 3;

export interface ChildGame {
  id: number;
  gameId: number;
  name: string;
  platform: Platform;
  packageName: string;
  type: ChildGameType;
  status: Status;
  created: number;
}

export interface Session {
  token: string;
  personId: number;
  createdAt: number;
  expiresAt: number;
  endedAt: number | null;
  via: 'password' | 'sso';
  /** the person's sign-in before this session (loginTime), null for a first sign-in */
  previousLogin: number | null;
}

export interface PortalTicket {
  ticket: string;
  personId: number;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface OpLogEntry {
  id: number;
  time: number;
  operatorId: number;
  operatorName: string;
  gameId: number;
  module: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  result: 'success' | 'failure';
  /** the failure's code and tips, empty on success */
  message: string;
  ip: string;
  durationMs: number;
  /** the change request this entry submits, decides or applies (docs/rules.md "Change requests") */
  changeRequestId?: number;
  /** true: a risky change applied at once on the emergency path */
  emergency?: boolean;
}

/**
 * What an area says about its routes (`mock/<area>/routeNames.ts`, registered by its setup() through registerRouteNames, mock/core/resources.ts): the names an
 * administrator sees (resources and menu entries), the antd icon of a top-level menu entry, and a list screen's
 * buttons when they are not add, edit, delete and export.
 */
export interface AreaRouteNames {
  names: Record<string, string>;
  icons?: Record<string, string>;
  buttons?: Record<string, string[]>;
}
